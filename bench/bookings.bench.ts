// Booking under contention on PostgreSQL (BENCH_DATABASE_URL or the local server): 500 concurrent
// attempts at one slot of capacity 10 must book exactly 10, and every refusal must be the Thai SLOT_FULL;
// BENCH_RUSHES rushes (default 3), each on a slot of its own. The lists under load are bench:lists.
import { randomBytes } from 'node:crypto';
import { ERRORS } from '@jongdee/contracts';
import { bangkokDate, createBenchClinic, jsonApi, percentiles, withServer } from './harness.ts';
import { jsonRequest, openConnections, sendAll } from './raw-http.ts';

const PORT = 3297;
const RUSHES = Number(process.env.BENCH_RUSHES ?? 3);
const ATTEMPTS = 500;
const base = `http://127.0.0.1:${PORT}`;
const api = jsonApi(base);
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-1' };

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

await withServer(PORT, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, async () => {
  const { token: adminToken } = await api<{ token: string }>('POST', '/api/admin/auth/login', null, ADMIN);
  const { service, clinic } = await createBenchClinic(api, adminToken, {
    code: 'BENCH-1',
    name: 'คลินิกเบนช์มาร์ก',
    capacityPerSlot: 10,
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

  const rows = [];
  for (let rush = 0; rush < RUSHES; rush++) {
    // 500 attempts at one slot, all at once, each on a connection of its own as 500 phones on the
    // booking screen would be: the connections are open first, then every request leaves together.
    const slot = body(bangkokDate(7 + rush), '09:00');
    const sockets = await openConnections(PORT, ATTEMPTS);
    const sent = await sendAll(
      sockets,
      sockets.map((_, index) =>
        jsonRequest('POST', '/api/bookings', { authorization: `Bearer ${tokens[index % tokens.length]}` }, slot),
      ),
    );
    const latencies = sent.map((answer) => answer.ms);
    const answers = sent.map((answer) => ({
      status: answer.status,
      error: (JSON.parse(answer.body) as { error?: string }).error,
    }));
    const booked = answers.filter((answer) => answer.status === 201).length;
    const refusedInThai = answers.filter(
      (answer) => answer.status === 409 && answer.error === ERRORS.SLOT_FULL.message,
    ).length;
    rows.push({
      title: `${ATTEMPTS} concurrent bookings, one slot of 10 (${slot.appointmentDate})`,
      booked,
      refusedInThai,
      other: ATTEMPTS - booked - refusedInThai,
      ...percentiles(latencies),
      max: Math.round(Math.max(...latencies)),
    });
    if (booked !== 10) throw new Error(`overbooked or underbooked: ${booked} of 10`);
    if (refusedInThai !== ATTEMPTS - 10)
      throw new Error(`${ATTEMPTS - 10 - refusedInThai} refusals not SLOT_FULL in Thai`);
  }
  console.table(rows);
});
