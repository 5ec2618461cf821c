import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-flags.ts';

const scripts = (relative: string) =>
  (JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the server’s V8 flags', () => {
  // Tests and benches start server.ts with SERVER_NODE_FLAGS; what people run must match them.
  it.each([
    ['npm start', scripts('../../../package.json').start],
    ['npm start in apps/api', scripts('../package.json').start],
    ['npm run dev in apps/api', scripts('../package.json').dev],
  ])('%s passes every flag', (_name, script) => {
    for (const flag of SERVER_NODE_FLAGS) expect(script?.split(' ')).toContain(flag);
  });
});
