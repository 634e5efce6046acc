import { type ListingDetail, listingsContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listingKeys, listingsKey } from './keys';

/**
 * Changes of one car by its seller (or an admin): each answers the car as it is now. On success
 * the car's detail is replaced by the answer and every list of cars (search, mine, counts, admin)
 * is refetched.
 */
export function useListingAction<V extends { id: string }>(request: (vars: V) => Promise<ListingDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (listing, vars) => {
      queryClient.setQueryData(listingKeys.detail(vars.id), listing);
      return queryClient.invalidateQueries({ queryKey: listingsKey });
    },
  });
}

const cars = listingsContract.endpoints;

/** Sends a draft or a rejected car to review (or straight on sale for verified sellers). */
export const useSubmitListing = () =>
  useListingAction(({ id }: { id: string }) => call(cars.submit, { params: { id } }));

/** Marks the car sold; buyers then see the sold label. */
export const useMarkListingSold = () =>
  useListingAction(({ id }: { id: string }) => call(cars.markSold, { params: { id } }));

/** Marks the car reserved (a buyer paid a deposit elsewhere); it stays listed. */
export const useReserveListing = () =>
  useListingAction(({ id }: { id: string }) => call(cars.reserve, { params: { id } }));

/** Puts a reserved car back on sale. */
export const useUnreserveListing = () =>
  useListingAction(({ id }: { id: string }) => call(cars.unreserve, { params: { id } }));

/** Moves the car to the top of the newest list; limited per day (refreshesLeftToday). */
export const useRefreshListing = () =>
  useListingAction(({ id }: { id: string }) => call(cars.refresh, { params: { id } }));

/** Removes the car from sale (status removed); it stays in the seller's list. */
export const useDeleteListing = () =>
  useListingAction(({ id }: { id: string }) => call(cars.remove, { params: { id } }));

/** A new asking price (decimal AED); the history keeps the old one. Errors show on the form. */
export const useChangeListingPrice = () =>
  useListingAction(({ id, price }: { id: string; price: string }) =>
    call(cars.changePrice, { params: { id }, body: { price }, silent: true }),
  );

// ---- the admins' review ----

/** The car goes on sale and the seller is notified. */
export const useApproveListing = () =>
  useListingAction(({ id }: { id: string }) => call(cars.approve, { params: { id } }));

/** Back to the seller with the reason (errors show on the form). */
export const useRejectListing = () =>
  useListingAction(({ id, reason }: { id: string; reason: string }) =>
    call(cars.reject, { params: { id }, body: { reason }, silent: true }),
  );
