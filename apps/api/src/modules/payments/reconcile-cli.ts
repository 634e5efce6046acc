import { loadConfigOrExit } from '../../config';
import type { AppContext } from '../../context';
import { openDatabase } from '../../db/client';
import { LedgerService } from '../wallet/ledger.service';
import { formatReport, loadAndReconcile } from './reconcile';

/**
 * `npm run payments:reconcile`: succeeded gateway events against ledger recharges, on the
 * configured database. Prints the report; exit code 1 when anything does not match. On PGlite,
 * stop the server first (one process per data folder).
 */
async function main() {
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    // The ledger only reads here: it needs the database and nothing else of the app.
    const ledger = new LedgerService({ config, database, db: database.db } as AppContext);
    const report = await loadAndReconcile(database.db, ledger);
    console.log(formatReport(report));
    if (report.mismatches.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
