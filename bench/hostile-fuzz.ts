// The longer, randomised run of the hostile-input suite (issue 13): fast-check picks an endpoint of the
// OpenAPI document, a caller, one place (a path parameter, a query parameter or a body field) and a
// random value for it, and sends it to the real server on PostgreSQL over HTTP, while a probe asks
// /api/health every 250 ms. Every answer must come within 2 s as a success or the Thai envelope (never
// a 5xx), and the health probe must never fail. Bounded: HOSTILE_FUZZ_RUNS requests (default 20,000, about 40 s).
//
//   npm run bench:hostile-fuzz --workspace bench          (HOSTILE_FUZZ_SEED=… replays a run)
import fc from 'fast-check';
import {
  answerProblem,
  fieldPaths,
  HOSTILE_VALUES,
  type KnownIds,
  type OpenApiOperation,
  type Operation,
  operationsOf,
  type Role,
  sampleValue,
  urlOf,
  withValueAt,
} from '../apps/api/src/test/hostile-input.ts';
import { withServer } from './harness.ts';

const RUNS = Number(process.env.HOSTILE_FUZZ_RUNS ?? 20_000);
const SEED = process.env.HOSTILE_FUZZ_SEED ? Number(process.env.HOSTILE_FUZZ_SEED) : Date.now() % 2 ** 31;
const PORT = 3291;
const ADMIN_PASSWORD = 'Fuzz-Admin-2569';
const ANSWER_WITHIN_MS = 2000;

type Document = { paths: Record<string, Record<string, OpenApiOperation & { security?: unknown[] }>> };

// Every request comes "through our proxy" from an address of its own, so per-address limits never stop the run.
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

async function signIn(base: string, role: Role): Promise<string | null> {
  if (role === 'visitor') return null;
  const [url, email, password] =
    role === 'admin'
      ? ['/api/admin/auth/login', 'admin@example.com', ADMIN_PASSWORD]
      : ['/api/auth/login', 'demo@example.com', 'Demo1234'];
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`${role} sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const randomValue = fc.oneof(
  fc.constantFrom(...HOSTILE_VALUES.map((hostile) => hostile.value)),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.anything({ maxDepth: 2 }),
  fc.double(),
  fc.integer(),
  fc
    .tuple(fc.integer({ min: -1, max: 12_000 }), fc.integer({ min: -1, max: 14 }), fc.integer({ min: -1, max: 33 }))
    .map(([year, month, day]) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`),
);

await withServer(
  PORT,
  { DEMO_DATA: 'true', ADMIN_PASSWORD, TRUST_PROXY: '1', LOG_LEVEL: 'error' },
  async ({ base }) => {
    const document = (await (await fetch(`${base}/api/docs/json`)).json()) as Document;
    const operations = operationsOf(document, (key) => {
      const [method = '', path = ''] = key.split(' ');
      if (path.startsWith('/api/admin/') && path !== '/api/admin/auth/login') return 'admin';
      return document.paths[path]?.[method.toLowerCase()]?.security ? 'user' : 'public';
    });
    const clinics = (await (await fetch(`${base}/api/clinics`)).json()) as {
      data: { id: string; services: { serviceId: string }[] }[];
    };
    const clinic = clinics.data[0];
    const ids = {
      clinicId: clinic?.id,
      serviceId: clinic?.services[0]?.serviceId,
      bookingId: '01a00000-0000-7000-8000-000000000000',
    } as KnownIds;
    const tokens: Record<Role, string | null> = {
      visitor: null,
      customer: await signIn(base, 'customer'),
      admin: await signIn(base, 'admin'),
    };

    let healthFailures = 0;
    let healthWorstMs = 0;
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const started = performance.now();
        const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) })
          .then((response) => response.ok)
          .catch(() => false);
        healthWorstMs = Math.max(healthWorstMs, performance.now() - started);
        if (!ok) healthFailures += 1;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();

    const problems: string[] = [];
    let sent = 0;
    let worstMs = 0;
    const send = async (operation: Operation, role: Role, place: number, value: unknown) => {
      const pathValues = Object.fromEntries(operation.pathParams.map((name) => [name, ids.bookingId]));
      const query: Record<string, string> = {};
      const body = operation.body ? sampleValue('body', operation.body, ids) : undefined;
      const places = [
        ...operation.pathParams.map((name) => ({ kind: 'path' as const, name })),
        ...operation.query.map(({ name }) => ({ kind: 'query' as const, name })),
        ...fieldPaths(body).map((path) => ({ kind: 'body' as const, path })),
      ];
      const target = places[place % Math.max(places.length, 1)];
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
      if (target?.kind === 'path') pathValues[target.name] = text;
      if (target?.kind === 'query') query[target.name] = text;
      const payload = target?.kind === 'body' ? withValueAt(body, target.path, value) : body;
      const url = urlOf(operation, pathValues, query);
      const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
      if (tokens[role]) headers.authorization = `Bearer ${tokens[role]}`;
      const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
      if (hasBody) headers['content-type'] = 'application/json';
      const started = performance.now();
      sent += 1;
      try {
        const response = await fetch(`${base}${url}`, {
          method: operation.method,
          headers,
          ...(hasBody ? { body: JSON.stringify(payload ?? {}) } : {}),
          signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
        });
        const answer = await response.text();
        worstMs = Math.max(worstMs, performance.now() - started);
        const why = answerProblem(response.status, response.headers.get('content-type') ?? '', answer);
        if (why) problems.push(`${why} as ${role}: ${operation.method} ${url.slice(0, 120)} ← ${text.slice(0, 60)}`);
        // A request may end a session (sign out, change password): sign in again for the next ones.
        if (response.status === 401 && role !== 'visitor') tokens[role] = await signIn(base, role);
      } catch (error) {
        problems.push(
          `no answer in ${ANSWER_WITHIN_MS} ms (${String(error)}) as ${role}: ${operation.method} ${url.slice(0, 120)}`,
        );
      }
    };

    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: operations.length - 1 }),
        fc.constantFrom<Role>('visitor', 'customer', 'admin'),
        fc.nat(),
        randomValue,
        async (index, role, place, value) => {
          const operation = operations[index];
          if (operation) await send(operation, role, place, value);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    probing = false;
    await probe;

    console.log(
      `hostile fuzz (seed ${SEED}): ${sent} requests over ${operations.length} endpoints in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(
      `slowest answer ${Math.round(worstMs)} ms; /api/health worst ${Math.round(healthWorstMs)} ms, failures ${healthFailures}`,
    );
    for (const problem of problems.slice(0, 30)) console.log(`  ✗ ${problem}`);
    if (problems.length > 0 || healthFailures > 0) {
      console.log(`${problems.length} problems`);
      process.exitCode = 1;
    }
  },
);
