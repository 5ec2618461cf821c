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
import type { FormEvent } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { ThaiBirthDateInput } from '../../../components/thai-date-picker.tsx';
import { useSchemaForm } from '../../../components/use-schema-form.ts';
import { bookingTexts as texts } from '../texts.ts';
import { draftOf, HealthHistoryFields, historyBody, historyChecks, historyItemsOf } from './health-history-fields.tsx';

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
  const historyItems = historyItemsOf(certificateType);
  const form = useSchemaForm(
    ExamineeFormSchema,
    () => ({
      title: examinee?.title ?? '',
      firstName: examinee?.firstName ?? '',
      lastName: examinee?.lastName ?? '',
      idType: examinee?.idType ?? 'thai_id',
      idNumber: examinee?.idNumber ?? '',
      nationality: examinee?.nationality ?? 'ไทย',
      birthDate: examinee?.birthDate ?? '',
      gender: examinee?.gender ?? '',
      phone: examinee?.phone ?? '',
      healthHistory: draftOf(examinee?.healthHistory, historyItems),
    }),
    {
      toInput: (values) => ({ ...values, healthHistory: historyBody(values.healthHistory, examinee?.healthHistory) }),
      check: (values) => historyChecks(values.healthHistory),
    },
  );
  const select = (key: 'title' | 'idType' | 'gender') => ({
    value: form.values[key] || null,
    onChange: (value: string | null) => form.setValue(key, value ?? ''),
    error: form.error(key),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (body) onSubmit(body, form);
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
          <ThaiBirthDateInput
            label={texts.birthDate}
            description={texts.optional}
            value={form.values.birthDate || null}
            onChange={(value) => form.setValue('birthDate', value ?? '')}
            error={form.error('birthDate')}
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
          draft={form.values.healthHistory}
          errorOf={(item) => form.errorIn(`healthHistory.${item}`)}
          onChange={(item, answer) => form.setValue(`healthHistory.${item}`, answer)}
        />
        <FormError message={form.formError} />
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
