import { DEFAULT_LANGUAGE } from '@souq/shared';
import { AppError } from '../../lib/errors';
import type { AuctionsReader } from '../auctions/auctions.reading';
import type { ListingsService } from '../listings/listings.service';
import type { FleetService } from '../rentals/fleet.service';
import type { ShopsService } from '../shops/shops.service';
import type { ChatService } from './chat.service';

/** A lookup that answers null for an object the public cannot see (404 from its domain). */
function orNull<T>(lookup: (id: string) => Promise<T>): (id: string) => Promise<T | null> {
  return async (id) => {
    try {
      return await lookup(id);
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    }
  };
}

/**
 * Cards of the objects that exist today, as a guest sees them (so a card never shows what its
 * sender alone may see): a car for sale, a rental car, an auction lot, a shop. Parts have no domain
 * yet: their cards travel as bare references (kind and id). Each kind also tells who answers for
 * the object (the seller, the merchant, the shop's owner), so a card alone opens the conversation.
 */
export function plugCards(
  chat: ChatService,
  deps: { listings: ListingsService; fleet: FleetService; shops: ShopsService; auctions: AuctionsReader },
): void {
  const lang = DEFAULT_LANGUAGE;
  chat.useCards(
    'listing',
    orNull(async (id) => {
      const d = await deps.listings.detail(null, id, lang);
      return { title: d.title, imageUrl: d.cover?.thumbUrl ?? null, priceFils: d.priceFils, route: `/cars/${id}` };
    }),
  );
  chat.useCards(
    'rental',
    orNull(async (id) => {
      const d = await deps.fleet.detail(null, id, lang);
      return {
        title: d.title,
        imageUrl: d.cover?.thumbUrl ?? null,
        priceFils: d.dailyPriceFils,
        route: `/rentals/cars/${id}`,
      };
    }),
  );
  chat.useCards(
    'shop',
    orNull(async (id) => {
      const d = await deps.shops.detail(null, id, lang);
      return { title: d.name, imageUrl: d.logoUrl, priceFils: null, route: `/shops/${id}` };
    }),
  );
  chat.useCards(
    'lot',
    orNull(async (id) => {
      const d = await deps.auctions.lot(null, id, lang);
      return { title: d.title, imageUrl: d.cover?.thumbUrl ?? null, priceFils: null, route: `/auctions/lots/${id}` };
    }),
  );
  chat.useOwners(
    'listing',
    orNull(async (id) => (await deps.listings.detail(null, id, lang)).seller.userId),
  );
  chat.useOwners(
    'rental',
    orNull(async (id) => (await deps.fleet.detail(null, id, lang)).merchant.userId),
  );
  chat.useOwners(
    'shop',
    orNull((id) => deps.shops.ownerOf(id)),
  );
  chat.useOwners(
    'lot',
    orNull(async (id) => (await deps.auctions.lot(null, id, lang)).car.seller.userId),
  );
}
