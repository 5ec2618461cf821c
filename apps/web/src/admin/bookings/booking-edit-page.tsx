import { type Booking, type UpdateBookingBody, UpdateBookingBodySchema } from '@jongdee/contracts';
import { Alert, Button, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useBooking } from '../../api/get-booking.ts';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { notify } from '../../components/notify.ts';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { useUpdateBooking } from '../../features/booking/api/update-booking.ts';
import { paths } from '../../paths.ts';
import { answered } from '../action-dialog.tsx';
import { PageHeading } from '../page-heading.tsx';
import { BackLink, recordRoute } from '../record-page.tsx';
import { BookingForm, type BookingFormValues, bookingFormChecks } from './booking-form.tsx';
import { adminBookingTexts as texts } from './texts.ts';

/** /admin/booking/{id}/edit: date and slot, examinees, contact and note, with the stated capacity override. */
export const BookingEditPage = recordRoute(useBooking, { backTo: paths.admin.bookings.href(), texts }, (booking) => (
  <EditForm booking={booking} />
));

function EditForm({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  const update = useUpdateBooking(booking.id);
  const viewHref = paths.admin.bookingView.href(booking.id);
  const canEdit = booking.allowedActions.edit;
  const canReschedule = booking.allowedActions.reschedule || canEdit;

  /** What changed: only those fields are sent (a confirmed booking's only change is its date and slot). */
  const changes = (values: BookingFormValues): UpdateBookingBody => {
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
    return body;
  };
  const checks = (values: BookingFormValues) => ({
    ...bookingFormChecks(values),
    examineeCount: canEdit && values.examineeCount === '' ? texts.examineeCountRequired : undefined,
  });
  const form = useSchemaForm(
    UpdateBookingBodySchema,
    {
      serviceId: booking.service.id,
      clinicId: booking.clinic.id,
      appointmentDate: booking.appointmentDate,
      slotTime: booking.slotTime,
      examineeCount: booking.examineeCount as number | '',
      contactName: booking.contactName,
      contactPhone: booking.contactPhone,
      note: booking.note ?? '',
      override: false,
      capacityOverrideReason: '',
    },
    {
      toInput: (values) => ({
        ...changes(values),
        ...(values.override ? { capacityOverrideReason: values.capacityOverrideReason } : {}),
      }),
      check: checks,
    },
  );

  const submit = async () => {
    const nothingWrong = Object.values(checks(form.values)).every((message) => !message);
    if (Object.keys(changes(form.values)).length === 0 && nothingWrong) {
      notify.info(texts.nothingChanged);
      return;
    }
    const body = await form.validate();
    if (!body) {
      notify.error(texts.fixErrors);
      return;
    }
    update.mutate(
      body,
      answered(form, { success: () => texts.saved, failed: texts.saveFailed, afterwards: () => navigate(viewHref) }),
    );
  };

  return (
    <Stack gap="lg" maw={1040}>
      <BackLink to={viewHref}>{texts.back}</BackLink>
      <PageHeading
        title={texts.editTitle(booking.bookingNo)}
        subtitle={texts.editSubtitle}
        actions={<BookingStatusBadge status={booking.status} size="lg" />}
      />
      {canReschedule ? (
        <BookingForm
          form={form}
          booking={booking}
          rescheduleOnly={!canEdit}
          submitLabel={texts.save}
          submitting={update.isPending}
          onSubmit={() => void submit()}
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
