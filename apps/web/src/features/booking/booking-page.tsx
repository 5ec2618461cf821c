import { EXAMINEES_MAX, TITLES } from '@jongdee/contracts/labels';
import { personName } from '@jongdee/contracts/thai-format';
import {
  Button,
  Card,
  Checkbox,
  Divider,
  Grid,
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
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { FormError } from '../../components/form-error.tsx';
import { notify } from '../../components/notify.ts';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { Section } from '../../components/section.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';
import { paths } from '../../paths.ts';
import { catalogKeys } from './api/catalog-keys.ts';
import { useCreateBooking } from './api/create-booking.ts';
import { useClinics } from './api/get-clinics.ts';
import { useServices } from './api/get-services.ts';
import { clinicPrice, isValidExamineeCount } from './booking-math.ts';
import { ClinicChoice, ServiceChoice } from './components/booking-steps.tsx';
import { BookingSummary } from './components/booking-summary.tsx';
import { bookingTexts as texts } from './texts.ts';

// The date and slot picker (Mantine's calendar, dayjs, Buddhist-era dates) shows once a clinic is
// known, which takes the clinics' answer: it loads beside that request, after the page's first render,
// and renders in a task of its own (with it, the page's first render was one 0.7 s task on a phone).
const { Component: AppointmentPicker, preload: loadAppointmentPicker } = lazyWithPreload(
  () => import('./components/appointment-picker.tsx'),
  (module) => module.AppointmentPicker,
);

// The booking form's validation is zod and every contracts schema (~70 KB gzip): it loads when the person
// first touches the form, not with the screen a phone has to paint first. Submitting waits for it if needed.
const loadBookingSchema = () => import('@jongdee/contracts').then((contracts) => contracts.CreateBookingBodySchema);

type BookingPageProps = {
  /** Shown above the form: the app puts the health-data consent notice here (routes/booking-route.tsx). */
  consentNotice?: ReactNode;
  /**
   * The server refused for lack of health-data consent (409 HEALTH_CONSENT_REQUIRED): the app asks
   * for it on the spot, instead of the refusal toast sending the person to /profile. What was typed stays.
   */
  onConsentRequired?: () => void;
};

/** Quick booking on one page: service → clinic → date → slot → examinees → contact → summary → one submit. */
export function BookingPage({ consentNotice, onConsentRequired }: BookingPageProps = {}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const services = useServices();
  const allClinics = useClinics();

  useEffect(() => {
    loadAppointmentPicker().catch(() => undefined);
  }, []);
  const [chosenServiceId, setServiceId] = useState<string | null>(null);
  const serviceId = chosenServiceId ?? services.data?.[0]?.id ?? null;
  const clinics = useClinics(serviceId ?? undefined, Boolean(serviceId));
  const [chosenClinicId, setClinicId] = useState<string | null>(null);
  const clinicList = clinics.data ?? [];
  const clinicId =
    chosenClinicId && clinicList.some((clinic) => clinic.id === chosenClinicId)
      ? chosenClinicId
      : (clinicList[0]?.id ?? null);
  const clinic = clinicList.find((item) => item.id === clinicId);

  const [date, setDate] = useState<string | null>(null);
  const [slotTime, setSlotTime] = useState<string | null>(null);
  const [autoPick, setAutoPick] = useState(true);
  const [slotAlert, setSlotAlert] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const create = useCreateBooking();
  // The person's own details go as the first examinee only when "for myself" is ticked and the id is typed.
  const wantsSelf = (values: { forSelf: boolean; examinees: { idNumber: string }[] }) =>
    values.forSelf && (values.examinees[0]?.idNumber.trim() ?? '') !== '';
  const form = useSchemaForm(
    loadBookingSchema,
    {
      examineeCount: 1 as number | string,
      forSelf: false,
      examinees: [{ title: '', firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', idNumber: '' }],
      contactName: user ? personName(user) : '',
      contactPhone: user?.phone ?? '',
      note: '',
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
        examinees: wantsSelf(values)
          ? values.examinees.map((self) => ({
              ...self,
              idType: 'thai_id',
              nationality: 'ไทย',
              phone: values.contactPhone,
            }))
          : [],
      }),
      check: () => ({
        appointmentDate: date ? undefined : texts.pickDate,
        slotTime: slotTime ? undefined : texts.pickSlot,
      }),
    },
  );
  const { values } = form;
  const dateError = form.error('appointmentDate');
  const slotError = form.error('slotTime');

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    setChecking(true); // while the schema loads, on a first submit without touching the form
    const parsed = await form.validate().finally(() => setChecking(false));
    if (!parsed) {
      notify.error(texts.checkFields);
      return;
    }
    // Admin-only fields stay off a customer's request.
    const { userId: _userId, capacityOverrideReason: _reason, ...body } = parsed;
    create.mutate(body, {
      onSuccess: (booking) => {
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
        form.showServerErrors(error);
      },
    });
  };

  if (services.isError || clinics.isError) {
    return (
      <RetryAlert
        title={texts.loadFailed}
        retryLabel={texts.retry}
        onRetry={() => {
          void services.refetch();
          void clinics.refetch();
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} onFocusCapture={() => void loadBookingSchema().catch(() => undefined)} noValidate>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {texts.title}
          </Title>
          <Text c="dimmed">{texts.subtitle}</Text>
        </div>
        {consentNotice}
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Section order={2} step={1} title={texts.stepService}>
                {services.isPending ? (
                  <Skeleton h={72} radius="md" />
                ) : services.data.length === 0 ? (
                  <Text c="dimmed">{texts.noServices}</Text>
                ) : (
                  <ServiceChoice
                    services={services.data}
                    clinics={allClinics.data ?? []}
                    value={serviceId}
                    onChange={(value) => {
                      setServiceId(value);
                      setClinicId(null);
                      resetAppointment();
                    }}
                  />
                )}
              </Section>

              <Section order={2} step={2} title={texts.stepClinic}>
                {clinics.isPending ? (
                  <Skeleton h={72} radius="md" />
                ) : clinicList.length === 0 ? (
                  <Text c="dimmed">{texts.noClinics}</Text>
                ) : (
                  <ClinicChoice
                    clinics={clinicList}
                    serviceId={serviceId}
                    value={clinicId}
                    onChange={(value) => {
                      setClinicId(value);
                      resetAppointment();
                    }}
                  />
                )}
              </Section>

              <Section order={2} step={3} title={texts.stepDateSlot}>
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
                ) : (
                  <Text c="dimmed">{texts.pickDateFirst}</Text>
                )}
              </Section>

              <Section order={2} step={4} title={texts.stepExaminees}>
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
                        form.setValues((current) => {
                          if (!checked) return { ...current, forSelf: false };
                          const [self = { title: '', firstName: '', lastName: '', idNumber: '' }] = current.examinees;
                          return user
                            ? {
                                ...current,
                                forSelf: true,
                                examineeCount: 1,
                                examinees: [{ ...self, firstName: user.firstName, lastName: user.lastName }],
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
                          size="md"
                        />
                        <TextInput label={texts.firstName} {...form.text('examinees.0.firstName')} />
                        <TextInput label={texts.lastName} {...form.text('examinees.0.lastName')} />
                      </SimpleGrid>
                      <TextInput
                        mt="sm"
                        label={texts.idNumberThai}
                        description={texts.selfIdHint}
                        inputMode="numeric"
                        autoComplete="off"
                        {...form.text('examinees.0.idNumber')}
                      />
                    </Card>
                  ) : null}
                </Stack>
              </Section>

              <Section order={2} step={5} title={texts.stepContact}>
                <Stack gap="md">
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
                  <Textarea
                    label={texts.note}
                    placeholder={texts.notePlaceholder}
                    // Not autosize: measuring itself, it read the computed style of the whole page during the
                    // first render (~0.2 s on a phone-speed CPU); the person can drag it taller.
                    rows={3}
                    resize="vertical"
                    {...form.text('note')}
                  />
                </Stack>
              </Section>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder radius="lg" padding="lg" pos="sticky" top={80}>
              <Stack gap="md">
                <Title order={2} fz="lg">
                  {texts.summary}
                </Title>
                <BookingSummary
                  serviceName={services.data?.find((service) => service.id === serviceId)?.name}
                  clinicName={clinic?.name}
                  date={date}
                  slotTime={slotTime}
                  unitPrice={unitPrice}
                  count={values.examineeCount}
                />
                <Divider />
                <FormError message={form.formError} />
                <Button type="submit" size="lg" fullWidth loading={checking || create.isPending}>
                  {texts.submit}
                </Button>
                <Text fz="xs" c="dimmed" ta="center">
                  {texts.submitHint}
                </Text>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  );
}
