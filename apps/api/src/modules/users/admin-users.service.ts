import type { adminUpdateUserBody } from '@souq/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, requireRole } from '../../lib/authz';
import { inTransaction } from '../../lib/transaction';
import type { NotificationsService } from '../notifications/notifications.service';
import { usersRepository } from './users.repository';
import type { UsersService } from './users.service';

export class AdminUsersService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { users: UsersService; notifications: NotificationsService },
  ) {}

  /** Locking revokes every session at once (auth listens): the user is told "user is locked" next time. */
  async update(actor: Actor, userId: string, body: z.output<typeof adminUpdateUserBody>) {
    requireRole(actor, 'admin');
    const before = await this.deps.users.requireById(userId);
    const now = this.ctx.clock.now();
    const row = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const updated = await usersRepository.update(tx, userId, {
        ...(body.roles ? { roles: body.roles } : {}),
        ...(body.merchantStatus ? { merchantStatus: body.merchantStatus } : {}),
        ...(body.locked === undefined ? {} : { lockedAt: body.locked ? (before.lockedAt ?? now) : null }),
      });
      if (body.locked) await this.deps.users.announceLocked(userId, now, tx);
      const verdict = body.merchantStatus !== before.merchantStatus ? body.merchantStatus : undefined;
      if (verdict === 'verified' || verdict === 'rejected') {
        await this.deps.notifications.notify(
          {
            userId,
            type: `account.merchant_${verdict}`,
            titleKey:
              verdict === 'verified' ? 'notifications:merchantVerified.title' : 'notifications:merchantRejected.title',
            route: '/mine',
          },
          { tx, afterCommit },
        );
      }
      return updated ?? before;
    });
    if (body.locked) this.ctx.realtime.disconnectUser(userId);
    return { ...(await this.deps.users.present(row)), locked: row.lockedAt !== null };
  }
}
