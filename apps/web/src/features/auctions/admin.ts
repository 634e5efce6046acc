import { useMe } from '../users';

/** Auction admin pages are for admins (the admin area lets in every staff role). */
export function useAuctionAdmin() {
  const me = useMe();
  return { allowed: me.data?.roles.includes('admin') ?? false, checking: !me.data };
}
