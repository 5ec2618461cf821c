/**
 * Every table of the database, in one file on purpose: drizzle.config.ts points drizzle-kit at this one
 * schema to diff against the committed migrations, and db/client.ts types the `Database` with all of it,
 * so relations, constraints and the tables they name are read together. Its length is the tables'
 * columns and their comments; the rules that use them live in the modules' services.
 */
import {
  BOOKING_STATUSES,
  CERTIFICATE_STATUSES,
  CERTIFICATE_TYPES,
  CONSENT_PURPOSES,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_STATUSES,
  EXAMINEES_MAX,
  GENDERS,
  ID_TYPES,
  IMPORT_KINDS,
  IMPORT_STATUSES,
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  type MessagePreferences,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RECEIPT_STATUSES,
  RESULT_CONCLUSIONS,
  RESULT_SOURCES,
  ROLES,
} from '@jongdee/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';

const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const isActive = () => boolean('is_active').notNull().default(true);
/** A required link to another table's row, and what deleting that row does to this one. */
const linkTo = <Name extends string>(name: Name, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  uuid(name).notNull().references(target, { onDelete });

/**
 * `column in ('a', 'b')` from a contracts array, so a value is written once: the contracts' array gives
 * the wire's schema, the column's TypeScript type and the CHECK the database enforces. The values are
 * inlined as the migrations have them (a placeholder would change the constraint's text); they are our
 * own constants, and anything but snake_case is refused here. db/enums.test.ts compares each CHECK in
 * a migrated database with its array, so a value added only in contracts fails until a migration adds it.
 */
function oneOf(column: SQLWrapper, values: readonly string[]): SQL {
  for (const value of values) {
    if (!/^[a-z_]+$/.test(value)) throw new Error(`enum value ${JSON.stringify(value)} is not snake_case`);
  }
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Null for a walk-in customer staff opened with a phone number only: no sign-in until one is added. */
    email: text('email').unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    companyName: text('company_name'),
    taxId: text('tax_id'),
    address: text('address'),
    isActive: isActive(),
    /** Set when staff issue a temporary password: nothing but a password change works until it is cleared. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Set when the person's erasure request was carried out: personal fields replaced, sign-in closed. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Which optional messages the person turned off (contracts' OPTIONAL_MESSAGE_KINDS); empty: all on. */
    messagePreferences: jsonb('message_preferences').$type<MessagePreferences>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Emails are compared case-insensitively everywhere: they are stored lower-cased, and the database refuses otherwise.
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check('users_role', oneOf(table.role, ROLES)),
    // The staff's users list, newest first: its first page reads 20 entries here instead of sorting
    // every customer the clinic has ever had (bench/README.md, bench:lists).
    index('users_created_idx').on(table.createdAt, table.id),
  ],
);

export const userConsents = pgTable(
  'user_consents',
  {
    id: id(),
    userId: linkTo('user_id', () => users.id, 'cascade'),
    purpose: text('purpose', { enum: CONSENT_PURPOSES }).notNull(),
    noticeVersion: text('notice_version').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [index('user_consents_user_idx').on(table.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: linkTo('user_id', () => users.id, 'cascade'),
    // SHA-256 of the token, hex. The token itself is never stored.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/**
 * Browsers that have signed in to an account before (OWASP's "device cookie"): sign-in from one of them
 * is limited on its own and not held back by failures from elsewhere. Only the token's SHA-256 is kept.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    id: id(),
    userId: linkTo('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_devices_user_idx').on(table.userId)],
);

/**
 * A forgotten-password link: only the token's SHA-256 is kept. Valid 30 minutes, once; a newer link
 * or a successful reset ends the older ones.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: linkTo('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * Messages on their way out (decision 023). A row is written in the transaction of the change it
 * announces; the sender job claims due rows with FOR UPDATE SKIP LOCKED, so one process sends each.
 * `payload` holds the ids the message is rendered from (and, for a password reset, the link's token
 * until it is sent). `recipient` is the address when the message was written.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull().default('email'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Written once: a second message for the same event (two reminder runs) is refused by the index. */
    dedupeKey: text('dedupe_key').unique(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: when the claim lapses and another process may take the row again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    subject: text('subject'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('outbox_kind', oneOf(table.kind, MESSAGE_KINDS)),
    check('outbox_channel', oneOf(table.channel, MESSAGE_CHANNELS)),
    check('outbox_status', oneOf(table.status, MESSAGE_STATUSES)),
    index('outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} in ('pending', 'sending')`),
    // The messages that gave up, for staff (their count on /admin/messages, the list filtered to them)
    // and the metrics: a few rows among every message ever sent.
    index('outbox_failed_idx').on(table.createdAt, table.id).where(sql`${table.status} = 'failed'`),
    index('outbox_user_idx').on(table.userId),
    index('outbox_created_idx').on(table.createdAt, table.id),
  ],
);

/** Fixed-window counters shared by every server process (sign-in checks, registrations, /verify guesses). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Append-only: the code has no update or delete path for it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [
    // The audit log is read newest first, for one record or one actor.
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.createdAt.desc()),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt.desc()),
    index('audit_log_created_idx').on(table.createdAt),
  ],
);

export const clinics = pgTable(
  'clinics',
  {
    id: id(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    province: text('province').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    mapUrl: text('map_url'),
    /** Seven entries, Sunday first: `{ open: 'HH:mm', close: 'HH:mm' }` or null when closed. */
    openingHours: jsonb('opening_hours').$type<({ open: string; close: string } | null)[]>().notNull(),
    slotMinutes: integer('slot_minutes').notNull().default(60),
    capacityPerSlot: integer('capacity_per_slot').notNull(),
    promptPayId: text('promptpay_id'),
    bankCode: text('bank_code'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    /** The clinic as its receipts name it (ใบเสร็จรับเงิน): registered name and 13-digit tax id. */
    legalName: text('legal_name'),
    taxId: text('tax_id'),
    /** Shown before a customer confirms and in the cancel dialog; staff edit it in /admin/clinics. */
    cancellationPolicy: text('cancellation_policy'),
    isActive: isActive(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('clinics_slot_minutes', sql`${table.slotMinutes} between 5 and 480`),
    check('clinics_capacity', sql`${table.capacityPerSlot} >= 1`),
  ],
);

export const clinicClosedDates = pgTable(
  'clinic_closed_dates',
  {
    clinicId: linkTo('clinic_id', () => clinics.id, 'cascade'),
    date: date('date').notNull(),
    reason: text('reason'),
  },
  (table) => [primaryKey({ columns: [table.clinicId, table.date] })],
);

export const services = pgTable('services', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  certificateType: text('certificate_type', { enum: CERTIFICATE_TYPES }).notNull(),
  requirements: text('requirements'),
  isActive: isActive(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Which services a clinic offers, at its own price (satang). */
export const clinicServices = pgTable(
  'clinic_services',
  {
    clinicId: linkTo('clinic_id', () => clinics.id, 'cascade'),
    serviceId: linkTo('service_id', () => services.id, 'restrict'),
    price: integer('price').notNull(),
    isActive: isActive(),
  },
  (table) => [
    primaryKey({ columns: [table.clinicId, table.serviceId] }),
    check('clinic_services_price', sql`${table.price} >= 0`),
  ],
);

export const doctors = pgTable(
  'doctors',
  {
    id: id(),
    clinicId: linkTo('clinic_id', () => clinics.id, 'cascade'),
    name: text('name').notNull(),
    licenseNo: text('license_no').notNull(),
    isActive: isActive(),
    createdAt: createdAt(),
  },
  (table) => [index('doctors_clinic_idx').on(table.clinicId)],
);

/**
 * Examinees reserved per clinic slot. The one place capacity is enforced: a reservation is a single
 * conditional upsert (`booked + n <= capacity`), so concurrent bookings can never overbook.
 */
export const slotUsage = pgTable(
  'slot_usage',
  {
    clinicId: linkTo('clinic_id', () => clinics.id, 'cascade'),
    date: date('date').notNull(),
    slotTime: text('slot_time').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.clinicId, table.date, table.slotTime] }),
    check('slot_usage_booked', sql`${table.booked} >= 0`),
  ],
);

/** Per-day counters for human-facing numbers (BK-691123-0001, later PAY- and MC-). */
export const numberSequences = pgTable('number_sequences', {
  prefix: text('prefix').primaryKey(),
  last: integer('last').notNull(),
});

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    bookingNo: text('booking_no').notNull().unique(),
    userId: linkTo('user_id', () => users.id, 'restrict'),
    clinicId: linkTo('clinic_id', () => clinics.id, 'restrict'),
    serviceId: linkTo('service_id', () => services.id, 'restrict'),
    appointmentDate: date('appointment_date').notNull(),
    slotTime: text('slot_time').notNull(),
    examineeCount: integer('examinee_count').notNull(),
    unitPrice: integer('unit_price').notNull(),
    totalAmount: integer('total_amount').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending_payment'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    note: text('note'),
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }).notNull(),
    createdByAdminId: uuid('created_by_admin_id').references(() => users.id, { onDelete: 'set null' }),
    capacityOverride: boolean('capacity_override').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmNote: text('confirm_note'),
    /**
     * Confirmed because verified money covers the total (decision 014), as opposed to an admin's
     * confirmation on credit; a trigger refuses it while the verified payments fall short.
     */
    confirmedByPayment: boolean('confirmed_by_payment').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Set once by the end-of-day job when examinees of this confirmed booking did not arrive. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** A receipt in a company's name, asked for at booking (null name: the receipt names the person). */
    receiptName: text('receipt_name'),
    receiptTaxId: text('receipt_tax_id'),
    receiptAddress: text('receipt_address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('bookings_user_idx').on(table.userId, table.createdAt),
    index('bookings_slot_idx').on(table.clinicId, table.appointmentDate, table.slotTime),
    index('bookings_status_due_idx').on(table.status, table.paymentDueAt),
    index('bookings_created_idx').on(table.createdAt),
    check('bookings_status', oneOf(table.status, BOOKING_STATUSES)),
    check('bookings_examinee_count', sql`${table.examineeCount} between 1 and ${sql.raw(String(EXAMINEES_MAX))}`),
    // Staff never confirm their own booking (decision 014); not validated, so older rows may stay.
    check('bookings_not_self_confirmed', sql`${table.confirmedBy} <> ${table.userId}`),
    check(
      'bookings_amounts',
      sql`${table.unitPrice} >= 0 and ${table.totalAmount} = ${table.unitPrice} * ${table.examineeCount}`,
    ),
  ],
);

export const examinees = pgTable(
  'examinees',
  {
    id: id(),
    bookingId: linkTo('booking_id', () => bookings.id, 'cascade'),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    idType: text('id_type', { enum: ID_TYPES }).notNull(),
    idNumber: text('id_number').notNull(),
    nationality: text('nationality').notNull(),
    birthDate: date('birth_date'),
    gender: text('gender', { enum: GENDERS }),
    phone: text('phone'),
    healthHistory: jsonb('health_history').$type<Record<string, { has: boolean; detail: string | null }>>(),
    /** Arrived at the front desk on the appointment day; a result can be recorded only after this. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    /** Marked by the end-of-day job: the booking was confirmed and this person did not come. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('examinees_booking_idx').on(table.bookingId),
    check('examinees_arrived_or_not', sql`${table.checkedInAt} is null or ${table.noShowAt} is null`),
    index('examinees_id_number_idx').on(table.idNumber),
    uniqueIndex('examinees_booking_person_unique').on(table.bookingId, table.idType, table.idNumber),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: linkTo('user_id', () => users.id, 'cascade'),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);

/** Every file kept (slips, later banners and certificates): where it is, what it is, its checksum. */
export const storedFiles = pgTable('stored_files', {
  id: id(),
  storageKey: text('storage_key').notNull().unique(),
  kind: text('kind', { enum: ['slip', 'thumbnail', 'banner', 'certificate', 'import'] }).notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
});

export const payments = pgTable(
  'payments',
  {
    id: id(),
    paymentNo: text('payment_no').notNull().unique(),
    bookingId: linkTo('booking_id', () => bookings.id, 'restrict'),
    userId: linkTo('user_id', () => users.id, 'restrict'),
    amount: integer('amount').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    slipFileId: uuid('slip_file_id').references(() => storedFiles.id, { onDelete: 'restrict' }),
    slipThumbnailFileId: uuid('slip_thumbnail_file_id').references(() => storedFiles.id, { onDelete: 'restrict' }),
    slipUploadedAt: timestamp('slip_uploaded_at', { withTimezone: true }),
    /** SHA-256 of the slip image as uploaded: the same picture cannot pay twice. */
    slipSha256: text('slip_sha256'),
    /** SHA-256 of the decoded, upright pixels: the same picture, whatever its file bytes (decision 014). */
    slipPixelsSha256: text('slip_pixels_sha256'),
    /** From the slip's QR (docs/thai.md §2): the sending bank and its transaction reference. */
    slipBankCode: text('slip_bank_code'),
    slipReference: text('slip_reference'),
    slipQrRaw: text('slip_qr_raw'),
    /** 256-bit difference hash of the slip (hex): finds re-saved or cropped copies for the reviewer. */
    slipPhash: text('slip_phash'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refundNote: text('refund_note'),
    /** Why staff approved a slip that looked almost like another payment's (decision 014). */
    lookAlikeReason: text('look_alike_reason'),
    createdByAdminId: uuid('created_by_admin_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_booking_idx').on(table.bookingId, table.createdAt),
    index('payments_user_idx').on(table.userId, table.createdAt),
    index('payments_status_idx').on(table.status, table.createdAt),
    // The staff's payment list, newest first, without the pending ones nobody has paid yet: a page walks
    // this index instead of sorting every payment (bench:lists).
    index('payments_listed_idx').on(table.createdAt, table.id).where(sql`${table.status} <> 'pending'`),
    // Reports and the dashboard sum money by when it was verified or refunded.
    index('payments_verified_at_idx').on(table.verifiedAt).where(sql`${table.status} in ('verified', 'refunded')`),
    index('payments_refunded_at_idx').on(table.refundedAt).where(sql`${table.status} = 'refunded'`),
    // At most one open payment per booking: creating one is idempotent even under concurrent requests.
    uniqueIndex('payments_one_open_per_booking')
      .on(table.bookingId)
      .where(sql`${table.status} in ('pending', 'submitted')`),
    // A transfer pays once: its reference, or its exact image, cannot back a second payment that is
    // not rejected — even when two uploads race (docs/security.md §6).
    uniqueIndex('payments_slip_reference_unique')
      .on(table.slipBankCode, table.slipReference)
      .where(sql`${table.slipReference} is not null and ${table.status} <> 'rejected'`),
    uniqueIndex('payments_slip_image_unique')
      .on(table.slipSha256)
      .where(sql`${table.slipSha256} is not null and ${table.status} <> 'rejected'`),
    uniqueIndex('payments_slip_pixels_unique')
      .on(table.slipPixelsSha256)
      .where(sql`${table.slipPixelsSha256} is not null and ${table.status} <> 'rejected'`),
    // Staff never verify or refund money of their own booking (decision 014).
    check('payments_not_self_verified', sql`${table.verifiedBy} <> ${table.userId}`),
    check('payments_not_self_refunded', sql`${table.refundedBy} <> ${table.userId}`),
    check('payments_amount', sql`${table.amount} > 0`),
    check('payments_status', oneOf(table.status, PAYMENT_STATUSES)),
    check('payments_method', oneOf(table.method, PAYMENT_METHODS)),
  ],
);

/**
 * Receipts (ใบเสร็จรับเงิน), one issued per verified payment. What it says is copied when issued, so a
 * later change to the clinic or the profile never rewrites a receipt already given. A refund cancels
 * it; an amended receipt is a new number that names the one it replaces.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    receiptNo: text('receipt_no').notNull().unique(),
    paymentId: linkTo('payment_id', () => payments.id, 'restrict'),
    bookingId: linkTo('booking_id', () => bookings.id, 'restrict'),
    status: text('status', { enum: RECEIPT_STATUSES }).notNull().default('issued'),
    clinicName: text('clinic_name').notNull(),
    clinicAddress: text('clinic_address').notNull(),
    clinicTaxId: text('clinic_tax_id'),
    clinicPhone: text('clinic_phone'),
    payerName: text('payer_name').notNull(),
    payerTaxId: text('payer_tax_id'),
    payerAddress: text('payer_address'),
    serviceName: text('service_name').notNull(),
    examineeCount: integer('examinee_count').notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** The receipt this one amends (that one is cancelled). */
    replacesId: uuid('replaces_id'),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('receipts_booking_idx').on(table.bookingId),
    // One receipt in force per payment, even when two verifications or amendments race.
    uniqueIndex('receipts_one_issued_per_payment').on(table.paymentId).where(sql`${table.status} = 'issued'`),
    check('receipts_status', oneOf(table.status, RECEIPT_STATUSES)),
    check('receipts_amount', sql`${table.amount} > 0`),
  ],
);

export const excelImports = pgTable(
  'excel_imports',
  {
    id: id(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    /** The uploaded workbook, kept so that a commit reads exactly what was previewed. */
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    certificateType: text('certificate_type'),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('previewed'),
    rowsTotal: integer('rows_total').notNull(),
    rowsValid: integer('rows_valid').notNull(),
    errors: jsonb('errors').$type<{ row: number; column: string; message: string }[]>().notNull(),
    certificatesIssued: integer('certificates_issued').notNull().default(0),
    createdBy: linkTo('created_by', () => users.id, 'restrict'),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('excel_imports_created_idx').on(table.createdAt),
    check('excel_imports_kind', oneOf(table.kind, IMPORT_KINDS)),
    check('excel_imports_status', oneOf(table.status, IMPORT_STATUSES)),
  ],
);

export const examinationResults = pgTable(
  'examination_results',
  {
    id: id(),
    examineeId: linkTo('examinee_id', () => examinees.id, 'restrict'),
    bookingId: linkTo('booking_id', () => bookings.id, 'restrict'),
    examDate: date('exam_date').notNull(),
    doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    /** Copied when recorded: the certificate names the doctor as they were that day. */
    doctorName: text('doctor_name').notNull(),
    doctorLicenseNo: text('doctor_license_no').notNull(),
    items: jsonb('items')
      .$type<{ code: string; label: string; value: string; unit: string | null; normal: boolean }[]>()
      .notNull(),
    conclusion: text('conclusion', { enum: RESULT_CONCLUSIONS }).notNull(),
    doctorOpinion: text('doctor_opinion'),
    remark: text('remark'),
    source: text('source', { enum: RESULT_SOURCES }).notNull(),
    importId: uuid('import_id').references(() => excelImports.id, { onDelete: 'set null' }),
    recordedBy: linkTo('recorded_by', () => users.id, 'restrict'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One result per examinee: recording again edits it.
    uniqueIndex('examination_results_examinee_unique').on(table.examineeId),
    index('examination_results_booking_idx').on(table.bookingId),
    check('examination_results_conclusion', oneOf(table.conclusion, RESULT_CONCLUSIONS)),
  ],
);

export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    certificateNo: text('certificate_no').notNull().unique(),
    bookingId: linkTo('booking_id', () => bookings.id, 'restrict'),
    examineeId: linkTo('examinee_id', () => examinees.id, 'restrict'),
    resultId: linkTo('result_id', () => examinationResults.id, 'restrict'),
    type: text('type', { enum: CERTIFICATE_TYPES }).notNull(),
    examDate: date('exam_date').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    validUntil: date('valid_until').notNull(),
    doctorName: text('doctor_name').notNull(),
    doctorLicenseNo: text('doctor_license_no').notNull(),
    conclusion: text('conclusion', { enum: RESULT_CONCLUSIONS }).notNull(),
    /** 128 random bits, base64url: the public verification link, unguessable. */
    verifyCode: text('verify_code').notNull().unique(),
    status: text('status', { enum: CERTIFICATE_STATUSES }).notNull().default('valid'),
    revokedReason: text('revoked_reason'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set on a revoked certificate that a reissue replaced. */
    replacedById: uuid('replaced_by_id'),
    issuedBy: linkTo('issued_by', () => users.id, 'restrict'),
    createdAt: createdAt(),
  },
  (table) => [
    index('certificates_booking_idx').on(table.bookingId),
    index('certificates_issued_idx').on(table.issuedAt),
    // At most one valid certificate per examinee: issuing twice at once cannot make two.
    uniqueIndex('certificates_one_valid_per_examinee').on(table.examineeId).where(sql`${table.status} = 'valid'`),
    check('certificates_status', oneOf(table.status, CERTIFICATE_STATUSES)),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: id(),
    title: text('title').notNull(),
    /** The carousel image (re-encoded like slips) and its small version for the admin list. */
    imageFileId: linkTo('image_file_id', () => storedFiles.id, 'restrict'),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => storedFiles.id, { onDelete: 'restrict' }),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    linkUrl: text('link_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: isActive(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('banners_live_idx').on(table.isActive, table.sortOrder),
    check(
      'banners_schedule',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.startsAt} < ${table.endsAt}`,
    ),
  ],
);

/** A person's request under the PDPA: a copy of their data, or the erasure of their account. */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: id(),
    userId: linkTo('user_id', () => users.id, 'restrict'),
    kind: text('kind', { enum: DATA_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: DATA_REQUEST_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    /** The legal due date: 30 days for access, 90 for erasure (docs/thai.md §6). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('data_requests_status_idx').on(table.status, table.dueAt),
    index('data_requests_user_idx').on(table.userId),
    check('data_requests_kind', oneOf(table.kind, DATA_REQUEST_KINDS)),
    check('data_requests_status', oneOf(table.status, DATA_REQUEST_STATUSES)),
  ],
);

/**
 * The figures of /admin/reports, one row per Bangkok day, clinic and service: money by the day it was
 * verified or refunded, bookings by the day they were made (per current status), places and named
 * examinees by appointment day (bookings that still hold places), certificates by the day they were
 * issued (per type and current status). A year's report sums ~18,000 rows instead of reading every
 * booking, payment and certificate (decision 012).
 *
 * Kept by triggers (migration 0009): each write to bookings, examinees, payments or certificates
 * appends its difference to `report_daily_changes`, and the `fold-report-changes` job adds those into
 * this table. A report sums both, so it is exact between folds.
 */
const reportFigures = () => ({
  day: date('day').notNull(),
  clinicId: uuid('clinic_id').notNull(),
  serviceId: uuid('service_id').notNull(),
  /** Satang of payments verified that day (refunded later or not) and how many. */
  revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  payments: integer('payments').notNull().default(0),
  /** Satang refunded that day and how many payments. */
  refunds: bigint('refunds', { mode: 'number' }).notNull().default(0),
  refundCount: integer('refund_count').notNull().default(0),
  madePendingPayment: integer('made_pending_payment').notNull().default(0),
  madePaymentReview: integer('made_payment_review').notNull().default(0),
  madeConfirmed: integer('made_confirmed').notNull().default(0),
  madeCompleted: integer('made_completed').notNull().default(0),
  madeCancelled: integer('made_cancelled').notNull().default(0),
  madeExpired: integer('made_expired').notNull().default(0),
  /** Places booked (examinee counts) and examinees named, of that day's appointments. */
  places: integer('places').notNull().default(0),
  registered: integer('registered').notNull().default(0),
  generalValid: integer('general_valid').notNull().default(0),
  generalRevoked: integer('general_revoked').notNull().default(0),
  drivingLicenceValid: integer('driving_licence_valid').notNull().default(0),
  drivingLicenceRevoked: integer('driving_licence_revoked').notNull().default(0),
  migrantWorkerValid: integer('migrant_worker_valid').notNull().default(0),
  migrantWorkerRevoked: integer('migrant_worker_revoked').notNull().default(0),
  preEmploymentValid: integer('pre_employment_valid').notNull().default(0),
  preEmploymentRevoked: integer('pre_employment_revoked').notNull().default(0),
  otherValid: integer('other_valid').notNull().default(0),
  otherRevoked: integer('other_revoked').notNull().default(0),
});

export const reportDaily = pgTable('report_daily', reportFigures(), (table) => [
  primaryKey({ columns: [table.day, table.clinicId, table.serviceId] }),
]);

/** Differences not yet folded into `report_daily`: appended by triggers, never updated. */
export const reportDailyChanges = pgTable(
  'report_daily_changes',
  { id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(), ...reportFigures() },
  (table) => [index('report_daily_changes_day_idx').on(table.day)],
);

/** One row per finished online backup: /admin shows the newest (issue 18, `npm run backup`). */
export const backups = pgTable(
  'backups',
  {
    id: id(),
    /** The moment the database snapshot was taken: the archive holds what was committed by then. */
    snapshotAt: timestamp('snapshot_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    fileName: text('file_name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    rowCount: integer('row_count').notNull(),
    fileCount: integer('file_count').notNull(),
  },
  (table) => [index('backups_finished_idx').on(table.finishedAt)],
);
