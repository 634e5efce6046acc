import type { AuctionWhen } from '@souq/shared/auctions/auctions.schema';

/** Query keys of the auctions feature: everything under ['auctions'] so a bid or a join refreshes it all. */
export const auctionKeys = {
  all: ['auctions'] as const,
  terms: ['auctions', 'terms'] as const,
  sessions: (when: AuctionWhen) => ['auctions', 'sessions', when] as const,
  session: (id: string) => ['auctions', 'session', id] as const,
  lots: (filters: object) => ['auctions', 'lots', filters] as const,
  lot: (id: string) => ['auctions', 'lot', id] as const,
  bidLog: (id: string) => ['auctions', 'lot', id, 'bids'] as const,
  myBids: ['auctions', 'me', 'bids'] as const,
  myWatches: ['auctions', 'me', 'watches'] as const,
  myOffers: ['auctions', 'me', 'offers'] as const,
  myReleases: ['auctions', 'me', 'releases'] as const,
  myCars: ['auctions', 'me', 'cars'] as const,
  admin: ['auctions', 'admin'] as const,
  adminReleases: (status: string) => ['auctions', 'admin', 'releases', status] as const,
  adminSessions: (status: string) => ['auctions', 'admin', 'sessions', status] as const,
  adminSession: (id: string) => ['auctions', 'admin', 'session', id] as const,
};
