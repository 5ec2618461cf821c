import type { Booking } from '@jongdee/contracts';
import { formatThaiDateTime } from '@jongdee/contracts/thai-format';
import { Text, Timeline } from '@mantine/core';
import { IconCheck, IconCircleX, IconClockX, IconCreditCard, IconFileCheck, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { bookingTexts as texts } from '../texts.ts';

type Step = { title: string; icon: ReactNode; done: boolean; detail?: ReactNode; color?: string };

/** The booking's road: created → payment → confirmed → completed, or where it stopped (cancelled, expired). */
export function bookingSteps(booking: Booking): Step[] {
  const created: Step = {
    title: texts.stepCreated,
    icon: <IconReceipt size={14} aria-hidden />,
    done: true,
    detail: formatThaiDateTime(booking.createdAt),
  };
  if (booking.status === 'cancelled') {
    return [
      created,
      {
        title: texts.stepCancelled,
        icon: <IconCircleX size={14} aria-hidden />,
        done: true,
        color: 'red',
        detail: (
          <>
            {booking.cancelledAt ? formatThaiDateTime(booking.cancelledAt) : null}
            {booking.cancelReason ? <Text fz="sm">{texts.cancelledReason(booking.cancelReason)}</Text> : null}
          </>
        ),
      },
    ];
  }
  if (booking.status === 'expired') {
    return [
      created,
      {
        title: texts.stepExpired,
        icon: <IconClockX size={14} aria-hidden />,
        done: true,
        color: 'gray',
        detail: formatThaiDateTime(booking.expiredAt ?? booking.paymentDueAt),
      },
    ];
  }
  const paid = booking.status !== 'pending_payment';
  return [
    created,
    {
      title: booking.status === 'payment_review' ? texts.stepPaymentReview : texts.stepPayment,
      icon: <IconCreditCard size={14} aria-hidden />,
      done: paid,
      detail: booking.status === 'pending_payment' ? texts.payBefore(formatThaiDateTime(booking.paymentDueAt)) : null,
    },
    {
      title: texts.stepConfirmed,
      icon: <IconCheck size={14} aria-hidden />,
      done: booking.status === 'confirmed' || booking.status === 'completed',
      detail: booking.confirmedAt ? formatThaiDateTime(booking.confirmedAt) : null,
    },
    {
      title: texts.stepCompleted,
      icon: <IconFileCheck size={14} aria-hidden />,
      done: booking.status === 'completed',
      detail: booking.completedAt ? formatThaiDateTime(booking.completedAt) : null,
    },
  ];
}

export function BookingTimeline({ booking }: { booking: Booking }) {
  const steps = bookingSteps(booking);
  const active = steps.reduce((last, step, index) => (step.done ? index : last), 0);
  return (
    <Timeline active={active} bulletSize={24} lineWidth={2} aria-label={texts.timeline}>
      {steps.map((step) => (
        <Timeline.Item
          key={step.title}
          bullet={step.icon}
          color={step.color}
          title={
            <Text fw={600} fz="sm" c={step.done ? undefined : 'dimmed'}>
              {step.title}
            </Text>
          }
        >
          {step.detail ? (
            <Text fz="sm" c="dimmed" component="div">
              {step.detail}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
