import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { branchesQueryKey } from './keys';

export function deleteBranch(id: string): Promise<unknown> {
  return api(`/api/me/rental-branches/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes a branch (refused while a car still offers it). */
export function useDeleteBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBranch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: branchesQueryKey }),
  });
}
