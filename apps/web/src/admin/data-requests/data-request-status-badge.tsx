import { DATA_REQUEST_STATUS_LABELS, type DataRequestStatus } from '@jongdee/contracts';
import type { BadgeProps, MantineColor } from '@mantine/core';
import { StatusBadge } from '../../components/status-badge.tsx';

const COLORS: Record<DataRequestStatus, MantineColor> = { pending: 'orange', completed: 'jade', rejected: 'gray' };

/** A request's status in Thai, in its colour. */
export function DataRequestStatusBadge({ status, ...props }: { status: DataRequestStatus } & BadgeProps) {
  return <StatusBadge color={COLORS[status]} label={DATA_REQUEST_STATUS_LABELS[status]} {...props} />;
}
