import { NOTIFICATIONS_MAX, type Notification, SOCKET_EVENTS } from '@souq/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import type { TxStep } from '../../lib/transaction';
import { type NotificationRow, notificationsRepository } from './notifications.repository';
import type { NotificationParams } from './notifications.tables';

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

/** The one way any domain tells a user something: stored, counted, and pushed live. */
export class NotificationsService {
  constructor(private readonly ctx: AppContext) {}

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
      step.afterCommit(() => void this.pushLive(input.userId, notification));
    } else {
      await this.pushLive(input.userId, notification);
    }
    return notification;
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

  async list(userId: string, cursor: string | undefined, limit: number) {
    const rows = await notificationsRepository.page(this.ctx.db, userId, decodeCursor(cursor), limit + 1);
    return {
      ...pageOf(rows, limit, (r) => ({ at: r.createdAt, id: r.id }), present),
      unread: await notificationsRepository.unreadCount(this.ctx.db, userId),
    };
  }

  async unreadCount(userId: string) {
    return { unread: await notificationsRepository.unreadCount(this.ctx.db, userId) };
  }

  async markRead(userId: string, id: string) {
    if (!(await notificationsRepository.markRead(this.ctx.db, userId, id, this.ctx.clock.now()))) throw notFound();
    return this.broadcastUnread(userId);
  }

  async markAllRead(userId: string) {
    await notificationsRepository.markAllRead(this.ctx.db, userId, this.ctx.clock.now());
    return this.broadcastUnread(userId);
  }

  /** Other devices of the user update their badge too. */
  private async broadcastUnread(userId: string) {
    const result = await this.unreadCount(userId);
    this.ctx.realtime.toUser(userId, SOCKET_EVENTS.unread, result);
    return result;
  }

  async removeAllOf(userId: string, tx?: Tx) {
    await notificationsRepository.deleteAllOf(tx ?? this.ctx.db, userId);
  }
}
