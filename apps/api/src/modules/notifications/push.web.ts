/** Web Push with VAPID (the `web-push` library); the keys come from config or, outside production, DATA_DIR. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PushPayload } from '@souq/shared/notifications/push.schema';
import webpush from 'web-push';
import type { Config } from '../../config';
import { PUSH_TIMEOUT_MS, type PushOutcome, type PushSender, type PushTarget } from './push.port';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise a pair generated once and
 * kept in DATA_DIR/vapid.json, so a browser's subscription survives restarts of this machine.
 * Production without keys is refused by config.ts unless the insecure demo override is on.
 */
export function loadVapidKeys(
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR'>,
): VapidKeys {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT };
  }
  const file = path.join(config.DATA_DIR, 'vapid.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: config.VAPID_SUBJECT };
    }
  } catch {
    /* none yet (or unreadable): make a pair */
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return { ...keys, subject: config.VAPID_SUBJECT };
}

/** Sends one encrypted Web Push (RFC 8291) per target, signed with the VAPID keys. */
export class WebPushSender implements PushSender {
  constructor(private readonly keys: VapidKeys) {}

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    if (!target.p256dh || !target.auth) return 'gone';
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: {
            subject: this.keys.subject,
            publicKey: this.keys.publicKey,
            privateKey: this.keys.privateKey,
          },
          TTL: 24 * 3600,
          timeout: PUSH_TIMEOUT_MS,
          urgency: 'high',
          ...(payload.tag ? { topic: topicOf(payload.tag) } : {}),
        },
      );
      return 'sent';
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      return status === 404 || status === 410 ? 'gone' : 'failed';
    }
  }
}

/** A push service's Topic header: at most 32 URL-safe characters. */
function topicOf(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 32);
}
