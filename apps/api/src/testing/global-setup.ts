import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/client';
import { adminUrl, templateDatabaseName, testDatabasePrefix } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run: a PGlite snapshot each test file loads into memory, or a PostgreSQL
 * template database each test file copies. Tests never pay for migrations again.
 */
export default async function setup(project: TestProject) {
  // `test.env` reaches the workers, not this process: the project's name says which engine.
  if (project.name === 'api-postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('the api-postgres project needs DATABASE_URL');
    const template = templateDatabaseName();
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await dropTestDatabases(admin);
    await admin.query(`CREATE DATABASE "${template}"`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, template), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await dropTestDatabases(admin);
      await admin.end();
    };
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  await database.migrate();
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'souq-pglite-')), 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Removes this run's (and crashed runs') test databases. */
async function dropTestDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where starts_with(datname, $1)`,
    [testDatabasePrefix()],
  );
  for (const { datname } of rows) {
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}
