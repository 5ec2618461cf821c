// The booking screen asks for a day's slots (and a month's days) every time a person picks a date:
// measure both against a clinic carrying 10,000 bookings. Runs on PostgreSQL (BENCH_DATABASE_URL or
// the local server); the data is written with plain SQL (ids from gen_random_uuid), as the bookings
// module would leave it.
import autocannon from 'autocannon';
import pg from 'pg';
import { bangkokDate, withServer } from './harness.ts';

const PORT = 3296;
const BOOKINGS = 10_000;
const SEQUENTIAL_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const base = `http://127.0.0.1:${PORT}`;

/**
 * A clinic open every day 08:00–18:00 (ten 60-minute slots, 200 examinees each) with 10,000 bookings
 * spread over the next 100 days, and the slot_usage rows those bookings hold; plus nine more clinics
 * with the same load, so the tables are not one clinic's alone.
 */
async function seed(databaseUrl: string): Promise<{ clinicId: string; serviceId: string }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [user] = (
      await db.query(
        `insert into users (id, email, password_hash, first_name, last_name, phone)
         values (gen_random_uuid(), 'bench-availability@example.com', 'x', 'เบนช์', 'มาร์ก', '0812345678') returning id`,
      )
    ).rows;
    const [service] = (
      await db.query(
        `insert into services (id, code, name, certificate_type) values (gen_random_uuid(), 'BENCH', 'ใบรับรองแพทย์ทั่วไป', 'general') returning id`,
      )
    ).rows;
    const hours = JSON.stringify(Array.from({ length: 7 }, () => ({ open: '08:00', close: '18:00' })));
    const clinicIds: string[] = [];
    for (let index = 0; index < 10; index++) {
      const [clinic] = (
        await db.query(
          `insert into clinics (id, code, name, address, province, phone, opening_hours, slot_minutes, capacity_per_slot)
           values (gen_random_uuid(), $1, 'คลินิกทดสอบโหลด', 'ที่อยู่', 'กรุงเทพมหานคร', '021234567', $2, 60, 200) returning id`,
          [`BENCH-${index}`, hours],
        )
      ).rows;
      clinicIds.push(clinic.id);
      await db.query('insert into clinic_services (clinic_id, service_id, price) values ($1, $2, 80000)', [
        clinic.id,
        service.id,
      ]);
      // Booking n: day n % 100 from today, slot (n / 100) % 10, 1–3 examinees.
      await db.query(
        `insert into bookings (id, booking_no, user_id, clinic_id, service_id, appointment_date, slot_time,
           examinee_count, unit_price, total_amount, status, contact_name, contact_phone, payment_due_at)
         select gen_random_uuid(), 'BK-' || $4 || '-' || n, $1, $2, $3,
           current_date + (n % 100),
           lpad((8 + (n / 100) % 10)::text, 2, '0') || ':00',
           1 + n % 3, 80000, 80000 * (1 + n % 3),
           (array['pending_payment', 'confirmed', 'completed', 'cancelled'])[1 + n % 4],
           'ผู้จอง ทดสอบ', '0812345678', now() + interval '1 day'
         from generate_series(0, $5::int - 1) as n`,
        [user.id, clinic.id, service.id, index, BOOKINGS],
      );
      await db.query(
        `insert into slot_usage (clinic_id, date, slot_time, booked)
         select clinic_id, appointment_date, slot_time, sum(examinee_count)
         from bookings where clinic_id = $1 and status not in ('cancelled', 'expired')
         group by clinic_id, appointment_date, slot_time`,
        [clinic.id],
      );
    }
    await db.query('analyze');
    return { clinicId: clinicIds[0] as string, serviceId: service.id };
  } finally {
    await db.end();
  }
}

/** One request after another: the latency a single person sees. */
async function sequential(title: string, path: string) {
  const latencies: number[] = [];
  for (let index = 0; index < SEQUENTIAL_REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${title}: ${response.status}`);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number((latencies[Math.floor(latencies.length * q)] ?? 0).toFixed(1));
  return { title, requests: SEQUENTIAL_REQUESTS, p50: at(0.5), p99: at(0.99), requestsPerSecond: '' };
}

/** 50 connections for a few seconds: what the server sustains. */
async function concurrent(title: string, path: string) {
  const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return {
    title,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
  };
}

await withServer(PORT, {}, async ({ databaseUrl }) => {
  const seedStarted = performance.now();
  const { clinicId, serviceId } = await seed(databaseUrl);
  console.log(`seeded 10 clinics × ${BOOKINGS} bookings in ${Math.round(performance.now() - seedStarted)} ms`);
  const day = `/api/clinics/${clinicId}/availability?serviceId=${serviceId}&date=${bangkokDate(7)}`;
  const month = `/api/clinics/${clinicId}/availability/month?serviceId=${serviceId}&month=${bangkokDate(30).slice(0, 7)}`;
  // Warm up connections and the JIT before measuring.
  for (let index = 0; index < 50; index++) await (await fetch(`${base}${day}`)).arrayBuffer();
  console.table([
    await sequential('day (10 slots), one at a time', day),
    await sequential('month, one at a time', month),
    await concurrent('day (10 slots), 50 connections', day),
    await concurrent('month, 50 connections', month),
  ]);
});
