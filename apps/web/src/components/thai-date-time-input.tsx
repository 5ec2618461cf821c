import type { BangkokDateTime } from '@jongdee/contracts/thai-format';
import { Group, Input, type MantineSize, Text } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useId } from 'react';
import { FieldGroup } from './field-group.tsx';
import { dateTimeTexts as texts } from './texts.ts';
import { ThaiDatePickerInput } from './thai-date-picker.tsx';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

type Props = {
  /** What the pair of fields is for, shown above them: "วันและเวลาที่ชำระ". */
  label: string;
  description?: string;
  /** Names of the date field and the time's hour and minute fields for a screen reader: "วันที่ชำระ", "เวลาที่ชำระ". */
  dateLabel: string;
  timeLabel: string;
  value: BangkokDateTime;
  onChange: (value: BangkokDateTime) => void;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** The last day that may be picked (CE `YYYY-MM-DD`): today, for something that already happened. */
  maxDate?: string;
  /** The date can be cleared (an optional moment); clearing it clears the time too. */
  clearable?: boolean;
  size?: MantineSize;
  maw?: number | string | Record<string, number | string>;
};

/**
 * A Bangkok date and time as people in Thailand write them: the day from a Thai calendar in the
 * Buddhist Era (`23 พ.ย. 2569`), the time on a 24-hour clock (`09:15 น.`). Native date-time fields
 * show CE years, or not, depending on the browser; this never does. The value stays CE.
 */
export function ThaiDateTimeInput({
  label,
  description,
  dateLabel,
  timeLabel,
  value,
  onChange,
  error,
  required = false,
  disabled = false,
  maxDate,
  clearable = false,
  size = 'md',
  maw,
}: Props) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const popoverId = `${id}-calendar`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <FieldGroup labelledBy={labelId} describedBy={describedBy}>
      <Input.Label id={labelId} labelElement="div" required={required} size={size}>
        {label}
      </Input.Label>
      {description ? (
        <Input.Description id={descriptionId} size={size} mb={5}>
          {description}
        </Input.Description>
      ) : null}
      <Group gap="xs" wrap="nowrap" align="flex-start" maw={maw}>
        <ThaiDatePickerInput
          // The calendar (a dialog) is named by this field: its id is the one the popover gives its target.
          id={`${popoverId}-target`}
          // A label of its own (read, not shown: the group's label says it), not an aria-label: the
          // button's visible text is the date, and an aria-label would hide it from its name.
          label={dateLabel}
          labelProps={{ style: VISUALLY_HIDDEN }}
          placeholder={texts.datePlaceholder}
          leftSection={<IconCalendar size={18} aria-hidden />}
          value={value.date || null}
          onChange={(date) => onChange(date ? { ...value, date } : { date: '', time: '' })}
          maxDate={maxDate}
          clearable={clearable}
          clearButtonProps={{ 'aria-label': texts.clearDate }}
          error={Boolean(error)}
          disabled={disabled}
          size={size}
          style={{ flex: 1, minWidth: 150 }}
          popoverProps={{ id: popoverId, withinPortal: true, zIndex: 400 }}
        />
        <TimePicker
          hoursInputLabel={`${timeLabel} ${texts.hours}`}
          minutesInputLabel={`${timeLabel} ${texts.minutes}`}
          format="24h"
          value={value.time}
          onChange={(time) => onChange({ ...value, time })}
          rightSection={
            <Text fz="sm" c="dimmed" aria-hidden>
              {texts.timeSuffix}
            </Text>
          }
          error={Boolean(error)}
          disabled={disabled}
          size={size}
          w={116}
          style={{ flex: 'none' }}
        />
      </Group>
      {error ? (
        <Input.Error id={errorId} size={size} mt={5}>
          {error}
        </Input.Error>
      ) : null}
    </FieldGroup>
  );
}
