import { BOOKING_STATUS_LABELS, type BookingStatus, maskIdNumber } from '@jongdee/contracts';
import { formatBaht, formatThaiDate, formatThaiDateTime } from '@jongdee/contracts/thai-format';
import { adminBookingTexts as texts } from './texts.ts';

export type AuditChange = { field: string; label: string; before: string | null; after: string | null };

const MONEY = new Set(['totalAmount', 'unitPrice', 'amount']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Record ids mean nothing to a person reading the trail. */
const HIDDEN = new Set(['userId', 'examineeId', 'bookingId', 'clinicId', 'serviceId', 'actorId']);

function show(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (field === 'status' && typeof value === 'string' && value in BOOKING_STATUS_LABELS) {
    return BOOKING_STATUS_LABELS[value as BookingStatus];
  }
  if (MONEY.has(field) && typeof value === 'number') return formatBaht(value);
  // The audit trail is a list: national ids stay masked here too (docs/security.md §7).
  if (field === 'idNumber' && typeof value === 'string') {
    return /x/i.test(value) ? value : maskIdNumber('thai_id', value);
  }
  if (typeof value === 'boolean') return value ? texts.yes : texts.empty;
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatThaiDate(value);
  if (typeof value === 'string' && ISO_TIMESTAMP.test(value)) return formatThaiDateTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields an audit row changed, labelled in Thai, old and new value formatted as the screens show them. */
export function auditChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => !HIDDEN.has(key) && JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
    .map((key) => ({
      field: key,
      label: texts.fieldLabels[key] ?? key,
      before: show(key, before?.[key]),
      after: show(key, after?.[key]),
    }));
}
