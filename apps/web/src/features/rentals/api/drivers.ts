import { type DriverInput, type DriverPatch, rentalDriversContract } from '@souq/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { driversQueryKey } from './keys';

const drivers = rentalDriversContract.endpoints;

/** My driver records (spec rentersList). */
export function useDrivers() {
  return useQuery({
    queryKey: driversQueryKey,
    queryFn: async ({ signal }) => (await call(drivers.myDrivers, { signal })).items,
  });
}

/** One driver record, with short-lived signed URLs of the licence images. */
export function useDriver(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...driversQueryKey, 'detail', id],
    queryFn: ({ signal }) => call(drivers.driver, { params: { id }, signal }),
    enabled: options.enabled ?? true,
    // The signed image URLs expire: never show a stale record's.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DriverInput) => call(drivers.createDriver, { body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversQueryKey }),
  });
}

export function useUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DriverPatch }) =>
      call(drivers.updateDriver, { params: { id }, body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversQueryKey }),
  });
}

export function useDeleteDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(drivers.removeDriver, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: driversQueryKey }),
  });
}
