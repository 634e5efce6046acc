import { type RentalBranchInput, type RentalBranchPatch, rentalFleetContract } from '@souq/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { branchesQueryKey } from './keys';

const fleet = rentalFleetContract.endpoints;

/** The merchant's pick-up and return branches. */
export function useBranches(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: branchesQueryKey,
    queryFn: async ({ signal }) => (await call(fleet.myBranches, { signal })).items,
    enabled: options.enabled ?? true,
  });
}

export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RentalBranchInput) => call(fleet.createBranch, { body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchesQueryKey }),
  });
}

export function useUpdateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RentalBranchPatch }) =>
      call(fleet.updateBranch, { params: { id }, body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchesQueryKey }),
  });
}

/** Removes a branch (refused while a car still offers it). */
export function useDeleteBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(fleet.removeBranch, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: branchesQueryKey }),
  });
}
