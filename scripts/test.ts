// `npm test`: every check of the project, in stages. The steps of a stage run side by side, each with
// its output held back and printed whole when it ends, so a failure reads as it would alone. The
// second stage's steps keep about one core busy each (tsc, the build), so on two cores they take
// about the time of the type check instead of their sum; the web tests, the API tests and the browser
// journeys fill both cores on their own and run alone. A stage with a failure is the last: its output and the times of
// every step so far are printed, and the exit code is 1.
import { spawn } from 'node:child_process';

type Step = { name: string; command: string; args: string[] };

const npm = (name: string, ...args: string[]): Step => ({ name, command: 'npm', args });

export const STAGES: Step[][] = [
  // Alone: it writes probe files into the source tree for a moment, which lint and tsc would read.
  [{ name: 'scripts tests', command: process.execPath, args: ['--test', 'scripts/*.test.ts', 'e2e/chromium.test.ts'] }],
  [
    npm('lint', 'run', 'lint'),
    npm('typecheck', 'run', 'typecheck'),
    npm('contracts tests', 'run', 'test', '--workspace', 'packages/contracts'),
    // The journeys' app; nothing before them reads it (the API tests that serve a web app write their own).
    npm('web build', 'run', 'build', '--workspace', 'apps/web'),
  ],
  // Alone: a screen's test waits for it to appear, and beside the stage above a first render took
  // more than ten seconds.
  [npm('web tests', 'run', 'test', '--workspace', 'apps/web')],
  [npm('API tests', 'run', 'test', '--workspace', 'apps/api')],
  [npm('browser journeys', 'run', 'test', '--workspace', 'e2e')],
];

type Outcome = { name: string; seconds: number; ok: boolean };

const running = new Set<ReturnType<typeof spawn>>();

function run(step: Step, alone: boolean): Promise<Outcome> {
  const started = performance.now();
  const child = spawn(step.command, step.args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    // A command that cannot be started at all ends the step as failed, with why.
    child.once('error', (error) => output.push(Buffer.from(`${step.command}: ${error.message}\n`)));
    child.once('close', (code) => {
      running.delete(child);
      const outcome = { name: step.name, seconds: (performance.now() - started) / 1000, ok: code === 0 };
      if (!alone || output.length > 0) {
        process.stdout.write(`\n== ${step.name}\n`);
        process.stdout.write(Buffer.concat(output));
      }
      process.stdout.write(`== ${step.name}: ${outcome.ok ? 'passed' : 'FAILED'} in ${outcome.seconds.toFixed(0)} s\n`);
      resolve(outcome);
    });
  });
}

async function main(): Promise<number> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of running) child.kill(signal);
      process.exit(130);
    });
  }
  const outcomes: Outcome[] = [];
  const started = performance.now();
  for (const stage of STAGES) {
    if (stage.length > 1) process.stdout.write(`\n== side by side: ${stage.map((step) => step.name).join(', ')}\n`);
    outcomes.push(...(await Promise.all(stage.map((step) => run(step, stage.length === 1)))));
    if (outcomes.some((outcome) => !outcome.ok)) break;
  }
  process.stdout.write('\n== npm test\n');
  for (const { name, seconds, ok } of outcomes) {
    process.stdout.write(`${ok ? 'passed' : 'FAILED'}  ${seconds.toFixed(0).padStart(5)} s  ${name}\n`);
  }
  process.stdout.write(`total ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  return outcomes.every((outcome) => outcome.ok) ? 0 : 1;
}

if (import.meta.main) process.exitCode = await main();
