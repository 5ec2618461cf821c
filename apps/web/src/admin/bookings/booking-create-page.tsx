import { CreateBookingBodySchema } from '@jongdee/contracts';
import { personName } from '@jongdee/contracts/thai-format';
import { Avatar, Button, Card, Group, Stack, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../components/notify.ts';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { useCreateBooking } from '../../features/booking/api/create-booking.ts';
import { initials } from '../../lib/person-name.ts';
import { paths } from '../../paths.ts';
import { answered } from '../action-dialog.tsx';
import { PageHeading } from '../page-heading.tsx';
import { BookingForm, bookingFormChecks } from './booking-form.tsx';
import { type Customer, CustomerStep } from './customer-step.tsx';
import { adminBookingTexts as texts } from './texts.ts';

/** /admin/bookings/create: pick or open the customer's account, then book for them. */
export function BookingCreatePage() {
  const [customer, setCustomer] = useState<Customer | null>(null);

  return (
    <Stack gap="lg" maw={1040}>
      <PageHeading title={texts.createTitle} subtitle={texts.createSubtitle} />
      <Stepper active={customer ? 1 : 0} size="sm" allowNextStepsSelect={false} onStepClick={() => setCustomer(null)}>
        <Stepper.Step label={texts.stepCustomer} description={texts.stepCustomerHint}>
          <CustomerStep onPick={setCustomer} />
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
                      <Text fw={600}>{personName(customer)}</Text>
                      <Text fz="sm" c="dimmed">
                        {customer.email ?? texts.walkIn} · {customer.phone}
                      </Text>
                    </div>
                  </Group>
                  <Button variant="subtle" onClick={() => setCustomer(null)}>
                    {texts.changeCustomer}
                  </Button>
                </Group>
              </Card>
              <CreateForm key={customer.id} customer={customer} />
            </Stack>
          ) : null}
        </Stepper.Step>
      </Stepper>
    </Stack>
  );
}

/** The booking for the chosen customer: a fresh form for each customer picked. */
function CreateForm({ customer }: { customer: Customer }) {
  const navigate = useNavigate();
  const create = useCreateBooking();
  const form = useSchemaForm(
    CreateBookingBodySchema,
    {
      serviceId: '',
      clinicId: '',
      appointmentDate: '',
      slotTime: '',
      examineeCount: 1 as number | '',
      contactName: personName(customer),
      contactPhone: customer.phone,
      note: '',
      override: false,
      capacityOverrideReason: '',
    },
    {
      toInput: ({ override, capacityOverrideReason, ...values }) => ({
        ...values,
        userId: customer.id,
        appointmentDate: values.appointmentDate || undefined,
        slotTime: values.slotTime || undefined,
        examineeCount: values.examineeCount === '' ? undefined : values.examineeCount,
        capacityOverrideReason: override ? capacityOverrideReason : null,
      }),
      check: bookingFormChecks,
    },
  );

  const submit = async () => {
    const body = await form.validate();
    if (!body) {
      notify.error(texts.fixErrors);
      return;
    }
    create.mutate(
      body,
      answered(form, {
        success: (booking) => texts.created(booking.bookingNo),
        failed: texts.createFailed,
        afterwards: (booking) => navigate(paths.admin.bookingView.href(booking.id)),
      }),
    );
  };

  return (
    <BookingForm
      form={form}
      submitLabel={texts.submitCreate}
      submitting={create.isPending}
      onSubmit={() => void submit()}
    />
  );
}
