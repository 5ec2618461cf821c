import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';
import { TOKEN_KEY } from '../src/api/client.ts';
import { EARLY_REQUESTS_GLOBAL } from '../src/api/early-requests.ts';
import { FIRST_REQUESTS } from '../src/first-requests.ts';
import { fontSubsets } from './font-subsets.ts';

/**
 * Chunks by screen for the screens with a speed budget (docs/product.md §10). Left to itself, the bundler
 * cuts lazy code by the exact set of the app's ~40 lazy screens that use each module: `/` came as 56
 * files, most of them 1–5 KB (Modal, Popover, one icon…), and a phone on HTTP/1.1 fetches six at a
 * time, a round trip each (Lighthouse mobile: performance 67 → 80 on / once it came as 3 files).
 *
 * So the build runs twice. The first pass, not written, says which modules each of these screens
 * needs beyond the first load (the tree-shaken modules of the chunks it imports statically, as the
 * bundler cut them). The second gives every such module the chunk of the set of screens needing it:
 * `screen-booking-home-register` for what all three share, `screen-home` for the dashboard alone…
 * at most seven chunks, and a screen loads only those naming it. Admin code never lands in them (no
 * customer screen imports it); other screens import what they share with these from them.
 */
const SCREENS: Record<string, { path: string; signedIn: boolean; modules: string[]; afterFirstRender?: string[] }> = {
  register: { path: '/register', signedIn: false, modules: ['/src/routes/register-route.tsx'] },
  home: { path: '/', signedIn: true, modules: ['/src/routes/user-layout.tsx', '/src/routes/home-route.tsx'] },
  booking: {
    path: '/booking',
    signedIn: true,
    modules: ['/src/routes/user-layout.tsx', '/src/routes/booking-route.tsx'],
    // Imported lazily but always right after the first render (booking-page.tsx): what it shares with
    // another screen's chunk must not come from that chunk (it made /booking fetch the dashboard's).
    afterFirstRender: ['/src/features/booking/components/appointment-picker.tsx'],
  },
};

/** Everything the first screen imports statically, as one chunk (see vite.config.ts). */
export const FIRST_LOAD_GROUP: Rolldown.CodeSplittingGroup = { name: 'first-load', tags: ['$initial'], priority: 10 };

export async function screenChunkGroups(): Promise<Rolldown.CodeSplittingGroup[]> {
  const result = await build({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'warn',
    // The font files fonts.css names are cut first, or this pass warns that they are missing.
    plugins: [react(), fontSubsets()],
    build: { write: false, rolldownOptions: { output: { codeSplitting: { groups: [FIRST_LOAD_GROUP] } } } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output.filter((item) => item.type === 'chunk'));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const screensOf = new Map<string, Set<string>>();
  for (const [screen, files] of Object.entries(screenFiles(chunks))) {
    for (const fileName of files) {
      for (const id of byFile.get(fileName)?.moduleIds ?? []) {
        screensOf.set(id, (screensOf.get(id) ?? new Set()).add(screen));
      }
    }
  }
  // A module a screen loads right after its first render counts for that screen too: grouped for the
  // other screens alone, it made the screen fetch their chunk whole for it (the dashboard's 10 KB for
  // one icon of /booking's picker). With it, it goes where both find it at once.
  for (const [screen, { afterFirstRender = [] }] of Object.entries(SCREENS)) {
    for (const module of afterFirstRender) {
      for (const fileName of closure(byFile, chunkOf(chunks, module).fileName)) {
        for (const id of byFile.get(fileName)?.moduleIds ?? []) screensOf.get(id)?.add(screen);
      }
    }
  }
  const setOf = new Map([...screensOf].map(([id, screens]) => [id, [...screens].sort().join('-')]));
  // The most shared first: a group also takes the modules its modules import, and those are needed by
  // at least the same screens, so capturing from the widest set down never pulls a module too far.
  return [...new Set(setOf.values())].map((set) => ({
    name: `screen-${set}`,
    test: (id: string) => setOf.get(id) === set,
    priority: 1 + set.split('-').length,
  }));
}

/** V8's explicit compile hint (Chrome 136 on): compile every function of the file while it downloads. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint at the top of every chunk a budgeted screen runs as it opens: the entry and
 * what it imports, each screen's chunks (screenFiles), and what a screen loads right after its first
 * render (`afterFirstRender`: /booking's picker). Left to itself, V8 compiles a function the first
 * time it is called, on the main thread, in the middle of the entry's start-up and the first render;
 * with the hint it compiles them all on a background thread as the file arrives. Lighthouse mobile, 9
 * runs a page alternated with the build before: the entry's evaluation 33–37 ms → 19–21 ms, blocking
 * time 116–147 ms → 32–46 ms (bench/README.md, 2026-12-06). Other lazy screens keep V8's own choice:
 * most of their functions are not called when they open. Other browsers ignore the comment.
 */
export function firstLoadCompileHints(): Plugin {
  return {
    name: 'jongdee-first-load-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own generateBundle, which puts `__vite__mapDeps` at the top of a chunk with lazy
      // imports: V8 reads the hint only as the file's first line. The file names' hashes are of the
      // code before; the hint is the same in every build, so a name still stands for one content.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('compile hints: the build has no entry chunk');
        const hinted = new Set([...closure(byFile, entry.fileName), ...Object.values(screenFiles(chunks)).flat()]);
        for (const { afterFirstRender = [] } of Object.values(SCREENS)) {
          for (const module of afterFirstRender) closure(byFile, chunkOf(chunks, module).fileName, hinted);
        }
        for (const fileName of hinted) {
          const chunk = byFile.get(fileName);
          if (!chunk) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // With `--sourcemap`, the chunk's map (as later hooks read it, and as written out beside the
          // chunk, already an asset here) starts one line lower: nothing is mapped on the hint's line.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const written = chunk.sourcemapFileName ? bundle[chunk.sourcemapFileName] : undefined;
          if (written?.type === 'asset' && typeof written.source === 'string') {
            const map = JSON.parse(written.source) as { mappings: string };
            written.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}

/** The chunks each screen imports statically beyond the first load, by file name. */
function screenFiles(chunks: Rolldown.OutputChunk[]): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('screen-chunks: the build has no entry chunk');
  const firstLoad = closure(byFile, entry.fileName);
  return Object.fromEntries(
    Object.entries(SCREENS).map(([screen, { modules }]) => {
      const needed = new Set<string>();
      for (const module of modules) {
        closure(byFile, chunkOf(chunks, module).fileName, needed);
      }
      return [screen, [...needed].filter((fileName) => !firstLoad.has(fileName))];
    }),
  );
}

/** The chunk that holds one of the app's modules (a path from the app's root: `/src/…`). */
function chunkOf(chunks: Rolldown.OutputChunk[], module: string): Rolldown.OutputChunk {
  const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
  if (!chunk) throw new Error(`screen-chunks: ${module} is not in the build`);
  return chunk;
}

/** A chunk and every chunk it imports statically, by file name. */
function closure(byFile: Map<string, Rolldown.OutputChunk>, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of byFile.get(fileName)?.imports ?? []) closure(byFile, imported, seen);
  return seen;
}

/**
 * A small script in index.html (`async`, external: the CSP runs no inline script) that starts the
 * chunks of the screen being opened, and their style sheets, while the entry is still downloading,
 * instead of after it ran: one round trip and the entry's download and start-up less on a phone. A
 * signed-in screen's chunks are only fetched with a saved session token; without one the visitor is
 * sent to /login. With the token it also sends the screen's first requests (src/first-requests.ts),
 * opened at its plain address, and leaves the answers for the app (src/api/early-requests.ts): they
 * no longer wait for the entry to download and start.
 */
export function screenPreload(): Plugin {
  return {
    name: 'jongdee-screen-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const files = screenFiles(chunks);
      // A chunk's own style sheet is asked only once the chunk runs, and the import waits for it.
      const cssOf = new Map(chunks.map((chunk) => [chunk.fileName, [...(chunk.viteMetadata?.importedCss ?? [])]]));
      const table = Object.fromEntries(
        Object.entries(SCREENS).map(([screen, { path, signedIn }]) => [
          path,
          {
            signedIn,
            files: (files[screen] ?? []).map((fileName) => `/${fileName}`),
            styles: (files[screen] ?? []).flatMap((fileName) => cssOf.get(fileName) ?? []).map((css) => `/${css}`),
            requests: signedIn ? (FIRST_REQUESTS[path] ?? []) : [],
          },
        ]),
      );
      const source = `// Generated by apps/web/build-tools/screen-chunks.ts (screenPreload).
(() => {
  const screen = ${JSON.stringify(table)}[location.pathname];
  if (!screen) return;
  const token = screen.signedIn ? localStorage.getItem(${JSON.stringify(TOKEN_KEY)}) : null;
  if (screen.signedIn && !token) return;
  const preload = (attributes) => document.head.appendChild(Object.assign(document.createElement('link'), attributes));
  for (const href of screen.files) preload({ rel: 'modulepreload', crossOrigin: '', href });
  for (const href of screen.styles) preload({ rel: 'preload', as: 'style', href });
  if (token && !location.search && screen.requests.length) {
    const headers = { accept: 'application/json', authorization: 'Bearer ' + token };
    const responses = {};
    for (const path of screen.requests) responses[path] = fetch(path, { headers }).catch(() => null);
    window[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}] = { token, at: Date.now(), responses };
  }
})();
`;
      const fileName = `assets/screen-preload-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string' || !html.source.includes('</title>')) {
        throw new Error('screen-preload: index.html is not in the bundle');
      }
      html.source = html.source.replace('</title>', `</title>\n    <script async src="/${fileName}"></script>`);
    },
  };
}
