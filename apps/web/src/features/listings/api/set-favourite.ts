import { type FavouriteState, type ListingDetail, listingsContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listingKeys } from './keys';

/** PUT (add) or DELETE (remove) /api/listings/:id/favourite. */
export function setFavourite({ id, favourite }: { id: string; favourite: boolean }): Promise<FavouriteState> {
  const { addFavourite, removeFavourite } = listingsContract.endpoints;
  return call(favourite ? addFavourite : removeFavourite, { params: { id } });
}

/** The heart: flips at once on the page, and back if the server refuses. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavourite,
    onMutate: async ({ id, favourite }) => {
      const key = listingKeys.detail(id);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ListingDetail>(key);
      if (before && before.isFavourite !== favourite) {
        queryClient.setQueryData<ListingDetail>(key, {
          ...before,
          isFavourite: favourite,
          favouritesCount: Math.max(0, before.favouritesCount + (favourite ? 1 : -1)),
        });
      }
      return { before };
    },
    onSuccess: (state, { id }) => {
      queryClient.setQueryData<ListingDetail>(listingKeys.detail(id), (old) =>
        old ? { ...old, isFavourite: state.favourite, favouritesCount: state.favouritesCount } : old,
      );
    },
    onError: (_error, { id }, context) => {
      if (context?.before) queryClient.setQueryData(listingKeys.detail(id), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingKeys.favourites() }),
  });
}
