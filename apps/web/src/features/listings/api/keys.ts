/** Query keys of the car pages; everything about cars for sale starts with `listingsKey`. */
export const listingsKey = ['listings'] as const;

export const listingKeys = {
  all: listingsKey,
  search: (cityKey: string, query: unknown) => [...listingsKey, 'search', cityKey, query] as const,
  detail: (id: string) => [...listingsKey, 'detail', id] as const,
  similar: (id: string) => [...listingsKey, 'similar', id] as const,
  favourites: () => [...listingsKey, 'favourites'] as const,
  history: () => [...listingsKey, 'history'] as const,
  mine: (status: string) => [...listingsKey, 'mine', status] as const,
  mineCounts: () => [...listingsKey, 'mine-counts'] as const,
  admin: (status: string, q: string) => [...listingsKey, 'admin', status, q] as const,
  newCount: (who: string) => [...listingsKey, 'new-count', who] as const,
};
