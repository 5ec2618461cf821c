import { configDefaults, defineConfig } from 'vitest/config';

// API tests run against PGlite always, and against PostgreSQL too when TEST_DATABASE_URL is set (CI sets it).
// `*.pg-test.ts` need a PostgreSQL server (several processes on one database), so only that project runs them.
// The hostile-input suite walks every endpoint with 20,000 requests: it runs on PGlite here, and against a
// real server on PostgreSQL in `npm run bench:hostile-fuzz --workspace bench` (decision 017);
// HOSTILE_ON_POSTGRES=1 runs it on PostgreSQL here too.
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    projects: databases.map((database) => ({
      extends: true,
      test: {
        name: database,
        env: { TEST_DATABASE: database },
        include: ['src/**/*.test.ts', ...(database === 'postgres' ? ['src/**/*.pg-test.ts'] : [])],
        exclude: [
          ...configDefaults.exclude,
          ...(database === 'postgres' && !process.env.HOSTILE_ON_POSTGRES ? ['src/plugins/hostile-input.test.ts'] : []),
        ],
        globalSetup: ['src/test/global-setup.ts'],
        setupFiles: ['src/test/fail-on-console-error.ts'],
        testTimeout: 20_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
