import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults for everything: port 3000, ./data, the embedded database with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      demoData: true,
      trustProxy: false,
      fileOrphanGraceSeconds: 300,
      smtpUrl: undefined,
      mailFrom: '"JongDee" <no-reply@localhost>',
      outboxPollMs: 5000,
    });
  });

  it('reads SMTP_URL (smtp: or smtps:), MAIL_FROM, and a From on the host of PUBLIC_URL by default', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://user:p%40ss@mail.example.com:587' }).smtpUrl).toBe(
      'smtp://user:p%40ss@mail.example.com:587',
    );
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.com' }).smtpUrl).toBe('smtps://mail.example.com');
    expect(loadConfig({ PUBLIC_URL: 'https://book.clinic.co.th' }).mailFrom).toBe(
      '"JongDee" <no-reply@book.clinic.co.th>',
    );
    expect(loadConfig({ MAIL_FROM: 'no-reply@clinic.co.th' }).mailFrom).toBe('no-reply@clinic.co.th');
    expect(loadConfig({ MAIL_FROM: '"คลินิกจองดี" <no-reply@clinic.co.th>' }).mailFrom).toBe(
      '"คลินิกจองดี" <no-reply@clinic.co.th>',
    );
    expect(loadConfig({ MAIL_FROM: 'JongDee Clinic <no-reply@clinic.co.th>' }).mailFrom).toBe(
      'JongDee Clinic <no-reply@clinic.co.th>',
    );
    expect(loadConfig({ OUTBOX_POLL_MS: '250' }).outboxPollMs).toBe(250);
  });

  it('names SMTP_URL without repeating its value (it holds the mail password)', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example.com' })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL[^\n]*$/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example.com' })).not.toThrow(/hunter2/);
  });

  it('reads FILE_ORPHAN_GRACE_SECONDS as whole seconds, 0 allowed', () => {
    expect(loadConfig({ FILE_ORPHAN_GRACE_SECONDS: '0' }).fileOrphanGraceSeconds).toBe(0);
    expect(loadConfig({ FILE_ORPHAN_GRACE_SECONDS: '3600' }).fileOrphanGraceSeconds).toBe(3600);
  });

  it('turns demo data off by default on PostgreSQL, and the flags win', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/jongdee' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/jongdee' }, ['--demo']).demoData).toBe(true);
    expect(loadConfig({}, ['--no-demo']).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('lower-cases ADMIN_EMAIL and trims a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ ADMIN_EMAIL: 'Boss@Clinic.co.th', PUBLIC_URL: 'https://book.clinic.co.th/' });
    expect(config.adminEmail).toBe('boss@clinic.co.th');
    expect(config.publicUrl).toBe('https://book.clinic.co.th');
  });

  it('reads TRUST_PROXY as hops or proxy addresses: true is one hop, false or unset none', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'yes' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual(['loopback', 'uniquelocal']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,proxy.example' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '300.1.1.1' }, 'TRUST_PROXY'],
    [{ FILE_ORPHAN_GRACE_SECONDS: '-1' }, 'FILE_ORPHAN_GRACE_SECONDS'],
    [{ FILE_ORPHAN_GRACE_SECONDS: '1.5' }, 'FILE_ORPHAN_GRACE_SECONDS'],
    [{ FILE_ORPHAN_GRACE_SECONDS: 'five minutes' }, 'FILE_ORPHAN_GRACE_SECONDS'],
    [{ SMTP_URL: 'mail.example.com:587' }, 'SMTP_URL'],
    [{ SMTP_URL: 'https://mail.example.com' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'no-reply' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Clinic <no-reply>' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'a@b.co\r\nBcc: x@y.co' }, 'MAIL_FROM'],
    [{ OUTBOX_POLL_MS: '0' }, 'OUTBOX_POLL_MS'],
    [{ OUTBOX_POLL_MS: 'often' }, 'OUTBOX_POLL_MS'],
  ])('stops with one line naming the variable for %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  describe('files on S3', () => {
    const S3_ENV = {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'jongdee-files',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'jongdee',
      S3_SECRET_ACCESS_KEY: 'not-a-real-secret',
    };

    it('keeps files on disk by default, and reads the bucket with FILE_STORAGE=s3', () => {
      expect(loadConfig({})).toMatchObject({ fileStorage: 'disk', s3: undefined });
      expect(loadConfig({ ...S3_ENV, FILE_STORAGE: 'disk' })).toMatchObject({ fileStorage: 'disk', s3: undefined });
      expect(loadConfig(S3_ENV)).toMatchObject({
        fileStorage: 's3',
        s3: {
          endpoint: 'http://127.0.0.1:9000',
          bucket: 'jongdee-files',
          region: 'us-east-1',
          accessKeyId: 'jongdee',
          secretAccessKey: 'not-a-real-secret',
        },
      });
    });

    it.each(['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])(
      'stops with one line when %s is missing with FILE_STORAGE=s3, never showing the secret',
      (name) => {
        const env = { ...S3_ENV, [name]: '' };
        expect(() => loadConfig(env)).toThrow(
          new ConfigError(`Invalid configuration: ${name} is required when FILE_STORAGE=s3`),
        );
        expect(() => loadConfig(env)).not.toThrow(/not-a-real-secret/);
      },
    );

    it.each([
      [{ FILE_STORAGE: 'ftp' }, 'FILE_STORAGE'],
      [{ ...S3_ENV, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
      [{ ...S3_ENV, S3_ENDPOINT: 'ftp://minio:9000' }, 'S3_ENDPOINT'],
      [{ ...S3_ENV, S3_BUCKET: 'Jongdee_Files' }, 'S3_BUCKET'],
      [{ ...S3_ENV, S3_BUCKET: 'ab' }, 'S3_BUCKET'],
    ])('refuses %j naming the variable', (env, name) => {
      expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name} `));
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});
