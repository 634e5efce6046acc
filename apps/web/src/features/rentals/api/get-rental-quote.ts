import type { RentalExtra, RentalQuote } from '@souq/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rentalsQueryKey } from './keys';

export interface QuoteParams {
  pickupAt: string;
  returnAt: string;
  extras: RentalExtra[];
}

export function getRentalQuote(carId: string, params: QuoteParams, signal?: AbortSignal): Promise<RentalQuote> {
  return api<RentalQuote>(`/api/rental-cars/${encodeURIComponent(carId)}/quote`, {
    query: { pickupAt: params.pickupAt, returnAt: params.returnAt, extras: params.extras.join(',') },
    signal,
    auth: 'optional',
    // Shown where the price would be (a range in the past, too long…), not as a toast.
    silent: true,
  });
}

export function rentalQuoteQueryKey(carId: string, params: QuoteParams) {
  return [...rentalsQueryKey, 'quote', carId, params.pickupAt, params.returnAt, [...params.extras].sort()] as const;
}

/** The server's quote for a range and extras: the same function prices the booking. */
export function useRentalQuote(carId: string, params: QuoteParams | null) {
  return useQuery({
    queryKey: params ? rentalQuoteQueryKey(carId, params) : [...rentalsQueryKey, 'quote', carId, 'none'],
    queryFn: ({ signal }) => getRentalQuote(carId, params as QuoteParams, signal),
    enabled: !!params,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
