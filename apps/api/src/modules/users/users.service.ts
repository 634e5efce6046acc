import type { MerchantStatus, UpdateProfileBody, User } from '@souq/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';
import { fieldError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UploadsService } from '../uploads/uploads.service';
import { presentUser } from './users.presenter';
import { type NewUser, type UserChanges, usersRepository } from './users.repository';
import type { UserRow } from './users.tables';

export type { NewUser, UserChanges, UserRow };

/** Runs inside the transaction that locks an account (auth revokes the account's sessions). */
export type LockedListener = (userId: string, at: Date, tx: Tx) => Promise<void>;

export class UsersService {
  private readonly lockedListeners: LockedListener[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { uploads: UploadsService; notifications: NotificationsService },
  ) {}

  /** The live account of a mobile number, if any (sign-up, sign-in, codes). */
  async findByMobile(mobile: string, tx?: Tx): Promise<UserRow | undefined> {
    return usersRepository.findByMobile(tx ?? this.ctx.db, mobile);
  }

  /** The live account, if any (a session's owner). */
  async findById(id: string, tx?: Tx): Promise<UserRow | undefined> {
    return usersRepository.findById(tx ?? this.ctx.db, id);
  }

  /** A new account; a taken mobile fails with the database's unique violation (users_mobile_key). */
  async create(values: NewUser): Promise<UserRow> {
    return usersRepository.insert(this.ctx.db, values);
  }

  /** Writes the given columns of an account (passwords, cancellation, admin changes). */
  async update(id: string, changes: UserChanges, tx?: Tx): Promise<UserRow | undefined> {
    return usersRepository.update(tx ?? this.ctx.db, id, changes);
  }

  /** Lets another domain act inside the transaction that locks an account. */
  onLocked(listener: LockedListener): void {
    this.lockedListeners.push(listener);
  }

  /** @internal Called by the admin's lock, inside its transaction. */
  async announceLocked(userId: string, at: Date, tx: Tx): Promise<void> {
    for (const listener of this.lockedListeners) await listener(userId, at, tx);
  }

  async present(row: UserRow): Promise<User> {
    const avatarUrl = row.avatarUploadId ? await this.deps.uploads.publicUrlOf(row.avatarUploadId) : null;
    return presentUser(row, avatarUrl);
  }

  async requireById(id: string, tx?: Tx): Promise<UserRow> {
    const db = tx ?? this.ctx.db;
    const row = await usersRepository.findById(db, id);
    if (!row) throw notFound();
    return row;
  }

  /** Users by id, for lists that name them (one query); unknown ids are absent. */
  async byIds(ids: string[], tx?: Tx): Promise<Map<string, UserRow>> {
    const db = tx ?? this.ctx.db;
    const rows = await usersRepository.findByIds(db, [...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * Shops: opening a shop makes a user a merchant applicant (role `merchant`, status `pending`);
   * an admin verifying the shop verifies the merchant. Adds the role when missing.
   */
  async setMerchantStatus(userId: string, status: MerchantStatus, tx?: Tx): Promise<void> {
    const db = tx ?? this.ctx.db;
    const row = await this.requireById(userId, tx);
    const roles = row.roles.includes('merchant') ? row.roles : [...row.roles, 'merchant' as const];
    if (roles === row.roles && row.merchantStatus === status) return;
    await usersRepository.update(db, userId, { roles, merchantStatus: status });
  }

  async me(actor: Actor): Promise<User> {
    return this.present(await this.requireById(actor.userId));
  }

  /** Applies only what differs; says whether anything changed ("updated" or "no change"). */
  async updateProfile(actor: Actor, body: UpdateProfileBody): Promise<{ user: User; changed: boolean }> {
    const current = await this.requireById(actor.userId);
    const changes: UserChanges = {};
    if (body.nickname !== undefined && body.nickname !== current.nickname) changes.nickname = body.nickname;
    if (body.email !== undefined && body.email !== current.email) changes.email = body.email;
    if (body.username !== undefined && body.username !== current.username) {
      if (body.username) {
        const other = await usersRepository.findByUsername(this.ctx.db, body.username);
        if (other && other.id !== actor.userId) throw fieldError('USERNAME_TAKEN', 'username', 'usernameTaken');
      }
      changes.username = body.username;
    }
    if (body.avatarUploadId !== undefined && body.avatarUploadId !== current.avatarUploadId) {
      if (body.avatarUploadId) {
        // Only a public image of the user's own can be an avatar (not a video or a report PDF).
        const upload = await this.deps.uploads.findOwned(actor.userId, body.avatarUploadId);
        if (upload?.visibility !== 'public' || !upload.mime.startsWith('image/')) {
          throw fieldError('VALIDATION_FAILED', 'avatarUploadId', 'invalid');
        }
      }
      changes.avatarUploadId = body.avatarUploadId;
    }
    if (Object.keys(changes).length === 0) return { user: await this.present(current), changed: false };
    try {
      const row = await usersRepository.update(this.ctx.db, actor.userId, changes);
      if (!row) throw notFound();
      return { user: await this.present(row), changed: true };
    } catch (err) {
      if (isUniqueViolation(err, 'users_username_lower_key')) {
        throw fieldError('USERNAME_TAKEN', 'username', 'usernameTaken');
      }
      throw err;
    }
  }
}
