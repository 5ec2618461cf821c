import {
  CERTIFICATE_FORMS,
  type CertificateFormItem,
  type ExaminationResult,
  FORM_ITEM_GROUP_LABELS,
  type FormItemGroup,
  isNormalValue,
  itemChoices,
  RESULT_CONCLUSION_LABELS,
  type ResultConclusion,
  type ResultForm,
} from '@jongdee/contracts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Input,
  Kbd,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconCalendar,
  IconChecks,
  IconDeviceFloppy,
  IconLock,
} from '@tabler/icons-react';
import {
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { notify } from '../../components/notify.ts';
import { ThaiDatePickerInput } from '../../components/thai-date-picker.tsx';
import { paths } from '../../paths.ts';
import { useSaveResult } from './api/save-result.ts';
import { examineeName } from './result-state-badge.tsx';
import {
  checkResult,
  formItems,
  initialValues,
  isDetailShown,
  itemGroups,
  normalChoice,
  type ResultErrors,
  type ResultValues,
} from './result-values.ts';
import { resultTexts as texts } from './texts.ts';

type Props = {
  form: ResultForm;
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
export function ResultEntryForm({ form, preferredDoctorId, onDoctorChosen, hasNext, onSaved }: Props) {
  const items = useMemo(() => formItems(form), [form]);
  const groups = useMemo(() => itemGroups(items), [items]);
  const type = form.work.booking.certificateType;
  const definition = CERTIFICATE_FORMS[type];
  const name = examineeName(form.work.examinee);
  const locked = form.work.certificate !== null;

  const [values, setValues] = useState<ResultValues>(() => initialValues(form, preferredDoctorId));
  const [errors, setErrors] = useState<ResultErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(0);
  const save = useSaveResult();
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const goNext = useRef(false);
  const [savingNext, setSavingNext] = useState(false);

  // A new examinee: straight to the first measurement (date and doctor are usually right already).
  useEffect(() => {
    if (!locked) firstFieldRef.current?.focus();
  }, [locked]);

  // After a refused save, the first field with a message takes the focus.
  useEffect(() => {
    if (showErrors === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid="true"] input:not([disabled])',
    );
    invalid?.focus();
  }, [showErrors]);

  const clearError = (field: string) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const setField = <Key extends Exclude<keyof ResultValues, 'items'>>(key: Key, value: ResultValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  };
  const setItem = (code: string, value: string) => {
    setValues((current) => ({ ...current, items: { ...current.items, [code]: value } }));
    clearError(`items.${code}`);
  };
  const setGroupNormal = (group: FormItemGroup) => {
    setValues((current) => {
      const next = { ...current.items };
      for (const item of items) {
        const normal = item.group === group ? normalChoice(item) : null;
        if (normal && !next[item.code]) next[item.code] = normal;
      }
      return { ...current, items: next };
    });
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([field]) => {
          const item = items.find((candidate) => `items.${candidate.code}` === field);
          return !(item && item.group === group && normalChoice(item));
        }),
      ),
    );
  };

  const submit = (next: boolean) => {
    if (locked || save.isPending) return;
    const checked = checkResult(form, values);
    if (checked.errors) {
      setErrors(checked.errors);
      setServerError(null);
      setShowErrors((count) => count + 1);
      return;
    }
    setErrors({});
    setServerError(null);
    setSavingNext(next && hasNext);
    save.mutate(
      { examineeId: form.work.examinee.id, body: checked.body },
      {
        onSuccess: (result) => {
          notify.success(texts.saved(name));
          onSaved(result, next && hasNext);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.details.length > 0) {
            setErrors(Object.fromEntries(error.details.map((detail) => [detail.field, detail.message])));
            setShowErrors((count) => count + 1);
          }
          setServerError(error.message);
          notify.error(error.message, texts.saveFailed);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(goNext.current);
    goNext.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      submit(true);
      return;
    }
    const target = event.target;
    // Enter in a typed field moves on, as on a paper form; it does not send a half-filled result.
    if (target instanceof HTMLInputElement && target.type === 'text' && target.getAttribute('role') !== 'combobox') {
      event.preventDefault();
      focusNextField(formRef.current, target);
    }
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  const doctorOptions = form.doctors.map((doctor) => ({
    value: doctor.id,
    label: `${doctor.name} (${doctor.licenseNo})`,
  }));
  const recordedDoctor = form.result?.doctor;
  const recordedDoctorGone = recordedDoctor && !form.doctors.some((doctor) => doctor.id === recordedDoctor.id);
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

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={texts.formAria(name)}
      // Mantine's error red reads at under 4.5:1 on white in small type; many messages at once must stay legible.
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties}
    >
      <Stack gap="md">
        {locked && form.work.certificate ? (
          <Alert
            color="gray"
            variant="light"
            icon={<IconLock size={20} aria-hidden />}
            title={texts.lockedTitle(form.work.certificate.certificateNo)}
            data-testid="result-locked"
            styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
          >
            <Stack gap={6} align="flex-start">
              <Text fz="sm">{texts.lockedBody}</Text>
              <Anchor component={Link} to={paths.admin.certificateView.href(form.work.certificate.id)} fz="sm" fw={600}>
                {texts.openCertificate(form.work.certificate.certificateNo)}
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        {serverError ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
            <Text fz="sm">{serverError}</Text>
          </Alert>
        ) : errorCount > 0 ? (
          <Alert color="red" variant="light" role="alert" py="xs">
            <Text fz="sm">{texts.fixErrors}</Text>
          </Alert>
        ) : null}

        <fieldset disabled={locked} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Section title={texts.sectionExam}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <ThaiDatePickerInput
                  label={texts.examDate}
                  required
                  leftSection={<IconCalendar size={18} aria-hidden />}
                  value={values.examDate || null}
                  onChange={(date) => setField('examDate', date ?? '')}
                  error={errors.examDate}
                  size="sm"
                  popoverProps={{ withinPortal: true, zIndex: 400 }}
                />
                <Select
                  label={texts.doctor}
                  required
                  placeholder={texts.doctorPlaceholder}
                  data={doctorOptions}
                  value={values.doctorId || (locked && recordedDoctor ? (recordedDoctor.id ?? 'recorded') : null)}
                  onChange={(value) => {
                    setField('doctorId', value ?? '');
                    if (value) onDoctorChosen?.(value);
                  }}
                  error={errors.doctorId}
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
              {form.doctors.length === 0 && !locked ? (
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
                    hasChoices && !locked ? (
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
                      {groupItems.map((item) => (
                        <ItemField
                          key={item.code}
                          item={item}
                          value={values.items[item.code] ?? ''}
                          error={errors[`items.${item.code}`]}
                          onChange={(value) => setItem(item.code, value)}
                          inputRef={firstRef()}
                          locked={locked}
                        />
                      ))}
                    </SimpleGrid>
                  ) : (
                    <Stack gap="sm">
                      {groupItems
                        .filter((item) => isDetailShown(item, items, values))
                        .map((item) => (
                          <ItemField
                            key={item.code}
                            item={item}
                            value={values.items[item.code] ?? ''}
                            error={errors[`items.${item.code}`]}
                            onChange={(value) => setItem(item.code, value)}
                            inputRef={itemChoices(item) ? undefined : firstRef()}
                            locked={locked}
                          />
                        ))}
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
                  error={errors.conclusion}
                  onChange={(value) => setField('conclusion', value)}
                  locked={locked}
                />
                <Textarea
                  label={texts.doctorOpinion}
                  description={texts.optional}
                  value={values.doctorOpinion}
                  onChange={(event) => setField('doctorOpinion', event.currentTarget.value)}
                  error={errors.doctorOpinion}
                  maxLength={1000}
                  autosize
                  minRows={2}
                  size="sm"
                />
                <Textarea
                  label={texts.remark}
                  description={texts.optional}
                  value={values.remark}
                  onChange={(event) => setField('remark', event.currentTarget.value)}
                  error={errors.remark}
                  maxLength={1000}
                  autosize
                  minRows={1}
                  size="sm"
                />
              </Stack>
            </Section>
          </Stack>
        </fieldset>

        {locked ? null : (
          <Paper
            withBorder
            radius="md"
            p="sm"
            bg="white"
            shadow="sm"
            style={{ position: 'sticky', bottom: 0, zIndex: 2 }}
            data-testid="result-actions"
          >
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

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

type FieldProps = {
  item: CertificateFormItem;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  locked: boolean;
};

/** The input an item's kind calls for. */
function ItemField(props: FieldProps) {
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
          <Text component="span" fz="xs" c="orange.9" fw={600}>
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
            <Text span c="red.8" aria-hidden>
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
          color={chosen && !chosen.normal ? 'red.9' : 'jade'}
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

function ConclusionField({
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
        color={value === 'unfit' ? 'red.9' : 'jade'}
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

/** The field after `from` in the order Tab would take (one stop per group of segmented answers). */
function focusNextField(form: HTMLFormElement | null, from: HTMLElement) {
  if (!form) return;
  const seenGroups = new Set<string>();
  const stops = [...form.querySelectorAll<HTMLElement>('input, textarea, button, select')].filter((element) => {
    if ((element as HTMLInputElement).disabled || element.tabIndex < 0) return false;
    if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (seenGroups.has(element.name)) return false;
      const group = [
        ...form.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`),
      ];
      const stop = group.find((radio) => radio.checked) ?? group[0];
      if (stop !== element) return false;
      seenGroups.add(element.name);
    }
    return true;
  });
  const index = stops.indexOf(from);
  stops[index + 1]?.focus();
}
