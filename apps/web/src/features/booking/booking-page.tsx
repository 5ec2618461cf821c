import type { Clinic, Service } from '@jongdee/contracts';
import { TITLES } from '@jongdee/contracts/labels';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Divider,
  Grid,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBuildingHospital, IconMapPin, IconStethoscope } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { notify } from '../../components/notify.ts';
import { formatBaht } from '../../lib/format-money.ts';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';
import { fullName } from '../../lib/person-name.ts';
import { paths } from '../../paths.ts';
import { catalogKeys } from './api/catalog-keys.ts';
import { useCreateBooking } from './api/create-booking.ts';
import { useClinics } from './api/get-clinics.ts';
import { useServices } from './api/get-services.ts';
import { clinicPrice, isValidExamineeCount, priceRange } from './booking-math.ts';
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

type Errors = Partial<Record<string, string>>;
type Self = { title: string; firstName: string; lastName: string; idNumber: string };

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
  const [count, setCount] = useState<number | string>(1);
  const [forSelf, setForSelf] = useState(false);
  const [self, setSelf] = useState<Self>({
    title: '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    idNumber: '',
  });
  const [contactName, setContactName] = useState(user ? fullName(user) : '');
  const [contactPhone, setContactPhone] = useState(user?.phone ?? '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [checking, setChecking] = useState(false);
  const create = useCreateBooking();

  const clearError = (key: string) => setErrors((current) => ({ ...current, [key]: undefined }));
  const resetAppointment = () => {
    setDate(null);
    setSlotTime(null);
    setSlotAlert(null);
  };
  const onDateChange = useCallback((value: string) => {
    setDate(value);
    setSlotTime(null);
    setErrors((current) => ({ ...current, appointmentDate: undefined }));
  }, []);
  const onSlotChange = useCallback((value: string | null) => {
    setSlotTime(value);
    if (value) setSlotAlert(null);
  }, []);

  const unitPrice = clinicPrice(clinic, serviceId);
  const examineeCount = isValidExamineeCount(count) ? count : 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const wantsSelf = forSelf && self.idNumber.trim() !== '';
    setChecking(true); // while the schema loads, on a first submit without touching the form
    const schema = await loadBookingSchema().finally(() => setChecking(false));
    const parsed = schema.safeParse({
      clinicId: clinicId ?? '',
      serviceId: serviceId ?? '',
      appointmentDate: date ?? undefined,
      slotTime: slotTime ?? undefined,
      examineeCount: typeof count === 'number' ? count : undefined,
      contactName,
      contactPhone,
      note,
      examinees: wantsSelf ? [{ ...self, idType: 'thai_id', nationality: 'ไทย', phone: contactPhone }] : [],
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const [first, , field] = issue.path;
        const key = first === 'examinees' ? `self.${String(field)}` : String(first);
        next[key] ??= issue.message;
      }
      setErrors(next);
      if (next.slotTime && !next.appointmentDate) setSlotAlert(texts.pickSlot);
      if (next.appointmentDate) next.appointmentDate = texts.pickDate;
      notify.error(texts.checkFields);
      return;
    }
    // Admin-only fields stay off a customer's request.
    const { userId: _userId, capacityOverrideReason: _reason, ...body } = parsed.data;
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
        if (error instanceof ApiError && error.details.length > 0) {
          setErrors(Object.fromEntries(error.details.map((detail) => [detail.field, detail.message])));
        }
      },
    });
  };

  if (services.isError || clinics.isError) {
    return (
      <Alert color="red" title={texts.loadFailed}>
        <Button
          variant="light"
          color="red"
          onClick={() => {
            void services.refetch();
            void clinics.refetch();
          }}
        >
          {texts.retry}
        </Button>
      </Alert>
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
              <Section number={1} title={texts.stepService}>
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

              <Section number={2} title={texts.stepClinic}>
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

              <Section number={3} title={texts.stepDateSlot}>
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
                      slotAlert={slotAlert}
                      dateError={errors.appointmentDate}
                    />
                  </Suspense>
                ) : (
                  <Text c="dimmed">{texts.pickDateFirst}</Text>
                )}
              </Section>

              <Section number={4} title={texts.stepExaminees}>
                <Stack gap="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                    <NumberInput
                      label={texts.examineeCount}
                      description={texts.examineeCountHint}
                      min={1}
                      max={200}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="strict"
                      value={count}
                      onChange={(value) => {
                        setCount(value);
                        clearError('examineeCount');
                      }}
                      error={errors.examineeCount}
                      required
                      size="md"
                    />
                    <Checkbox
                      label={texts.forSelf}
                      description={texts.forSelfHint}
                      checked={forSelf}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        setForSelf(checked);
                        if (checked) {
                          setCount(1);
                          if (user) {
                            setSelf((current) => ({ ...current, firstName: user.firstName, lastName: user.lastName }));
                            setContactName(fullName(user));
                            setContactPhone(user.phone);
                          }
                        }
                      }}
                      mt={{ base: 0, sm: 30 }}
                    />
                  </SimpleGrid>
                  {forSelf ? (
                    <Card withBorder radius="md" padding="md" bg="gray.0">
                      <Text fw={600} fz="sm" mb="xs">
                        {texts.selfExaminee}
                      </Text>
                      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                        <Select
                          label={texts.titleLabel}
                          data={[...TITLES]}
                          value={self.title || null}
                          onChange={(value) => {
                            setSelf((current) => ({ ...current, title: value ?? '' }));
                            clearError('self.title');
                          }}
                          error={errors['self.title']}
                          size="md"
                        />
                        <TextInput
                          label={texts.firstName}
                          value={self.firstName}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            setSelf((current) => ({ ...current, firstName: value }));
                          }}
                          error={errors['self.firstName']}
                        />
                        <TextInput
                          label={texts.lastName}
                          value={self.lastName}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            setSelf((current) => ({ ...current, lastName: value }));
                          }}
                          error={errors['self.lastName']}
                        />
                      </SimpleGrid>
                      <TextInput
                        mt="sm"
                        label={texts.idNumberThai}
                        description={texts.selfIdHint}
                        inputMode="numeric"
                        autoComplete="off"
                        value={self.idNumber}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          setSelf((current) => ({ ...current, idNumber: value }));
                          clearError('self.idNumber');
                        }}
                        error={errors['self.idNumber']}
                      />
                    </Card>
                  ) : null}
                </Stack>
              </Section>

              <Section number={5} title={texts.stepContact}>
                <Stack gap="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <TextInput
                      label={texts.contactName}
                      autoComplete="name"
                      required
                      value={contactName}
                      onChange={(event) => {
                        setContactName(event.currentTarget.value);
                        clearError('contactName');
                      }}
                      error={errors.contactName}
                    />
                    <TextInput
                      label={texts.contactPhone}
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel-national"
                      required
                      value={contactPhone}
                      onChange={(event) => {
                        setContactPhone(event.currentTarget.value);
                        clearError('contactPhone');
                      }}
                      error={errors.contactPhone}
                    />
                  </SimpleGrid>
                  <Textarea
                    label={texts.note}
                    placeholder={texts.notePlaceholder}
                    // Not autosize: measuring itself, it read the computed style of the whole page during the
                    // first render (~0.2 s on a phone-speed CPU); the person can drag it taller.
                    rows={3}
                    resize="vertical"
                    value={note}
                    onChange={(event) => {
                      setNote(event.currentTarget.value);
                      clearError('note');
                    }}
                    error={errors.note}
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
                  count={count}
                />
                <Divider />
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

function Section({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <Text
          component="span"
          fw={700}
          c="white"
          bg="jade.7"
          w={28}
          h={28}
          ta="center"
          lh="28px"
          fz="sm"
          style={{ borderRadius: '50%', flex: 'none' }}
          aria-hidden
        >
          {number}
        </Text>
        <Title order={2} fz="lg">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

function ServiceChoice(props: {
  services: Service[];
  clinics: Clinic[];
  value: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Radio.Group value={props.value} onChange={props.onChange} aria-label={texts.service}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {props.services.map((service) => {
          const range = priceRange(props.clinics, service.id);
          return (
            <Radio.Card key={service.id} value={service.id} radius="md" p="md" aria-label={service.name}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={4} />
                <IconStethoscope size={22} aria-hidden color="var(--mantine-color-jade-7)" />
                <div>
                  <Text fw={600}>{service.name}</Text>
                  <Text fz="sm" c="dimmed">
                    {range ? texts.priceRange(formatBaht(range.min), formatBaht(range.max)) : texts.noPriceYet}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}

function ClinicChoice(props: {
  clinics: Clinic[];
  serviceId: string | null;
  value: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Radio.Group value={props.value} onChange={props.onChange} aria-label={texts.clinic}>
      <Stack gap="sm">
        {props.clinics.map((clinic) => {
          const price = clinicPrice(clinic, props.serviceId);
          return (
            <Radio.Card key={clinic.id} value={clinic.id} radius="md" p="md" aria-label={clinic.name}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={4} />
                <IconBuildingHospital size={22} aria-hidden color="var(--mantine-color-jade-7)" />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" gap="xs" align="baseline">
                    <Text fw={600}>{clinic.name}</Text>
                    {price !== null ? (
                      <Text fw={600} c="jade.8">
                        {texts.clinicPrice(formatBaht(price))}
                      </Text>
                    ) : null}
                  </Group>
                  <Group gap={4} c="dimmed" wrap="nowrap">
                    <IconMapPin size={14} aria-hidden />
                    <Text fz="sm">{clinic.province}</Text>
                  </Group>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
