/**
 * What the metrics plugin (plugins/metrics.ts) counts from code that has no app at hand: the slip
 * check in lib/slips and the job runner, which server.ts starts beside the app. They publish on
 * diagnostics channels, which cost nothing while nobody listens; each app's metrics subscribe while
 * the app is open. A process runs one app, so each event is counted once (a test that opens two apps
 * at once counts the other's slip checks too).
 */
import { channel } from 'node:diagnostics_channel';
import { AppError } from './app-error.ts';

export type JobRunEvent = {
  job: string;
  /** The job's interval: a run is late once this much has passed since the last one that was handled. */
  everyMs: number;
  /** `skipped`: another process held the job's lock, so the job was being run there. */
  outcome: 'done' | 'skipped' | 'failed';
  seconds: number;
};

export type SlipCheckEvent = {
  /** `qr`: a slip QR was read; `no_qr`: stored for staff to check by eye; `refused`: a Thai 4xx; `failed`: a 500. */
  outcome: 'qr' | 'no_qr' | 'refused' | 'failed';
  seconds: number;
};

export const jobRunEvents = channel('jongdee:job-run');
export const slipCheckEvents = channel('jongdee:slip-check');

/** Times one slip check, including its wait for a free image worker, which is what the payer waits for. */
export async function observeSlipCheck<T extends { qr: unknown }>(check: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const publish = (outcome: SlipCheckEvent['outcome']) => {
    if (slipCheckEvents.hasSubscribers) {
      slipCheckEvents.publish({ outcome, seconds: (performance.now() - started) / 1000 } satisfies SlipCheckEvent);
    }
  };
  try {
    const slip = await check();
    publish(slip.qr ? 'qr' : 'no_qr');
    return slip;
  } catch (error) {
    publish(error instanceof AppError && error.status < 500 ? 'refused' : 'failed');
    throw error;
  }
}
