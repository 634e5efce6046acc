import {
  type Language,
  localizeNotificationParams,
  NOTIFICATIONS_MAX,
  type Notification,
  SOCKET_EVENTS,
} from '@souq/shared';
import {
  isAppRoute,
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  notificationCategory,
  notificationTarget,
} from '@souq/shared/notifications/notification-route';
import {
  PUSH_SUBSCRIPTIONS_MAX,
  type PushPayload,
  type PushSubscribeBody,
  type StationMessage,
} from '@souq/shared/notifications/push.schema';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import type { TxStep } from '../../lib/transaction';
import {
  type NotificationRow,
  notificationsRepository,
  type PushSubscriptionRow,
  type StationMessageRow,
} from './notifications.repository';
import type { NotificationParams } from './notifications.tables';
import { ConversationPresence, PRESENCE_TTL_MS } from './presence';
import { FcmSender, readServiceAccount } from './push.fcm';
import { PUSH_TIMEOUT_MS, type PushOutcome, PushRouter, type PushSender } from './push.port';
import { loadVapidKeys, type VapidKeys, WebPushSender } from './push.web';

export interface NotifyInput {
  userId: string;
  /** Dotted type, e.g. `rental.order_confirmed`; clients may group or filter by it. */
  type: string;
  /** Translation key of the title, e.g. `notifications:orderConfirmed.title`. */
  titleKey: string;
  params?: NotificationParams;
  /** In-app route the notification opens. */
  route?: string | null;
}

/** What another domain asks to push (chat: the sender's name and a preview). */
export interface PushMessage {
  title: string;
  body: string;
  /** In-app route the tap opens, e.g. `/chat/single_ab12`. */
  route: string;
  /** One notification per tag on the device (a newer one replaces it), e.g. the conversation id. */
  tag?: string;
  /** No push while the user is active in this conversation (setActiveConversation). */
  conversationId?: string;
}

export interface PushResult {
  sent: number;
  failed: number;
  /** Subscriptions the push service no longer knows (404/410), deleted. */
  removed: number;
  /** Not sent because the user is active in the conversation. */
  skipped: boolean;
}

/** A station message to everyone reaches users through the centre for this long after it is sent. */
export const BROADCAST_REACH_DAYS = 30;
const TITLE_MAX = 120;
const BODY_MAX = 300;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function present(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    titleKey: row.titleKey,
    params: row.params,
    route: row.route,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentStation(row: StationMessageRow): StationMessage {
  return {
    id: row.id,
    audience: row.audience,
    title: row.title,
    body: row.body,
    route: row.route,
    createdAt: row.createdAt.toISOString(),
  };
}

const LANGS = new Set<string>(['en', 'ar', 'zh-CN', 'zh-TW', 'ja', 'fr', 'ru']);
const langOf = (value: string): Language => (LANGS.has(value) ? (value as Language) : 'en');

/** The one way any domain tells a user something: stored, counted, pushed live, and to their devices. */
export class NotificationsService {
  private sender: PushSender | null = null;
  private pushTimeoutMs = PUSH_TIMEOUT_MS + 500;
  private vapid: VapidKeys | null = null;
  private readonly presence: ConversationPresence;

  constructor(private readonly ctx: AppContext) {
    this.presence = new ConversationPresence(
      ctx.config.REDIS_URL,
      () => ctx.clock.now().getTime(),
      (err) => ctx.log.warn({ err }, 'presence redis error'),
    );
  }

  // ---- the centre ----

  /** Inside the caller's transaction (`step`), the live push waits for the commit. */
  async notify(input: NotifyInput, step?: TxStep): Promise<Notification> {
    const db = step?.tx ?? this.ctx.db;
    const row = await notificationsRepository.insert(db, {
      userId: input.userId,
      type: input.type,
      titleKey: input.titleKey,
      params: input.params ?? {},
      route: input.route ?? null,
      createdAt: this.ctx.clock.now(),
    });
    const notification = present(row);
    if (step) {
      step.afterCommit(() => void this.deliver(input.userId, notification));
    } else {
      await this.deliver(input.userId, notification);
    }
    return notification;
  }

  /** The socket (awaited) and the devices (not awaited: a slow push service holds up nothing). */
  private async deliver(userId: string, notification: Notification) {
    await this.pushLive(userId, notification);
    void this.pushNotification(userId, notification).catch((err) =>
      this.ctx.log.warn({ err, userId }, 'notification push failed'),
    );
  }

  private async pushLive(userId: string, notification: Notification) {
    try {
      await notificationsRepository.trim(this.ctx.db, userId, NOTIFICATIONS_MAX);
      this.ctx.realtime.toUser(userId, SOCKET_EVENTS.notification, notification);
      const unread = await notificationsRepository.unreadCount(this.ctx.db, userId);
      this.ctx.realtime.toUser(userId, SOCKET_EVENTS.unread, { unread });
    } catch (err) {
      this.ctx.log.warn({ err, userId }, 'live notification failed');
    }
  }

  /** Station messages to everyone that the user does not hold yet become rows of their own. */
  private async receiveBroadcasts(userId: string) {
    const since = new Date(this.ctx.clock.now().getTime() - BROADCAST_REACH_DAYS * 86_400_000);
    const arrived = await notificationsRepository.deliverBroadcasts(this.ctx.db, userId, since);
    if (arrived > 0) await notificationsRepository.trim(this.ctx.db, userId, NOTIFICATIONS_MAX);
  }

  async list(userId: string, cursor: string | undefined, limit: number, category?: NotificationCategory) {
    await this.receiveBroadcasts(userId);
    const rows = await notificationsRepository.page(this.ctx.db, userId, decodeCursor(cursor), limit + 1, category);
    return {
      ...pageOf(rows, limit, (r) => ({ at: r.createdAt, id: r.id }), present),
      unread: await notificationsRepository.unreadCount(this.ctx.db, userId),
    };
  }

  async unreadCount(userId: string) {
    await this.receiveBroadcasts(userId);
    return { unread: await notificationsRepository.unreadCount(this.ctx.db, userId) };
  }

  /** The centre's badges: unread per category, and in all. */
  async unreadByCategory(userId: string) {
    await this.receiveBroadcasts(userId);
    const categories = Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, 0])) as Record<
      NotificationCategory,
      number
    >;
    let unread = 0;
    for (const { prefix, n } of await notificationsRepository.unreadByPrefix(this.ctx.db, userId)) {
      categories[notificationCategory(prefix)] += n;
      unread += n;
    }
    return { unread, categories };
  }

  async markRead(userId: string, id: string) {
    if (!(await notificationsRepository.markRead(this.ctx.db, userId, id, this.ctx.clock.now()))) throw notFound();
    return this.broadcastUnread(userId);
  }

  async markAllRead(userId: string, category?: NotificationCategory) {
    await this.receiveBroadcasts(userId);
    await notificationsRepository.markAllRead(this.ctx.db, userId, this.ctx.clock.now(), category);
    return this.broadcastUnread(userId);
  }

  /** Other devices of the user update their badge too. */
  private async broadcastUnread(userId: string) {
    const result = { unread: await notificationsRepository.unreadCount(this.ctx.db, userId) };
    this.ctx.realtime.toUser(userId, SOCKET_EVENTS.unread, result);
    return result;
  }

  /**
   * A revoked session's devices get no more pushes: auth calls these in the transaction that
   * revokes the session (logout) or every session of the user (password reset, lock, cancellation).
   */
  async removeSubscriptionsOfSession(sessionId: string, tx?: Tx) {
    await notificationsRepository.deleteSubscriptionsOfSession(tx ?? this.ctx.db, sessionId);
  }

  async removeSubscriptionsOfUser(userId: string, tx?: Tx, keepSessionId?: string) {
    await notificationsRepository.deleteSubscriptionsOfUser(tx ?? this.ctx.db, userId, keepSessionId);
  }

  /** A password change replaces the caller's session: the caller's device keeps its pushes. */
  async moveSubscriptionsToSession(fromSessionId: string, toSessionId: string, tx?: Tx) {
    await notificationsRepository.moveSubscriptionsToSession(tx ?? this.ctx.db, fromSessionId, toSessionId);
  }

  async removeAllOf(userId: string, tx?: Tx) {
    await notificationsRepository.deleteAllOf(tx ?? this.ctx.db, userId);
  }

  // ---- station messages ----

  /**
   * An admin's message from the platform: to one user (stored and pushed at once) or to everyone
   * (stored once; each user receives it in the centre, and every subscribed device gets a push).
   */
  async sendStation(
    admin: Actor,
    input: { audience: 'all' | 'user'; userId: string | null; title: string; body: string; route: string | null },
  ): Promise<StationMessage> {
    const row = await notificationsRepository.insertStation(this.ctx.db, {
      audience: input.audience,
      userId: input.audience === 'user' ? input.userId : null,
      title: input.title,
      body: input.body,
      route: input.route && isAppRoute(input.route) ? input.route : null,
      sentBy: admin.userId,
      createdAt: this.ctx.clock.now(),
    });
    if (input.audience === 'user' && input.userId) {
      const notification = present(
        await notificationsRepository.insert(this.ctx.db, {
          userId: input.userId,
          type: 'station.message',
          titleKey: 'notifications:station.message',
          params: { title: row.title, body: row.body },
          route: row.route,
          createdAt: row.createdAt,
          stationMessageId: row.id,
        }),
      );
      await this.deliver(input.userId, notification);
    } else {
      void this.pushBroadcast(row).catch((err) => this.ctx.log.warn({ err }, 'broadcast push failed'));
    }
    return presentStation(row);
  }

  async stationMessages(cursor: string | undefined, limit: number) {
    const rows = await notificationsRepository.stationPage(this.ctx.db, decodeCursor(cursor), limit + 1);
    return pageOf(rows, limit, (r) => ({ at: r.createdAt, id: r.id }), presentStation);
  }

  // ---- push: devices ----

  /** The public VAPID key browsers subscribe with. */
  vapidPublicKey(): string {
    return this.vapidKeys().publicKey;
  }

  private vapidKeys(): VapidKeys {
    this.vapid ??= loadVapidKeys(this.ctx.config);
    return this.vapid;
  }

  private pushSender(): PushSender {
    if (!this.sender) {
      const file = this.ctx.config.FCM_SERVICE_ACCOUNT_FILE;
      this.sender = new PushRouter({
        web: new WebPushSender(this.vapidKeys()),
        ...(file ? { fcm: new FcmSender(readServiceAccount(file)) } : {}),
      });
    }
    return this.sender;
  }

  /** Replaces the push port (tests: a recording fake; a deployment: another provider). */
  usePushSender(sender: PushSender, options: { timeoutMs?: number } = {}) {
    this.sender = sender;
    this.pushTimeoutMs = Math.min(options.timeoutMs ?? PUSH_TIMEOUT_MS + 500, 5_000);
  }

  /** Registers this device for the session; beyond PUSH_SUBSCRIPTIONS_MAX the oldest of the user's go. */
  async subscribe(actor: Actor, body: PushSubscribeBody) {
    const web = body.kind === 'web';
    await notificationsRepository.upsertSubscription(this.ctx.db, {
      userId: actor.userId,
      sessionId: actor.sessionId,
      kind: body.kind,
      endpoint: body.endpoint,
      p256dh: web ? (body.keys?.p256dh ?? null) : null,
      auth: web ? (body.keys?.auth ?? null) : null,
      lang: body.lang ?? 'en',
      createdAt: this.ctx.clock.now(),
    });
    const all = await notificationsRepository.subscriptionsOf(this.ctx.db, actor.userId);
    await notificationsRepository.deleteSubscriptions(
      this.ctx.db,
      all.slice(PUSH_SUBSCRIPTIONS_MAX).map((s) => s.id),
    );
    return { subscribed: true, devices: Math.min(all.length, PUSH_SUBSCRIPTIONS_MAX) };
  }

  /** Forgets one of the user's devices; another user's endpoint is left alone (answers the same). */
  async unsubscribe(actor: Actor, endpoint: string) {
    await notificationsRepository.deleteSubscriptionOf(this.ctx.db, actor.userId, endpoint);
    const all = await notificationsRepository.subscriptionsOf(this.ctx.db, actor.userId);
    return { subscribed: false, devices: all.length };
  }

  // ---- push: presence ----

  /**
   * Marks the user as looking at a conversation (active = true) or not any more (false). While
   * active, `push` with that conversationId sends nothing. A mark expires after `ttlMs` (default
   * 60 s) unless renewed; with REDIS_URL it is seen by every node.
   */
  async setActiveConversation(userId: string, conversationId: string, active = true, ttlMs = PRESENCE_TTL_MS) {
    await this.presence.set(userId, conversationId, active, ttlMs);
  }

  async isActiveInConversation(userId: string, conversationId: string): Promise<boolean> {
    return this.presence.isActive(userId, conversationId);
  }

  // ---- push: sending ----

  /**
   * Sends a push to every device of the user, unless they are active in `conversationId`. Never
   * throws; resolves within about 5 s whatever the push services do. Subscriptions the push service
   * no longer knows are deleted.
   */
  async push(userId: string, message: PushMessage): Promise<PushResult> {
    return this.pushMany([userId], message);
  }

  /**
   * `push` to several users at once (a chat message to a group's members): one read of their
   * devices, and the presence check only for those who have one, so a message to members without
   * push costs one query.
   */
  async pushMany(userIds: readonly string[], message: PushMessage): Promise<PushResult> {
    const result: PushResult = { sent: 0, failed: 0, removed: 0, skipped: false };
    try {
      const subscriptions = await notificationsRepository.subscriptionsOfMany(this.ctx.db, userIds);
      if (subscriptions.length === 0) return result;
      const targets: PushSubscriptionRow[] = [];
      let active = 0;
      const owners = [...new Set(subscriptions.map((s) => s.userId))];
      for (const userId of owners) {
        if (message.conversationId && (await this.presence.isActive(userId, message.conversationId))) {
          active += 1;
          continue;
        }
        targets.push(...subscriptions.filter((s) => s.userId === userId));
      }
      if (active === owners.length) return { ...result, skipped: true };
      const route = isAppRoute(message.route) ? message.route : '/notifications';
      const payload: PushPayload = {
        title: clip(message.title, TITLE_MAX),
        body: clip(message.body, BODY_MAX),
        route,
        ...(message.tag ? { tag: clip(message.tag, 64) } : {}),
      };
      return await this.sendAll(targets, () => payload);
    } catch (err) {
      this.ctx.log.warn({ err, userIds: userIds.length }, 'push failed');
      return result;
    }
  }

  /** A centre notification on the user's devices, written in each device's language. */
  private async pushNotification(userId: string, notification: Notification): Promise<PushResult> {
    const subscriptions = await notificationsRepository.subscriptionsOf(this.ctx.db, userId);
    if (subscriptions.length === 0) return { sent: 0, failed: 0, removed: 0, skipped: false };
    return this.sendAll(subscriptions, (lang) => this.payloadOf(notification, lang));
  }

  payloadOf(notification: Notification, lang: Language): PushPayload {
    const category = notificationCategory(notification.type);
    const station = notification.type === 'station.message';
    const title = station ? String(notification.params.title ?? '') : translate(lang, `notifications:tabs.${category}`);
    const body = station
      ? String(notification.params.body ?? '')
      : translate(lang, notification.titleKey, localizeNotificationParams(notification.params, lang));
    return {
      title: clip(title, TITLE_MAX),
      body: clip(body, BODY_MAX),
      route: notificationTarget(notification) ?? `/notifications?tab=${category}`,
      tag: `n-${notification.id}`,
      notificationId: notification.id,
    };
  }

  private async pushBroadcast(row: StationMessageRow) {
    const payload: PushPayload = {
      title: clip(row.title, TITLE_MAX),
      body: clip(row.body, BODY_MAX),
      route: row.route ?? '/notifications?tab=station',
      tag: `s-${row.id}`,
    };
    let after: string | null = null;
    for (;;) {
      const batch = await notificationsRepository.subscriptionBatch(this.ctx.db, after, 200);
      if (batch.length === 0) break;
      await this.sendAll(batch, () => payload);
      after = batch[batch.length - 1]?.id ?? null;
    }
  }

  /** Sends concurrently (8 at a time), each capped by PUSH_TIMEOUT_MS; deletes the gone ones. */
  private async sendAll(
    subscriptions: PushSubscriptionRow[],
    payloadFor: (lang: Language) => PushPayload,
  ): Promise<PushResult> {
    const result: PushResult = { sent: 0, failed: 0, removed: 0, skipped: false };
    const gone: string[] = [];
    const sender = this.pushSender();
    const queue = [...subscriptions];
    const worker = async () => {
      for (let s = queue.shift(); s; s = queue.shift()) {
        const outcome = await withTimeout(
          sender.send(
            { kind: s.kind, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth },
            payloadFor(langOf(s.lang)),
          ),
          this.pushTimeoutMs,
        );
        if (outcome === 'sent') result.sent += 1;
        else if (outcome === 'gone') gone.push(s.id);
        else result.failed += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(8, subscriptions.length) }, worker));
    if (gone.length) {
      await notificationsRepository.deleteSubscriptions(this.ctx.db, gone);
      result.removed = gone.length;
    }
    return result;
  }

  /** Stops the presence store's Redis client (the routes hook it to the app's close). */
  async close() {
    await this.presence.close();
  }
}

async function withTimeout(work: Promise<PushOutcome>, ms: number): Promise<PushOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<PushOutcome>((resolve) => {
    timer = setTimeout(() => resolve('failed'), ms);
  });
  try {
    return await Promise.race([work.catch((): PushOutcome => 'failed'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
