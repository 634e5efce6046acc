import type { HeldFunds } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { depositsQueryKey } from './get-deposits';

/** `GET /api/deposits/holds`: every wallet hold and card authorisation of the user, newest first. */
export function getHeldFunds(signal?: AbortSignal): Promise<HeldFunds> {
  return api<HeldFunds>('/api/deposits/holds', { signal });
}

export function useHeldFunds() {
  return useQuery({ queryKey: [...depositsQueryKey, 'holds'], queryFn: ({ signal }) => getHeldFunds(signal) });
}
