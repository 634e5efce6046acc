/**
 * What a buyer has seen: cars viewed (the view count and the browsing history) and the last visit
 * of the cars lists, from which the Home tab's "new cars" badge counts.
 */
import type { CityFilter, Language, ListingSummary } from '@souq/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/authz';
import { decodeCursor } from '../../lib/cursor';
import { inTransaction } from '../../lib/transaction';
import { listingActivityRepository } from './listing-activity.repository';
import type { ListingPresenter } from './listings.presenter';
import { listingsRepository } from './listings.repository';
import type { ListingRow } from './listings.tables';

/** A user's views of one car count once an hour. */
const HOUR_MS = 3_600_000;

export class ListingHistory {
  constructor(
    private readonly ctx: AppContext,
    private readonly present: ListingPresenter,
  ) {}

  /** Counts a view (a user's once an hour, a guest's every time) and keeps the user's history; true when counted. */
  async recordView(actor: Actor | null, row: ListingRow): Promise<boolean> {
    const now = this.ctx.clock.now();
    return inTransaction(this.ctx.db, async (tx) => {
      if (!actor) {
        await listingActivityRepository.addView(tx, row.id);
        return true;
      }
      const last = await listingActivityRepository.lastView(tx, actor.userId, row.id);
      const counts = !last || now.getTime() - last.getTime() >= HOUR_MS;
      if (counts) await listingActivityRepository.addView(tx, row.id);
      await listingActivityRepository.upsertView(tx, actor.userId, row.id, now);
      return counts;
    });
  }

  /** The cars the user viewed that buyers can still see, last viewed first. */
  async page(actor: Actor, cursor: string | undefined, limit: number, lang: Language) {
    const page = await listingActivityRepository.userCarsPage(
      this.ctx.db,
      'history',
      actor.userId,
      decodeCursor(cursor),
      limit,
    );
    const summaries = await this.present.summaries(
      page.items.map((r) => r.listing),
      lang,
    );
    return {
      items: page.items.map((r, i) => ({ viewedAt: r.at.toISOString(), listing: summaries[i] as ListingSummary })),
      nextCursor: page.nextCursor,
    };
  }

  async clear(actor: Actor): Promise<{ removed: number }> {
    return { removed: await listingActivityRepository.clearHistory(this.ctx.db, actor.userId) };
  }

  async deleteItem(actor: Actor, listingId: string): Promise<{ removed: number }> {
    const removed = await listingActivityRepository.deleteHistoryItem(this.ctx.db, actor.userId, listingId);
    return { removed: removed ? 1 : 0 };
  }

  /** Cars put on sale since the last visit (stored for a user; sent by a guest). */
  async newCount(actor: Actor | null, since: string | undefined, city: CityFilter) {
    const from = actor
      ? await listingActivityRepository.lastVisit(this.ctx.db, actor.userId)
      : since
        ? new Date(since)
        : null;
    if (!from) return { count: 0, since: null };
    return {
      count: await listingsRepository.countPublishedSince(this.ctx.db, from, city),
      since: from.toISOString(),
    };
  }

  async markVisited(actor: Actor): Promise<{ since: string }> {
    const now = this.ctx.clock.now();
    await listingActivityRepository.setVisit(this.ctx.db, actor.userId, now);
    return { since: now.toISOString() };
  }
}
