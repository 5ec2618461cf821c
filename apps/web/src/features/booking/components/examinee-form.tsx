import {
  type CertificateType,
  type Examinee,
  ExamineeBodySchema,
  GENDER_LABELS,
  GENDERS,
  ID_TYPE_LABELS,
  ID_TYPES,
  TITLES,
  z,
} from '@jongdee/contracts';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { ThaiDatePickerInput } from '../../../components/thai-date-picker.tsx';
import { useSchemaForm } from '../../../components/use-schema-form.ts';
import { bookingTexts as texts } from '../texts.ts';
import {
  draftOf,
  type HealthHistoryDraft,
  type HealthHistoryErrors,
  HealthHistoryFields,
  historyErrorsFrom,
  historyItemsOf,
  readHealthHistory,
} from './health-history-fields.tsx';

/** The examinee body as the form holds it: empty optional fields become null before the contracts schema checks them. */
export const ExamineeFormSchema = z.preprocess((input) => {
  const values = input as Record<string, unknown>;
  return {
    ...values,
    birthDate: values.birthDate || null,
    gender: values.gender || null,
    phone: values.phone || null,
  };
}, ExamineeBodySchema);
export type ExamineeFormOutput = z.output<typeof ExamineeBodySchema>;

type Props = {
  examinee?: Examinee;
  /** The booking's certificate form: which health-history questions (part 1) to ask. */
  certificateType: CertificateType;
  submitting: boolean;
  onSubmit: (body: ExamineeFormOutput, form: { showServerErrors: (error: unknown) => boolean }) => void;
  onCancel: () => void;
};

export function ExamineeForm({ examinee, certificateType, submitting, onSubmit, onCancel }: Props) {
  const form = useSchemaForm(ExamineeFormSchema, {
    title: examinee?.title ?? '',
    firstName: examinee?.firstName ?? '',
    lastName: examinee?.lastName ?? '',
    idType: examinee?.idType ?? 'thai_id',
    idNumber: examinee?.idNumber ?? '',
    nationality: examinee?.nationality ?? 'ไทย',
    birthDate: examinee?.birthDate ?? '',
    gender: examinee?.gender ?? '',
    phone: examinee?.phone ?? '',
  });
  const historyItems = historyItemsOf(certificateType);
  const [history, setHistory] = useState<HealthHistoryDraft>(() => draftOf(examinee?.healthHistory, historyItems));
  const [historyErrors, setHistoryErrors] = useState<HealthHistoryErrors>({});
  const select = (key: 'title' | 'idType' | 'gender') => ({
    value: form.values[key] || null,
    onChange: (value: string | null) => form.setValues((current) => ({ ...current, [key]: value ?? '' })),
    error: form.errors[key],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    const healthHistory = readHealthHistory(history, examinee?.healthHistory);
    setHistoryErrors(healthHistory.ok ? {} : healthHistory.errors);
    if (!body || !healthHistory.ok) return;
    onSubmit(
      { ...body, healthHistory: healthHistory.value },
      {
        showServerErrors: (error) => {
          if (error instanceof ApiError) setHistoryErrors(historyErrorsFrom(error.details));
          return form.showServerErrors(error);
        },
      },
    );
  };

  const thai = form.values.idType === 'thai_id';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Select label={texts.titleLabel} data={[...TITLES]} required size="md" {...select('title')} />
          <TextInput label={texts.firstName} required autoComplete="off" {...form.text('firstName')} />
          <TextInput label={texts.lastName} required autoComplete="off" {...form.text('lastName')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={texts.idType}
            data={ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }))}
            allowDeselect={false}
            size="md"
            {...select('idType')}
          />
          <TextInput
            label={thai ? texts.idNumberThai : texts.idNumberOther}
            required
            inputMode={thai ? 'numeric' : 'text'}
            autoComplete="off"
            {...form.text('idNumber')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={texts.nationality} required {...form.text('nationality')} />
          <ThaiDatePickerInput
            label={texts.birthDate}
            description={texts.optional}
            value={form.values.birthDate || null}
            onChange={(value) => form.setValues((current) => ({ ...current, birthDate: value ?? '' }))}
            error={form.errors.birthDate}
            maxDate={dayjs().format('YYYY-MM-DD')}
            defaultLevel="decade"
            clearable
            size="md"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={texts.gender}
            description={texts.optional}
            data={GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))}
            clearable
            size="md"
            {...select('gender')}
          />
          <TextInput
            label={texts.examineePhone}
            description={texts.optional}
            type="tel"
            inputMode="tel"
            {...form.text('phone')}
          />
        </SimpleGrid>
        <HealthHistoryFields
          items={historyItems}
          draft={history}
          errors={historyErrors}
          onChange={(item, answer) => {
            setHistory((current) => ({ ...current, [item]: answer }));
            setHistoryErrors((current) => ({ ...current, [item]: undefined }));
          }}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={submitting}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
