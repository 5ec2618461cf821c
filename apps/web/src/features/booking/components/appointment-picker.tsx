import { SlotPicker, type SlotPickerProps } from '../../../components/slot-picker.tsx';
import { useSlotAvailability } from '../hooks/use-slot-availability.ts';

export type AppointmentPickerProps = Omit<SlotPickerProps, 'availability' | 'admin'> & {
  clinicId: string;
  serviceId: string;
};

/** The customer's calendar of open days and the day's slots with the seats left (/booking, and moving a booking). */
export function AppointmentPicker({ clinicId, serviceId, ...props }: AppointmentPickerProps) {
  const availability = useSlotAvailability(clinicId, serviceId, props.date);
  return <SlotPicker availability={availability} {...props} />;
}
