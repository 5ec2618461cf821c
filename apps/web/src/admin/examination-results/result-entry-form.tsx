import {
  CERTIFICATE_FORMS,
  type CertificateFormItem,
  type ExaminationResult,
  type FieldError,
  FORM_ITEM_GROUP_LABELS,
  type FormItemGroup,
  itemChoices,
  ResultBodySchema,
  type ResultForm,
} from '@jongdee/contracts';
import { bangkokToday, formatThaiDate, personName } from '@jongdee/contracts/thai-format';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Kbd,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconCalendar,
  IconChecks,
  IconDeviceFloppy,
  IconLock,
  IconUserQuestion,
} from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { FormError } from '../../components/form-error.tsx';
import { notify } from '../../components/notify.ts';
import { Section } from '../../components/section.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { paths } from '../../paths.ts';
import { useSaveResult } from './api/save-result.ts';
import { ConclusionField, ItemField, NoteField } from './result-fields.tsx';
import { focusNextField } from './result-keyboard.ts';
import {
  formItems,
  initialValues,
  isDetailShown,
  itemGroups,
  normalChoice,
  resultChecks,
  resultInput,
} from './result-values.ts';
import { resultTexts as texts } from './texts.ts';

/** Whether the examinee came: their check-in time, or when they were marked absent (undefined: not known yet). */
export type ResultVisit = { checkedInAt: string | null; noShowAt: string | null };

type Props = {
  form: ResultForm;
  visit: ResultVisit | undefined;
  /** The doctor last chosen at this desk: a nurse entering a clinic's results picks the doctor once. */
  preferredDoctorId?: string;
  onDoctorChosen?: (doctorId: string) => void;
  /** Whether "save, then the next examinee" is offered (there is a next one on the list). */
  hasNext: boolean;
  onSaved: (result: ExaminationResult, goNext: boolean) => void;
};

/**
 * One examinee's result, drawn from the form of the booking's certificate type (CERTIFICATE_FORMS):
 * measurements with their units, blood pressure as "120/80", normal/abnormal and absent/present
 * answers as segmented buttons, a detail asked only when an answer is abnormal, then the conclusion.
 * Checked with the server's own rules before sending. Built for a run of entries from the keyboard:
 * Enter moves to the next field, Ctrl+Enter saves and opens the next examinee. A result whose
 * certificate is valid is shown locked.
 */
export function ResultEntryForm({
  form: resultForm,
  visit,
  preferredDoctorId,
  onDoctorChosen,
  hasNext,
  onSaved,
}: Props) {
  const items = useMemo(() => formItems(resultForm), [resultForm]);
  const groups = useMemo(() => itemGroups(items), [items]);
  const type = resultForm.work.booking.certificateType;
  const definition = CERTIFICATE_FORMS[type];
  const name = personName(resultForm.work.examinee);
  const locked = resultForm.work.certificate !== null;
  // Results only after the visit: someone who has not checked in (or was marked absent) waits.
  const notArrived = !locked && !resultForm.result && visit !== undefined && !visit.checkedInAt;
  const closed = locked || notArrived;
  const examDate =
    resultForm.result?.examDate ?? (visit?.checkedInAt ? bangkokToday(new Date(visit.checkedInAt)) : null);

  const form = useSchemaForm(ResultBodySchema, () => initialValues(resultForm, preferredDoctorId), {
    toInput: (values) => resultInput(resultForm, values),
    check: (values) => resultChecks(resultForm, values),
  });
  const { values } = form;
  const [showErrors, setShowErrors] = useState(0);
  const save = useSaveResult();
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const goNext = useRef(false);
  const goNextAfterConfirm = useRef(false);
  const [savingNext, setSavingNext] = useState(false);
  // Values outside the normal range the server asked to confirm (RESULT_NEEDS_CONFIRMATION), until confirmed or changed.
  const [unconfirmed, setUnconfirmed] = useState<FieldError[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed value is a new result to check again
  useEffect(() => setUnconfirmed(null), [values]);

  // A new examinee: straight to the first measurement (the doctor is usually right already).
  useEffect(() => {
    if (!closed) firstFieldRef.current?.focus();
  }, [closed]);

  // After a refused save, the first field with a message takes the focus.
  useEffect(() => {
    if (showErrors === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid="true"] input:not([disabled])',
    );
    invalid?.focus();
  }, [showErrors]);

  const setGroupNormal = (group: FormItemGroup) => {
    const answered = items.filter((item) => item.group === group && normalChoice(item));
    form.setValues((current) => {
      const next = { ...current.items };
      for (const item of answered) next[item.code] ||= normalChoice(item) ?? '';
      return { ...current, items: next };
    });
    form.clearErrors(...answered.map((item) => `items.${item.code}`));
  };

  const submit = async (next: boolean, confirmOutOfRange = false) => {
    if (closed || save.isPending) return;
    const body = await form.validate();
    if (!body) {
      setShowErrors((count) => count + 1);
      return;
    }
    setSavingNext(next && hasNext);
    goNextAfterConfirm.current = next;
    save.mutate(
      { examineeId: resultForm.work.examinee.id, body: { ...body, confirmOutOfRange } },
      {
        onSuccess: (result) => {
          notify.success(texts.saved(name));
          onSaved(result, next && hasNext);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'RESULT_NEEDS_CONFIRMATION') {
            // Not a mistake to fix: the doctor looks at the values once more and confirms them.
            setUnconfirmed(error.details);
            return;
          }
          if (form.showServerErrors(error)) setShowErrors((count) => count + 1);
          form.setFormError(error.message);
          notify.error(error.message, texts.saveFailed);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(goNext.current);
    goNext.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      void submit(true);
      return;
    }
    const target = event.target;
    // Enter in a typed field moves on, as on a paper form; it does not send a half-filled result.
    if (target instanceof HTMLInputElement && target.type === 'text' && target.getAttribute('role') !== 'combobox') {
      event.preventDefault();
      focusNextField(formRef.current, target);
    }
  };

  const errorCount = Object.values(form.errors).filter(Boolean).length;
  const doctorOptions = resultForm.doctors.map((doctor) => ({
    value: doctor.id,
    label: `${doctor.name} (${doctor.licenseNo})`,
  }));
  const recordedDoctor = resultForm.result?.doctor;
  const recordedDoctorGone = recordedDoctor && !resultForm.doctors.some((doctor) => doctor.id === recordedDoctor.id);
  if (locked && recordedDoctor && recordedDoctorGone) {
    doctorOptions.push({
      value: recordedDoctor.id ?? 'recorded',
      label: `${recordedDoctor.name} (${recordedDoctor.licenseNo})`,
    });
  }
  let firstItemClaimed = false;
  const firstRef = () => {
    if (firstItemClaimed) return undefined;
    firstItemClaimed = true;
    return firstFieldRef;
  };
  const itemField = (item: CertificateFormItem, inputRef: typeof firstFieldRef | undefined) => (
    <ItemField
      key={item.code}
      item={item}
      value={values.items[item.code] ?? ''}
      error={form.error(`items.${item.code}`)}
      onChange={(value) => form.setValue(`items.${item.code}`, value)}
      inputRef={inputRef}
      locked={closed}
    />
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate aria-label={texts.formAria(name)}>
      <Stack gap="md">
        {locked && resultForm.work.certificate ? (
          <Alert
            color="gray"
            variant="light"
            icon={<IconLock size={20} aria-hidden />}
            title={texts.lockedTitle(resultForm.work.certificate.certificateNo)}
            data-testid="result-locked"
            styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
          >
            <Stack gap={6} align="flex-start">
              <Text fz="sm">{texts.lockedBody}</Text>
              <Anchor
                component={Link}
                to={paths.admin.certificateView.href(resultForm.work.certificate.id)}
                fz="sm"
                fw={600}
              >
                {texts.openCertificate(resultForm.work.certificate.certificateNo)}
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        {notArrived ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconUserQuestion size={20} aria-hidden />}
            title={visit?.noShowAt ? texts.noShowTitle : texts.notCheckedInTitle}
            data-testid="result-not-checked-in"
            styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
          >
            <Stack gap={6} align="flex-start">
              <Text fz="sm">{visit?.noShowAt ? texts.noShowBody : texts.notCheckedInBody}</Text>
              {visit?.noShowAt ? null : (
                <Anchor
                  component={Link}
                  to={`${paths.admin.checkIn.href()}?q=${encodeURIComponent(resultForm.work.booking.bookingNo)}`}
                  fz="sm"
                  fw={600}
                >
                  {texts.goCheckIn}
                </Anchor>
              )}
            </Stack>
          </Alert>
        ) : null}
        {form.formError ? (
          <FormError message={form.formError} icon={<IconAlertTriangle size={20} aria-hidden />} />
        ) : errorCount > 0 ? (
          <Alert color="red" variant="light" role="alert" py="xs">
            <Text fz="sm">{texts.fixErrors}</Text>
          </Alert>
        ) : null}

        <fieldset disabled={closed} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Section title={texts.sectionExam}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  label={texts.examDate}
                  leftSection={<IconCalendar size={18} aria-hidden />}
                  value={examDate ? formatThaiDate(examDate) : texts.examDateUnknown}
                  description={texts.examDateHint}
                  readOnly
                  size="sm"
                  data-testid="result-exam-date"
                />
                <Select
                  label={texts.doctor}
                  required
                  placeholder={texts.doctorPlaceholder}
                  data={doctorOptions}
                  value={values.doctorId || (locked && recordedDoctor ? (recordedDoctor.id ?? 'recorded') : null)}
                  onChange={(value) => {
                    form.setValue('doctorId', value ?? '');
                    if (value) onDoctorChosen?.(value);
                  }}
                  error={form.error('doctorId')}
                  description={
                    recordedDoctorGone && !locked && recordedDoctor
                      ? texts.recordedDoctor(recordedDoctor.name, recordedDoctor.licenseNo)
                      : undefined
                  }
                  searchable
                  nothingFoundMessage={texts.doctorNone}
                  allowDeselect={false}
                  size="sm"
                  comboboxProps={{ withinPortal: true, zIndex: 400 }}
                />
              </SimpleGrid>
              {resultForm.doctors.length === 0 && !locked ? (
                <Alert
                  color="orange"
                  variant="light"
                  mt="sm"
                  py="xs"
                  styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}
                >
                  <Group gap="xs" justify="space-between">
                    <Text fz="sm">{texts.noDoctors}</Text>
                    <Anchor component={Link} to={paths.admin.clinics.href()} fz="sm">
                      {texts.goClinics}
                    </Anchor>
                  </Group>
                </Alert>
              ) : null}
            </Section>

            {groups.map(({ group, items: groupItems }) => {
              const hasChoices = groupItems.some((item) => normalChoice(item) !== null);
              return (
                <Section
                  key={group}
                  title={FORM_ITEM_GROUP_LABELS[group]}
                  action={
                    hasChoices && !closed ? (
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        leftSection={<IconChecks size={16} aria-hidden />}
                        onClick={() => setGroupNormal(group)}
                      >
                        {texts.allNormal}
                        <VisuallyHidden>{texts.allNormalIn(FORM_ITEM_GROUP_LABELS[group])}</VisuallyHidden>
                      </Button>
                    ) : null
                  }
                >
                  {group === 'measurement' ? (
                    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
                      {groupItems.map((item) => itemField(item, firstRef()))}
                    </SimpleGrid>
                  ) : (
                    <Stack gap="sm">
                      {groupItems
                        .filter((item) => isDetailShown(item, items, values))
                        .map((item) => itemField(item, itemChoices(item) ? undefined : firstRef()))}
                    </Stack>
                  )}
                </Section>
              );
            })}

            <Section title={texts.sectionConclusion}>
              <Stack gap="sm">
                <ConclusionField
                  value={values.conclusion}
                  wording={values.conclusion ? definition.conclusionLabels[values.conclusion] : null}
                  error={form.error('conclusion')}
                  onChange={(value) => form.setValue('conclusion', value)}
                  locked={closed}
                />
                <NoteField label={texts.doctorOpinion} minRows={2} {...form.text('doctorOpinion')} />
                <NoteField label={texts.remark} minRows={1} {...form.text('remark')} />
              </Stack>
            </Section>
          </Stack>
        </fieldset>

        {closed ? null : (
          <Paper
            withBorder
            radius="md"
            p="sm"
            bg="white"
            shadow="sm"
            style={{ position: 'sticky', bottom: 0, zIndex: 2 }}
            data-testid="result-actions"
          >
            {unconfirmed ? (
              <Alert
                color="orange"
                variant="light"
                icon={<IconAlertTriangle size={20} aria-hidden />}
                title={texts.confirmTitle}
                role="alert"
                mb="sm"
                data-testid="result-confirm"
                styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
              >
                <Stack gap="xs">
                  <Text fz="sm">{texts.confirmBody}</Text>
                  <Stack gap={2} component="ul" m={0} pl="md">
                    {unconfirmed.map((item) => (
                      <Text key={`${item.field}:${item.message}`} component="li" fz="sm" fw={600}>
                        {item.message}
                      </Text>
                    ))}
                  </Stack>
                  <Group gap="xs" justify="flex-end">
                    <Button variant="default" size="sm" onClick={() => setUnconfirmed(null)} disabled={save.isPending}>
                      {texts.backToEdit}
                    </Button>
                    <Button
                      size="sm"
                      onClick={() => void submit(goNextAfterConfirm.current, true)}
                      loading={save.isPending}
                      data-autofocus
                    >
                      {texts.confirmSave}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            ) : null}
            <Group justify="space-between" gap="sm">
              <Text fz="xs" c="dimmed" visibleFrom="sm">
                <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">Enter</Kbd> {hasNext ? texts.saveNext : texts.save}
              </Text>
              <Group gap="sm" ml="auto">
                <Button
                  type="submit"
                  variant={hasNext ? 'default' : 'filled'}
                  leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                  loading={save.isPending && !savingNext}
                  disabled={save.isPending && savingNext}
                  onClick={() => {
                    goNext.current = false;
                  }}
                >
                  {texts.save}
                </Button>
                {hasNext ? (
                  <Button
                    type="submit"
                    rightSection={<IconArrowRight size={18} aria-hidden />}
                    loading={save.isPending && savingNext}
                    disabled={save.isPending && !savingNext}
                    onClick={() => {
                      goNext.current = true;
                    }}
                  >
                    {texts.saveNext}
                  </Button>
                ) : null}
              </Group>
            </Group>
          </Paper>
        )}
      </Stack>
    </form>
  );
}
