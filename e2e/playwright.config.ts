import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const PHONE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  isMobile: false,
  hasTouch: true,
};
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/**
 * Browser journeys in Debian's Chromium against the real app (built web + compiled API on one port,
 * a fresh PGlite folder per run), at a phone width and a desktop width.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // No screencast frames: encoding them competes with the pages for the CPU on a small machine.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    // Journeys are about what a user does, not the offline install: without this every new
    // browser context precaches the whole build (hundreds of files) while the journey runs.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  // Journeys tagged @server-clock move the one server's clock forward by days, which would expire
  // the SMS codes and payment windows of journeys running beside them: they run last, on their own.
  projects: [
    { name: 'phone', grepInvert: /@server-clock/, use: PHONE },
    { name: 'desktop', grepInvert: /@server-clock/, use: DESKTOP },
    { name: 'phone-clock', grep: /@server-clock/, dependencies: ['phone', 'desktop'], use: PHONE },
    { name: 'desktop-clock', grep: /@server-clock/, dependencies: ['phone', 'desktop'], use: DESKTOP },
  ],
  webServer: {
    command: 'node start-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
