import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { registrationBody, type TestContext } from '../../test/helpers.ts';
import { type ServerProcesses, startServerProcesses } from '../../test/server-processes.ts';

let processes: ServerProcesses;
beforeAll(async () => {
  processes = await startServerProcesses(2, {
    ADMIN_EMAIL: 'admin@two-servers.test',
    ADMIN_PASSWORD: 'Two-servers-2569',
  });
}, 60_000);
afterAll(() => processes?.stop());

describe('two server processes on one PostgreSQL', () => {
  it('never overbook a slot: 60 bookings spread over both give exactly its capacity of 10', async () => {
    const clinic: TestClinic = await createTestClinic({ database: processes.testDatabase.database } as TestContext, {
      capacityPerSlot: 10,
    });
    const tokens = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const response = await fetch(`${processes.bases[index % 2]}/api/auth/register`, {
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
        fetch(`${processes.bases[index % 2]}/api/bookings`, {
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
      processes.bases.map(async (base) => {
        const response = await fetch(
          `${base}/api/clinics/${clinic.clinicId}/availability?serviceId=${clinic.serviceId}&date=${bookingBody(clinic).appointmentDate}`,
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
