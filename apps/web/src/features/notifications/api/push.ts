import { notificationsContract } from '@souq/shared';
import type { PushSubscribeBody } from '@souq/shared/notifications/push.schema';
import { call } from '../../../lib/api';

export function getPushKey(signal?: AbortSignal) {
  return call(notificationsContract.endpoints.pushKey, { signal, silent: true, slowHint: false });
}

export function subscribePush(body: PushSubscribeBody) {
  return call(notificationsContract.endpoints.pushSubscribe, { body, silent: true, slowHint: false });
}

export function unsubscribePush(endpoint: string) {
  return call(notificationsContract.endpoints.pushUnsubscribe, { body: { endpoint }, silent: true, slowHint: false });
}
