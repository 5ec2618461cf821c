import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { fontSubsets } from './build-tools/font-subsets.ts';
import { mantineUseId } from './build-tools/mantine-use-id.ts';
import { precompress } from './build-tools/precompress.ts';
import {
  FIRST_LOAD_GROUP,
  firstLoadCompileHints,
  screenChunkGroups,
  screenPreload,
} from './build-tools/screen-chunks.ts';

export default defineConfig(async ({ command }) => ({
  plugins: [react(), fontSubsets(), mantineUseId(), screenPreload(), firstLoadCompileHints(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first screen imports statically goes into one chunk. Left to itself, the
          // bundler cut it into ~40 small shared chunks (Button, Loader, the router…): each one gzipped
          // on its own and named in every lazy route's preload list, ~14 KB gzip for nothing. Then the
          // chunks of the other screens with a speed budget, one per set of those screens sharing them
          // (build-tools/screen-chunks.ts: a first pass of the build says which modules each needs).
          // Other lazy routes are untouched: a module only they use stays in the bundler's own chunks.
          groups: [FIRST_LOAD_GROUP, ...(command === 'build' ? await screenChunkGroups() : [])],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Files share a worker's jsdom window instead of building one each: 49 files, 309 tests went from
    // 219 s to 122 s on two cores. src/test/setup.ts resets what a test could leave behind.
    isolate: false,
    // Vitest leaves one core to itself by default: one worker on two cores. Two took the suite from 83 s
    // to 54 s there (`npm test` runs it alone).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
}));
