import { CreateBookingBodySchema } from '@jongdee/contracts';
import { Avatar, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { notify } from '../../components/notify.ts';
import { useCreateBooking } from '../../features/booking/api/create-booking.ts';
import { fullName, initials } from '../../lib/person-name.ts';
import { paths } from '../../paths.ts';
import { BookingForm, type BookingFormErrors, type BookingFormValues, issuesToErrors } from './booking-form.tsx';
import { type Customer, CustomerStep } from './customer-step.tsx';
import { adminBookingTexts as texts } from './texts.ts';

/** /admin/bookings/create: pick or open the customer's account, then book for them. */
export function BookingCreatePage() {
  const [customer, setCustomer] = useState<Customer | null>(null);
  const navigate = useNavigate();
  const create = useCreateBooking();
  const [errors, setErrors] = useState<BookingFormErrors>({});

  const submit = (values: BookingFormValues) => {
    if (!customer) return;
    const parsed = CreateBookingBodySchema.safeParse({
      userId: customer.id,
      serviceId: values.serviceId,
      clinicId: values.clinicId,
      appointmentDate: values.appointmentDate || undefined,
      slotTime: values.slotTime || undefined,
      examineeCount: values.examineeCount === '' ? undefined : values.examineeCount,
      contactName: values.contactName,
      contactPhone: values.contactPhone,
      note: values.note,
      capacityOverrideReason: values.override ? values.overrideReason : null,
    });
    const found = parsed.success ? {} : issuesToErrors(parsed.error.issues);
    if (!values.slotTime) found.slotTime = texts.slotRequired;
    if (values.override && !values.overrideReason.trim()) found.overrideReason = texts.overrideReasonRequired;
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      notify.error(texts.fixErrors);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (booking) => {
        notify.success(texts.created(booking.bookingNo));
        navigate(paths.admin.bookingView.href(booking.id));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.details.length > 0) {
          setErrors(Object.fromEntries(error.details.map((detail) => [detail.field, detail.message])));
        }
        notify.error(error.message, texts.createFailed);
      },
    });
  };

  return (
    <Stack gap="lg" maw={1040}>
      <div>
        <Title order={1} fz={28}>
          {texts.createTitle}
        </Title>
        <Text c="dimmed">{texts.createSubtitle}</Text>
      </div>
      <Stepper active={customer ? 1 : 0} size="sm" allowNextStepsSelect={false} onStepClick={() => setCustomer(null)}>
        <Stepper.Step label={texts.stepCustomer} description={texts.stepCustomerHint}>
          <CustomerStep
            onPick={(picked) => {
              setCustomer(picked);
              setErrors({});
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={texts.stepBooking} description={texts.stepBookingHint}>
          {customer ? (
            <Stack gap="lg">
              <Card withBorder radius="lg" padding="md">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Group gap="md" wrap="nowrap">
                    <Avatar color="jade" radius="xl">
                      {initials(customer.firstName, customer.lastName)}
                    </Avatar>
                    <div>
                      <Text fz="xs" c="dimmed">
                        {texts.selectedCustomer}
                      </Text>
                      <Text fw={600}>{fullName(customer)}</Text>
                      <Text fz="sm" c="dimmed">
                        {customer.email} · {customer.phone}
                      </Text>
                    </div>
                  </Group>
                  <Button variant="subtle" onClick={() => setCustomer(null)}>
                    {texts.changeCustomer}
                  </Button>
                </Group>
              </Card>
              <BookingForm
                key={customer.id}
                initial={{
                  serviceId: '',
                  clinicId: '',
                  appointmentDate: '',
                  slotTime: '',
                  examineeCount: 1,
                  contactName: fullName(customer),
                  contactPhone: customer.phone,
                  note: '',
                  override: false,
                  overrideReason: '',
                }}
                submitLabel={texts.submitCreate}
                submitting={create.isPending}
                errors={errors}
                setErrors={setErrors}
                onSubmit={submit}
              />
            </Stack>
          ) : null}
        </Stepper.Step>
      </Stepper>
    </Stack>
  );
}
