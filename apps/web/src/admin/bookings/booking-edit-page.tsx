import { type Booking, type UpdateBookingBody, UpdateBookingBodySchema } from '@jongdee/contracts';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useBooking } from '../../api/get-booking.ts';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { notify } from '../../components/notify.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { useUpdateBooking } from '../../features/booking/api/update-booking.ts';
import { paths } from '../../paths.ts';
import { LoadError } from '../load-error.tsx';
import { BookingForm, type BookingFormErrors, type BookingFormValues, issuesToErrors } from './booking-form.tsx';
import { adminBookingTexts as texts } from './texts.ts';

/** /admin/booking/{id}/edit: date and slot, examinees, contact and note, with the stated capacity override. */
export function BookingEditPage() {
  const { id = '' } = useParams();
  const booking = useBooking(id);
  if (booking.isPending) return <PageLoader label={texts.loading} />;
  if (booking.isError)
    return (
      <LoadError
        error={booking.error}
        onRetry={() => booking.refetch()}
        backTo={paths.admin.bookings.href()}
        texts={texts}
      />
    );
  return <EditForm booking={booking.data} />;
}

function EditForm({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  const update = useUpdateBooking(booking.id);
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const viewHref = paths.admin.bookingView.href(booking.id);
  const canEdit = booking.allowedActions.edit;
  const canReschedule = booking.allowedActions.reschedule || canEdit;

  const submit = (values: BookingFormValues) => {
    const body: UpdateBookingBody = {};
    if (values.appointmentDate !== booking.appointmentDate || values.slotTime !== booking.slotTime) {
      body.appointmentDate = values.appointmentDate || undefined;
      body.slotTime = values.slotTime || undefined;
    }
    if (canEdit) {
      if (values.examineeCount !== booking.examineeCount && values.examineeCount !== '') {
        body.examineeCount = values.examineeCount;
      }
      if (values.contactName !== booking.contactName) body.contactName = values.contactName;
      if (values.contactPhone !== booking.contactPhone) body.contactPhone = values.contactPhone;
      if (values.note !== (booking.note ?? '')) body.note = values.note;
    }
    const found: BookingFormErrors = {};
    if (canEdit && values.examineeCount === '') found.examineeCount = texts.examineeCountRequired;
    if (!values.slotTime) found.slotTime = texts.slotRequired;
    if (values.override && !values.overrideReason.trim()) found.overrideReason = texts.overrideReasonRequired;
    if (Object.keys(body).length === 0 && Object.keys(found).length === 0) {
      notify.info(texts.nothingChanged);
      return;
    }
    if (values.override) body.capacityOverrideReason = values.overrideReason;
    const parsed = UpdateBookingBodySchema.safeParse(body);
    if (!parsed.success) Object.assign(found, { ...issuesToErrors(parsed.error.issues), ...found });
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      notify.error(texts.fixErrors);
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(texts.saved);
        navigate(viewHref);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.details.length > 0) {
          setErrors(Object.fromEntries(error.details.map((detail) => [detail.field, detail.message])));
        }
        notify.error(error.message, texts.saveFailed);
      },
    });
  };

  return (
    <Stack gap="lg" maw={1040}>
      <Anchor component={Link} to={viewHref} fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {texts.back}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={28}>
            {texts.editTitle(booking.bookingNo)}
          </Title>
          <Text c="dimmed">{texts.editSubtitle}</Text>
        </div>
        <BookingStatusBadge status={booking.status} size="lg" />
      </Group>
      {canReschedule ? (
        <BookingForm
          booking={booking}
          rescheduleOnly={!canEdit}
          initial={{
            serviceId: booking.service.id,
            clinicId: booking.clinic.id,
            appointmentDate: booking.appointmentDate,
            slotTime: booking.slotTime,
            examineeCount: booking.examineeCount,
            contactName: booking.contactName,
            contactPhone: booking.contactPhone,
            note: booking.note ?? '',
            override: false,
            overrideReason: '',
          }}
          submitLabel={texts.save}
          submitting={update.isPending}
          errors={errors}
          setErrors={setErrors}
          onSubmit={submit}
          onCancel={() => navigate(viewHref)}
        />
      ) : (
        <Alert color="gray" title={texts.editNotAllowed}>
          <Button component={Link} to={viewHref} variant="default" mt="xs">
            {texts.back}
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
