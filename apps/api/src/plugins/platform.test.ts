import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClinic } from '../test/clinic-factory.ts';
import { buildTestApp, type TestContext } from '../test/helpers.ts';
import { CONTENT_SECURITY_POLICY } from './security.ts';

let ctx: TestContext;
let webRoot: string;
const INDEX_HTML = '<!doctype html><html lang="th"><body><div id="root"></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('จองดี '.repeat(400))})`;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'jongdee-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webRoot, 'assets', 'app-abc123.js'), APP_JS);
  // What the web build writes beside each text asset (apps/web/build-tools/precompress.ts).
  await writeFile(path.join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
  await writeFile(path.join(webRoot, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
  await writeFile(path.join(webRoot, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  ctx = await buildTestApp({ webRoot });
  // A route that fails the way a bug would, to see what a person gets.
  ctx.app.get('/api/test/explode', async () => {
    throw new Error('SELECT secret FROM somewhere failed at /srv/app/file.ts');
  });
  // A sign-in-like answer (a secret beside text someone else may choose) and a small one.
  ctx.app.get('/api/test/auth/large', async () => ({ success: true, data: { token: 'ก'.repeat(1000) } }));
  ctx.app.get('/api/test/small', async () => ({ success: true, data: 'ก'.repeat(100) }));
  // Fewer than 1,024 characters, but more than 1,024 bytes: Thai is three bytes a character in UTF-8.
  ctx.app.get('/api/test/thai', async () => ({ success: true, data: 'ก'.repeat(400) }));
});
afterAll(async () => {
  await ctx.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers with the database, version and uptime', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { status: 'ok', database: ctx.database.kind, version: expect.stringMatching(/^\d+\.\d+\.\d+/) },
    });
    expect(response.json().data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});

describe('errors', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)(
    'answers an unknown %s under /api with JSON 404, never the page',
    async (method) => {
      for (const url of ['/api/nothing-here', '/api', '/api/auth/unknown/deep']) {
        const response = await ctx.app.inject({ method, url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json()).toEqual({ success: false, code: 'ROUTE_NOT_FOUND', error: 'ไม่พบบริการที่เรียกใช้' });
      }
    },
  );

  it('answers broken JSON with 400 in Thai', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'INVALID_JSON',
      error: expect.stringMatching(/JSON/),
    });
  });

  it('answers a body that is not JSON with 415, and one too large with 413', async () => {
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a</email>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: expect.stringMatching(/ใหญ่เกินไป/) });
  });

  it('answers an unexpected failure with a generic Thai 500 and keeps the detail out of the reply', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, code: 'INTERNAL', error: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' });
    expect(response.body).not.toMatch(/SELECT|\/srv|file\.ts/);
  });
});

describe('security headers', () => {
  it('sends the CSP, nosniff, a request id and no-store on the API', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'support-1234' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    // WebAssembly only (the QR scanner's decoder): no JavaScript eval, no inline script.
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(eval|inline|hashes)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.split(';')).toHaveLength(Object.values(CONTENT_SECURITY_POLICY).filter(Boolean).length);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toBe('support-1234');
  });

  it('makes up a request id when the one sent is unsafe', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the web app', () => {
  it.each(['/', '/login', '/admin/booking/123/view', '/some/unknown/path'])(
    'answers %s with index.html',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the brotli or gzip copy the browser accepts, saying so, and the file itself to one that takes neither', async () => {
    const asked = (encoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
      });
    const br = await asked('gzip, deflate, br');
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': expect.stringContaining('immutable'),
    });
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    expect(br.rawPayload.length).toBeLessThan(APP_JS.length / 4);

    const gz = await asked('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(APP_JS);
  });

  it('sends the page shell compressed too, for any browser path', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/booking',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });
});

describe('compressed JSON', () => {
  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a JSON answer of 1 KB or more with brotli or gzip as the browser accepts, and as it is otherwise', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/docs/json', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await get('/api/docs/json', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.payload);

    expect((await get('/api/docs/json', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('counts an answer’s bytes, not its characters: 400 Thai letters are 1.2 KB, and go compressed', async () => {
    const thai = await get('/api/test/thai', 'br');
    expect(thai.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(thai.rawPayload).toString()).data).toBe('ก'.repeat(400));
  });

  it('leaves small answers and anything under /auth/ (they carry session tokens) uncompressed', async () => {
    const small = await get('/api/test/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data).toBe('ก'.repeat(100));
    const secret = await get('/api/test/auth/large', 'br');
    expect(secret.rawPayload.length).toBeGreaterThan(1024);
    expect(secret.headers['content-encoding']).toBeUndefined();
  });

  it('makes the catalogue’s validator weak when it compresses, and a revalidation still answers 304', async () => {
    for (let index = 0; index < 4; index++) await createTestClinic(ctx);
    const plain = await get('/api/clinics');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.etag).toMatch(/^"/);
    const br = await get('/api/clinics', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`W/${plain.headers.etag}`);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/clinics',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document generated from the contracts, and its page', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/admin/auth/login',
        '/api/auth/me',
        '/api/health',
        '/api/bookings',
        '/api/bookings/{id}/examinees/{examineeId}',
        '/api/search',
        '/api/notifications',
      ]),
    );
    const register = document.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'phone', 'pdpaConsent']),
    );
    const createBooking = document.paths['/api/bookings'].post;
    expect(createBooking.requestBody.content['application/json'].schema.properties.examinees.type).toBe('array');
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});
