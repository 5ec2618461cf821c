import { useEffect, useState } from 'react';

export type DateRange = [string | null, string | null];

/**
 * A date-range filter kept in the URL as two ISO dates. The picker holds a half-chosen range locally;
 * the URL changes only once both ends are chosen, or both are cleared. When the URL changes from
 * outside (back button, "clear filters"), the picker follows.
 */
export function useDateRangeParam(from: string, to: string, commit: (from: string, to: string) => void) {
  const [range, setRange] = useState<DateRange>([from || null, to || null]);
  useEffect(() => setRange([from || null, to || null]), [from, to]);

  const changeRange = (value: DateRange) => {
    setRange(value);
    const [nextFrom, nextTo] = value;
    if (nextFrom && nextTo) commit(nextFrom, nextTo);
    else if (!nextFrom && !nextTo) commit('', '');
  };
  return [range, changeRange] as const;
}
