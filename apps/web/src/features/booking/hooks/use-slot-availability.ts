import { bangkokToday } from '@jongdee/contracts/thai-format';
import { useState } from 'react';
import { monthOf, type SlotAvailability } from '../../../components/slot-picker.tsx';
import { useAvailability } from '../api/get-availability.ts';
import { useAvailabilityMonth } from '../api/get-availability-month.ts';

/**
 * What the slot picker shows for a clinic's service: the month on its calendar (the chosen date's,
 * or this month), that month's days and the chosen day's slots. Asked until both are known.
 */
export function useSlotAvailability(clinicId: string | null, serviceId: string | null, date: string | null) {
  const [month, setMonth] = useState(() => monthOf(date || bangkokToday()));
  const days = useAvailabilityMonth(clinicId || null, serviceId || null, month);
  const day = useAvailability(clinicId || null, serviceId || null, date || null);
  return { month, setMonth, days, day } satisfies SlotAvailability;
}
