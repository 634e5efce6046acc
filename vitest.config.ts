import { configDefaults, defineConfig } from 'vitest/config';

// One run covers every workspace. The API suite runs on embedded PGlite always, and a second
// time on PostgreSQL when DATABASE_URL is set (CI sets it).
// The API projects do not isolate test files (isolate: false): each worker imports the app's
// modules once instead of once per file, which halves the suite's time. Every test file builds
// its own app on its own database, so no state is shared through them; a test that needs module
// mocking (vi.mock) does not belong in these projects.
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
      isolate: false,
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
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ]
    : []),
];

// apps/web tests (paths under apps/web) that are .test.ts but need a DOM; see the 'web' projects below.
const webDomTests = ['src/features/listings/local.test.ts', 'src/features/regions/selected-city.test.ts'];

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      // Boundaries between modules and features, import cycles, frozen migrations: tools/architecture.
      {
        extends: true,
        test: {
          name: 'architecture',
          root: 'tools/architecture',
          include: ['**/*.test.ts'],
          environment: 'node',
          // Parsing every source file takes about a second alone, much longer on a loaded machine.
          testTimeout: 60_000,
        },
      },
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
      // Web tests run in two projects so that only the tests that need a browser pay for jsdom
      // (building a jsdom window costs about a second per test file, the pure tests take milliseconds):
      //   'web'     node:  src/**/*.test.ts  - pure functions, formatters, schema helpers, the api client
      //   'web-dom' jsdom: src/**/*.test.tsx - components and hooks (render, renderHook)
      //                    + webDomTests     - the few .test.ts files that touch window/document/localStorage
      // A .test.ts that fails with "window/document/localStorage is not defined" needs the DOM:
      // add it to webDomTests (or, if it renders, name it .test.tsx). `--project 'web*'` runs both.
      // A first line `// @vitest-environment <name>` in a test file still overrides its project's.
      {
        extends: true,
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...webDomTests],
          environment: 'node',
          env: { TZ: 'UTC' },
          // A timeout is for a hang: on a loaded machine, parsing every component (i18n-literals) takes seconds.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-dom',
          root: 'apps/web',
          include: ['src/**/*.test.tsx', ...webDomTests],
          environment: 'jsdom',
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
        },
      },
      ...apiProjects,
    ],
  },
});
