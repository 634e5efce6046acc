import { loadConfigOrExit } from '../config';
import { openDatabase } from './client';

/** `npm run db:migrate`: applies the checked-in migrations to the configured database. */
const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await database.close();
console.log(`migrations applied (${database.driver})`);
