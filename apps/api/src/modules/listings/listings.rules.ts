/**
 * The status rules every part of the listings service shares: who may see a car, which cars can
 * still change, what a save does to the status.
 */
import { type ListingStatus, PUBLIC_LISTING_STATUSES } from '@souq/shared';
import type { DbOrTx } from '../../db/client';
import { type Actor, isAdmin } from '../../lib/authz';
import { notFound } from '../../lib/errors';
import { listingsRepository } from './listings.repository';
import type { ListingRow } from './listings.tables';

/** Statuses buyers see. */
export const PUBLIC = new Set<ListingStatus>(PUBLIC_LISTING_STATUSES);
/** A listing in these can no longer be edited or repriced. */
export const CLOSED = new Set<ListingStatus>(['sold', 'removed']);

/** A car the caller may see: anyone a public one; the seller and admins any other (404 to everyone else). */
export async function findVisible(db: DbOrTx, actor: Actor | null, id: string): Promise<ListingRow> {
  const row = await listingsRepository.findById(db, id);
  if (!row) throw notFound();
  if (!PUBLIC.has(row.status) && actor?.userId !== row.sellerId && !isAdmin(actor)) throw notFound();
  return row;
}

/**
 * The status after the seller saves the form: `publish: false` keeps (or makes) it a draft;
 * `true` puts it on sale for a verified seller and in review for anyone else.
 */
export function nextStatusAfterEdit(current: ListingStatus, publish: boolean, sellerVerified: boolean): ListingStatus {
  if (!publish) return 'draft';
  if (current === 'reserved' && sellerVerified) return 'reserved';
  return sellerVerified ? 'on_sale' : 'pending_review';
}
