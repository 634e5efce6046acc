import { notificationsContract } from '@souq/shared';
import type { StationMessageBody } from '@souq/shared/notifications/push.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const stationMessagesQueryKey = ['notifications', 'admin', 'station-messages'] as const;

export function getStationMessages(signal?: AbortSignal) {
  return call(notificationsContract.endpoints.stationMessages, { query: { limit: 20 }, signal });
}

export function useStationMessages() {
  return useQuery({ queryKey: stationMessagesQueryKey, queryFn: ({ signal }) => getStationMessages(signal) });
}

export function sendStationMessage(body: StationMessageBody) {
  return call(notificationsContract.endpoints.sendStationMessage, { body });
}

export function useSendStationMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStationMessage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: stationMessagesQueryKey }),
  });
}
