import { formatBaht, formatThaiDate } from '@jongdee/contracts/thai-format';
import { Group, Stack, Text } from '@mantine/core';
import { Row } from '../../../components/row.tsx';
import { bookingTotal, isValidExamineeCount } from '../booking-math.ts';
import { bookingTexts as texts } from '../texts.ts';

type Props = {
  serviceName: string | undefined;
  clinicName: string | undefined;
  date: string | null;
  slotTime: string | null;
  unitPrice: number | null;
  count: number | string;
};

/** What is being booked and what it costs: unit price × count = total, updated as the form changes. */
export function BookingSummary({ serviceName, clinicName, date, slotTime, unitPrice, count }: Props) {
  const total = bookingTotal(unitPrice, count);
  const dash = '–';
  return (
    <Stack gap="xs" aria-live="polite">
      <Row label={texts.service} value={serviceName ?? dash} strong />
      <Row label={texts.clinic} value={clinicName ?? dash} strong />
      <Row
        label={texts.appointment}
        value={date ? `${formatThaiDate(date)}${slotTime ? ` · ${texts.timeValue(slotTime)}` : ''}` : dash}
      />
      <Row label={texts.unitPrice} value={unitPrice === null ? dash : formatBaht(unitPrice)} strong />
      <Row label={texts.count} value={isValidExamineeCount(count) ? texts.people(count) : dash} strong />
      <Group justify="space-between" align="baseline" mt={4} wrap="nowrap">
        <Text fw={600}>{texts.total}</Text>
        <Text fw={700} fz={26} c="jade.8" data-testid="booking-total">
          {total === null ? dash : formatBaht(total)}
        </Text>
      </Group>
    </Stack>
  );
}
