/**
 * Web Push (VAPID) and FCM subscriptions, station messages from the platform, and the message
 * centre's counts. Every text refuses control characters, every number is bounded.
 */
import { z } from 'zod';
import { cursorSchema, hasForbiddenCharacters, mobileSchema, textSchema } from '../validation';
import { CENTRE_CATEGORIES, isAppRoute, NOTIFICATION_CATEGORIES } from './notification-route';

/** Most push subscriptions (browsers, devices) one user keeps; a new one beyond it replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
export const PUSH_ENDPOINT_MAX = 1024;
export const STATION_TITLE_MAX = 80;
export const STATION_BODY_MAX = 500;

const LANGS = ['en', 'ar', 'zh-CN', 'zh-TW', 'ja', 'fr', 'ru'] as const;

/** Base64url (padding allowed), as browsers give the subscription keys. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min, { error: 'validation:invalid' })
    .max(max, { error: 'validation:invalid' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'validation:invalid' });

/** A host a push may be sent to: a public DNS name, never an address, localhost or a single label. */
export function isPushHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (!host.includes('.') || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    return false;
  if (/^\d+(\.\d+){3}$/.test(host) || host.startsWith('[')) return false;
  return /^[a-z0-9.-]+$/.test(host);
}

/** The push service's URL: https, a public host, no credentials, bounded, no control characters. */
export const pushEndpointSchema = z
  .string()
  .max(PUSH_ENDPOINT_MAX, { error: 'validation:maxLength' })
  .refine((v) => !hasForbiddenCharacters(v), { error: 'validation:controlCharacters' })
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'https:' && !url.username && !url.password && isPushHost(url.hostname);
      } catch {
        return false;
      }
    },
    { error: 'validation:url' },
  );

/** An FCM registration token as the Capacitor shell gets it. */
const FCM_TOKEN = /^[A-Za-z0-9:_-]{20,512}$/;

/**
 * A device to push to: a browser's Web Push subscription (`endpoint` is the push service URL, with
 * its `keys`) or the Capacitor shell's FCM token (`endpoint` holds the token).
 */
export const pushSubscribeBody = z
  .object({
    kind: z.enum(['web', 'fcm']),
    endpoint: z
      .string()
      .min(1, { error: 'validation:required' })
      .max(PUSH_ENDPOINT_MAX, { error: 'validation:maxLength' })
      .refine((v) => !hasForbiddenCharacters(v), { error: 'validation:controlCharacters' }),
    /** P-256 public key (65 bytes: 87 characters) and the 16-byte auth secret (22 characters). */
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }).optional(),
    lang: z.enum(LANGS).default('en'),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'web') {
      if (!pushEndpointSchema.safeParse(b.endpoint).success)
        ctx.addIssue({ code: 'custom', path: ['endpoint'], message: 'validation:url' });
      if (!b.keys) ctx.addIssue({ code: 'custom', path: ['keys'], message: 'validation:required' });
    } else if (!FCM_TOKEN.test(b.endpoint)) {
      ctx.addIssue({ code: 'custom', path: ['endpoint'], message: 'validation:invalid' });
    }
  });
export type PushSubscribeBody = z.input<typeof pushSubscribeBody>;

export const pushUnsubscribeBody = z.object({
  /** The web subscription's endpoint or the FCM token. */
  endpoint: z
    .string()
    .min(1, { error: 'validation:required' })
    .max(PUSH_ENDPOINT_MAX, { error: 'validation:maxLength' })
    .refine((v) => !hasForbiddenCharacters(v), { error: 'validation:controlCharacters' }),
});
export type PushUnsubscribeBody = z.input<typeof pushUnsubscribeBody>;

export const pushSubscriptionResponse = z.object({ subscribed: z.boolean(), devices: z.number().int().min(0) });
export type PushSubscriptionState = z.infer<typeof pushSubscriptionResponse>;

/** The public VAPID key the browser subscribes with; null when Web Push is off. */
export const pushKeyResponse = z.object({ vapidPublicKey: z.string().nullable() });
export type PushKey = z.infer<typeof pushKeyResponse>;

/** What a push carries to the service worker (JSON); the worker shows it and routes the tap. */
export interface PushPayload {
  title: string;
  body: string;
  /** In-app route the tap opens (checked again by the worker). */
  route: string;
  /** Replaces an earlier notification with the same tag (one per conversation). */
  tag?: string;
  /** When the push comes from a notification of the centre. */
  notificationId?: string;
}

export const notificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);
export const centreCategorySchema = z.enum(CENTRE_CATEGORIES);

/** The list, optionally one category. */
export const notificationListQuery = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  category: notificationCategorySchema.optional(),
});

export const categoryQuery = z.object({ category: notificationCategorySchema.optional() });

export const unreadByCategoryResponse = z.object({
  unread: z.number().int(),
  categories: z.record(notificationCategorySchema, z.number().int()),
});
export type UnreadByCategory = z.infer<typeof unreadByCategoryResponse>;

// ---- station messages (the platform's broadcasts) ----

export const stationMessageBody = z
  .object({
    audience: z.enum(['all', 'user']),
    /** The one recipient's mobile, when the audience is one user. */
    mobile: mobileSchema.optional(),
    title: textSchema({ min: 1, max: STATION_TITLE_MAX }),
    body: textSchema({ min: 1, max: STATION_BODY_MAX, multiline: true }),
    /** In-app route the message opens, e.g. `/auctions`. */
    route: z
      .string()
      .max(200, { error: 'validation:maxLength' })
      .refine((v) => !hasForbiddenCharacters(v), { error: 'validation:controlCharacters', abort: true })
      .refine((v) => v === '' || isAppRoute(v), { error: 'validation:invalid' })
      .optional(),
  })
  .refine((b) => b.audience === 'all' || b.mobile !== undefined, { error: 'validation:required', path: ['mobile'] });
export type StationMessageBody = z.input<typeof stationMessageBody>;

export const stationMessageSchema = z.object({
  id: z.string(),
  audience: z.enum(['all', 'user']),
  title: z.string(),
  body: z.string(),
  route: z.string().nullable(),
  createdAt: z.string(),
});
export type StationMessage = z.infer<typeof stationMessageSchema>;

export const stationMessagePage = z.object({ items: z.array(stationMessageSchema), nextCursor: z.string().nullable() });
