/**
 * The catalogue as the wire shows it: clinics with their closed dates, services and (for staff)
 * doctors and payment receiver, read in three queries for any number of clinics; and the services.
 * The public view shows only what can still be booked.
 */
import {
  type Clinic,
  type ClinicDetail,
  type ClinicService,
  type ClosedDate,
  cancellationPolicyOf,
  type Doctor,
  type PaymentReceiver,
  type Service,
} from '@jongdee/contracts';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clinicClosedDates, clinicServices, clinics, doctors, services } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { bangkokToday } from '../../lib/clinic-time.ts';
import type { ClinicRow } from './clinics.queries.ts';

type ServiceRow = typeof services.$inferSelect;
type DoctorRow = typeof doctors.$inferSelect;
// ---------------------------------------------------------------------------------------------
// Shaping rows into the wire

export function toServiceDto(row: ServiceRow): Service {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    certificateType: row.certificateType,
    requirements: row.requirements,
    isActive: row.isActive,
  };
}

export function toDoctorDto(row: DoctorRow): Doctor {
  return { id: row.id, clinicId: row.clinicId, name: row.name, licenseNo: row.licenseNo, isActive: row.isActive };
}

function receiverOf(row: ClinicRow): PaymentReceiver | null {
  if (!row.promptPayId || !row.bankCode || !row.accountNumber || !row.accountName) return null;
  return {
    promptPayId: row.promptPayId,
    bankCode: row.bankCode as PaymentReceiver['bankCode'],
    accountNumber: row.accountNumber,
    accountName: row.accountName,
  };
}

type ClinicParts = {
  closedDates: Map<string, ClosedDate[]>;
  services: Map<string, ClinicService[]>;
  doctors: Map<string, Doctor[]>;
};

function toClinicDto(row: ClinicRow, parts: ClinicParts): Clinic {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    address: row.address,
    province: row.province,
    phone: row.phone,
    email: row.email,
    mapUrl: row.mapUrl,
    openingHours: row.openingHours,
    cancellationPolicy: cancellationPolicyOf(row.cancellationPolicy),
    slotMinutes: row.slotMinutes,
    capacityPerSlot: row.capacityPerSlot,
    closedDates: parts.closedDates.get(row.id) ?? [],
    services: parts.services.get(row.id) ?? [],
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What staff see of a clinic: the public view, its payment receiver and its doctors. */
function toClinicDetailDto(row: ClinicRow, parts: ClinicParts): ClinicDetail {
  return {
    ...toClinicDto(row, parts),
    legalName: row.legalName,
    taxId: row.taxId,
    // Staff edit the clinic's own text: null means customers read the default.
    cancellationPolicy: row.cancellationPolicy,
    paymentReceiver: receiverOf(row),
    doctors: parts.doctors.get(row.id) ?? [],
  };
}

const groupBy = <T, K>(items: T[], key: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};

/**
 * Closed dates, services and (for admins) doctors of many clinics in three queries, not three per clinic.
 * The public view shows only what can still be booked: upcoming closed dates, services offered and active.
 */
async function loadClinicParts(
  db: Database,
  clinicIds: string[],
  view: 'public' | 'admin',
  now: Date,
): Promise<ClinicParts> {
  if (clinicIds.length === 0) return { closedDates: new Map(), services: new Map(), doctors: new Map() };
  const [closedRows, serviceRows, doctorRows] = await Promise.all([
    db
      .select()
      .from(clinicClosedDates)
      .where(
        and(
          inArray(clinicClosedDates.clinicId, clinicIds),
          view === 'public' ? gte(clinicClosedDates.date, bangkokToday(now)) : undefined,
        ),
      )
      .orderBy(asc(clinicClosedDates.date)),
    db
      .select({
        clinicId: clinicServices.clinicId,
        serviceId: clinicServices.serviceId,
        name: services.name,
        description: services.description,
        requirements: services.requirements,
        certificateType: services.certificateType,
        price: clinicServices.price,
        offered: clinicServices.isActive,
        serviceActive: services.isActive,
      })
      .from(clinicServices)
      .innerJoin(services, eq(services.id, clinicServices.serviceId))
      .where(
        and(
          inArray(clinicServices.clinicId, clinicIds),
          view === 'public' ? and(eq(clinicServices.isActive, true), eq(services.isActive, true)) : undefined,
        ),
      )
      .orderBy(asc(services.name)),
    view === 'admin'
      ? db.select().from(doctors).where(inArray(doctors.clinicId, clinicIds)).orderBy(asc(doctors.createdAt))
      : Promise.resolve([] as DoctorRow[]),
  ]);
  return {
    closedDates: new Map(
      [...groupBy(closedRows, (row) => row.clinicId)].map(([clinicId, rows]) => [
        clinicId,
        rows.map((row) => ({ date: row.date, reason: row.reason })),
      ]),
    ),
    services: new Map(
      [...groupBy(serviceRows, (row) => row.clinicId)].map(([clinicId, rows]) => [
        clinicId,
        rows.map((row) => ({
          serviceId: row.serviceId,
          name: row.name,
          description: row.description,
          requirements: row.requirements,
          certificateType: row.certificateType,
          price: row.price,
          isActive: row.offered && row.serviceActive,
        })),
      ]),
    ),
    doctors: new Map(
      [...groupBy(doctorRows, (row) => row.clinicId)].map(([clinicId, rows]) => [clinicId, rows.map(toDoctorDto)]),
    ),
  };
}

/** Active clinics, optionally only those offering `serviceId` (actively, and the service itself active). */
export async function listClinics(
  db: Database,
  query: { serviceId?: string | undefined },
  now: Date = new Date(),
): Promise<Clinic[]> {
  const offering = query.serviceId
    ? db
        .select({ clinicId: clinicServices.clinicId })
        .from(clinicServices)
        .innerJoin(services, eq(services.id, clinicServices.serviceId))
        .where(
          and(
            eq(clinicServices.serviceId, query.serviceId),
            eq(clinicServices.isActive, true),
            eq(services.isActive, true),
          ),
        )
    : undefined;
  const rows = await db
    .select()
    .from(clinics)
    .where(and(eq(clinics.isActive, true), offering ? inArray(clinics.id, offering) : undefined))
    .orderBy(asc(clinics.name));
  const parts = await loadClinicParts(
    db,
    rows.map((row) => row.id),
    'public',
    now,
  );
  return rows.map((row) => toClinicDto(row, parts));
}

/** One active clinic; an unknown or inactive one is NOT_FOUND. */
export async function getClinic(db: Database, clinicId: string, now: Date = new Date()): Promise<Clinic> {
  const [row] = await db
    .select()
    .from(clinics)
    .where(and(eq(clinics.id, clinicId), eq(clinics.isActive, true)));
  if (!row) throw new AppError('NOT_FOUND');
  return toClinicDto(row, await loadClinicParts(db, [row.id], 'public', now));
}

export async function listServices(db: Database, options: { includeInactive: boolean }): Promise<Service[]> {
  const rows = await db
    .select()
    .from(services)
    .where(options.includeInactive ? undefined : eq(services.isActive, true))
    .orderBy(asc(services.name));
  return rows.map(toServiceDto);
}

export async function listClinicsForAdmin(db: Database, now: Date = new Date()): Promise<ClinicDetail[]> {
  const rows = await db.select().from(clinics).orderBy(asc(clinics.code));
  const parts = await loadClinicParts(
    db,
    rows.map((row) => row.id),
    'admin',
    now,
  );
  return rows.map((row) => toClinicDetailDto(row, parts));
}

export async function getClinicDetail(db: Database, clinicId: string, now: Date = new Date()): Promise<ClinicDetail> {
  const [row] = await db.select().from(clinics).where(eq(clinics.id, clinicId));
  if (!row) throw new AppError('NOT_FOUND');
  const parts = await loadClinicParts(db, [row.id], 'admin', now);
  return toClinicDetailDto(row, parts);
}
