// The liveness probe of shedding.bench.ts, in a worker thread of its own: the main thread drives 300
// keep-alive clients, and a probe on that busy event loop would time the bench's own queue as well as
// the server's answer. Here nothing else runs on the probe's loop, as with a balancer's health check
// from another machine. Once its connection is open (one check, not counted) it posts 'ready'; sent
// `untilEpochMs`, it asks GET `${base}/api/health/live` every `everyMs` until then over that one
// keep-alive connection, and posts back each check's time and status.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

type ProbeInput = { base: string; everyMs: number };
export type ProbeResult = { ms: number[]; statuses: number[] };

const { base, everyMs } = workerData as ProbeInput;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function check(): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(`${base}/api/health/live`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }));
    });
    request.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
  });
}

await check();
const untilEpochMs = await new Promise<number>((resolve) => {
  parentPort?.once('message', resolve);
  parentPort?.postMessage('ready');
});
const result: ProbeResult = { ms: [], statuses: [] };
while (Date.now() < untilEpochMs) {
  const { ms, status } = await check();
  result.ms.push(ms);
  result.statuses.push(status);
  await new Promise((resolve) => setTimeout(resolve, everyMs));
}
agent.destroy();
parentPort?.postMessage(result);
