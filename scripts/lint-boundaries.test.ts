// The import boundaries of decision 021 are Biome rules (biome.json overrides): this test writes
// files that break them where a change would, runs Biome on them as `npm run lint` does, and expects
// each refused with the rule's name; and files that keep them, accepted. Run: node --test scripts/
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');
const RULE = 'lint/style/noRestrictedImports';
const tag = `boundary-probe-${process.pid}`;

/** Paths written by this run, removed after it whatever happens (folders last). */
const written: string[] = [];
after(() => {
  for (const file of written.reverse()) rmSync(path.join(root, file), { recursive: true, force: true });
});

/** Writes `source` at `dir/<probe name>.ts` (creating `dir` if need be) and returns the relative path. */
function probe(dir: string, name: string, source: string): string {
  const full = path.join(root, dir);
  if (!statSync(full, { throwIfNoEntry: false })) {
    mkdirSync(full, { recursive: true });
    written.push(dir);
  }
  const file = path.join(dir, `${tag}-${name}.ts`);
  writeFileSync(path.join(root, file), `${source}\n`);
  written.push(file);
  return file;
}

/** Biome's check (lint, formatting, imports) on the files, as `npm run lint` runs it on the tree. */
function check(files: string[]) {
  const run = spawnSync(biome, ['check', '--reporter=github', ...files], { cwd: root, encoding: 'utf8' });
  const diagnostics = run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::'))
    .map((line) => {
      const [, title = '', file = '', message = ''] = /title=([^,]+),file=([^,]+),.*?::(.*)$/.exec(line) ?? [];
      return { rule: title, file: path.relative(root, file), message };
    });
  return { status: run.status, diagnostics, output: run.stdout + run.stderr };
}

function expectRefused(file: string, because: RegExp) {
  const result = check([file]);
  assert.notEqual(result.status, 0, `biome accepted ${file}:\n${result.output}`);
  const found = result.diagnostics.filter((diagnostic) => diagnostic.file === file);
  assert.ok(found.length > 0, `no diagnostic for ${file}:\n${result.output}`);
  for (const diagnostic of found) {
    assert.equal(diagnostic.rule, RULE, result.output);
    assert.match(diagnostic.message, because);
  }
}

describe('import boundaries (decision 021)', () => {
  const web = 'apps/web/src/features';
  const api = 'apps/api/src/modules';
  const crossFeature = /A feature never imports another feature/;
  const intoAdmin = /never import the admin console/;
  const intoModule = /reaches another only through its \*\.service\.ts/;

  it("refuses a booking file importing '../payments/…'", () => {
    expectRefused(
      probe(`${web}/booking`, 'payments', "export { paymentKeys } from '../payments/api/payment-keys.ts';"),
      crossFeature,
    );
  });

  it("refuses another feature from a feature's subfolders, and by the way round through src/features", () => {
    expectRefused(
      probe(`${web}/booking/api`, 'payments', "export { paymentKeys } from '../../payments/api/payment-keys.ts';"),
      crossFeature,
    );
    expectRefused(
      probe(`${web}/booking/components/${tag}`, 'payments', "export { x } from '../../../payments/texts.ts';"),
      crossFeature,
    );
    expectRefused(
      probe(`${web}/booking`, 'round', "export { paymentKeys } from '../../features/payments/api/payment-keys.ts';"),
      crossFeature,
    );
  });

  it('refuses the admin console from a feature', () => {
    expectRefused(probe(`${web}/booking`, 'admin', "export { adminTexts } from '../../admin/texts.ts';"), intoAdmin);
    expectRefused(
      probe(`${web}/payments/api`, 'admin', "export { x } from '../../../admin/payments/api/refresh-payment.ts';"),
      intoAdmin,
    );
  });

  it("refuses an API module reaching into another module's files other than its service", () => {
    expectRefused(
      probe(`${api}/bookings`, 'texts', "export { paymentTexts } from '../payments/payments.texts.ts';"),
      intoModule,
    );
    expectRefused(
      probe(`${api}/payments`, 'capacity', "export { releaseSlot } from '../bookings/bookings.capacity.ts';"),
      intoModule,
    );
    expectRefused(
      probe(`${api}/payments`, 'round', "export { x } from '../../modules/bookings/bookings.capacity.ts';"),
      intoModule,
    );
  });

  it('accepts what the boundaries allow', () => {
    const files = [
      probe(
        `${web}/booking`,
        'allowed',
        [
          "export { bookingKeys } from '../../api/booking-keys.ts';",
          "export { useAuth } from '../../auth/auth-context.tsx';",
          "export { notify } from '../../components/notify.ts';",
          "export { catalogKeys } from './api/catalog-keys.ts';",
        ].join('\n'),
      ),
      probe(`${web}/booking/api`, 'allowed', "export { bookingTexts } from '../texts.ts';"),
      probe(
        `${api}/payments`,
        'allowed',
        [
          "export { AppError } from '../../lib/app-error.ts';",
          "export { getBooking } from '../bookings/bookings.service.ts';",
          "export { paymentTexts } from './payments.texts.ts';",
        ].join('\n'),
      ),
      // Tests may drive another module's internals (its jobs) to set up what they check.
      probe(`${api}/payments`, 'jobs.test', "export { expireOverdueBookings } from '../bookings/bookings.jobs.ts';"),
    ];
    const result = check(files);
    assert.equal(result.status, 0, result.output);
  });

  it('covers every folder depth there is: the rules are written per depth below a feature or module', () => {
    const deepest = (dir: string, depth = 0): number =>
      Math.max(
        depth,
        ...readdirSync(path.join(root, dir), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && !entry.name.startsWith(tag))
          .map((entry) => deepest(path.join(dir, entry.name), depth + 1)),
      );
    // features/<feature>/a/b/file.ts: biome.json has overrides for files 0, 1 and 2 folders down.
    assert.ok(deepest(web) <= 3, 'a feature has a folder deeper than biome.json covers: add its override');
    // modules/<module>/file.ts: the module rule is written for files directly in the module's folder.
    assert.ok(deepest(api) <= 1, 'an API module has a subfolder: biome.json covers files directly in it');
  });
});
