import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build-tools/precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
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
          // on its own and named in every lazy route's preload list, ~14 KB gzip for nothing. Lazy
          // routes are untouched: a module only they use is not `$initial` and stays in their chunks.
          groups: [{ name: 'first-load', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
