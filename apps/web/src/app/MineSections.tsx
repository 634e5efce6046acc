import type { User } from '@souq/shared';
import { LeaseMineLinks } from '../features/lease/components/MineLinks';
import { ListingsMineLinks } from '../features/listings/components/MineLinks';
import { RentalsMineLinks } from '../features/rentals/components/MineLinks';
import { ShopsMineLinks } from '../features/shops/components/MineLinks';

/** Each feature's rows on the Mine page, in the order a user looks for them. */
export function MineSections({ user }: { user: User }) {
  return (
    <>
      <RentalsMineLinks user={user} />
      <ListingsMineLinks user={user} />
      <ShopsMineLinks user={user} />
      <LeaseMineLinks user={user} />
    </>
  );
}
