import type { RentalBranch } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { branchesQueryKey } from './keys';

export async function getBranches(signal?: AbortSignal): Promise<RentalBranch[]> {
  const data = await api<{ items: RentalBranch[] } | RentalBranch[]>('/api/me/rental-branches', { signal });
  return Array.isArray(data) ? data : data.items;
}

/** The merchant's pick-up and return branches. */
export function useBranches(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: branchesQueryKey,
    queryFn: ({ signal }) => getBranches(signal),
    enabled: options.enabled ?? true,
  });
}
