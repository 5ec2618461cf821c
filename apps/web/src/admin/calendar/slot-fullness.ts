import type { MantineColor } from '@mantine/core';

/** How full a slot or a day is, for its colour; the numbers are always shown beside it. */
export type Fullness = 'closed' | 'empty' | 'open' | 'busy' | 'almost' | 'full';

export function fullnessOf(used: number, capacity: number): Fullness {
  if (capacity === 0) return used > 0 ? 'full' : 'closed';
  const ratio = used / capacity;
  if (ratio >= 1) return 'full';
  if (ratio >= 0.8) return 'almost';
  if (ratio >= 0.5) return 'busy';
  return used === 0 ? 'empty' : 'open';
}

export const FULLNESS_COLOR: Record<Fullness, MantineColor> = {
  closed: 'gray',
  empty: 'gray',
  open: 'jade',
  busy: 'yellow',
  almost: 'orange',
  full: 'red',
};

/** Share of the capacity taken, 0–100, for a bar; over-full shows full. */
export const usedPercent = (used: number, capacity: number) =>
  capacity === 0 ? (used > 0 ? 100 : 0) : Math.min(100, Math.round((used / capacity) * 100));
