/**
 * The push port (docs/push.md): where a push goes and how it went. The local default sends Web Push
 * with VAPID keys (push.web.ts); the Capacitor shell's FCM tokens go through FCM's HTTP v1 API
 * (push.fcm.ts). Tests swap the sender for a recording fake (NotificationsService.usePushSender).
 */
import type { PushPayload } from '@souq/shared/notifications/push.schema';

export interface PushTarget {
  kind: 'web' | 'fcm';
  /** The push service URL (web) or the FCM registration token. */
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
}

/** `gone`: the push service no longer knows the subscription (404/410); it is deleted. */
export type PushOutcome = 'sent' | 'gone' | 'failed' | 'unsupported';

export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

/** Every push is given up after this long, so a slow push service delays nothing else (spec: within 5 s). */
export const PUSH_TIMEOUT_MS = 4_000;

/** Routes each target to the sender of its kind; a kind without one is `unsupported`. */
export class PushRouter implements PushSender {
  constructor(private readonly senders: Partial<Record<PushTarget['kind'], PushSender>>) {}

  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const sender = this.senders[target.kind];
    return sender ? sender.send(target, payload) : Promise.resolve('unsupported');
  }
}
