import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcesses, startServerProcesses } from '../../test/server-processes.ts';
import { SIGN_IN_LIMIT } from './auth.service.ts';

const ADMIN = { email: 'admin@sign-in-race.test', password: 'Sign-in-race-2569' };

let processes: ServerProcesses;
beforeAll(async () => {
  processes = await startServerProcesses(2, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The test plays the proxy: each guess comes from an address of its own, as from many machines.
    TRUST_PROXY: 'true',
  });
}, 60_000);
afterAll(() => processes?.stop());

describe('sign-in limits across two server processes on one PostgreSQL', () => {
  it('lets at most the limit of 200 parallel sign-ins, split over both, reach the password check', async () => {
    const passwords = Array.from({ length: 199 }, (_, index) => `Wrong-${index}-x`);
    passwords.push(ADMIN.password);
    const responses = await Promise.all(
      passwords.map((password, index) =>
        fetch(`${processes.bases[index % 2]}/api/auth/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.51.${Math.floor(index / 250)}.${(index % 250) + 1}`,
          },
          body: JSON.stringify({ email: ADMIN.email, password }),
        }).then(async (response) => ({
          status: response.status,
          code: ((await response.json()) as { code?: string }).code,
        })),
      ),
    );
    const checkedAndWrong = responses.filter((response) => response.code === 'INVALID_CREDENTIALS').length;
    const signedIn = responses.filter((response) => response.status === 200).length;
    const held = responses.filter((response) => response.code === 'TOO_MANY_LOGIN_ATTEMPTS').length;
    expect(checkedAndWrong).toBeLessThanOrEqual(SIGN_IN_LIMIT.checks);
    expect(checkedAndWrong + signedIn).toBeGreaterThanOrEqual(SIGN_IN_LIMIT.checks);
    expect(checkedAndWrong + signedIn + held).toBe(200);
  }, 120_000);
});
