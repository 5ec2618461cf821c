// Preloaded into a server process by a test (`NODE_OPTIONS=--import=<this file>`): when the process
// exits, writes the URL of every module it loaded, by import or require, to RECORD_LOADED_MODULES.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.RECORD_LOADED_MODULES;
if (file) {
  const loaded = new Set<string>();
  registerHooks({
    load(url, context, nextLoad) {
      loaded.add(url);
      return nextLoad(url, context);
    },
  });
  process.on('exit', () => writeFileSync(file, [...loaded].join('\n')));
}
