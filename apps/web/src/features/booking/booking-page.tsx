import { EXAMINEES_MAX, TITLES } from '@jongdee/contracts/labels';
import { personName } from '@jongdee/contracts/thai-format';
import {
  Alert,
  Card,
  Checkbox,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { useAfterFirstPaint } from '../../components/after-first-paint.tsx';
import { FormError } from '../../components/form-error.tsx';
import { notify } from '../../components/notify.ts';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { Section } from '../../components/section.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { afterNextPaint } from '../../lib/after-next-paint.ts';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';
import { paths } from '../../paths.ts';
import { catalogKeys } from './api/catalog-keys.ts';
import { useCreateBooking } from './api/create-booking.ts';
import { useClinics } from './api/get-clinics.ts';
import { useServices } from './api/get-services.ts';
import { clinicPrice, isValidExamineeCount } from './booking-math.ts';
import { ChosenService, ClinicChoice, ServiceChoice, ServiceDetails } from './components/booking-steps.tsx';
import { BookingSummary } from './components/booking-summary.tsx';
import { ClinicFacts } from './components/clinic-facts.tsx';
import { ReceiptFields } from './components/receipt-fields.tsx';
import { SummaryBar } from './components/summary-bar.tsx';
import { bookingTexts as texts } from './texts.ts';

// The date and slot picker (Mantine's calendar, dayjs, Buddhist-era dates) shows once a clinic is
// chosen: it loads after the page's first render, and renders in a task of its own (with it, the
// page's first render was one 0.7 s task on a phone).
const { Component: AppointmentPicker, preload: loadAppointmentPicker } = lazyWithPreload(
  () => import('./components/appointment-picker.tsx'),
  (module) => module.AppointmentPicker,
);

// The booking form's validation is zod and every contracts schema (~70 KB gzip): it loads when the person
// first touches the form, not with the screen a phone has to paint first. Submitting waits for it if needed.
const loadBookingSchema = () => import('@jongdee/contracts').then((contracts) => contracts.CreateBookingBodySchema);

/** What a message on the steps looks like in the page: the first one is scrolled to after a refused submit. */
const FIELD_PROBLEM = '[aria-invalid="true"], .mantine-InputWrapper-error, [role="alert"]';

type BookingPageProps = {
  /** Shown above the form: the app puts the health-data consent notice here (routes/booking-route.tsx). */
  consentNotice?: ReactNode;
  /**
   * The server refused for lack of health-data consent (409 HEALTH_CONSENT_REQUIRED): the app asks
   * for it on the spot, instead of the refusal toast sending the person to /profile. What was typed stays.
   */
  onConsentRequired?: () => void;
};

/**
 * Quick booking on one page, in four steps: 1 the service (nothing chosen for the customer: a
 * driving-licence check booked as a general one is a wasted trip), 2 the clinic with its facts and
 * policy, then the date and slot, 3 who is examined and who to call, 4 the summary, a company
 * receipt and a note. The total and the submit stay at the bottom of the screen throughout.
 */
export function BookingPage({ consentNotice, onConsentRequired }: BookingPageProps = {}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const services = useServices();
  const allClinics = useClinics();

  // After the first paint: fetched before it, the picker's chunks went out with the page's own content.
  useEffect(() => afterNextPaint(() => void loadAppointmentPicker().catch(() => undefined)), []);
  const restShown = useAfterFirstPaint();
  const [serviceId, setServiceId] = useState<string | null>(null);
  const service = services.data?.find((item) => item.id === serviceId);
  // A tapped card folds its list into the choice; "เปลี่ยน…" opens it again.
  const [serviceFolded, setServiceFolded] = useState(false);
  const [chosenClinicId, setClinicId] = useState<string | null>(null);
  const [clinicFolded, setClinicFolded] = useState(false);
  // The clinics offering the chosen service come from the list the page already holds: a clinic there
  // lists only its active offers, what the API's `?serviceId=` filter reads, so choosing a service
  // waits for no request (and the first screen sends none ahead for a service nobody chose yet).
  const clinicList = serviceId ? (allClinics.data ?? []).filter((item) => clinicPrice(item, serviceId) !== null) : [];
  const clinic = clinicList.find((item) => item.id === chosenClinicId);
  const clinicId = clinic?.id ?? null;

  const [date, setDate] = useState<string | null>(null);
  const [slotTime, setSlotTime] = useState<string | null>(null);
  const [autoPick, setAutoPick] = useState(true);
  const [slotAlert, setSlotAlert] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const steps = useRef<HTMLDivElement>(null);
  const create = useCreateBooking();
  const form = useSchemaForm(
    loadBookingSchema,
    {
      examineeCount: 1 as number | string,
      forSelf: false,
      examinees: [{ title: '', firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', idNumber: '' }],
      contactName: user ? personName(user) : '',
      contactPhone: user?.phone ?? '',
      note: '',
      wantsReceipt: false,
      receipt: { name: user?.companyName ?? '', taxId: user?.taxId ?? '', address: user?.address ?? '' },
    },
    {
      toInput: (values) => ({
        clinicId: clinicId ?? '',
        serviceId: serviceId ?? '',
        appointmentDate: date ?? undefined,
        slotTime: slotTime ?? undefined,
        examineeCount: typeof values.examineeCount === 'number' ? values.examineeCount : undefined,
        contactName: values.contactName,
        contactPhone: values.contactPhone,
        note: values.note,
        // "For myself" always sends the person: the form asks for what is missing rather than drop them.
        examinees: values.forSelf
          ? values.examinees.map((self) => ({
              ...self,
              idType: 'thai_id',
              nationality: 'ไทย',
              phone: values.contactPhone,
            }))
          : [],
        receipt: values.wantsReceipt ? values.receipt : null,
      }),
      check: (values) => ({
        appointmentDate: clinicId && !date ? texts.pickDate : undefined,
        slotTime: clinicId && date && !slotTime ? texts.pickSlot : undefined,
        'examinees.0.idNumber':
          values.forSelf && !values.examinees[0]?.idNumber.trim() ? texts.selfIdRequired : undefined,
      }),
    },
  );
  const { values } = form;
  const dateError = form.error('appointmentDate');
  const slotError = form.error('slotTime');
  const serviceError = form.error('serviceId');
  const clinicError = form.error('clinicId');
  // The examinee's phone is the contact's: its own field says what is wrong with it.
  form.error('examinees.0.phone');

  // After a refused submit, the first field that says what is wrong comes into view.
  useEffect(() => {
    if (refusals === 0) return;
    steps.current?.querySelector(FIELD_PROBLEM)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [refusals]);

  const resetAppointment = () => {
    setDate(null);
    setSlotTime(null);
    setSlotAlert(null);
  };
  const { clearErrors } = form;
  const onDateChange = useCallback(
    (value: string) => {
      setDate(value);
      setSlotTime(null);
      clearErrors('appointmentDate');
    },
    [clearErrors],
  );
  const onSlotChange = useCallback(
    (value: string | null) => {
      setSlotTime(value);
      if (value) {
        setSlotAlert(null);
        clearErrors('slotTime');
      }
    },
    [clearErrors],
  );

  const unitPrice = clinicPrice(clinic, serviceId);
  const examineeCount = isValidExamineeCount(values.examineeCount) ? values.examineeCount : 1;
  const self = values.examinees[0];
  const examineesInWords =
    values.forSelf && self
      ? texts.examineesWithSelf(personName(self), examineeCount)
      : texts.examineesLater(examineeCount);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    setChecking(true); // while the schema loads, on a first submit without touching the form
    const parsed = await form.validate().finally(() => setChecking(false));
    if (!parsed) {
      notify.error(texts.checkFields);
      // A missing choice opens its list again.
      if (!serviceId) setServiceFolded(false);
      else if (!clinicId) setClinicFolded(false);
      setRefusals((count) => count + 1);
      return;
    }
    // Admin-only fields stay off a customer's request.
    const { userId: _userId, capacityOverrideReason: _reason, ...body } = parsed;
    create.mutate(body, {
      onSuccess: (booking) => {
        // A success also takes away the error toasts of the earlier tries (notify.ts).
        notify.success(texts.created(booking.bookingNo));
        navigate(paths.bookingDetail.href(booking.id));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'HEALTH_CONSENT_REQUIRED' && onConsentRequired) {
          onConsentRequired();
          return;
        }
        notify.error(error.message, texts.createFailed);
        if (error instanceof ApiError && error.code === 'SLOT_FULL') {
          // Keep everything typed; show what is left now and ask for another time.
          setAutoPick(false);
          setSlotTime(null);
          setSlotAlert(texts.slotFullPickAnother);
          void queryClient.invalidateQueries({ queryKey: catalogKeys.availability() });
          return;
        }
        if (form.showServerErrors(error)) setRefusals((count) => count + 1);
      },
    });
  };

  if (services.isError || allClinics.isError) {
    return (
      <RetryAlert
        title={texts.loadFailed}
        retryLabel={texts.retry}
        onRetry={() => {
          void services.refetch();
          void allClinics.refetch();
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} onFocusCapture={() => void loadBookingSchema().catch(() => undefined)} noValidate>
      <Stack gap="md" maw={760} mx="auto" ref={steps}>
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {texts.title}
          </Title>
          <Text c="dimmed">{texts.subtitle}</Text>
        </div>
        {consentNotice}

        <Section order={2} step={1} title={texts.stepService}>
          {services.isPending ? (
            <Skeleton h={72} radius="md" />
          ) : services.data.length === 0 ? (
            <Text c="dimmed">{texts.noServices}</Text>
          ) : service && serviceFolded ? (
            <ChosenService service={service} clinics={allClinics.data ?? []} onChange={() => setServiceFolded(false)} />
          ) : (
            <Stack gap="sm">
              {service ? null : (
                // A prompt, not a problem: read where it stands, not announced (Mantine's Alert is role="alert").
                <Alert variant="light" color="jade" icon={<IconInfoCircle size={18} aria-hidden />} p="xs" role="note">
                  {texts.chooseService}
                </Alert>
              )}
              <ServiceChoice
                services={services.data}
                clinics={allClinics.data ?? []}
                value={serviceId}
                error={serviceError}
                onChange={(value) => {
                  setServiceId(value);
                  setClinicId(null);
                  setClinicFolded(false);
                  resetAppointment();
                  clearErrors('serviceId', 'clinicId', 'appointmentDate', 'slotTime');
                }}
                onChosen={() => setServiceFolded(true)}
              />
              {service && (service.description || service.requirements) ? (
                <Card withBorder radius="md" padding="sm" bg="jade.0">
                  <ServiceDetails service={service} />
                </Card>
              ) : null}
            </Stack>
          )}
        </Section>

        {/* Below step 1: the title and the first step show first on a slow phone, the rest a render later. */}
        {restShown ? (
          <>
            <Section order={2} step={2} title={texts.stepClinic}>
              {!serviceId ? (
                <Text c="dimmed">{texts.chooseServiceFirst}</Text>
              ) : allClinics.isPending ? (
                <Skeleton h={72} radius="md" />
              ) : clinicList.length === 0 ? (
                <Text c="dimmed">{texts.noClinics}</Text>
              ) : (
                <Stack gap="lg">
                  {clinic && clinicFolded ? (
                    <ClinicFacts
                      clinic={clinic}
                      price={unitPrice}
                      onChange={clinicList.length > 1 ? () => setClinicFolded(false) : undefined}
                    />
                  ) : (
                    <Stack gap="sm">
                      {clinic ? null : (
                        <Text fz="sm" c="dimmed">
                          {texts.chooseClinic}
                        </Text>
                      )}
                      <ClinicChoice
                        clinics={clinicList}
                        serviceId={serviceId}
                        value={clinicId}
                        error={clinicError}
                        onChange={(value) => {
                          setClinicId(value);
                          resetAppointment();
                          clearErrors('clinicId', 'appointmentDate', 'slotTime');
                        }}
                        onChosen={() => setClinicFolded(true)}
                      />
                      {clinic ? <ClinicFacts clinic={clinic} price={unitPrice} /> : null}
                    </Stack>
                  )}
                  {clinicId && serviceId ? (
                    <Suspense fallback={<Skeleton h={320} radius="md" />}>
                      <AppointmentPicker
                        key={`${clinicId}:${serviceId}`}
                        clinicId={clinicId}
                        serviceId={serviceId}
                        date={date}
                        slotTime={slotTime}
                        examineeCount={examineeCount}
                        onDateChange={onDateChange}
                        onSlotChange={onSlotChange}
                        autoSelect={autoPick}
                        slotAlert={slotAlert ?? (dateError ? null : slotError)}
                        dateError={dateError}
                      />
                    </Suspense>
                  ) : null}
                </Stack>
              )}
            </Section>

            <Section order={2} step={3} title={texts.stepExaminees}>
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                  <NumberInput
                    label={texts.examineeCount}
                    description={texts.examineeCountHint}
                    min={1}
                    max={EXAMINEES_MAX}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="strict"
                    {...form.field('examineeCount')}
                    required
                    size="md"
                  />
                  <Checkbox
                    label={texts.forSelf}
                    description={texts.forSelfHint}
                    checked={values.forSelf}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      form.clearErrors('examinees');
                      form.setValues((current) => {
                        if (!checked) return { ...current, forSelf: false };
                        const [first = { title: '', firstName: '', lastName: '', idNumber: '' }] = current.examinees;
                        return user
                          ? {
                              ...current,
                              forSelf: true,
                              examineeCount: 1,
                              examinees: [{ ...first, firstName: user.firstName, lastName: user.lastName }],
                              contactName: personName(user),
                              contactPhone: user.phone,
                            }
                          : { ...current, forSelf: true, examineeCount: 1 };
                      });
                    }}
                    mt={{ base: 0, sm: 30 }}
                  />
                </SimpleGrid>
                {values.forSelf ? (
                  <Card withBorder radius="md" padding="md" bg="gray.0">
                    <Text fw={600} fz="sm" mb="xs">
                      {texts.selfExaminee}
                    </Text>
                    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                      <Select
                        label={texts.titleLabel}
                        data={[...TITLES]}
                        value={values.examinees[0]?.title || null}
                        onChange={(value) => form.setValue('examinees.0.title', value ?? '')}
                        error={form.error('examinees.0.title')}
                        required
                        size="md"
                      />
                      <TextInput label={texts.firstName} required {...form.text('examinees.0.firstName')} />
                      <TextInput label={texts.lastName} required {...form.text('examinees.0.lastName')} />
                    </SimpleGrid>
                    <TextInput
                      mt="sm"
                      label={texts.idNumberThai}
                      description={texts.selfIdHint}
                      inputMode="numeric"
                      autoComplete="off"
                      required
                      {...form.text('examinees.0.idNumber')}
                    />
                  </Card>
                ) : null}
                <Text fw={600} fz="sm" mt="xs">
                  {texts.contact}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput label={texts.contactName} autoComplete="name" required {...form.text('contactName')} />
                  <TextInput
                    label={texts.contactPhone}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    required
                    {...form.text('contactPhone')}
                  />
                </SimpleGrid>
              </Stack>
            </Section>

            <Section order={2} step={4} title={texts.stepReview}>
              <Stack gap="lg">
                <BookingSummary
                  serviceName={service?.name}
                  clinicName={clinic?.name}
                  date={date}
                  slotTime={slotTime}
                  unitPrice={unitPrice}
                  count={values.examineeCount}
                  examinees={examineesInWords}
                />
                <ReceiptFields
                  wanted={values.wantsReceipt}
                  onWantedChange={(wanted) => {
                    form.setValue('wantsReceipt', wanted);
                    form.clearErrors('receipt');
                  }}
                  name={form.text('receipt.name')}
                  taxId={form.text('receipt.taxId')}
                  address={form.text('receipt.address')}
                  fromProfile={Boolean(user?.companyName || user?.taxId || user?.address)}
                />
                <Textarea
                  label={texts.note}
                  placeholder={texts.notePlaceholder}
                  // Not autosize: measuring itself, it read the computed style of the whole page during the
                  // first render (~0.2 s on a phone-speed CPU); the person can drag it taller.
                  rows={3}
                  resize="vertical"
                  {...form.text('note')}
                />
                <FormError message={form.formError} />
                <Text fz="sm" c="dimmed">
                  {texts.submitHint}
                </Text>
              </Stack>
            </Section>
          </>
        ) : null}
      </Stack>
      {restShown ? (
        <SummaryBar unitPrice={unitPrice} count={values.examineeCount} submitting={checking || create.isPending} />
      ) : null}
    </form>
  );
}
