import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module of `@mantine/hooks` that defines `useId`, as its ESM build lays it out. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
const REPLACEMENT = fileURLToPath(new URL('../src/lib/mantine-use-id.ts', import.meta.url));

/**
 * In the production build, `@mantine/hooks`' `useId` is src/lib/mantine-use-id.ts (decision 034):
 * the same ids, without a second render of every component that asks for one. If a Mantine release
 * moves the module, the build fails here instead of quietly going back to the second render. The dev
 * server pre-bundles Mantine without plugins, so there the components keep Mantine's own hook.
 */
export function mantineUseId(): Plugin {
  let replaced = false;
  return {
    name: 'jongdee-mantine-use-id',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // Only Mantine's own index imports it, as `./use-id/use-id.mjs`.
      if (!source.endsWith('use-id.mjs') || !importer?.includes('@mantine')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !MANTINE_USE_ID.test(resolved.id)) return resolved;
      replaced = true;
      return REPLACEMENT;
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error("@mantine/hooks' useId was not found where build-tools/mantine-use-id.ts expects it");
    },
  };
}
