import { buildApp } from './app';
import { isDemo, startBanner } from './banner';
import { insecureSettings, listenHost, loadConfigOrExit } from './config';
import { seed } from './db/seed/seed';
import { domainJobs } from './lib/domain';
import { Scheduler } from './lib/scheduler';

/** Process entry: config, migrations, demo data on an empty database, listen, graceful shutdown. */
async function main() {
  const config = loadConfigOrExit();
  // Production runs the compiled server (npm start: node apps/api/dist/server.js), never the TypeScript loader.
  if (config.NODE_ENV === 'production' && import.meta.url.endsWith('.ts')) {
    console.error('NODE_ENV=production runs the compiled server: start it with npm start, not from the sources.');
    process.exit(1);
  }

  const app = await buildApp(config);
  if (config.NODE_ENV === 'production' && config.ALLOW_INSECURE_DEMO_IN_PRODUCTION) {
    app.log.warn(
      { insecure: insecureSettings(config).map((p) => p.key) },
      'ALLOW_INSECURE_DEMO_IN_PRODUCTION is set: running production with demo settings, not for real users',
    );
  }
  await app.ctx.database.migrate();
  if (config.SEED_DEMO_DATA) {
    const demo = await seed(app.composition, app.ctx);
    if (demo.created) {
      app.log.info('demo data seeded');
      printDemoAccounts(demo.accounts);
    }
  }

  // Every domain's background sweeps; their deadlines live in the database, so every node runs them safely.
  const scheduler = new Scheduler(app.log);
  for (const job of domainJobs(app.composition, app.ctx)) scheduler.add(job);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await scheduler.stop();
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const host = listenHost(config);
  await app.listen({ host, port: config.PORT });
  scheduler.start();
  // After the demo accounts and the start-up log lines, so it is what one sees (requests log at debug).
  // The logger writes asynchronously: flush it first, or "Server listening" lands below the banner.
  const log = app.log as typeof app.log & { flush?: (done: () => void) => void };
  await new Promise<void>((resolve) => (log.flush ? log.flush(() => resolve()) : resolve()));
  (isDemo(config) ? console.warn : console.log)(startBanner(config, host));
}

function printDemoAccounts(accounts: { role: string; mobile: string; password: string }[]) {
  console.log('\nDemo accounts (mobile / password):');
  for (const a of accounts) console.log(`  ${a.role.padEnd(9)} ${a.mobile}  ${a.password}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
