// Many requests sent at the same instant, each on a connection of its own, with as little work on the
// bench's side as possible: the connections are opened first, the requests are built as bytes, and
// each is written in one call, so the 500th leaves microseconds after the first. (fetch() set up
// each of 500 requests in turn before the first left: 80–320 ms counted as the server's time, on the
// same two cores as the server; bench/README.md.)
import net from 'node:net';

export type RawAnswer = { status: number; body: string; ms: number };

/** `count` connections to 127.0.0.1:`port`, open and ready. */
export function openConnections(port: number, count: number): Promise<net.Socket[]> {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect({ port, host: '127.0.0.1', noDelay: true }, () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
}

/** An HTTP/1.1 request as bytes: JSON body, no compression asked for, so the answer is plain. */
export function jsonRequest(method: string, path: string, headers: Record<string, string>, body: unknown): Buffer {
  const payload = Buffer.from(JSON.stringify(body));
  const head = [
    `${method} ${path} HTTP/1.1`,
    'host: 127.0.0.1',
    'content-type: application/json',
    `content-length: ${payload.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return Buffer.concat([Buffer.from(head), payload]);
}

/**
 * Writes `requests[i]` on `sockets[i]`, all in one loop, and answers each one's status, body and the
 * milliseconds from its write to the last byte of its answer. Each connection is closed after it.
 */
export function sendAll(sockets: net.Socket[], requests: Buffer[]): Promise<RawAnswer[]> {
  const answers = sockets.map(
    (socket) =>
      new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
        let received = Buffer.alloc(0);
        socket.on('data', (chunk: Buffer) => {
          received = Buffer.concat([received, chunk]);
          const end = received.indexOf('\r\n\r\n');
          if (end < 0) return;
          const head = received.subarray(0, end).toString('latin1');
          const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
          if (!Number.isFinite(length)) return reject(new Error(`answer without content-length: ${head}`));
          if (received.length < end + 4 + length) return;
          const at = performance.now();
          socket.destroy();
          resolve({
            status: Number(head.slice(9, 12)),
            body: received.subarray(end + 4, end + 4 + length).toString('utf8'),
            at,
          });
        });
        socket.once('error', reject);
      }),
  );
  const sentAt = sockets.map((socket, index) => {
    socket.write(requests[index] as Buffer);
    return performance.now();
  });
  return Promise.all(
    answers.map(async (answer, index) => {
      const { status, body, at } = await answer;
      return { status, body, ms: at - (sentAt[index] as number) };
    }),
  );
}
