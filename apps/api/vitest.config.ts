import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { LongFirstSequencer } from './src/test/sequencer.ts';

// API tests run against PGlite always, and against PostgreSQL too when TEST_DATABASE_URL is set (CI sets it).
// `*.pg-test.ts` need a PostgreSQL server (several processes on one database), so only that project runs them.
// The hostile-input suite walks every endpoint with 23,000 requests (in three files, decision 031): it
// runs on PGlite here, and against a real server on PostgreSQL in `npm run bench:hostile-fuzz
// --workspace bench` (decision 017); HOSTILE_ON_POSTGRES=1 runs it on PostgreSQL here too.
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    // Each file builds its own app on its own database (helpers.ts), so files need no fresh process of
    // their own: a worker that keeps its modules loaded (the app's graph, PGlite's WebAssembly) runs a
    // set of files in less than half the time (README, "For tests").
    isolate: false,
    // Vitest leaves one core to itself by default: one worker on CI's two cores, idle while a file waits
    // on the database server or a child process. Two were faster even on a saturated machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongFirstSequencer },
    projects: databases.map((database) => ({
      extends: true,
      test: {
        name: database,
        env: { TEST_DATABASE: database },
        include: ['src/**/*.test.ts', ...(database === 'postgres' ? ['src/**/*.pg-test.ts'] : [])],
        exclude: [
          ...configDefaults.exclude,
          ...(database === 'postgres' && !process.env.HOSTILE_ON_POSTGRES
            ? ['src/plugins/hostile-input*.test.ts']
            : []),
          // The backup through a server that holds an embedded database: there is nothing of it on PostgreSQL.
          ...(database === 'postgres' ? ['src/lib/backup/online-backup.server-process.test.ts'] : []),
        ],
        globalSetup: ['src/test/global-setup.ts'],
        setupFiles: ['src/test/fail-on-console-error.ts'],
        testTimeout: 20_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
