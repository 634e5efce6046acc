import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths';
import { readMigrations } from './migrations';
import { loadReferenceData } from './reference-data/load';
import { guardRootSession } from './transaction-guard';

/**
 * One type for both drivers: services never know which engine runs underneath. It knows no table:
 * each repository imports its own (`db.select().from(table)`), so no module's types depend on
 * every domain's tables (no relational `db.query.<table>`; drizzle-kit gathers the tables on its own).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export { MIGRATIONS_DIR };

/** Drizzle's own migrator, fed the frozen journal plus the entries added after it (see ./migrations). */
async function applyMigrations(db: Db): Promise<void> {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  await dialect.migrate(readMigrations(MIGRATIONS_DIR), session, { migrationsFolder: MIGRATIONS_DIR });
}

/** The root database refuses queries from inside its own open transactions (see ./transaction-guard). */
function guarded(db: Db): Db {
  guardRootSession((db as unknown as { session: PgSession }).session);
  return db;
}

export const PGLITE_EXTENSIONS = { btree_gist, citext, cube, earthdistance, pg_trgm, unaccent };

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** Told when the server drops an idle pooled connection. */
  onIdleError?: (err: Error) => void;
  /** An already opened PGlite (tests load a migrated snapshot into memory). */
  pglite?: PGlite;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, admin kill) must not crash the
    // process; the pool replaces it on the next query.
    pool.on('error', (err) => options.onIdleError?.(err));
    // bigint columns arrive as strings by default; Drizzle's bigint mode handles them.
    const db = guarded(drizzlePg(pool));
    return {
      db,
      driver: 'postgres',
      migrate: async () => {
        await applyMigrations(drizzlePg(pool));
        await loadReferenceData(db);
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    };
  }
  let client = options.pglite;
  if (!client) {
    const dir = path.resolve(options.dataDir ?? './data', 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  }
  const pglite = client;
  const db = guarded(drizzlePglite(pglite));
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await applyMigrations(drizzlePglite(pglite));
      await loadReferenceData(db);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
