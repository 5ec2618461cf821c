import type { BankCode, ClinicBody, ClinicDetail, OpeningHours } from '@jongdee/contracts';
import { satangToBaht } from '@jongdee/contracts/thai-format';

/** One weekday as the form edits it: times are kept while a day is switched off, so toggling back restores them. */
export type HoursDraft = { isOpen: boolean; open: string; close: string };
export type ServiceDraft = { serviceId: string; offered: boolean; priceBaht: number | string };

/** The clinic form's state: strings and numbers as inputs hold them, turned into a ClinicBody on save. */
export type ClinicDraft = {
  code: string;
  name: string;
  address: string;
  province: string;
  phone: string;
  email: string;
  mapUrl: string;
  legalName: string;
  taxId: string;
  /** Empty: customers read the default policy (DEFAULT_CANCELLATION_POLICY). */
  cancellationPolicy: string;
  hours: HoursDraft[];
  slotMinutes: string;
  capacityPerSlot: number | string;
  closedDates: { date: string; reason: string }[];
  services: ServiceDraft[];
  promptPayId: string;
  bankCode: string | null;
  accountNumber: string;
  accountName: string;
  isActive: boolean;
};

const DEFAULT_DAY = { open: '08:00', close: '16:00' };

export function emptyDraft(): ClinicDraft {
  return {
    code: '',
    name: '',
    address: '',
    province: '',
    phone: '',
    email: '',
    mapUrl: '',
    legalName: '',
    taxId: '',
    cancellationPolicy: '',
    hours: Array.from({ length: 7 }, (_, weekday) => ({ isOpen: weekday !== 0, ...DEFAULT_DAY })),
    slotMinutes: '60',
    capacityPerSlot: 10,
    closedDates: [],
    services: [],
    promptPayId: '',
    bankCode: null,
    accountNumber: '',
    accountName: '',
    isActive: true,
  };
}

export function draftFromClinic(clinic: ClinicDetail): ClinicDraft {
  return {
    code: clinic.code,
    name: clinic.name,
    address: clinic.address,
    province: clinic.province,
    phone: clinic.phone,
    email: clinic.email ?? '',
    mapUrl: clinic.mapUrl ?? '',
    legalName: clinic.legalName ?? '',
    taxId: clinic.taxId ?? '',
    cancellationPolicy: clinic.cancellationPolicy ?? '',
    hours: clinic.openingHours.map((day) => (day ? { isOpen: true, ...day } : { isOpen: false, ...DEFAULT_DAY })),
    slotMinutes: String(clinic.slotMinutes),
    capacityPerSlot: clinic.capacityPerSlot,
    closedDates: clinic.closedDates.map((closed) => ({ date: closed.date, reason: closed.reason ?? '' })),
    services: clinic.services.map((offer) => ({
      serviceId: offer.serviceId,
      offered: offer.isActive,
      priceBaht: satangToBaht(offer.price),
    })),
    promptPayId: clinic.paymentReceiver?.promptPayId ?? '',
    bankCode: clinic.paymentReceiver?.bankCode ?? null,
    accountNumber: clinic.paymentReceiver?.accountNumber ?? '',
    accountName: clinic.paymentReceiver?.accountName ?? '',
    isActive: clinic.isActive,
  };
}

/** Baht as typed (`1,500.50` already parsed by the input to 1500.5) → integer satang; blank stays blank. */
export function bahtToSatang(value: number | string): number | undefined {
  if (value === '' || value === null) return undefined;
  const number = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(number) ? Math.round(number * 100) : Number.NaN;
}

/**
 * The request body. Offered services go with their price; services switched off are left out
 * (the API replaces the clinic's list). A receiver with every field blank is "none yet".
 */
export function draftToBody(draft: ClinicDraft): ClinicBody {
  const receiverFields = [draft.promptPayId, draft.bankCode ?? '', draft.accountNumber, draft.accountName];
  const openingHours: OpeningHours = draft.hours.map((day) =>
    day.isOpen ? { open: day.open, close: day.close } : null,
  );
  return {
    code: draft.code,
    name: draft.name,
    address: draft.address,
    province: draft.province,
    phone: draft.phone,
    email: draft.email,
    mapUrl: draft.mapUrl,
    legalName: draft.legalName,
    taxId: draft.taxId,
    cancellationPolicy: draft.cancellationPolicy,
    openingHours,
    slotMinutes: Number(draft.slotMinutes) as ClinicBody['slotMinutes'],
    capacityPerSlot: draft.capacityPerSlot === '' ? (undefined as unknown as number) : Number(draft.capacityPerSlot),
    closedDates: draft.closedDates.map((closed) => ({ date: closed.date, reason: closed.reason })),
    services: draft.services
      .filter((offer) => offer.offered)
      .map((offer) => ({
        serviceId: offer.serviceId,
        price: bahtToSatang(offer.priceBaht) as number,
        isActive: true,
      })),
    paymentReceiver: receiverFields.every((value) => value.trim() === '')
      ? null
      : {
          promptPayId: draft.promptPayId,
          bankCode: (draft.bankCode ?? '') as BankCode,
          accountNumber: draft.accountNumber,
          accountName: draft.accountName,
        },
    isActive: draft.isActive,
  };
}

/**
 * The error path of a form service row: its index among offered services in the body (services not
 * offered are left out of it), as zod and the server's `details` name it.
 */
export function serviceErrorKey(draft: ClinicDraft, serviceId: string): string | null {
  const index = draft.services.filter((offer) => offer.offered).findIndex((offer) => offer.serviceId === serviceId);
  return index < 0 ? null : `services.${index}`;
}

/** Slot starts a day of these hours gives: from opening, every slot length, while the slot ends by closing. */
export function slotCount(day: HoursDraft, slotMinutes: number): number {
  if (!day.isOpen || !/^\d\d:\d\d$/.test(day.open) || !/^\d\d:\d\d$/.test(day.close) || !slotMinutes) return 0;
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return Math.max(0, Math.floor((minutes(day.close) - minutes(day.open)) / slotMinutes));
}
