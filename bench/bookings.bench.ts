// Booking under contention and the booking list under load, on PostgreSQL (BENCH_DATABASE_URL or the
// local server): 500 concurrent attempts at one slot of capacity 10 must book exactly 10; then
// GET /api/bookings (a page of 20) as a customer and as an admin, with autocannon.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { bangkokDate, percentiles, withServer } from './harness.ts';

const PORT = 3297;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ATTEMPTS = 500;
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-1' };

async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${payload.error}`);
  return payload.data;
}

async function register(index: number): Promise<string> {
  const { token } = await api<{ token: string }>('POST', '/api/auth/register', null, {
    firstName: 'เบนช์',
    lastName: `ผู้ใช้${index}`,
    email: `bench-${index}-${randomBytes(3).toString('hex')}@example.com`,
    phone: '0812345678',
    password: 'Bench1234',
    pdpaConsent: true,
  });
  return token;
}

async function load(title: string, path: string, token: string) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

await withServer(PORT, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, async () => {
  const { token: adminToken } = await api<{ token: string }>('POST', '/api/admin/auth/login', null, ADMIN);
  const service = await api<{ id: string }>('POST', '/api/admin/services', adminToken, {
    code: 'BENCH-GEN',
    name: 'ใบรับรองแพทย์ทั่วไป',
    certificateType: 'general',
  });
  const clinic = await api<{ id: string }>('POST', '/api/admin/clinics', adminToken, {
    code: 'BENCH-1',
    name: 'คลินิกเบนช์มาร์ก',
    address: '1 ถนนทดสอบ',
    province: 'กรุงเทพมหานคร',
    phone: '021234567',
    openingHours: Array.from({ length: 7 }, () => ({ open: '08:00', close: '17:00' })),
    slotMinutes: 60,
    capacityPerSlot: 10,
    paymentReceiver: null,
    services: [{ serviceId: service.id, price: 50_000 }],
  });
  const tokens = await Promise.all(Array.from({ length: 20 }, (_, index) => register(index)));
  const body = (date: string, slotTime: string) => ({
    clinicId: clinic.id,
    serviceId: service.id,
    appointmentDate: date,
    slotTime,
    examineeCount: 1,
    contactName: 'เบนช์ มาร์ก',
    contactPhone: '0812345678',
  });

  // 500 attempts at one slot, all at once.
  const date = bangkokDate(7);
  const latencies: number[] = [];
  const statuses = await Promise.all(
    Array.from({ length: ATTEMPTS }, async (_, index) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[index % tokens.length]}` },
        body: JSON.stringify(body(date, '09:00')),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      return response.status;
    }),
  );
  const booked = statuses.filter((status) => status === 201).length;
  console.table([
    {
      title: `${ATTEMPTS} concurrent bookings, one slot of 10`,
      booked,
      refused409: statuses.filter((status) => status === 409).length,
      other: statuses.filter((status) => status !== 201 && status !== 409).length,
      ...percentiles(latencies),
    },
  ]);
  if (booked !== 10) throw new Error(`overbooked or underbooked: ${booked} of 10`);

  // A customer with 60 bookings, and about 900 in all for the admin's list.
  const [customer] = tokens;
  if (!customer) throw new Error('no customer');
  for (let day = 1; day <= 60; day++)
    await api('POST', '/api/bookings', customer, body(bangkokDate(day % 85), '10:00'));
  for (let round = 0; round < 50; round++) {
    await Promise.all(
      tokens.map((token, index) =>
        api('POST', '/api/bookings', token, body(bangkokDate(1 + ((round + index) % 85)), '11:00')).catch(() => null),
      ),
    );
  }
  console.table([
    await load('GET /api/bookings (customer, page of 20)', '/api/bookings?limit=20', customer),
    await load('GET /api/bookings (admin, page of 20)', '/api/bookings?limit=20', adminToken),
  ]);
});
