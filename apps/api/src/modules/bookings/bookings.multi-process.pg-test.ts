import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { createPostgresTestDatabase, registrationBody, type TestContext } from '../../test/helpers.ts';

const serverEntry = fileURLToPath(new URL('../../server.ts', import.meta.url));
const PORTS = [3400 + Math.floor(Math.random() * 200), 3700 + Math.floor(Math.random() * 200)];

let testDatabase: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let dataDir: string;
const servers: ChildProcess[] = [];

async function waitForHealth(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

beforeAll(async () => {
  testDatabase = await createPostgresTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'jongdee-two-servers-'));
  for (const port of PORTS) {
    const server = spawn(process.execPath, [serverEntry, '--no-demo'], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: testDatabase.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        ADMIN_EMAIL: 'admin@two-servers.test',
        ADMIN_PASSWORD: 'Two-servers-2569',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    servers.push(server);
  }
  await Promise.all(PORTS.map(waitForHealth));
}, 60_000);

afterAll(async () => {
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((server) => new Promise((resolve) => server.once('exit', resolve))));
  await testDatabase?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

describe('two server processes on one PostgreSQL', () => {
  it('never overbook a slot: 60 bookings spread over both give exactly its capacity of 10', async () => {
    const clinic: TestClinic = await createTestClinic({ database: testDatabase.database } as TestContext, {
      capacityPerSlot: 10,
    });
    const tokens = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const response = await fetch(`http://127.0.0.1:${PORTS[index % 2]}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(registrationBody()),
        });
        expect(response.status).toBe(201);
        return ((await response.json()) as { data: { token: string } }).data.token;
      }),
    );
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        fetch(`http://127.0.0.1:${PORTS[index % 2]}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[index % tokens.length]}` },
          body: JSON.stringify(bookingBody(clinic)),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50);
    const bookedOnEach = await Promise.all(
      PORTS.map(async (port) => {
        const response = await fetch(
          `http://127.0.0.1:${port}/api/clinics/${clinic.clinicId}/availability?serviceId=${clinic.serviceId}&date=${bookingBody(clinic).appointmentDate}`,
        );
        const { data } = (await response.json()) as {
          data: { slots: { time: string; booked: number; remaining: number }[] };
        };
        return data.slots.find((slot) => slot.time === '09:00');
      }),
    );
    for (const slot of bookedOnEach) expect(slot).toMatchObject({ booked: 10, remaining: 0 });
  }, 60_000);
});
