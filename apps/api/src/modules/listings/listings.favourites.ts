/** A buyer's favourite cars: the heart on a car and the list of hearted cars. */
import type { FavouriteState, Language, ListingPage } from '@souq/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/authz';
import { decodeCursor } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import { listingActivityRepository } from './listing-activity.repository';
import type { ListingPresenter } from './listings.presenter';
import { listingsRepository } from './listings.repository';
import { PUBLIC } from './listings.rules';

export class ListingFavourites {
  constructor(
    private readonly ctx: AppContext,
    private readonly present: ListingPresenter,
  ) {}

  /** Hearts or un-hearts a car (repeat-safe); the car's count moves only on a change. */
  async set(actor: Actor, id: string, favourite: boolean): Promise<FavouriteState> {
    const row = await listingsRepository.findById(this.ctx.db, id);
    // Only cars buyers can see may be hearted; un-hearting works on anything once hearted.
    if (!row || (favourite && !PUBLIC.has(row.status))) throw notFound();
    const now = this.ctx.clock.now();
    return inTransaction(this.ctx.db, async (tx) => {
      const changed = favourite
        ? await listingActivityRepository.addFavourite(tx, actor.userId, id, now)
        : await listingActivityRepository.removeFavourite(tx, actor.userId, id);
      const count = changed
        ? await listingActivityRepository.addToFavouritesCount(tx, id, favourite ? 1 : -1)
        : row.favouritesCount;
      return { favourite, favouritesCount: count };
    });
  }

  /** The hearted cars buyers can still see, newest heart first. */
  async page(actor: Actor, cursor: string | undefined, limit: number, lang: Language): Promise<ListingPage> {
    const page = await listingActivityRepository.userCarsPage(
      this.ctx.db,
      'favourites',
      actor.userId,
      decodeCursor(cursor),
      limit,
    );
    return {
      items: await this.present.summaries(
        page.items.map((r) => r.listing),
        lang,
      ),
      nextCursor: page.nextCursor,
    };
  }
}
