import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-flags.ts';

const scripts = (relative: string) =>
  (JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('how the server process is started', () => {
  // Tests and benches start server.ts with SERVER_NODE_FLAGS and SERVER_ENV; what people run must match.
  it.each([
    ['npm start', scripts('../../../package.json').start],
    ['npm start in apps/api', scripts('../package.json').start],
    ['npm run dev in apps/api', scripts('../package.json').dev],
  ])('%s passes every flag and variable', (_name, script) => {
    const words = script?.split(' ') ?? [];
    for (const flag of SERVER_NODE_FLAGS) expect(words).toContain(flag);
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(words).toContain(`${name}=${value}`);
    expect(words.indexOf('node')).toBeGreaterThan(Object.keys(SERVER_ENV).length - 1);
  });
});
