/**
 * Every message, through the flow that writes it (HTTP requests, or the job that runs it), delivered
 * by the sender to a real SMTP server on loopback and read back as a mail app would: once, in Thai,
 * with the booking's facts, a text and an HTML part, the settings link, and the .ics or receipt PDF.
 */
import type { Booking, Payment } from '@jongdee/contracts';
import { clinicAddressLine, formatBaht, formatThaiDate } from '@jongdee/contracts/thai-format';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, clinics, outbox, services, users } from '../../db/schema.ts';
import { distinctSlip } from '../../lib/slips/slip-fixtures.ts';
import { createBookingAs, daysAhead, slotSequence } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { addTestDoctor, checkInToday, confirmedBookingWithExaminees, generalResult } from '../../test/exam-factory.ts';
import { apiCaller, registerUser, type SignedIn, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { expireOverdueBookings, sendAppointmentReminders } from '../bookings/bookings.jobs.ts';
import { messageIdOf, smtpChannel } from './email-channel.ts';
import { enqueueMessage } from './outbox.ts';
import { renderMessage } from './render.ts';
import { deliverDueMessages } from './sender.ts';

const PUBLIC_URL = 'https://jongdee.example';
const SETTINGS_URL = `${PUBLIC_URL}/profile#messages`;
const ADDRESS = '99/1 ถนนพระราม 4 แขวงสีลม เขตบางรัก 10500';
const ADDRESS_LINE = clinicAddressLine(ADDRESS, 'กรุงเทพมหานคร');
const REQUIREMENTS = 'บัตรประชาชนตัวจริง; งดอาหาร 8 ชั่วโมง, ใส่เสื้อแขนสั้น';

const ctx = useTestApp();
const call = apiCaller(ctx);
let smtp: TestSmtpServer;
let channel: ReturnType<typeof smtpChannel>;
let clinic: TestClinic;
let adminToken: string;
let slipSeed = 1;
const nextSlot = slotSequence(4);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  channel = smtpChannel(smtp.url, 'JongDee <no-reply@jongdee.example>');
  adminToken = (await signInAsNewAdmin(ctx)).token;
  // 30-minute slots: the invitation's end is the slot's own length, not an hour.
  clinic = await createTestClinic(ctx, { slotMinutes: 30 });
  await ctx.database.db
    .update(clinics)
    .set({ address: ADDRESS, phone: '02-123-4567', mapUrl: 'https://maps.example/clinic' })
    .where(eq(clinics.id, clinic.clinicId));
  await ctx.database.db.update(services).set({ requirements: REQUIREMENTS }).where(eq(services.id, clinic.serviceId));
});

afterAll(async () => {
  channel?.close();
  await smtp?.stop();
});

const deliver = () => deliverDueMessages(ctx.database.db, { channels: { email: channel }, publicUrl: PUBLIC_URL });

const rowsOf = (userId: string) =>
  ctx.database.db.select().from(outbox).where(eq(outbox.userId, userId)).orderBy(outbox.createdAt);

const stripBrackets = (id: string | undefined) => id?.replace(/^<|>$/g, '');

/**
 * Delivers what is due and answers the one mail of this kind the person got: exactly one outbox row,
 * sent, and exactly one mail with its Message-ID, addressed to them, in Thai, with both parts and the
 * settings link, and nothing fetched from the network.
 */
async function mailOf(person: SignedIn, kind: string): Promise<ReceivedMail> {
  await deliver();
  // A second run finds nothing more to send.
  await deliver();
  const rows = (await rowsOf(person.user.id)).filter((row) => row.kind === kind);
  expect(rows, `one ${kind} row`).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error('unreachable');
  expect(row.status, row.lastError ?? '').toBe('sent');
  const mails = smtp.received.filter((mail) => stripBrackets(mail.messageId) === stripBrackets(messageIdOf(row.id)));
  expect(mails, `one ${kind} mail`).toHaveLength(1);
  const [mail] = mails;
  if (!mail) throw new Error('unreachable');
  expect(mail.envelopeTo).toEqual([person.user.email]);
  expect(mail.subject).toMatch(/[\u0E00-\u0E7F]/);
  expect(row.subject).toBe(mail.subject);
  expect(mail.text).toMatch(/[\u0E00-\u0E7F]/);
  expect(typeof mail.html).toBe('string');
  const html = String(mail.html);
  expect(mail.text).toContain(SETTINGS_URL);
  expect(html).toContain(`href="${SETTINGS_URL}"`);
  // No tracking and nothing from the network: no images, style sheets, fonts or scripts.
  expect(html).not.toMatch(/<img|<link|<script|@import|url\(|src=/i);
  return mail;
}

/** The mail's text part with its lines joined (mail apps may wrap long lines). */
const textOf = (mail: ReceivedMail) => String(mail.text);
const htmlOf = (mail: ReceivedMail) => String(mail.html);

function expectClinic(mail: ReceivedMail) {
  for (const part of [textOf(mail), htmlOf(mail)]) {
    expect(part).toContain('คลินิกทดสอบ');
    expect(part).toContain('02-123-4567');
    expect(part).toContain(ADDRESS_LINE);
  }
}

function invitationOf(mail: ReceivedMail, bookingNo: string) {
  const attachment = mail.attachments.find((file) => file.filename === `jongdee-${bookingNo}.ics`);
  expect(attachment, 'the .ics attachment').toBeDefined();
  if (!attachment) throw new Error('unreachable');
  expect(attachment.contentType).toBe('text/calendar');
  const raw = attachment.content.toString('utf8');
  // RFC 5545: CRLF line ends, lines of at most 75 octets, and a fold never cuts a character in two.
  expect(raw.endsWith('\r\n')).toBe(true);
  expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of raw.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(raw).not.toContain('\uFFFD');
  const calendar = new ICAL.Component(ICAL.parse(raw));
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (!zone) throw new Error('no VTIMEZONE');
  ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { raw, event: new ICAL.Event(vevent) };
}

async function newCustomer(): Promise<SignedIn> {
  return registerUser(ctx.app);
}

async function book(person: SignedIn, overrides: Partial<Parameters<typeof createBookingAs>[3]> = {}) {
  return createBookingAs(ctx, person.token, clinic, { ...nextSlot(), ...overrides });
}

async function uploadSlip(person: SignedIn, booking: Booking): Promise<Payment> {
  const opened = await call('POST', '/api/payments', person.token, { bookingId: booking.id, method: 'promptpay' });
  expect(opened.statusCode).toBeLessThan(300);
  const payment: Payment = opened.json().data;
  const slip = await distinctSlip(slipSeed++);
  const uploaded = await call('POST', `/api/payments/${payment.id}/slip`, person.token, {
    slipImage: `data:image/jpeg;base64,${slip.toString('base64')}`,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return uploaded.json().data;
}

async function payAtCounter(booking: Booking, amount = booking.totalAmount) {
  const recorded = await call('POST', '/api/admin/payments', adminToken, {
    bookingId: booking.id,
    method: 'cash',
    amount,
    paidAt: new Date().toISOString(),
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  return recorded.json().data as Payment;
}

describe('booking created', () => {
  it('gives the number, clinic, BE date and time, people, amount, pay link and deadline, with an invitation', async () => {
    const person = await newCustomer();
    const booking = await book(person, { appointmentDate: daysAhead(5), slotTime: '09:00', examineeCount: 2 });
    const mail = await mailOf(person, 'booking_created');
    expect(mail.subject).toContain(booking.bookingNo);
    const date = formatThaiDate(booking.appointmentDate, 'long');
    expect(date).toMatch(/25\d\d$/);
    for (const part of [textOf(mail), htmlOf(mail)]) {
      expect(part).toContain(booking.bookingNo);
      expect(part).toContain(date);
      expect(part).toContain('09:00');
      expect(part).toContain('2 คน');
      expect(part).toContain(formatBaht(160_000));
      expect(part).toContain(`${PUBLIC_URL}/payment/${booking.id}`);
      expect(part).toContain(formatThaiDate(booking.paymentDueAt, 'long'));
    }
    expectClinic(mail);

    const { raw, event } = invitationOf(mail, booking.bookingNo);
    expect(event.uid).toBe(`booking-${booking.id}@jongdee`);
    // 09:00 in Bangkok is 02:00 UTC; the clinic's slots are 30 minutes.
    expect(event.startDate.toJSDate().toISOString()).toBe(`${booking.appointmentDate}T02:00:00.000Z`);
    expect(event.endDate.toJSDate().toISOString()).toBe(`${booking.appointmentDate}T02:30:00.000Z`);
    expect(event.startDate.zone?.tzid).toBe('Asia/Bangkok');
    expect(event.location).toBe(ADDRESS_LINE);
    expect(event.summary).toContain('คลินิกทดสอบ');
    // The service's text keeps its semicolon and comma once unescaped.
    expect(event.description).toContain(booking.bookingNo);
    expect(event.description).toContain(REQUIREMENTS);
    expect(event.description).toContain('2 คน');
    expect(raw).toMatch(/^DTSTART;TZID=Asia\/Bangkok:\d{8}T090000\r$/m);
    expect(raw).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
    expect(raw.replace(/\r\n /g, '')).toContain('บัตรประชาชนตัวจริง\\; งดอาหาร 8 ชั่วโมง\\, ใส่เสื้อแขนสั้น');
  });

  it('is written for nobody without an e-mail: a walk-in staff booked for', async () => {
    const opened = await call('POST', '/api/admin/users', adminToken, {
      firstName: 'สมปอง',
      lastName: 'เดินมา',
      phone: '0867778899',
      email: null,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const walkIn = opened.json().data.user;
    const booked = await call('POST', '/api/bookings', adminToken, {
      clinicId: clinic.clinicId,
      serviceId: clinic.serviceId,
      ...nextSlot(),
      examineeCount: 1,
      contactName: 'สมปอง เดินมา',
      contactPhone: '0867778899',
      userId: walkIn.id,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await payAtCounter(booked.json().data);
    expect(await rowsOf(walkIn.id)).toEqual([]);
  });
});

describe('payments', () => {
  it('a slip sent: received and being checked, with its amount', async () => {
    const person = await newCustomer();
    const booking = await book(person);
    await uploadSlip(person, booking);
    const mail = await mailOf(person, 'slip_received');
    expect(mail.subject).toContain(booking.bookingNo);
    expect(textOf(mail)).toContain(formatBaht(80_000));
    expect(textOf(mail)).toContain('ตรวจสอบ');
    expect(htmlOf(mail)).toContain(formatBaht(80_000));
    expectClinic(mail);
  });

  it('a slip turned down: the reason staff gave, what to do, a link to send a new one and the deadline', async () => {
    const person = await newCustomer();
    const booking = await book(person);
    const payment = await uploadSlip(person, booking);
    const rejected = await call('POST', `/api/admin/payments/${payment.id}/reject`, adminToken, {
      reason: 'ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = await mailOf(person, 'slip_rejected');
    const after: Booking = (await call('GET', `/api/bookings/${booking.id}`, person.token)).json().data;
    for (const part of [textOf(mail), htmlOf(mail)]) {
      expect(part).toContain('ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ');
      expect(part).toContain(`${PUBLIC_URL}/payment/${booking.id}`);
      expect(part).toContain('ส่งสลิปใหม่');
      expect(part).toContain(formatThaiDate(after.paymentDueAt, 'long'));
      expect(part).toContain(formatBaht(80_000));
    }
  });

  it('a slip approved: the amount, the booking and the receipt PDF of that payment', async () => {
    const person = await newCustomer();
    const booking = await book(person);
    const payment = await uploadSlip(person, booking);
    const approved = await call('POST', `/api/admin/payments/${payment.id}/approve`, adminToken, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const mail = await mailOf(person, 'payment_verified');
    const after: Booking = (await call('GET', `/api/bookings/${booking.id}`, person.token)).json().data;
    const [receipt] = after.receipts;
    expect(receipt).toBeDefined();
    const [row] = (await rowsOf(person.user.id)).filter((message) => message.kind === 'payment_verified');
    expect(row?.payload).toMatchObject({ bookingId: booking.id, paymentId: payment.id, receiptId: receipt?.id });
    for (const part of [textOf(mail), htmlOf(mail)]) {
      expect(part).toContain(booking.bookingNo);
      expect(part).toContain(formatBaht(80_000));
      expect(part).toContain(`${PUBLIC_URL}/booking/${booking.id}`);
    }
    const pdf = mail.attachments.find((file) => file.filename === `receipt-${receipt?.receiptNo}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('money staff record at the counter: the same message with its receipt', async () => {
    const person = await newCustomer();
    const booking = await book(person);
    const payment = await payAtCounter(booking);
    const mail = await mailOf(person, 'payment_verified');
    expect(mail.subject).toContain(booking.bookingNo);
    expect(textOf(mail)).toContain(payment.paymentNo);
    const pdf = mail.attachments.find((file) => file.contentType === 'application/pdf');
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('part of the money: what arrived, what is still due and where to pay it', async () => {
    const person = await newCustomer();
    const booking = await book(person);
    await payAtCounter(booking, 30_000);
    const mail = await mailOf(person, 'payment_verified');
    expect(mail.subject).toContain('บางส่วน');
    for (const part of [textOf(mail), htmlOf(mail)]) {
      expect(part).toContain(formatBaht(30_000));
      expect(part).toContain(formatBaht(50_000));
      expect(part).toContain(`${PUBLIC_URL}/payment/${booking.id}`);
    }
  });
});

describe('a booking that will not take place', () => {
  it('cancelled before paying: what happened, and that nothing is to be refunded', async () => {
    const person = await newCustomer();
    const booking = await book(person);
    const cancelled = await call('PATCH', `/api/bookings/${booking.id}/cancel`, person.token, { reason: 'ติดธุระ' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mail = await mailOf(person, 'booking_cancelled');
    expect(mail.subject).toContain(booking.bookingNo);
    for (const part of [textOf(mail), htmlOf(mail)]) {
      expect(part).toContain('ติดธุระ');
      expect(part).toContain('ยังไม่ได้ชำระเงิน');
    }
    expectClinic(mail);
  });

  it('cancelled after paying: the amount paid is refunded by the clinic under its policy', async () => {
    const person = await newCustomer();
    const booking = await book(person, { appointmentDate: daysAhead(10) });
    await payAtCounter(booking);
    const cancelled = await call('PATCH', `/api/bookings/${booking.id}/cancel`, person.token, { reason: 'ป่วย' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mail = await mailOf(person, 'booking_cancelled');
    for (const part of [textOf(mail), htmlOf(mail)]) {
      expect(part).toContain(`ชำระเงินแล้ว ${formatBaht(80_000)}`);
      expect(part).toContain('คืนเงิน');
      expect(part).toContain('นโยบายการยกเลิกและคืนเงินของคลินิก');
    }
  });

  it('expired by the job: what happened, and a link to book again', async () => {
    const person = await newCustomer();
    const booking = await book(person);
    const expired = await expireOverdueBookings(ctx.database.db, new Date(Date.parse(booking.paymentDueAt) + 60_000));
    expect(expired).toBeGreaterThanOrEqual(1);
    const mail = await mailOf(person, 'booking_expired');
    expect(mail.subject).toContain(booking.bookingNo);
    for (const part of [textOf(mail), htmlOf(mail)]) {
      expect(part).toContain('หมดเวลาชำระเงิน');
      expect(part).toContain(formatThaiDate(booking.appointmentDate, 'long'));
      expect(part).toContain(`${PUBLIC_URL}/booking`);
    }
  });
});

describe('the day-before reminder', () => {
  it('gives the time, address, map, opening hours and what to bring, with an invitation; two runs write one', async () => {
    const person = await newCustomer();
    const booking = await book(person, { appointmentDate: daysAhead(1), slotTime: '10:00' });
    await payAtCounter(booking);
    // Someone who turned reminders off still gets what is about their money, and no reminder.
    const quiet = await newCustomer();
    await ctx.database.db
      .update(users)
      .set({ messagePreferences: { booking_reminder: false } })
      .where(eq(users.id, quiet.user.id));
    const quietBooking = await book(quiet, { appointmentDate: daysAhead(1), slotTime: '11:00' });
    await payAtCounter(quietBooking);

    expect(await sendAppointmentReminders(ctx.database.db)).toBeGreaterThanOrEqual(2);
    await sendAppointmentReminders(ctx.database.db);
    const mail = await mailOf(person, 'booking_reminder');
    expect(mail.subject).toContain(booking.bookingNo);
    for (const part of [textOf(mail), htmlOf(mail)]) {
      expect(part).toContain(booking.bookingNo);
      expect(part).toContain(formatThaiDate(booking.appointmentDate, 'long'));
      expect(part).toContain('10:00');
      expect(part).toContain('https://maps.example/clinic');
      expect(part).toContain('ทุกวัน 08:00–17:00');
    }
    expect(textOf(mail)).toContain(REQUIREMENTS);
    expect(htmlOf(mail)).toContain('บัตรประชาชนตัวจริง; งดอาหาร 8 ชั่วโมง, ใส่เสื้อแขนสั้น');
    expectClinic(mail);
    const { event } = invitationOf(mail, booking.bookingNo);
    expect(event.startDate.toJSDate().toISOString()).toBe(`${booking.appointmentDate}T03:00:00.000Z`);
    expect(event.location).toBe(ADDRESS_LINE);

    const quietKinds = (await rowsOf(quiet.user.id)).map((row) => row.kind).sort();
    expect(quietKinds).toEqual(['booking_created', 'payment_verified']);
  });

  it('a second reminder run writes no second row', async () => {
    const person = await newCustomer();
    const booking = await book(person, { appointmentDate: daysAhead(1), slotTime: '12:00' });
    await payAtCounter(booking);
    await sendAppointmentReminders(ctx.database.db);
    // The booking's own mark is what stops the job; with it cleared, the dedupe key still holds.
    await ctx.database.db.update(bookings).set({ reminderSentAt: null }).where(eq(bookings.id, booking.id));
    await sendAppointmentReminders(ctx.database.db);
    const reminders = (await rowsOf(person.user.id)).filter((row) => row.kind === 'booking_reminder');
    expect(reminders).toHaveLength(1);
  });
});

describe('certificates ready', () => {
  it('one message for the booking, however many are issued, with a link and never the health data', async () => {
    const person = await newCustomer();
    const booking = await book(person, { examineeCount: 2 });
    const people = await confirmedBookingWithExaminees(ctx, { admin: adminToken, user: person.token }, booking, 2);
    const doctor = await addTestDoctor(ctx, adminToken, clinic.clinicId);
    await checkInToday(ctx, adminToken, booking, people);
    for (const examinee of people) {
      const recorded = await call(
        'PUT',
        `/api/admin/examination-results/examinee/${examinee.id}`,
        adminToken,
        generalResult(doctor.id),
      );
      expect(recorded.statusCode, recorded.body).toBe(200);
    }
    for (const examinee of people) {
      const issued = await call('POST', '/api/admin/certificates/issue', adminToken, { examineeIds: [examinee.id] });
      expect(issued.statusCode, issued.body).toBe(201);
    }
    const mail = await mailOf(person, 'certificates_ready');
    expect(mail.subject).toContain(booking.bookingNo);
    for (const part of [textOf(mail), htmlOf(mail)]) {
      expect(part).toContain(`${PUBLIC_URL}/booking/${booking.id}`);
      expect(part).toContain('2 จาก 2 คน');
      for (const examinee of people) expect(part).not.toContain(examinee.idNumber);
    }
    expect(mail.attachments).toEqual([]);
  });
});

describe('accounts', () => {
  it('staff open an account with an e-mail: how to sign in, never the password', async () => {
    const email = `opened-${Date.now()}@example.com`;
    const opened = await call('POST', '/api/admin/users', adminToken, {
      firstName: 'มานะ',
      lastName: 'อดทน',
      phone: '0812223344',
      email,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const { user, temporaryPassword } = opened.json().data;
    expect(temporaryPassword).toBeTruthy();
    const mail = await mailOf({ user: { ...user, email }, token: '' } as SignedIn, 'account_opened');
    for (const part of [textOf(mail), htmlOf(mail)]) {
      expect(part).toContain(email);
      expect(part).toContain(`${PUBLIC_URL}/login`);
      expect(part).toContain(`${PUBLIC_URL}/forgot-password`);
      expect(part).toContain('ลืมรหัสผ่าน?');
      expect(part).not.toContain(temporaryPassword);
    }
  });

  it('a password reset: the link with its token in the fragment, valid 30 minutes', async () => {
    const person = await newCustomer();
    await enqueueMessage(ctx.database.db, {
      kind: 'password_reset',
      userId: person.user.id,
      payload: { token: 'tok_en-123' },
    });
    const mail = await mailOf(person, 'password_reset');
    for (const part of [textOf(mail), htmlOf(mail)]) {
      expect(part).toContain(`${PUBLIC_URL}/reset-password#token=tok_en-123`);
      expect(part).toContain('30 นาที');
    }
  });
});

describe('erasure', () => {
  it('deletes the person’s messages, sent and waiting, with their address', async () => {
    const person = await newCustomer();
    const booking = await book(person);
    await deliver();
    const cancelled = await call('PATCH', `/api/bookings/${booking.id}/cancel`, person.token, { reason: 'ไม่สะดวก' });
    expect(cancelled.statusCode).toBe(200);
    expect((await rowsOf(person.user.id)).map((row) => row.status).sort()).toEqual(['pending', 'sent']);
    const request = await call('POST', '/api/auth/data-requests', person.token, { kind: 'erasure' });
    expect(request.statusCode, request.body).toBe(201);
    const done = await call('POST', `/api/admin/data-requests/${request.json().data.id}/complete`, adminToken, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(await rowsOf(person.user.id)).toEqual([]);
    const byAddress = await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, person.user.email));
    expect(byAddress).toEqual([]);
  });
});

describe('nothing to say any more', () => {
  it('renders nothing for a booking that is gone or another person’s, nor a reminder of a cancelled booking', async () => {
    const person = await newCustomer();
    const other = await newCustomer();
    const booking = await book(person, { appointmentDate: daysAhead(1), slotTime: '13:00' });
    const [row] = (await rowsOf(person.user.id)).filter((message) => message.kind === 'booking_created');
    if (!row) throw new Error('no booking_created row');
    const render = (changes: Partial<typeof row>) =>
      renderMessage(ctx.database.db, { ...row, ...changes }, { publicUrl: PUBLIC_URL });
    expect(await render({})).not.toBeNull();
    expect(await render({ payload: { bookingId: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' } })).toBeNull();
    expect(await render({ userId: other.user.id })).toBeNull();
    expect(await render({ payload: {} })).toBeNull();
    const cancelled = await call('PATCH', `/api/bookings/${booking.id}/cancel`, person.token, { reason: 'ติดธุระ' });
    expect(cancelled.statusCode).toBe(200);
    expect(await render({ kind: 'booking_reminder' })).toBeNull();
    expect(await render({ kind: 'password_reset', payload: {} })).toBeNull();
  });
});
