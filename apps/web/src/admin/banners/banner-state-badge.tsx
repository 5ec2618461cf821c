import { BANNER_STATE_LABELS, type BannerState } from '@jongdee/contracts';
import type { MantineColor } from '@mantine/core';
import { StatusBadge } from '../../components/status-badge.tsx';

const COLORS: Record<BannerState, MantineColor> = {
  live: 'jade',
  scheduled: 'blue',
  ended: 'orange',
  inactive: 'gray',
};

/** Where a banner stands now: กำลังแสดง, รอเริ่มแสดง, หมดเวลาแสดง or ปิดการแสดง. */
export function BannerStateBadge({ state }: { state: BannerState }) {
  return <StatusBadge color={COLORS[state]} label={BANNER_STATE_LABELS[state]} size="md" />;
}
