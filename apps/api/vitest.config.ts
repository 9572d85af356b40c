import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources in tests.
const conditions = ['development'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          // A finite limit a loaded machine can meet (Vitest's default is 5 s).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          globalSetup: ['src/test-support/global-setup.ts'],
          // The files share one test database, so they run one after another.
          fileParallelism: false,
          // Generous but finite: on a loaded 2-core machine a Neo4j round trip can take seconds.
          // Tests that start Neo4j themselves set their own limits (upload-crash.int.test.ts).
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
