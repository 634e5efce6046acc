import { depositsContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { depositsQueryKey } from './get-deposits';

/** Every wallet hold and card authorisation of the user, newest first. */
export function getHeldFunds(signal?: AbortSignal) {
  return call(depositsContract.endpoints.held, { signal });
}

export function useHeldFunds() {
  return useQuery({ queryKey: [...depositsQueryKey, 'holds'], queryFn: ({ signal }) => getHeldFunds(signal) });
}
