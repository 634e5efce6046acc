import { defineConfig } from 'vitest/config';

// One run covers every workspace. The API suite runs on embedded PGlite always, and a second
// time on PostgreSQL when DATABASE_URL is set (CI sets it).
const apiProjects = [
  {
    extends: true as const,
    test: {
      name: 'api-pglite',
      root: 'apps/api',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      env: { TEST_DB: 'pglite', TZ: 'UTC' },
      globalSetup: ['src/testing/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          extends: true as const,
          test: {
            name: 'api-postgres',
            root: 'apps/api',
            include: ['src/**/*.test.ts'],
            environment: 'node',
            env: { TEST_DB: 'postgres', TZ: 'UTC' },
            globalSetup: ['src/testing/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          env: { TZ: 'UTC' },
        },
      },
      ...apiProjects,
    ],
  },
});
