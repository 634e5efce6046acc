/**
 * Web Push in the browser: the friendly prompt's memory, the browser's permission, and the
 * subscription made with the service worker's pushManager and registered with the API.
 */
import type { Language } from '@souq/shared';
import { isNativeApp } from '../../lib/native';
import { getPushKey, subscribePush, unsubscribePush } from './api/push';

const DECLINED_KEY = 'pushPromptDeclinedAt';
/** After "Not now" the prompt stays away this long. */
export const PROMPT_QUIET_MS = 30 * 24 * 3600 * 1000;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    !isNativeApp()
  );
}

export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

export function rememberDecline(now = Date.now()) {
  try {
    localStorage.setItem(DECLINED_KEY, String(now));
  } catch {
    /* private mode: the prompt may come back, which is harmless */
  }
}

/** Whether to offer the in-app prompt: supported, not decided in the browser, not declined lately. */
export function shouldPrompt(now = Date.now()): boolean {
  if (pushPermission() !== 'default') return false;
  let declined = 0;
  try {
    declined = Number(localStorage.getItem(DECLINED_KEY) ?? 0);
  } catch {
    /* unreadable storage: treat as never declined */
  }
  return !(declined > 0 && now - declined < PROMPT_QUIET_MS);
}

/** The VAPID key as the pushManager takes it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

function registration(timeoutMs = 5_000): Promise<ServiceWorkerRegistration | null> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
  ]);
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await registration(1_000);
  return reg ? reg.pushManager.getSubscription() : null;
}

export type EnableResult = 'on' | 'denied' | 'unsupported' | 'failed';

/** Asks the browser (the user has said yes in the app first), subscribes, and tells the API. */
export async function enablePush(lang: Language): Promise<EnableResult> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    if (permission === 'default') rememberDecline();
    return 'denied';
  }
  try {
    const reg = await registration();
    if (!reg) return 'failed';
    const { vapidPublicKey } = await getPushKey();
    if (!vapidPublicKey) return 'unsupported';
    const sub =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) }));
    const json = sub.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return 'failed';
    await subscribePush({
      kind: 'web',
      endpoint: json.endpoint,
      keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
      lang,
    });
    return 'on';
  } catch {
    return 'failed';
  }
}

/** Stops pushes to this browser: with the push service and with the API. */
export async function disablePush(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await unsubscribePush(sub.endpoint).catch(() => {});
  await sub.unsubscribe().catch(() => false);
}
