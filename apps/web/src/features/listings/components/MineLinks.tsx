import type { User } from '@souq/shared';

/** This feature's rows on the Mine page. */
export function ListingsMineLinks(_props: { user: User }) {
  return null;
}
