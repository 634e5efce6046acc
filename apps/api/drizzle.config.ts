import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit reads every domain's tables by pattern, so a new domain's `<domain>.tables.ts` is
 * part of the migrations without a central list to edit.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.tables.ts',
  out: './src/db/migrations',
});
