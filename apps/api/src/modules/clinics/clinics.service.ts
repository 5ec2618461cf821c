import type {
  Availability,
  AvailabilityMonth,
  AvailabilityMonthQuerySchema,
  AvailabilityQuerySchema,
  ClinicActiveBodySchema,
  ClinicBodySchema,
  ClinicDetail,
  Doctor,
  DoctorBodySchema,
  FieldError,
  Service,
  ServiceBodySchema,
  Slot,
  z,
} from '@jongdee/contracts';
import { normaliseLicenceNo } from '@jongdee/contracts/thai-format';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { clinicClosedDates, clinicServices, clinics, doctors, services, slotUsage } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  bangkokToday,
  CLINIC_TIME_ZONE,
  datesBetween,
  lastBookableDate,
  slotStart,
  slotTimes,
  weekday,
} from '../../lib/clinic-time.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getClinicDetail, toDoctorDto, toServiceDto } from './clinics.catalogue.ts';
import { loadClinicDay } from './clinics.queries.ts';

export { getClinic, getClinicDetail, listClinics, listClinicsForAdmin, listServices } from './clinics.catalogue.ts';
/** A clinic's day (hours, slots, closure) for the booking rules of other modules. */
export { type ClinicDay, loadClinicDay } from './clinics.queries.ts';

type ClinicBodyInput = z.output<typeof ClinicBodySchema>;
type ServiceBodyInput = z.output<typeof ServiceBodySchema>;
type DoctorBodyInput = z.output<typeof DoctorBodySchema>;

/** Who makes an admin change, for the audit log; null ids for the system itself (demo data, tests). */
export type Actor = { userId: string | null; ip: string | null };
export const SYSTEM_ACTOR: Actor = { userId: null, ip: null };

// ---------------------------------------------------------------------------------------------
// Public: availability

/** Examinees reserved per slot time of one clinic day. */
async function bookedByTime(db: Database, clinicId: string, date: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ slotTime: slotUsage.slotTime, booked: sql<number>`sum(${slotUsage.booked})::int` })
    .from(slotUsage)
    .where(and(eq(slotUsage.clinicId, clinicId), eq(slotUsage.date, date)))
    .groupBy(slotUsage.slotTime);
  return new Map(rows.map((row) => [row.slotTime, row.booked]));
}

/**
 * Every slot of one clinic day for one service, with what is left of it. A slot already begun is
 * `past`; on a day that cannot be booked (closed weekday or date, outside the window, inactive
 * clinic) the rest are `closed`; otherwise `full` or `open`.
 */
export async function getAvailability(
  db: Database,
  clinicId: string,
  query: z.output<typeof AvailabilityQuerySchema>,
  now: Date = new Date(),
): Promise<Availability> {
  // The usage is read alongside the clinic's facts rather than after them: one wait instead of two.
  const [day, booked] = await Promise.all([
    loadClinicDay(db, clinicId, query.serviceId, query.date, now),
    bookedByTime(db, clinicId, query.date),
  ]);
  if (!day) throw new AppError('NOT_FOUND');
  if (!day.serviceBookable || day.price === null) throw new AppError('SERVICE_UNAVAILABLE_AT_CLINIC');
  const capacity = day.clinic.capacityPerSlot;
  const slots: Slot[] = day.times.map((time) => {
    const startsAt = slotStart(query.date, time);
    const used = booked.get(time) ?? 0;
    const remaining = Math.max(0, capacity - used);
    const state: Slot['state'] =
      startsAt.getTime() <= now.getTime() ? 'past' : day.closedReason ? 'closed' : remaining === 0 ? 'full' : 'open';
    return { time, startsAt: startsAt.toISOString(), capacity, booked: used, remaining, state };
  });
  return {
    clinicId,
    serviceId: query.serviceId,
    date: query.date,
    timeZone: CLINIC_TIME_ZONE,
    closedReason: day.closedReason,
    price: day.price,
    slots,
  };
}

const daysInMonth = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
};

/**
 * The booking calendar: one entry per day of `month` (YYYY-MM) with its state and the examinees it
 * can still take. Reads the month's closed dates and slot usage in one query each, whatever the month's length.
 */
export async function getAvailabilityMonth(
  db: Database,
  clinicId: string,
  query: z.output<typeof AvailabilityMonthQuerySchema>,
  now: Date = new Date(),
): Promise<AvailabilityMonth> {
  const first = `${query.month}-01`;
  const last = `${query.month}-${String(daysInMonth(query.month)).padStart(2, '0')}`;
  // The clinic and its offer of the service, by the same rules as one day's availability.
  const facts = await loadClinicDay(db, clinicId, query.serviceId, first, now);
  if (!facts) throw new AppError('NOT_FOUND');
  if (!facts.serviceBookable) throw new AppError('SERVICE_UNAVAILABLE_AT_CLINIC');
  const { clinic } = facts;

  const [closedRows, usageRows] = await Promise.all([
    db
      .select({ date: clinicClosedDates.date })
      .from(clinicClosedDates)
      .where(and(eq(clinicClosedDates.clinicId, clinicId), between(clinicClosedDates.date, first, last))),
    db
      .select({ date: slotUsage.date, slotTime: slotUsage.slotTime, booked: slotUsage.booked })
      .from(slotUsage)
      .where(and(eq(slotUsage.clinicId, clinicId), between(slotUsage.date, first, last))),
  ]);
  const closed = new Set(closedRows.map((row) => row.date));
  const usage = new Map<string, number>();
  for (const row of usageRows) {
    const key = `${row.date} ${row.slotTime}`;
    usage.set(key, (usage.get(key) ?? 0) + row.booked);
  }

  const today = bangkokToday(now);
  const lastBookable = lastBookableDate(today);
  const days: AvailabilityMonth['days'] = [];
  // A month has at most 31 days.
  for (const date of datesBetween(first, last, 31)) {
    const times = slotTimes(clinic.openingHours[weekday(date)] ?? null, clinic.slotMinutes);
    if (date < today) {
      days.push({ date, state: 'past', remaining: 0 });
      continue;
    }
    if (date > lastBookable) {
      days.push({ date, state: 'out_of_window', remaining: 0 });
      continue;
    }
    if (!clinic.isActive || closed.has(date) || times.length === 0) {
      days.push({ date, state: 'closed', remaining: 0 });
      continue;
    }
    const upcoming = times.filter((time) => slotStart(date, time).getTime() > now.getTime());
    if (upcoming.length === 0) {
      days.push({ date, state: 'past', remaining: 0 });
      continue;
    }
    const remaining = upcoming.reduce(
      (sum, time) => sum + Math.max(0, clinic.capacityPerSlot - (usage.get(`${date} ${time}`) ?? 0)),
      0,
    );
    days.push({ date, state: remaining === 0 ? 'full' : 'open', remaining });
  }
  return { month: query.month, days };
}

// ---------------------------------------------------------------------------------------------
// Admin: clinics

/** Rules zod cannot see on its own: no date or service twice, and every service must exist. */
async function checkClinicBody(db: Database, body: ClinicBodyInput): Promise<void> {
  const details: FieldError[] = [];
  const seenDates = new Set<string>();
  body.closedDates.forEach((closed, index) => {
    if (seenDates.has(closed.date)) {
      details.push({ field: `closedDates.${index}.date`, message: 'มีวันที่นี้ในรายการวันหยุดแล้ว' });
    }
    seenDates.add(closed.date);
  });
  const seenServices = new Set<string>();
  body.services.forEach((offer, index) => {
    if (seenServices.has(offer.serviceId)) {
      details.push({ field: `services.${index}.serviceId`, message: 'เลือกบริการนี้ซ้ำ' });
    }
    seenServices.add(offer.serviceId);
  });
  if (seenServices.size > 0) {
    const existing = await db
      .select({ id: services.id })
      .from(services)
      .where(inArray(services.id, [...seenServices]));
    const known = new Set(existing.map((row) => row.id));
    body.services.forEach((offer, index) => {
      if (!known.has(offer.serviceId))
        details.push({ field: `services.${index}.serviceId`, message: 'ไม่พบบริการที่เลือก' });
    });
  }
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', { details });
}

function clinicColumns(body: ClinicBodyInput) {
  return {
    code: body.code,
    name: body.name,
    address: body.address,
    province: body.province,
    phone: body.phone,
    email: body.email,
    mapUrl: body.mapUrl,
    legalName: body.legalName,
    taxId: body.taxId,
    cancellationPolicy: body.cancellationPolicy,
    openingHours: body.openingHours,
    slotMinutes: body.slotMinutes,
    capacityPerSlot: body.capacityPerSlot,
    promptPayId: body.paymentReceiver?.promptPayId ?? null,
    bankCode: body.paymentReceiver?.bankCode ?? null,
    accountNumber: body.paymentReceiver?.accountNumber ?? null,
    accountName: body.paymentReceiver?.accountName ?? null,
    isActive: body.isActive,
  };
}

/** Replaces a clinic's closed dates and offered services with the body's. */
async function writeClinicChildren(db: Database, clinicId: string, body: ClinicBodyInput): Promise<void> {
  await db.delete(clinicClosedDates).where(eq(clinicClosedDates.clinicId, clinicId));
  if (body.closedDates.length > 0) {
    await db
      .insert(clinicClosedDates)
      .values(body.closedDates.map((closed) => ({ clinicId, date: closed.date, reason: closed.reason })));
  }
  await db.delete(clinicServices).where(eq(clinicServices.clinicId, clinicId));
  if (body.services.length > 0) {
    await db.insert(clinicServices).values(
      body.services.map((offer) => ({
        clinicId,
        serviceId: offer.serviceId,
        price: offer.price,
        isActive: offer.isActive,
      })),
    );
  }
}

async function withCodeTaken<T>(code: 'CLINIC_CODE_TAKEN' | 'SERVICE_CODE_TAKEN', work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(code, { details: [{ field: 'code', message: errorText(code) }] });
    throw error;
  }
}

const errorText = (code: 'CLINIC_CODE_TAKEN' | 'SERVICE_CODE_TAKEN') =>
  code === 'CLINIC_CODE_TAKEN' ? 'รหัสคลินิกนี้ถูกใช้แล้ว' : 'รหัสบริการนี้ถูกใช้แล้ว';

export async function createClinic(db: Database, body: ClinicBodyInput, actor: Actor): Promise<ClinicDetail> {
  await checkClinicBody(db, body);
  const clinicId = await withCodeTaken('CLINIC_CODE_TAKEN', () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(clinics).values(clinicColumns(body)).returning({ id: clinics.id });
      if (!row) throw new Error('insert into clinics returned nothing');
      await writeClinicChildren(tx, row.id, body);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'clinic.create',
        entity: 'clinic',
        entityId: row.id,
        after: body,
        ip: actor.ip,
      });
      return row.id;
    }),
  );
  return getClinicDetail(db, clinicId);
}

/** Replaces details, hours, closed dates, services with prices and receiver at once; doctors stay. */
export async function updateClinic(
  db: Database,
  clinicId: string,
  body: ClinicBodyInput,
  actor: Actor,
): Promise<ClinicDetail> {
  await checkClinicBody(db, body);
  const before = await getClinicDetail(db, clinicId);
  await withCodeTaken('CLINIC_CODE_TAKEN', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(clinics)
        .set({ ...clinicColumns(body), updatedAt: sql`now()` })
        .where(eq(clinics.id, clinicId))
        .returning({ id: clinics.id });
      if (!row) throw new AppError('NOT_FOUND');
      await writeClinicChildren(tx, clinicId, body);
      const { doctors: _doctors, createdAt: _createdAt, updatedAt: _updatedAt, ...beforeFields } = before;
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'clinic.update',
        entity: 'clinic',
        entityId: clinicId,
        before: beforeFields,
        after: body,
        ip: actor.ip,
      });
    }),
  );
  return getClinicDetail(db, clinicId);
}

export async function setClinicActive(
  db: Database,
  clinicId: string,
  body: z.output<typeof ClinicActiveBodySchema>,
  actor: Actor,
): Promise<ClinicDetail> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isActive: clinics.isActive })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND');
    await tx.update(clinics).set({ isActive: body.isActive, updatedAt: sql`now()` }).where(eq(clinics.id, clinicId));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: body.isActive ? 'clinic.activate' : 'clinic.deactivate',
      entity: 'clinic',
      entityId: clinicId,
      before,
      after: { isActive: body.isActive },
      ip: actor.ip,
    });
  });
  return getClinicDetail(db, clinicId);
}

// ---------------------------------------------------------------------------------------------
// Admin: doctors

export async function addDoctor(db: Database, clinicId: string, body: DoctorBodyInput, actor: Actor): Promise<Doctor> {
  return db.transaction(async (tx) => {
    const [clinic] = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, clinicId));
    if (!clinic) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .insert(doctors)
      .values({ clinicId, name: body.name, licenseNo: normaliseLicenceNo(body.licenseNo), isActive: body.isActive })
      .returning();
    if (!row) throw new Error('insert into doctors returned nothing');
    const doctor = toDoctorDto(row);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'doctor.create',
      entity: 'doctor',
      entityId: row.id,
      after: doctor,
      ip: actor.ip,
    });
    return doctor;
  });
}

export async function updateDoctor(
  db: Database,
  doctorId: string,
  body: DoctorBodyInput,
  actor: Actor,
): Promise<Doctor> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(doctors).where(eq(doctors.id, doctorId)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .update(doctors)
      .set({ name: body.name, licenseNo: normaliseLicenceNo(body.licenseNo), isActive: body.isActive })
      .where(eq(doctors.id, doctorId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    const doctor = toDoctorDto(row);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'doctor.update',
      entity: 'doctor',
      entityId: doctorId,
      before: toDoctorDto(before),
      after: doctor,
      ip: actor.ip,
    });
    return doctor;
  });
}

// ---------------------------------------------------------------------------------------------
// Admin: services

export async function createService(db: Database, body: ServiceBodyInput, actor: Actor): Promise<Service> {
  return withCodeTaken('SERVICE_CODE_TAKEN', () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(services).values(body).returning();
      if (!row) throw new Error('insert into services returned nothing');
      const service = toServiceDto(row);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'service.create',
        entity: 'service',
        entityId: row.id,
        after: service,
        ip: actor.ip,
      });
      return service;
    }),
  );
}

export async function updateService(
  db: Database,
  serviceId: string,
  body: ServiceBodyInput,
  actor: Actor,
): Promise<Service> {
  return withCodeTaken('SERVICE_CODE_TAKEN', () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(services).where(eq(services.id, serviceId)).for('update');
      if (!before) throw new AppError('NOT_FOUND');
      const [row] = await tx
        .update(services)
        .set({ ...body, updatedAt: sql`now()` })
        .where(eq(services.id, serviceId))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      const service = toServiceDto(row);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'service.update',
        entity: 'service',
        entityId: serviceId,
        before: toServiceDto(before),
        after: service,
        ip: actor.ip,
      });
      return service;
    }),
  );
}
