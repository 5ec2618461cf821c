import type { Notification } from '@jongdee/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, registerUser, signInAsNewAdmin, useTestApp, VALID_PASSWORD } from '../../test/helpers.ts';
import { PASSWORD_CHECK_LIMIT, SIGN_IN_LIMIT } from './auth.service.ts';

const ctx = useTestApp();

let addressCounter = 0;
/** A fresh address per attempt: a guesser with many machines, so the account's own limit is what is tested. */
function freshAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.9`;
}

type Attempt = { email: string; password: string; deviceToken?: string };
const signIn = (url: string, attempt: Attempt, remoteAddress = freshAddress()) =>
  ctx.app.inject({ method: 'POST', url, payload: attempt, remoteAddress });

async function notificationsOf(token: string): Promise<Notification[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
  return response.json().data.items;
}

const codesOf = (responses: { json: () => { code?: string } }[]) => responses.map((response) => response.json().code);
const count = (codes: (string | undefined)[], code: string) => codes.filter((each) => each === code).length;

describe.each([
  ['/api/auth/login', 'a customer', async () => registerUser(ctx.app)],
  ['/api/admin/auth/login', 'an admin', async () => signInAsNewAdmin(ctx)],
])('the sign-in race on %s (%s)', (url, _who, newAccount) => {
  it('lets at most the limit of 200 parallel attempts reach the password check, and then no right password through', async () => {
    const owner = await newAccount();
    const email = owner.user.email;
    const attempts: Attempt[] = Array.from({ length: 199 }, (_, index) => ({ email, password: `Wrong-${index}-x` }));
    attempts.push({ email, password: VALID_PASSWORD });
    const responses = await Promise.all(attempts.map((attempt) => signIn(url, attempt)));

    const codes = codesOf(responses);
    const checkedAndWrong = count(codes, 'INVALID_CREDENTIALS');
    const signedIn = responses.filter((response) => response.statusCode === 200).length;
    expect(checkedAndWrong).toBeLessThanOrEqual(SIGN_IN_LIMIT.checks);
    // The limit is used up by the guesses; nothing else answered (a 500 would hide a broken counter).
    expect(checkedAndWrong + signedIn).toBeGreaterThanOrEqual(SIGN_IN_LIMIT.checks);
    expect(count(codes, 'TOO_MANY_LOGIN_ATTEMPTS') + checkedAndWrong + signedIn).toBe(200);

    // A success gives back only its own check, so at most one more guess fits before the lock.
    let topUps = 0;
    while ((await signIn(url, { email, password: 'Wrong-again' })).statusCode === 401) topUps += 1;
    expect(topUps).toBeLessThanOrEqual(1);
    const rightPassword = await signIn(url, { email, password: VALID_PASSWORD });
    expect(rightPassword.statusCode).toBe(429);
    expect(rightPassword.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(rightPassword.json().data).toBeUndefined();
    // The owner hears of it once, however many attempts were held back at the same moment.
    const alerts = (await notificationsOf(owner.token)).filter((item) => item.type === 'sign_in_attempts');
    expect(alerts).toHaveLength(1);
  }, 120_000);
});

describe('POST /api/auth/change-password under guessing', () => {
  it('checks at most the limit of parallel wrong current passwords, then refuses the right one too, in Thai', async () => {
    const { token } = await registerUser(ctx.app);
    const change = (currentPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(token),
        payload: { currentPassword, newPassword: 'Brand-new-2569' },
      });
    const responses = await Promise.all(Array.from({ length: 30 }, (_, index) => change(`Wrong-${index}-x`)));
    const codes = codesOf(responses);
    expect(count(codes, 'WRONG_CURRENT_PASSWORD')).toBe(PASSWORD_CHECK_LIMIT.checks);
    expect(count(codes, 'TOO_MANY_PASSWORD_ATTEMPTS')).toBe(30 - PASSWORD_CHECK_LIMIT.checks);

    const right = await change(VALID_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatch(/^กรอกรหัสผ่านปัจจุบันไม่ถูกต้องหลายครั้งเกินไป กรุณารอ (1[0-5]|[1-9]) นาที/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);

  it('counts wrong current passwords only: a right one is given back', async () => {
    const { token } = await registerUser(ctx.app);
    const change = (currentPassword: string, newPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(token),
        payload: { currentPassword, newPassword },
      });
    for (let attempt = 0; attempt < PASSWORD_CHECK_LIMIT.checks - 1; attempt++) {
      expect((await change('Wrong-1234', 'Brand-new-2569')).statusCode).toBe(400);
    }
    expect((await change(VALID_PASSWORD, 'Brand-new-2569')).statusCode).toBe(200);
    // Nine wrong checks stand; the right one was given back, so one more wrong fits, then the wait.
    expect((await change('Wrong-1234', 'Newer-still-2569')).json().code).toBe('WRONG_CURRENT_PASSWORD');
    expect((await change('Brand-new-2569', 'Newer-still-2569')).json().code).toBe('TOO_MANY_PASSWORD_ATTEMPTS');
  }, 60_000);
});

describe('guessing from elsewhere does not lock the owner out (device tokens)', () => {
  it.each([
    ['/api/auth/login', 'a customer', async () => registerUser(ctx.app)],
    ['/api/admin/auth/login', 'an admin', async () => signInAsNewAdmin(ctx)],
  ])(
    '%s: the owner’s known device still signs in, unknown devices wait, the owner is told once (%s)',
    async (url, _who, newAccount) => {
      const owner = await newAccount();
      const email = owner.user.email;
      const ownerAddress = freshAddress();

      for (let attempt = 0; attempt < SIGN_IN_LIMIT.checks + 5; attempt++) {
        await signIn(url, { email, password: `Wrong-${attempt}-x` });
      }
      // An unknown device — even with the right password, and even with a device token of another account.
      const other = await registerUser(ctx.app);
      for (const deviceToken of [undefined, other.deviceToken]) {
        const held = await signIn(url, { email, password: VALID_PASSWORD, deviceToken }, ownerAddress);
        expect(held.statusCode).toBe(429);
        expect(held.json()).toMatchObject({
          code: 'TOO_MANY_LOGIN_ATTEMPTS',
          error: expect.stringMatching(/กรุณารอ \d+ นาที/),
        });
      }

      const known = await signIn(
        url,
        { email, password: VALID_PASSWORD, deviceToken: owner.deviceToken },
        ownerAddress,
      );
      expect(known.statusCode).toBe(200);
      expect(known.json().data.deviceToken).toBe(owner.deviceToken);

      const alerts = (await notificationsOf(known.json().data.token)).filter(
        (item) => item.type === 'sign_in_attempts',
      );
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ title: 'มีผู้พยายามเข้าสู่ระบบบัญชีของคุณ', link: '/change-password' });
    },
    60_000,
  );

  it('still limits a known device on its own, and its success clears its count', async () => {
    const owner = await registerUser(ctx.app);
    const email = owner.user.email;
    const fromDevice = (password: string) =>
      signIn('/api/auth/login', { email, password, deviceToken: owner.deviceToken });

    for (let attempt = 0; attempt < SIGN_IN_LIMIT.checks - 1; attempt++) {
      expect((await fromDevice('Wrong-1234')).statusCode).toBe(401);
    }
    expect((await fromDevice(VALID_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 0; attempt < SIGN_IN_LIMIT.checks; attempt++) {
      expect((await fromDevice('Wrong-1234')).statusCode).toBe(401);
    }
    const held = await fromDevice(VALID_PASSWORD);
    expect(held.statusCode).toBe(429);
    // The device's guesses are its own: the account is still open to a new device with the right password.
    const elsewhere = await signIn('/api/auth/login', { email, password: VALID_PASSWORD });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().data.deviceToken).not.toBe(owner.deviceToken);
  }, 60_000);

  it('refuses a malformed device token with a Thai 400', async () => {
    const owner = await registerUser(ctx.app);
    const response = await signIn('/api/auth/login', {
      email: owner.user.email,
      password: VALID_PASSWORD,
      deviceToken: 'not a token',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'deviceToken', message: 'รหัสอุปกรณ์ไม่ถูกต้อง กรุณาเข้าสู่ระบบใหม่' }]);
  });
});
