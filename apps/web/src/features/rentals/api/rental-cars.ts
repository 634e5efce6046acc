import {
  type RentalCarInput,
  type RentalCarListQuery,
  type RentalCarPatch,
  type RentalExtra,
  rentalFleetAdminContract,
  rentalFleetContract,
} from '@souq/shared';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useCityKey } from '../../regions';
import { type RentalListOptions, type RentalSearch, searchQuery } from '../search';
import { rentalCarsQueryKey, rentalsQueryKey } from './keys';

const fleet = rentalFleetContract.endpoints;

// ---- search, detail and quote (guests too) ----

/**
 * Rental cars for a search (the chosen city travels as headers, so it is part of the key), a page
 * at a time. Without a search (`null`) it lists popular cars with their availability right now.
 */
export function useRentalCars(search: RentalSearch | null, options: RentalListOptions, limit = 20) {
  const city = useCityKey();
  const query = { ...searchQuery(search, options), limit };
  return useInfiniteQuery({
    queryKey: [...rentalCarsQueryKey, 'search', city, query],
    queryFn: ({ pageParam, signal }) =>
      call(fleet.search, { query: { ...query, cursor: pageParam ?? undefined }, signal, silent: true }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function rentalCarQueryKey(id: string) {
  return [...rentalCarsQueryKey, 'detail', id] as const;
}

/** One rental car with its branches and busy ranges (spec rentalCarDetail). */
export function useRentalCar(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: rentalCarQueryKey(id),
    queryFn: ({ signal }) => call(fleet.car, { params: { id }, signal }),
    enabled: (options.enabled ?? true) && !!id,
  });
}

export interface QuoteParams {
  pickupAt: string;
  returnAt: string;
  extras: RentalExtra[];
}

export function rentalQuoteQueryKey(carId: string, params: QuoteParams) {
  return [...rentalsQueryKey, 'quote', carId, params.pickupAt, params.returnAt, [...params.extras].sort()] as const;
}

/** The server's quote for a range and extras: the same function prices the booking. */
export function useRentalQuote(carId: string, params: QuoteParams | null) {
  return useQuery({
    queryKey: params ? rentalQuoteQueryKey(carId, params) : [...rentalsQueryKey, 'quote', carId, 'none'],
    queryFn: ({ signal }) => {
      const { pickupAt, returnAt, extras } = params as QuoteParams;
      return call(fleet.quote, {
        params: { id: carId },
        query: { pickupAt, returnAt, extras: extras.join(',') },
        signal,
        // Shown where the price would be (a range in the past, too long…), not as a toast.
        silent: true,
      });
    },
    enabled: !!params,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

// ---- the merchant's fleet, every car for an admin ----

/** Whose cars: the merchant's own fleet, or every car for an admin. */
export type FleetScope = 'merchant' | 'admin';

export type FleetFilters = Pick<RentalCarListQuery, 'status' | 'q'>;

/** GET /api/me/rental-cars (my fleet) or GET /api/admin/rental-cars (all rental cars). */
export function useFleet(scope: FleetScope, filters: FleetFilters) {
  return useInfiniteQuery({
    queryKey: [...rentalCarsQueryKey, 'fleet', scope, filters],
    queryFn: ({ pageParam, signal }) => {
      const query = { status: filters.status, q: filters.q, cursor: pageParam ?? undefined, limit: 20 };
      return scope === 'admin'
        ? call(rentalFleetAdminContract.endpoints.rentalCars, { query, signal })
        : call(fleet.myCars, { query, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** A merchant publishes a rental car (spec publishRentalCar). */
export function useCreateRentalCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RentalCarInput) => call(fleet.createCar, { body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalCarsQueryKey }),
  });
}

export function useUpdateRentalCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RentalCarPatch }) =>
      call(fleet.updateCar, { params: { id }, body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalCarsQueryKey }),
  });
}

export type RentalCarAction = 'pause' | 'resume';

/** Pauses or resumes a car: a paused car is not offered for new bookings. */
export function useSetRentalCarStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: RentalCarAction }) =>
      call(action === 'pause' ? fleet.pauseCar : fleet.resumeCar, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalCarsQueryKey }),
  });
}

/** Removes a car from the fleet (refused while it has a booking to honour). */
export function useDeleteRentalCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(fleet.removeCar, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalCarsQueryKey }),
  });
}
