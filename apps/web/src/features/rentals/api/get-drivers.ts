import type { Driver } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { driversQueryKey } from './keys';

export async function getDrivers(signal?: AbortSignal): Promise<Driver[]> {
  const data = await api<{ items: Driver[] } | Driver[]>('/api/me/drivers', { signal });
  return Array.isArray(data) ? data : data.items;
}

/** My driver records (spec rentersList). */
export function useDrivers() {
  return useQuery({ queryKey: driversQueryKey, queryFn: ({ signal }) => getDrivers(signal) });
}
