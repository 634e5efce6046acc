/** Query keys of the shop pages; everything about shops starts with `shopsKey`. */
export const shopsKey = ['shops'] as const;

export const shopKeys = {
  all: shopsKey,
  search: (cityKey: string, q: string, sort: string) => [...shopsKey, 'search', cityKey, q, sort] as const,
  detail: (id: string) => [...shopsKey, 'detail', id] as const,
  cars: (id: string) => [...shopsKey, 'cars', id] as const,
  mine: () => [...shopsKey, 'mine'] as const,
  following: () => [...shopsKey, 'following'] as const,
  admin: (status: string, q: string) => [...shopsKey, 'admin', status, q] as const,
};
