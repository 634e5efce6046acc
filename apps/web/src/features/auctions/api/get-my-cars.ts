import { listingsContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

/** My cars on sale: the ones a seller may release to auction (the first page is enough to pick from). */
export function getMyCarsOnSale(signal?: AbortSignal) {
  return call(listingsContract.endpoints.mine, { query: { status: 'on_sale', limit: 50 }, signal });
}

export function useMyCarsOnSale() {
  return useQuery({ queryKey: auctionKeys.myCars, queryFn: ({ signal }) => getMyCarsOnSale(signal) });
}
