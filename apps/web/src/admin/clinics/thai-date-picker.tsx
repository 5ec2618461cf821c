import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import 'dayjs/locale/th';

// Thai month names and the Buddhist Era on screen (`13 เม.ย. 2573`); the value stays ISO CE `YYYY-MM-DD`.
dayjs.extend(buddhistEra);

const NEXT_MONTH = 'เดือนถัดไป';
const PREVIOUS_MONTH = 'เดือนก่อนหน้า';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
  minDate?: string;
};

export function ThaiDatePicker({ label, value, onChange, error, placeholder, minDate }: Props) {
  return (
    <DatesProvider settings={{ locale: 'th', firstDayOfWeek: 0, weekendDays: [0, 6] }}>
      <DatePickerInput
        size="sm"
        label={label}
        placeholder={placeholder}
        valueFormat="D MMM BBBB"
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        error={error}
        minDate={minDate}
        clearable
        w={190}
        nextLabel={NEXT_MONTH}
        previousLabel={PREVIOUS_MONTH}
        getDayAriaLabel={(date) => dayjs(date).locale('th').format('D MMMM BBBB')}
        popoverProps={{ withinPortal: true, zIndex: 400 }}
      />
    </DatesProvider>
  );
}
