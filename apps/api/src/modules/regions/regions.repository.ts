import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type RegionRow, regions } from './regions.tables';

export const regionsRepository = {
  /** Every region (a few dozen rows of reference data), parents' order kept by `sort`. */
  async all(db: DbOrTx): Promise<RegionRow[]> {
    return db.select().from(regions).orderBy(asc(regions.level), asc(regions.sort), asc(regions.id));
  },
};
