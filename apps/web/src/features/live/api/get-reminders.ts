import { liveContract } from '@souq/shared/live/live.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { liveKeys } from './keys';

/** Started lives of followed hosts (the banner list adds them without duplicates). */
export function useReminders(enabled: boolean) {
  return useQuery({
    queryKey: liveKeys.reminders,
    queryFn: ({ signal }) => call(liveContract.endpoints.reminders, { signal }),
    enabled,
  });
}
