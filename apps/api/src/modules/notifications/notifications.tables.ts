import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, uuidKey } from '../../db/columns';
import { sessions } from '../auth/auth.tables';
import { userRef, users } from '../users/users.tables';

export type NotificationParams = Record<string, string | number | boolean | null>;

/** A broadcast from the platform (the spec's StationMessage): to every user, or to one. */
export const stationMessages = pgTable(
  'station_messages',
  {
    id: uuidKey(),
    audience: text('audience').$type<'all' | 'user'>().notNull(),
    /** The one recipient when the audience is 'user'. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    route: text('route'),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('station_messages_audience_created_idx').on(t.audience, t.createdAt.desc())],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuidKey(),
    userId: userRef('user_id', 'cascade'),
    type: text('type').notNull(),
    titleKey: text('title_key').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    route: text('route'),
    readAt: at('read_at'),
    createdAt: createdAt(),
    /** The station message this row delivers (a broadcast reaches each user once). */
    stationMessageId: uuid('station_message_id').references(() => stationMessages.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('notifications_user_station_key').on(t.userId, t.stationMessageId),
  ],
);

/**
 * Where a user's pushes go: a browser's Web Push subscription (endpoint and keys) or the Capacitor
 * shell's FCM token, bound to the session that registered it and removed with it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuidKey(),
    userId: userRef('user_id', 'cascade'),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'web' | 'fcm'>().notNull(),
    /** The push service URL (web) or the FCM registration token. */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh'),
    auth: text('auth'),
    /** The app's language on that device: pushes from the centre are written in it. */
    lang: text('lang').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
