import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function getSession(id: string, signal?: AbortSignal) {
  return call(auctionsContract.endpoints.session, { params: { id }, signal });
}

/** One session with the caller's participation; polled while a card payment of earnest money is pending. */
export function useSession(id: string | null | undefined) {
  return useQuery({
    queryKey: auctionKeys.session(id ?? ''),
    queryFn: ({ signal }) => getSession(id as string, signal),
    enabled: !!id,
    refetchInterval: (query) => (query.state.data?.me?.status === 'pending_payment' ? 4_000 : false),
  });
}
