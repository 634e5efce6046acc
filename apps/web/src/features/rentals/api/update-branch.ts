import type { RentalBranch, RentalBranchPatch } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { branchesQueryKey } from './keys';

export function updateBranch({ id, body }: { id: string; body: RentalBranchPatch }): Promise<RentalBranch> {
  return api<RentalBranch>(`/api/me/rental-branches/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    silent: true,
  });
}

export function useUpdateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchesQueryKey }),
  });
}
