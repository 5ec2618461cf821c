import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export type TestSmtpServer = {
  /** `smtp://user:pass@127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  /** Every message accepted so far, parsed, in arrival order. */
  received: ReceivedMail[];
  /** Resolves with the first received message `match` accepts (waiting up to `timeoutMs`). */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
};

/**
 * A real SMTP server (the `smtp-server` package speaks the protocol) on loopback, requiring the
 * user and password in its URL. `port` reuses a port, to start it again after a stop on the same
 * address. Tests deliver through it instead of mocking the transport.
 */
export async function startTestSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'jongdee' && auth.password === 'mail-secret') callback(null, { user: 'jongdee' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const envelopeTo = session.envelope.rcptTo.map((address) => address.address);
          received.push(Object.assign(mail, { envelopeTo }));
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://jongdee:mail-secret@127.0.0.1:${port}`,
    port,
    received,
    waitFor: (match, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
