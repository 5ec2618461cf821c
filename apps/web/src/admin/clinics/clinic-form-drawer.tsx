import {
  BANKS,
  CANCELLATION_POLICY_MAX,
  ClinicBodySchema,
  type ClinicDetail,
  DEFAULT_CANCELLATION_POLICY,
  type Service,
} from '@jongdee/contracts';
import {
  Box,
  Button,
  Drawer,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEvent } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { notify } from '../../components/notify.ts';
import { Section } from '../../components/section.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { answered } from '../action-dialog.tsx';
import { useSaveClinic } from './api/save-clinic.ts';
import { type ClinicDraft, draftFromClinic, draftToBody, emptyDraft } from './clinic-draft.ts';
import { ClosedDatesSection, OpeningHoursSection, ServicesSection } from './clinic-form-sections.tsx';
import { DoctorsSection } from './doctors-section.tsx';
import { adminClinicTexts as texts } from './texts.ts';

const bankOptions = Object.entries(BANKS).map(([code, bank]) => ({
  value: code,
  label: `${bank.name} (${bank.short})`,
}));

type Props = {
  opened: boolean;
  /** The clinic being edited, or null to create one. */
  clinic: ClinicDetail | null;
  /** Changes each time the drawer is opened: a fresh form then, and not when a new clinic is first saved. */
  formSession: number;
  services: Service[];
  onClose: () => void;
  onSaved: (clinic: ClinicDetail) => void;
};

/** Create or edit a clinic in one drawer: every section, saved at once; doctors save on their own. */
export function ClinicFormDrawer({ opened, clinic, formSession, services, onClose, onSaved }: Props) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 860}
      padding="lg"
      closeButtonProps={{ 'aria-label': texts.close }}
      title={
        <Title order={2} fz="xl">
          {clinic ? texts.editTitle(clinic.name) : texts.createTitle}
        </Title>
      }
    >
      {/* A fresh form for each clinic opened, so nothing typed for one leaks into another. */}
      {opened ? (
        <ClinicForm key={formSession} clinic={clinic} services={services} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Drawer>
  );
}

function ClinicForm({ clinic, services, onClose, onSaved }: Omit<Props, 'opened' | 'formSession'>) {
  const save = useSaveClinic();
  // The body's paths name the errors (zod's and the server's alike); the draft is what the inputs hold.
  const form = useSchemaForm(ClinicBodySchema, () => (clinic ? draftFromClinic(clinic) : emptyDraft()), {
    toInput: draftToBody,
  });
  const draft = form.values;
  const update = (patch: Partial<ClinicDraft>, ...clearPaths: string[]) => {
    form.setValues((current) => ({ ...current, ...patch }));
    form.clearErrors(...clearPaths);
  };
  const binding = { draft, error: form.error, errorIn: form.errorIn, update };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.validate())) {
      notify.error(texts.fixErrors, texts.saveFailed);
      return;
    }
    save.mutate(
      { id: clinic?.id ?? null, body: draftToBody(draft) },
      answered(form, {
        success: () => (clinic ? texts.saved : texts.created),
        failed: texts.saveFailed,
        afterwards: onSaved,
      }),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Section title={texts.sectionDetails}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput label={texts.code} description={texts.codeHint} required {...form.text('code')} />
              <TextInput label={texts.name} required style={{ gridColumn: 'span 2' }} {...form.text('name')} />
            </SimpleGrid>
            <Textarea label={texts.address} required autosize minRows={2} maxRows={4} {...form.text('address')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput label={texts.province} required {...form.text('province')} />
              <TextInput label={texts.phone} type="tel" inputMode="tel" required {...form.text('phone')} />
              <TextInput label={texts.email} type="email" {...form.text('email')} />
            </SimpleGrid>
            <TextInput label={texts.mapUrl} placeholder={texts.mapUrlPlaceholder} type="url" {...form.text('mapUrl')} />
            <Switch label={texts.isActive} {...form.checkbox('isActive')} error={undefined} />
          </Stack>
        </Section>

        <Section title={texts.sectionLegal} hint={texts.legalHint}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={texts.legalName}
              placeholder={texts.legalNamePlaceholder}
              maxLength={200}
              {...form.text('legalName')}
            />
            <TextInput label={texts.taxId} inputMode="numeric" maxLength={17} {...form.text('taxId')} />
          </SimpleGrid>
        </Section>

        <PolicySection
          value={draft.cancellationPolicy}
          error={form.error('cancellationPolicy')}
          onChange={(cancellationPolicy) => update({ cancellationPolicy }, 'cancellationPolicy')}
        />

        <OpeningHoursSection {...binding} />

        <ClosedDatesSection {...binding} />

        <ServicesSection {...binding} services={services} />

        <Section title={texts.sectionReceiver} hint={texts.receiverHint}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={texts.bank}
              placeholder={texts.bankPlaceholder}
              data={bankOptions}
              searchable
              value={draft.bankCode}
              onChange={(value) => update({ bankCode: value }, 'paymentReceiver.bankCode')}
              error={form.error('paymentReceiver.bankCode')}
            />
            <TextInput
              label={texts.accountNumber}
              inputMode="numeric"
              {...form.text('accountNumber', 'paymentReceiver.accountNumber')}
            />
            <TextInput label={texts.accountName} {...form.text('accountName', 'paymentReceiver.accountName')} />
            <TextInput
              label={texts.promptPayId}
              description={texts.promptPayHint}
              inputMode="numeric"
              {...form.text('promptPayId', 'paymentReceiver.promptPayId')}
            />
          </SimpleGrid>
        </Section>

        {clinic ? (
          <DoctorsSection clinic={clinic} />
        ) : (
          <Section title={texts.sectionDoctors}>
            <Text c="dimmed">{texts.doctorsAfterCreate}</Text>
          </Section>
        )}

        <Box
          pos="sticky"
          bottom={0}
          py="md"
          bg="white"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 2 }}
        >
          <FormError message={form.formError} mb="sm" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {texts.save}
            </Button>
          </Group>
        </Box>
      </Stack>
    </form>
  );
}

/** The clinic's cancellation and refund policy: its own text, or (left empty) the default customers then read. */
function PolicySection({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const empty = value.trim() === '';
  return (
    <Section
      title={texts.sectionPolicy}
      hint={texts.policyHint}
      action={
        empty ? (
          <Button size="xs" variant="light" onClick={() => onChange(DEFAULT_CANCELLATION_POLICY)}>
            {texts.policyStartFromDefault}
          </Button>
        ) : undefined
      }
    >
      <Stack gap="sm">
        <Textarea
          label={texts.policy}
          description={empty ? texts.policyEmptyHint : texts.policyLength(value.length, CANCELLATION_POLICY_MAX)}
          autosize
          minRows={4}
          maxRows={14}
          maxLength={CANCELLATION_POLICY_MAX}
          name="cancellationPolicy"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
        />
        {empty ? (
          <Box bg="gray.0" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Text fz="sm" fw={500} mb={4}>
              {texts.policyDefaultTitle}
            </Text>
            <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {DEFAULT_CANCELLATION_POLICY}
            </Text>
          </Box>
        ) : null}
      </Stack>
    </Section>
  );
}
