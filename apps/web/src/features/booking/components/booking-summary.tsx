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
  /** Who is examined, in words: the customer, or the names to add later. */
  examinees: string;
};

/** What is being booked and what it costs, the last step before confirming: unit price × count = total. */
export function BookingSummary({ serviceName, clinicName, date, slotTime, unitPrice, count, examinees }: Props) {
  const total = bookingTotal(unitPrice, count);
  const dash = '–';
  return (
    <Stack gap="xs" component="dl" m={0}>
      <Row inList label={texts.service} value={serviceName ?? dash} strong />
      <Row inList label={texts.clinic} value={clinicName ?? dash} strong />
      <Row
        inList
        label={texts.appointment}
        value={date ? `${formatThaiDate(date)}${slotTime ? ` · ${texts.timeValue(slotTime)}` : ''}` : dash}
      />
      <Row inList label={texts.examinees} value={examinees} />
      <Row inList label={texts.unitPrice} value={unitPrice === null ? dash : formatBaht(unitPrice)} strong />
      <Row inList label={texts.count} value={isValidExamineeCount(count) ? texts.people(count) : dash} strong />
      <Group justify="space-between" align="baseline" mt={4} wrap="nowrap">
        <Text fw={600} component="dt">
          {texts.total}
        </Text>
        <Text fw={700} fz={22} c="jade.8" component="dd" m={0}>
          {total === null ? dash : formatBaht(total)}
        </Text>
      </Group>
    </Stack>
  );
}
