import type { RentalBranch, RentalBranchInput } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { branchesQueryKey } from './keys';

export function createBranch(body: RentalBranchInput): Promise<RentalBranch> {
  return api<RentalBranch>('/api/me/rental-branches', { method: 'POST', body, silent: true });
}

export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchesQueryKey }),
  });
}
