import type pg from 'pg';

/** How much `seedLists` writes: the other customers, every booking, and how many of those are the customer's. */
export type ListSizes = { users: number; bookings: number; customerBookings: number };

/**
 * A clinic's lists in plain SQL, around a customer and an admin who already exist: 5 clinics, 3
 * services, `users` more customers, `bookings` bookings over 90 days (`customerBookings` of them the
 * customer's) with their examinees, a payment for each booking in every state, and certificates for the
 * completed ones; then ANALYZE, so the planner sees them. The lists bench (bench/lists.bench.ts) and the
 * test of the lists' plans (db/list-plans.pg-test.ts) read the same data.
 */
export async function seedLists(
  db: pg.ClientBase,
  people: { customerId: string; adminId: string },
  sizes: ListSizes,
): Promise<void> {
  await db.query(
    `insert into users (id, email, password_hash, first_name, last_name, phone, created_at)
     select gen_random_uuid(), 'customer-' || n || '@example.com', 'x', 'ลูกค้า' || n, 'ทดสอบ', '08' || lpad(n::text, 8, '0'),
       now() - (n || ' hours')::interval
     from generate_series(1, $1::int) as n`,
    [sizes.users],
  );
  await db.query(
    `insert into services (id, code, name, certificate_type) values
       (gen_random_uuid(), 'BENCH-GEN', 'ใบรับรองแพทย์ทั่วไป', 'general'),
       (gen_random_uuid(), 'BENCH-DRV', 'ใบรับรองแพทย์ขับรถ', 'driving_licence'),
       (gen_random_uuid(), 'BENCH-MIG', 'ตรวจสุขภาพแรงงานต่างด้าว', 'migrant_worker')`,
  );
  const hours = JSON.stringify(Array.from({ length: 7 }, () => ({ open: '08:00', close: '18:00' })));
  await db.query(
    `insert into clinics (id, code, name, address, province, phone, opening_hours, slot_minutes, capacity_per_slot)
     select gen_random_uuid(), 'BENCH-' || n, 'คลินิกเบนช์มาร์ก ' || n, n || ' ถนนทดสอบ', 'กรุงเทพมหานคร', '02123456' || n, $1, 60, 20
     from generate_series(1, 5) as n`,
    [hours],
  );
  await db.query(
    'insert into clinic_services (clinic_id, service_id, price) select c.id, s.id, 50000 from clinics c, services s',
  );
  // Booking n belongs to the customer for n < 60, else to one of the 300 others; statuses cycle.
  await db.query(
    `with people as (select id, row_number() over (order by email) - 1 as k from users where role = 'user' and id <> $1),
          clinic_list as (select id, row_number() over (order by code) - 1 as k from clinics),
          service_list as (select id, row_number() over (order by code) - 1 as k from services)
     insert into bookings (id, booking_no, user_id, clinic_id, service_id, appointment_date, slot_time, examinee_count,
       unit_price, total_amount, status, contact_name, contact_phone, payment_due_at, confirmed_at, confirmed_by,
       completed_at, cancelled_at, cancel_reason, created_at, updated_at)
     select gen_random_uuid(), 'BK' || to_char(now(), 'YYMMDD') || lpad(n::text, 5, '0'),
       case when n < $2 then $1::uuid else (select id from people where k = n % $3) end,
       (select id from clinic_list where k = n % 5), (select id from service_list where k = n % 3),
       current_date + (n % 90) - 30, lpad((8 + n % 10)::text, 2, '0') || ':00', 1 + n % 3,
       50000, 50000 * (1 + n % 3), s.status, 'ผู้จอง ทดสอบ ' || n, '0812345678',
       now() + interval '1 day',
       case when s.status in ('confirmed', 'completed') then now() - interval '1 day' end,
       case when s.status in ('confirmed', 'completed') then $4::uuid end,
       case when s.status = 'completed' then now() end,
       case when s.status = 'cancelled' then now() end,
       case when s.status = 'cancelled' then 'ลูกค้ายกเลิก' end,
       now() - (n || ' minutes')::interval * 120, now()
     from generate_series(0, $5::int - 1) as n,
       lateral (select (array['pending_payment', 'payment_review', 'confirmed', 'completed', 'cancelled', 'expired'])[1 + n % 6] as status) s`,
    [people.customerId, sizes.customerBookings, sizes.users, people.adminId, sizes.bookings],
  );
  await db.query(
    `insert into examinees (id, booking_id, title, first_name, last_name, id_type, id_number, nationality)
     select gen_random_uuid(), b.id, 'นาย', 'ผู้ตรวจ' || i, b.booking_no, 'passport', 'P' || substr(b.booking_no, 9) || i, 'ไทย'
     from bookings b, generate_series(1, b.examinee_count) as i`,
  );
  // One payment a booking, in a state that fits the booking's: every payment state is there.
  await db.query(
    `insert into payments (id, payment_no, booking_id, user_id, amount, method, status, transferred_at, verified_by,
       verified_at, reject_reason, slip_uploaded_at, slip_sha256, slip_pixels_sha256, slip_bank_code, slip_reference,
       slip_qr_raw, slip_phash, refunded_at, refunded_by, refund_note, created_at, updated_at)
     select gen_random_uuid(), 'PAY' || substr(b.booking_no, 3), b.id, b.user_id, b.total_amount,
       (array['bank_transfer', 'promptpay'])[1 + (row_number() over (order by b.booking_no))::int % 2], p.status,
       case when p.status <> 'pending' then b.created_at + interval '1 hour' end,
       case when p.status in ('verified', 'refunded') then $1::uuid end,
       case when p.status in ('verified', 'refunded') then b.created_at + interval '2 hours' end,
       case when p.status = 'rejected' then 'ยอดเงินไม่ตรง' end,
       case when p.status <> 'pending' then b.created_at + interval '1 hour' end,
       -- A sent slip's hashes and QR, as a real upload leaves them (the lists do not show them).
       case when p.status <> 'pending' then encode(sha256(('file' || b.id)::bytea), 'hex') end,
       case when p.status <> 'pending' then encode(sha256(('pixels' || b.id)::bytea), 'hex') end,
       case when p.status <> 'pending' then '004' end,
       case when p.status <> 'pending' then '2026' || substr(replace(b.id::text, '-', ''), 1, 21) end,
       case when p.status <> 'pending' then '004100060000010103004022' || substr(replace(b.id::text, '-', ''), 1, 25)
         || '5102TH91049C3F' end,
       case when p.status <> 'pending' then encode(sha256(('phash' || b.id)::bytea), 'hex') end,
       case when p.status = 'refunded' then b.created_at + interval '3 hours' end,
       case when p.status = 'refunded' then $1::uuid end,
       case when p.status = 'refunded' then 'คืนเงินแล้ว' end,
       b.created_at + interval '10 minutes', now()
     from bookings b,
       lateral (select case b.status
         when 'pending_payment' then 'pending' when 'payment_review' then 'submitted'
         when 'confirmed' then 'verified' when 'completed' then 'verified'
         when 'cancelled' then 'refunded' else 'rejected' end as status) p`,
    [people.adminId],
  );
  // Results are written only for someone who came (migration 0012): the completed bookings' examinees
  // checked in at their slot, Bangkok time.
  await db.query(
    `update examinees e set checked_in_at = ((b.appointment_date + b.slot_time::time) - interval '7 hours') at time zone 'UTC',
       checked_in_by = $1
     from bookings b where b.id = e.booking_id and b.status = 'completed'`,
    [people.adminId],
  );
  await db.query(
    `insert into examination_results (id, examinee_id, booking_id, exam_date, doctor_name, doctor_license_no, items,
       conclusion, source, recorded_by)
     select gen_random_uuid(), e.id, b.id, b.appointment_date, 'นพ. ทดสอบ ระบบ', 'ว.12345', '[]', 'fit', 'form', $1
     from examinees e join bookings b on b.id = e.booking_id where b.status = 'completed'`,
    [people.adminId],
  );
  await db.query(
    `insert into certificates (id, certificate_no, booking_id, examinee_id, result_id, type, exam_date, issued_at,
       valid_until, doctor_name, doctor_license_no, conclusion, verify_code, issued_by)
     select gen_random_uuid(), 'CERT' || substr(e.id_number, 2), r.booking_id, r.examinee_id, r.id, s.certificate_type, r.exam_date,
       b.created_at + interval '1 day', r.exam_date + 30, r.doctor_name, r.doctor_license_no, r.conclusion,
       md5(r.id::text || random()::text), $1
     from examination_results r join examinees e on e.id = r.examinee_id join bookings b on b.id = r.booking_id
       join services s on s.id = b.service_id`,
    [people.adminId],
  );
  await db.query(
    `insert into slot_usage (clinic_id, date, slot_time, booked)
     select clinic_id, appointment_date, slot_time, sum(examinee_count) from bookings
     where status not in ('cancelled', 'expired') group by clinic_id, appointment_date, slot_time`,
  );
  await db.query('analyze');
}
