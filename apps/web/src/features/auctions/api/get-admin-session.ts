import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function getAdminSession(id: string, signal?: AbortSignal) {
  return call(auctionsContract.endpoints.adminSession, { params: { id }, signal });
}

/** Admins: one session with its lots in order. */
export function useAdminSession(id: string) {
  return useQuery({ queryKey: auctionKeys.adminSession(id), queryFn: ({ signal }) => getAdminSession(id, signal) });
}
