// chromium.sh folds the --disable-features lists it is given into one with its own (Chromium keeps only
// the last one). Run: node --test e2e/chromium.test.ts (npm test does).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';

const folder = mkdtempSync(path.join(tmpdir(), 'jongdee-chromium-'));
after(() => rmSync(folder, { recursive: true, force: true }));
// Stands in for Chromium: prints the arguments it was started with, one per line.
const fakeChromium = path.join(folder, 'chromium');
writeFileSync(fakeChromium, '#!/bin/sh\nfor arg in "$@"; do printf "%s\\n" "$arg"; done\n');
chmodSync(fakeChromium, 0o755);

const argsOf = (...args: string[]) =>
  execFileSync(path.join(import.meta.dirname, 'chromium.sh'), args, {
    env: { ...process.env, CHROMIUM_PATH: fakeChromium },
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);

it("keeps Playwright's disabled features and adds its own, in one --disable-features given last", () => {
  assert.deepEqual(argsOf('--headless', '--disable-features=PaintHolding,HttpsUpgrades', '--window-size=1,1'), [
    '--headless',
    '--window-size=1,1',
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,PaintHolding,HttpsUpgrades',
  ]);
});

it('passes every other argument on as it came, spaces and empty values included', () => {
  assert.deepEqual(argsOf('--user-data-dir=/tmp/a b', '--load-extension=', 'about:blank'), [
    '--user-data-dir=/tmp/a b',
    '--load-extension=',
    'about:blank',
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  ]);
});
