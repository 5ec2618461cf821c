// `npm test` runs its steps from a list (scripts/test.ts): this checks the list leaves out no suite a
// workspace has and none of the root's checks, so a new workspace's tests cannot be skipped unnoticed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { STAGES } from './test.ts';

const root = path.resolve(import.meta.dirname, '..');
const manifest = (folder: string) => JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
const commands = STAGES.flat().map((step) => step.args.join(' '));

it('runs the test script of every workspace that has one', () => {
  const withTests = (manifest('.').workspaces as string[]).filter((folder) => manifest(folder).scripts?.test);
  assert.ok(withTests.length >= 4, `workspaces with tests: ${withTests.join(', ')}`);
  for (const folder of withTests) assert.ok(commands.includes(`run test --workspace ${folder}`), folder);
});

it('runs lint, the type check and the scripts tests, and builds the app before the journeys', () => {
  for (const command of ['run lint', 'run typecheck', '--test scripts/*.test.ts e2e/chromium.test.ts']) {
    assert.ok(commands.includes(command), command);
  }
  const stageOf = (command: string) =>
    STAGES.findIndex((stage) => stage.some((step) => step.args.join(' ') === command));
  assert.ok(stageOf('run build --workspace apps/web') < stageOf('run test --workspace e2e'));
});
