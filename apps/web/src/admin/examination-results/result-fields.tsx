import {
  type CertificateFormItem,
  isNormalValue,
  itemChoices,
  RESULT_CONCLUSION_LABELS,
  type ResultConclusion,
} from '@jongdee/contracts';
import { Group, Input, SegmentedControl, Text, Textarea, type TextareaProps, TextInput } from '@mantine/core';
import { type Ref, useId } from 'react';
import { resultTexts as texts } from './texts.ts';

// The inputs of the result entry form (result-entry-form.tsx): one per kind of item, and the conclusion.

type FieldProps = {
  item: CertificateFormItem;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  locked: boolean;
};

/** A free-text note under the conclusion (the doctor's opinion, a remark): optional, up to 1,000 characters. */
export function NoteField(props: TextareaProps) {
  return <Textarea description={texts.optional} maxLength={1000} autosize size="sm" {...props} />;
}

/** The input an item's kind calls for. */
export function ItemField(props: FieldProps) {
  const { item } = props;
  if (itemChoices(item)) return <ChoiceField {...props} />;
  const { value, error, onChange, inputRef } = props;
  const unit = item.unit;
  const highPressure =
    item.kind === 'blood_pressure' &&
    /^\d{2,3}\s*\/\s*\d{2,3}$/.test(value.trim()) &&
    !isNormalValue(item, value.trim());
  const isDetail = Boolean(item.detailFor);
  return (
    <TextInput
      ref={inputRef}
      label={item.label}
      required={item.required || isDetail}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      placeholder={isDetail ? texts.detailPlaceholder : undefined}
      description={
        highPressure ? (
          <Text component="span" fz="xs" c="orange" fw={600}>
            {texts.bloodPressureHigh}
          </Text>
        ) : item.kind === 'blood_pressure' ? (
          texts.bloodPressureHint
        ) : undefined
      }
      inputMode={item.kind === 'number' ? 'decimal' : item.kind === 'blood_pressure' ? 'numeric' : undefined}
      autoComplete="off"
      rightSection={
        unit ? (
          <Text fz="sm" c="dimmed" aria-hidden>
            {unit}
          </Text>
        ) : undefined
      }
      rightSectionWidth={unit ? Math.max(40, unit.length * 9 + 16) : undefined}
      rightSectionPointerEvents="none"
      size="sm"
      maxLength={500}
      data-item={item.code}
      pl={isDetail ? 'md' : undefined}
      style={isDetail ? { borderLeft: '3px solid var(--mantine-color-red-3)' } : undefined}
    />
  );
}

/** Segmented answers (ปกติ / ผิดปกติ, ไม่ปรากฏ / ปรากฏ, or the item's own), abnormal ones shown in red. */
function ChoiceField({ item, value, error, onChange, locked }: FieldProps) {
  const id = useId();
  const choices = itemChoices(item) ?? [];
  const chosen = choices.find((choice) => choice.value === value);
  return (
    <div data-invalid={error ? 'true' : undefined} data-item={item.code}>
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Text id={`${id}-label`} fz="sm" style={{ flex: '1 1 220px' }}>
          {item.label}
          {item.required ? (
            <Text span c="red" aria-hidden>
              {' *'}
            </Text>
          ) : null}
        </Text>
        <SegmentedControl
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
          data={choices.map((choice) => ({ value: choice.value, label: choice.label }))}
          value={value}
          onChange={onChange}
          readOnly={locked}
          color={chosen && !chosen.normal ? 'red' : 'jade'}
          size="sm"
          radius="md"
          style={error ? { outline: '1px solid var(--mantine-color-error)' } : undefined}
        />
      </Group>
      {error ? (
        <Input.Error id={`${id}-error`} mt={4} size="sm">
          {error}
        </Input.Error>
      ) : null}
    </div>
  );
}

/** From the best outcome to the worst, as a doctor reads them. */
const CONCLUSION_ORDER: readonly ResultConclusion[] = ['fit', 'fit_with_remarks', 'unfit'];

export function ConclusionField({
  value,
  wording,
  error,
  onChange,
  locked,
}: {
  value: ResultConclusion | '';
  wording: string | null;
  error: string | undefined;
  onChange: (value: ResultConclusion) => void;
  locked: boolean;
}) {
  const id = useId();
  return (
    <div data-invalid={error ? 'true' : undefined}>
      <Input.Label id={`${id}-label`} required size="sm" mb={4}>
        {texts.conclusion}
      </Input.Label>
      <SegmentedControl
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : wording ? `${id}-wording` : undefined}
        data={CONCLUSION_ORDER.map((conclusion) => ({
          value: conclusion,
          label: RESULT_CONCLUSION_LABELS[conclusion],
        }))}
        value={value}
        onChange={(next) => onChange(next as ResultConclusion)}
        readOnly={locked}
        color={value === 'unfit' ? 'red' : 'jade'}
        fullWidth
        size="sm"
        radius="md"
        style={error ? { outline: '1px solid var(--mantine-color-error)' } : undefined}
      />
      {error ? (
        <Input.Error id={`${id}-error`} mt={4} size="sm">
          {error}
        </Input.Error>
      ) : wording ? (
        <Input.Description id={`${id}-wording`} mt={4} size="sm">
          {texts.conclusionPrinted(wording)}
        </Input.Description>
      ) : null}
    </div>
  );
}
