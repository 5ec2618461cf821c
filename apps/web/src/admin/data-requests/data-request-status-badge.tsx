import { DATA_REQUEST_STATUS_LABELS, type DataRequestStatus } from '@jongdee/contracts';
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { StatusBadge } from '../../components/status-badge.tsx';
import { adminDataRequestTexts as texts } from './texts.ts';

const COLORS: Record<DataRequestStatus, MantineColor> = { pending: 'orange', completed: 'jade', rejected: 'gray' };

/** A request's status in Thai, in its colour. */
export function DataRequestStatusBadge({ status, ...props }: { status: DataRequestStatus } & BadgeProps) {
  return <StatusBadge color={COLORS[status]} label={DATA_REQUEST_STATUS_LABELS[status]} {...props} />;
}

/** Beside the name of a person whose account was erased: what remains is anonymised. */
export function AnonymisedBadge() {
  return (
    <Badge color="gray" variant="light" size="xs" radius="sm" tt="none" c="dark.6">
      {texts.anonymised}
    </Badge>
  );
}
