import { RESULT_WORK_STATE_LABELS, type ResultWorkItem } from '@jongdee/contracts';
import type { BadgeProps, MantineColor } from '@mantine/core';
import { StatusBadge } from '../../components/status-badge.tsx';
import type { ResultWorkState } from './list-search.ts';

const COLORS: Record<ResultWorkState, MantineColor> = { awaiting: 'orange', recorded: 'blue', certified: 'green' };

/** Where an examinee stands: no result yet, a result waiting for its certificate, or certified. */
export function workStateOf(item: Pick<ResultWorkItem, 'result' | 'certificate'>): ResultWorkState {
  return item.certificate ? 'certified' : item.result ? 'recorded' : 'awaiting';
}

export function ResultStateBadge({ state, ...props }: { state: ResultWorkState } & BadgeProps) {
  return <StatusBadge color={COLORS[state]} label={RESULT_WORK_STATE_LABELS[state]} {...props} />;
}
