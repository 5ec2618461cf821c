/**
 * What a message says, decided when it is sent: the outbox row holds ids only (the booking, the
 * payment, the receipt), and the facts are read again here through the owning modules' service
 * functions, as the person the message is for, so a message never shows what its reader could not
 * see in the app and an erased record has nothing left to say.
 */
import {
  type Booking,
  isOptionalMessageKind,
  MESSAGE_KIND_LABELS,
  type MessageKind,
  OPTIONAL_MESSAGE_KINDS,
} from '@jongdee/contracts';
import {
  clinicAddressLine,
  formatBaht,
  formatOpeningHours,
  formatThaiDate,
  formatThaiDateTime,
} from '@jongdee/contracts/thai-format';
import { webPaths } from '@jongdee/contracts/web-paths';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, clinics, payments, services, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { readBooking } from '../bookings/bookings.service.ts';
import { listBookingCertificates } from '../certificates/certificates.service.ts';
import { paymentReceiptPdf } from '../receipts/receipts.service.ts';
import { appointmentIcs, ICS_CONTENT_TYPE, icsFileName } from './ics.ts';
import { type ClinicContact, type MessageContent, toHtml, toText } from './layout.ts';
import type { MessageAttachment, OutboxMessage, RenderedMessage } from './message.ts';
import { type BookingFacts, messageTexts as texts } from './messages.texts.ts';

type Person = typeof users.$inferSelect;

type RenderInput = {
  db: Database;
  person: Person;
  payload: Record<string, unknown>;
  publicUrl: string;
  now: Date;
};

/** A message's own parts; the greeting and footer are the same for every kind and added after. */
type Body = Omit<MessageContent, 'greeting' | 'footer'> & { attachments?: MessageAttachment[] };

export async function renderMessage(
  db: Database,
  message: OutboxMessage,
  context: { publicUrl: string },
): Promise<RenderedMessage | null> {
  if (!message.userId) return null;
  const [person] = await db.select().from(users).where(eq(users.id, message.userId));
  if (!person || person.anonymizedAt) return null;
  const publicUrl = context.publicUrl.replace(/\/$/, '');
  const body = await composers[message.kind]({ db, person, payload: message.payload, publicUrl, now: new Date() });
  if (!body) return null;
  const { attachments = [], ...parts } = body;
  const content: MessageContent = {
    ...parts,
    greeting: person.firstName ? texts.greeting(`${person.firstName} ${person.lastName}`.trim()) : texts.greetingNoName,
    footer: footerFor(message.kind, publicUrl),
  };
  return { subject: content.subject, text: toText(content), html: toHtml(content), attachments };
}

function footerFor(kind: MessageKind, publicUrl: string): MessageContent['footer'] {
  const optional = OPTIONAL_MESSAGE_KINDS.map((optionalKind) => MESSAGE_KIND_LABELS[optionalKind]).join(', ');
  return {
    lines: [
      texts.footer.why,
      texts.footer.optional(optional),
      ...(isOptionalMessageKind(kind) ? [] : [texts.footer.alwaysSent]),
    ],
    settings: { label: texts.footer.settings, url: `${publicUrl}${webPaths.profile.href('messages')}` },
  };
}

// ─── facts ───────────────────────────────────────────────────────────────────────────────────────

const idIn = (payload: Record<string, unknown>, key: string): string | null => {
  const value = payload[key];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

/** Null when the record is gone or no longer the person's: nothing to say any more. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'RECEIPT_NOT_ISSUED')) return null;
    throw error;
  }
}

type LoadedBooking = {
  booking: Booking;
  facts: BookingFacts;
  clinic: ClinicContact;
  slotMinutes: number;
  /** The service's "what to bring", or null when it says nothing. */
  requirements: string | null;
  url: string;
};

async function loadBooking(input: RenderInput): Promise<LoadedBooking | null> {
  const bookingId = idIn(input.payload, 'bookingId');
  if (!bookingId) return null;
  const booking = await orNull(readBooking(input.db, input.person, bookingId, input.now));
  if (!booking) return null;
  // What the booking's DTO does not carry: the slot's length, the service's preparation, the clinic's e-mail.
  const [extra] = await input.db
    .select({ slotMinutes: clinics.slotMinutes, clinicEmail: clinics.email, requirements: services.requirements })
    .from(bookings)
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, booking.id));
  const address = clinicAddressLine(booking.clinic.address, booking.clinic.province);
  return {
    booking,
    facts: {
      bookingNo: booking.bookingNo,
      clinicName: booking.clinic.name,
      serviceName: booking.service.name,
      date: formatThaiDate(booking.appointmentDate, 'long'),
      time: booking.slotTime,
      people: booking.examineeCount,
    },
    clinic: {
      name: booking.clinic.name,
      phone: booking.clinic.phone,
      address,
      email: extra?.clinicEmail ?? null,
      mapUrl: booking.clinic.mapUrl ?? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
    },
    slotMinutes: extra?.slotMinutes ?? 60,
    requirements: extra?.requirements?.trim() || null,
    url: `${input.publicUrl}${webPaths.bookingDetail.href(booking.id)}`,
  };
}

async function loadPayment(input: RenderInput) {
  const paymentId = idIn(input.payload, 'paymentId');
  if (!paymentId) return null;
  const [payment] = await input.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, input.person.id)));
  return payment ?? null;
}

const bookingFacts = (loaded: LoadedBooking): MessageContent['facts'] => [
  [texts.facts.bookingNo, loaded.facts.bookingNo],
  [texts.facts.clinic, loaded.facts.clinicName],
  [texts.facts.service, loaded.facts.serviceName],
  [texts.facts.when, texts.whenText(loaded.facts)],
  [texts.facts.people, texts.peopleCount(loaded.facts.people)],
];

function invitation(loaded: LoadedBooking, input: RenderInput): MessageAttachment {
  const { booking, facts } = loaded;
  return {
    filename: icsFileName(booking.bookingNo),
    contentType: ICS_CONTENT_TYPE,
    content: appointmentIcs(
      {
        bookingId: booking.id,
        bookingNo: booking.bookingNo,
        date: booking.appointmentDate,
        time: booking.slotTime,
        minutes: loaded.slotMinutes,
        summary: texts.ics.summary(facts.clinicName),
        location: loaded.clinic.address,
        description: texts.ics.description(facts, loaded.requirements ?? texts.reminder.bringDefault),
        url: loaded.url,
        confirmed: booking.status === 'confirmed',
      },
      input.now,
    ),
  };
}

/** What happens to money already paid for a booking that will not take place. */
async function moneySection(input: RenderInput, booking: Booking) {
  const paid = booking.totalAmount - booking.amountDue;
  const [inReview] =
    paid > 0
      ? []
      : await input.db
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'submitted')))
          .limit(1);
  const line = paid > 0 ? texts.money.paid(formatBaht(paid)) : inReview ? texts.money.slipInReview : texts.money.unpaid;
  const sections = [{ title: texts.money.title, lines: [line] }];
  if (paid > 0 || inReview) {
    sections.push({ title: texts.money.policyTitle, lines: booking.clinic.cancellationPolicy.split('\n') });
  }
  return sections;
}

// ─── each kind ───────────────────────────────────────────────────────────────────────────────────

const composers: Record<MessageKind, (input: RenderInput) => Promise<Body | null>> = {
  async booking_created(input) {
    const loaded = await loadBooking(input);
    if (!loaded) return null;
    const { booking } = loaded;
    const dueAt = formatThaiDateTime(booking.paymentDueAt, 'long');
    return {
      subject: texts.bookingCreated.subject(loaded.facts),
      heading: texts.bookingCreated.heading,
      paragraphs: [texts.bookingCreated.intro(loaded.facts)],
      facts: [
        ...bookingFacts(loaded),
        [texts.facts.amountDue, formatBaht(booking.amountDue)],
        [texts.facts.payBy, `${formatThaiDateTime(booking.paymentDueAt)} น.`],
      ],
      action: {
        label: texts.bookingCreated.action,
        url: `${input.publicUrl}${webPaths.payment.href(booking.id)}`,
      },
      notes: [texts.bookingCreated.deadline(dueAt), texts.bookingCreated.calendar],
      clinic: loaded.clinic,
      attachments: [invitation(loaded, input)],
    };
  },

  async slip_received(input) {
    const loaded = await loadBooking(input);
    const payment = await loadPayment(input);
    if (!loaded || !payment) return null;
    return {
      subject: texts.slipReceived.subject(loaded.facts.bookingNo),
      heading: texts.slipReceived.heading,
      paragraphs: [texts.slipReceived.intro(formatBaht(payment.amount))],
      facts: [
        [texts.facts.bookingNo, loaded.facts.bookingNo],
        [texts.facts.paymentNo, payment.paymentNo],
        [texts.facts.amountReceived, formatBaht(payment.amount)],
        [texts.facts.when, texts.whenText(loaded.facts)],
      ],
      action: { label: texts.slipReceived.action, url: loaded.url },
      clinic: loaded.clinic,
    };
  },

  async payment_verified(input) {
    const loaded = await loadBooking(input);
    const payment = await loadPayment(input);
    if (!loaded || !payment) return null;
    const { booking } = loaded;
    const receipt = await orNull(paymentReceiptPdf(input.db, input.person, payment.id));
    const partly = booking.amountDue > 0 && booking.status !== 'confirmed';
    const amount = formatBaht(payment.amount);
    return {
      subject: partly
        ? texts.paymentVerified.subjectPartly(booking.bookingNo)
        : texts.paymentVerified.subject(booking.bookingNo),
      heading: partly ? texts.paymentVerified.headingPartly : texts.paymentVerified.heading,
      paragraphs: [
        partly
          ? texts.paymentVerified.introPartly(amount, formatBaht(booking.amountDue))
          : texts.paymentVerified.intro(amount, loaded.facts),
      ],
      facts: [
        ...bookingFacts(loaded),
        [texts.facts.paymentNo, payment.paymentNo],
        [texts.facts.amountReceived, amount],
        ...(partly ? ([[texts.facts.stillDue, formatBaht(booking.amountDue)]] as [string, string][]) : []),
      ],
      action: partly
        ? { label: texts.paymentVerified.actionPartly, url: `${input.publicUrl}${webPaths.payment.href(booking.id)}` }
        : { label: texts.paymentVerified.action, url: loaded.url },
      notes: receipt ? [texts.paymentVerified.receiptAttached] : [],
      clinic: loaded.clinic,
      attachments: receipt
        ? [{ filename: receipt.fileName, contentType: 'application/pdf', content: receipt.pdf }]
        : [],
    };
  },

  async slip_rejected(input) {
    const loaded = await loadBooking(input);
    const payment = await loadPayment(input);
    if (!loaded || !payment) return null;
    const { booking } = loaded;
    const open = booking.status === 'pending_payment';
    return {
      subject: texts.slipRejected.subject(booking.bookingNo),
      heading: texts.slipRejected.heading,
      paragraphs: [texts.slipRejected.intro],
      facts: [
        [texts.facts.bookingNo, booking.bookingNo],
        [texts.facts.reason, payment.rejectReason ?? '-'],
        [texts.facts.amountDue, formatBaht(booking.amountDue)],
        ...(open
          ? ([[texts.facts.payBy, `${formatThaiDateTime(booking.paymentDueAt)} น.`]] as [string, string][])
          : []),
      ],
      action: { label: texts.slipRejected.action, url: `${input.publicUrl}${webPaths.payment.href(booking.id)}` },
      notes: [
        texts.slipRejected.next,
        ...(open ? [texts.slipRejected.deadline(formatThaiDateTime(booking.paymentDueAt, 'long'))] : []),
        texts.slipRejected.ask(booking.clinic.phone),
      ],
      clinic: loaded.clinic,
    };
  },

  async booking_cancelled(input) {
    const loaded = await loadBooking(input);
    if (!loaded) return null;
    const { booking } = loaded;
    return {
      subject: texts.bookingCancelled.subject(booking.bookingNo),
      heading: texts.bookingCancelled.heading,
      paragraphs: [texts.bookingCancelled.intro(loaded.facts)],
      facts: [
        ...bookingFacts(loaded),
        ...(booking.cancelReason ? ([[texts.facts.reason, booking.cancelReason]] as [string, string][]) : []),
      ],
      action: { label: texts.bookingCancelled.action, url: loaded.url },
      sections: await moneySection(input, booking),
      clinic: loaded.clinic,
    };
  },

  async booking_expired(input) {
    const loaded = await loadBooking(input);
    if (!loaded) return null;
    return {
      subject: texts.bookingExpired.subject(loaded.booking.bookingNo),
      heading: texts.bookingExpired.heading,
      paragraphs: [texts.bookingExpired.intro(loaded.facts)],
      facts: bookingFacts(loaded),
      action: { label: texts.bookingExpired.action, url: `${input.publicUrl}${webPaths.booking.href()}` },
      sections: await moneySection(input, loaded.booking),
      clinic: loaded.clinic,
    };
  },

  async certificates_ready(input) {
    const loaded = await loadBooking(input);
    if (!loaded) return null;
    const certificates = await orNull(
      listBookingCertificates(input.db, input.person, loaded.booking.id, input.publicUrl),
    );
    const valid = (certificates ?? []).filter((certificate) => certificate.status === 'valid');
    if (valid.length === 0) return null;
    const people = Math.max(loaded.booking.examineeCount, valid.length);
    return {
      subject: texts.certificatesReady.subject(loaded.facts.bookingNo),
      heading: texts.certificatesReady.heading,
      paragraphs: [texts.certificatesReady.intro(loaded.facts)],
      facts: [
        [texts.facts.bookingNo, loaded.facts.bookingNo],
        [texts.facts.clinic, loaded.facts.clinicName],
        [texts.facts.certificates, texts.certificateCount(valid.length, people)],
      ],
      action: { label: texts.certificatesReady.action, url: loaded.url },
      notes: [texts.certificatesReady.privacy],
      clinic: loaded.clinic,
    };
  },

  async booking_reminder(input) {
    const loaded = await loadBooking(input);
    // A booking cancelled since the reminder was written has nothing to remind of.
    if (!loaded || !['payment_review', 'confirmed'].includes(loaded.booking.status)) return null;
    const { booking } = loaded;
    return {
      subject: texts.reminder.subject(loaded.facts),
      heading: texts.reminder.heading,
      paragraphs: [texts.reminder.intro(loaded.facts), texts.reminder.arrive],
      facts: bookingFacts(loaded),
      action: { label: texts.reminder.action, url: loaded.url },
      notes: [texts.reminder.calendar],
      sections: [
        {
          title: texts.reminder.bringTitle,
          lines: (loaded.requirements ?? texts.reminder.bringDefault).split('\n'),
        },
        { title: texts.reminder.hoursTitle, lines: formatOpeningHours(booking.clinic.openingHours) },
      ],
      clinic: loaded.clinic,
      attachments: [invitation(loaded, input)],
    };
  },

  async account_opened(input) {
    const email = input.person.email;
    if (!email) return null;
    return {
      subject: texts.accountOpened.subject,
      heading: texts.accountOpened.heading,
      paragraphs: [texts.accountOpened.intro],
      facts: [[texts.facts.email, email]],
      action: { label: texts.accountOpened.action, url: `${input.publicUrl}${webPaths.login.href()}` },
      notes: [
        texts.accountOpened.password,
        `${texts.accountOpened.forgot} ${input.publicUrl}${webPaths.forgotPassword.href()}`,
      ],
    };
  },

  async password_reset(input) {
    const token = idIn(input.payload, 'token');
    if (!token) return null;
    return {
      subject: texts.passwordReset.subject,
      heading: texts.passwordReset.heading,
      paragraphs: [texts.passwordReset.intro],
      facts: [],
      action: { label: texts.passwordReset.action, url: `${input.publicUrl}${webPaths.resetPassword.href(token)}` },
      notes: [texts.passwordReset.validity, texts.passwordReset.ignore],
    };
  },
};
