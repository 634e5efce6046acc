import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, uuidKey } from '../../db/columns';
import { userRef } from '../users/users.tables';

export type NotificationParams = Record<string, string | number | boolean | null>;

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
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);
