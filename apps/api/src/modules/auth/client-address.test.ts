import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext, uniqueEmail } from '../../test/helpers.ts';
import { SIGN_IN_LIMIT } from './auth.service.ts';

/**
 * The per-address limits see the address TRUST_PROXY says is the client's. Eleven wrong sign-ins for
 * eleven unknown emails: if the limit saw one address, the eleventh waits (429); if a forged header
 * made each look new, all eleven are checked (401).
 */
const contexts: TestContext[] = [];
afterAll(() => Promise.all(contexts.map((context) => context.close())));

async function appWith(trustProxy: string | undefined): Promise<TestContext> {
  const context = await buildTestApp({ env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy } });
  contexts.push(context);
  return context;
}

async function lastOfElevenGuesses(
  context: TestContext,
  request: (attempt: number) => { remoteAddress: string; forwardedFor?: string },
): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt <= SIGN_IN_LIMIT.checks; attempt++) {
    const { remoteAddress, forwardedFor } = request(attempt);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('guess'), password: 'Wrong-1234' },
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    status = response.statusCode;
  }
  return status;
}

describe('the client address behind TRUST_PROXY', () => {
  it('with true (one hop) takes the proxy’s right-most X-Forwarded-For value, not the forged left-most', async () => {
    const context = await appWith('true');
    const forged = await lastOfElevenGuesses(context, (attempt) => ({
      remoteAddress: '10.0.0.2', // the proxy
      forwardedFor: `198.51.100.${attempt + 1}, 203.0.113.7`, // forged by the client, then what the proxy saw
    }));
    expect(forged).toBe(429);
    // Different clients behind the proxy are still told apart.
    const manyClients = await lastOfElevenGuesses(context, (attempt) => ({
      remoteAddress: '10.0.0.2',
      forwardedFor: `203.0.113.${attempt + 100}`,
    }));
    expect(manyClients).toBe(401);
  }, 60_000);

  it('with a CIDR list skips the listed proxies from the right and stops at the first other address', async () => {
    const context = await appWith('10.0.0.0/8, 192.168.5.5');
    const behindProxies = await lastOfElevenGuesses(context, (attempt) => ({
      remoteAddress: '192.168.5.5',
      forwardedFor: `198.51.100.${attempt + 1}, 203.0.113.8, 10.1.2.3`,
    }));
    expect(behindProxies).toBe(429);
    // A client that connects directly is not a listed proxy: its own header is not believed at all.
    const direct = await lastOfElevenGuesses(context, (attempt) => ({
      remoteAddress: '203.0.113.9',
      forwardedFor: `198.51.100.${attempt + 1}`,
    }));
    expect(direct).toBe(429);
  }, 60_000);
});
