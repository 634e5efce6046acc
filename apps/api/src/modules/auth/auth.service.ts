import type {
  BindPushDeviceBody,
  ChangePasswordBody,
  Language,
  LoginBody,
  OwnSmsPurpose,
  RegisterBody,
  ResetPasswordBody,
  Session,
  SmsLoginBody,
  SmsPurpose,
} from '@souq/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/authz';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { UserRow, UsersService } from '../users/users.service';
import { authRepository } from './auth.repository';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { SignInLockout } from './sign-in-lockout';
import type { SmsCodeMessage, SmsCodeService } from './sms-codes.service';

type PublicSmsPurpose = Exclude<SmsPurpose, OwnSmsPurpose>;

export class AuthService {
  private readonly lockout: SignInLockout;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      users: UsersService;
      smsCodes: SmsCodeService;
      notifications: NotificationsService;
      uploads: UploadsService;
    },
  ) {
    this.lockout = new SignInLockout(ctx, { notifications: deps.notifications, users: deps.users });
    // A locked account loses every session in the same transaction as the lock.
    deps.users.onLocked(async (userId, at, tx) => {
      await authRepository.revokeAllSessions(tx, userId, at);
      await deps.notifications.removeSubscriptionsOfUser(userId, tx);
    });
  }

  /**
   * The same "sent" answer whether the number has an account or not (and whether that account is
   * locked); only the SMS differs, so only the owner of the number learns which it is: a number
   * with an account asking to register, or one without asking to log in or reset, gets a message
   * saying so instead of a code.
   */
  async sendCode(mobile: string, purpose: PublicSmsPurpose, lang: Language) {
    const user = await this.deps.users.findByMobile(mobile);
    let message: SmsCodeMessage = 'code';
    if (purpose === 'register' && user) message = 'alreadyRegistered';
    if (purpose !== 'register' && !user) message = 'notRegistered';
    return this.deps.smsCodes.send(mobile, purpose, lang, message);
  }

  /** Codes that confirm an action of a logged-in user go to that user's own number only. */
  async sendOwnCode(actor: Actor, purpose: OwnSmsPurpose, lang: Language) {
    const user = await this.deps.users.requireById(actor.userId);
    if (!user.mobile) throw new AppError('SESSION_INVALID');
    return this.deps.smsCodes.send(user.mobile, purpose, lang);
  }

  /** The code is checked first: whether the number is taken shows only to its owner. */
  async register(body: RegisterBody, userAgent?: string): Promise<Session> {
    await this.deps.smsCodes.verify(body.mobile, 'register', body.code);
    if (await this.deps.users.findByMobile(body.mobile)) throw new AppError('MOBILE_TAKEN');
    const passwordHash = await hashPassword(body.password);
    let user: UserRow;
    try {
      user = await this.deps.users.create({
        mobile: body.mobile,
        passwordHash,
        nickname: body.nickname || defaultNickname(body.mobile),
      });
    } catch (err) {
      if (isUniqueViolation(err, 'users_mobile_key')) throw new AppError('MOBILE_TAKEN');
      throw err;
    }
    await this.deps.notifications.notify({
      userId: user.id,
      type: 'account.welcome',
      titleKey: 'notifications:welcome.title',
      params: { name: user.nickname ?? '' },
      route: '/mine',
    });
    return this.openSession(user, userAgent);
  }

  /** Every try counts against the number's lockout; a locked account shows only after the password. */
  async login(body: LoginBody, userAgent?: string, lang: Language = 'en'): Promise<Session> {
    const user = await this.deps.users.findByMobile(body.mobile);
    await this.lockout.prove(body.mobile, lang, async () => {
      if (!user) {
        await burnPasswordCheck(body.password);
        throw new AppError('WRONG_CREDENTIALS');
      }
      if (!(await verifyPassword(user.passwordHash, body.password))) throw new AppError('WRONG_CREDENTIALS');
    });
    if (!user) throw new AppError('WRONG_CREDENTIALS');
    if (user.lockedAt) throw new AppError('USER_LOCKED');
    return this.openSession(user, userAgent);
  }

  /** The code is proven first: only then may the answer say the account is locked. */
  async loginWithCode(body: SmsLoginBody, userAgent?: string, lang: Language = 'en'): Promise<Session> {
    await this.lockout.prove(body.mobile, lang, () => this.deps.smsCodes.verify(body.mobile, 'login', body.code));
    const user = await this.deps.users.findByMobile(body.mobile);
    if (!user) throw new AppError('MOBILE_NOT_REGISTERED');
    if (user.lockedAt) throw new AppError('USER_LOCKED');
    return this.openSession(user, userAgent);
  }

  /** Forgot password: the code proves the number; every session is revoked. */
  async resetPassword(body: ResetPasswordBody, lang: Language = 'en'): Promise<void> {
    await this.lockout.prove(body.mobile, lang, () =>
      this.deps.smsCodes.verify(body.mobile, 'reset_password', body.code),
    );
    const user = await this.deps.users.findByMobile(body.mobile);
    if (!user) throw new AppError('MOBILE_NOT_REGISTERED');
    const passwordHash = await hashPassword(body.password);
    await inTransaction(this.ctx.db, async (tx) => {
      await this.deps.users.update(user.id, { passwordHash }, tx);
      await authRepository.revokeAllSessions(tx, user.id, this.ctx.clock.now());
      await this.deps.notifications.removeSubscriptionsOfUser(user.id, tx);
    });
    this.ctx.realtime.disconnectUser(user.id);
  }

  /** Revokes every session, this one included, and opens a fresh one for the caller. */
  async changePassword(actor: Actor, body: ChangePasswordBody, userAgent?: string): Promise<Session> {
    const user = await this.deps.users.requireById(actor.userId);
    if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
      throw new AppError('WRONG_PASSWORD', {}, [{ field: 'oldPassword', key: 'wrongPassword' }]);
    }
    const passwordHash = await hashPassword(body.password);
    await inTransaction(this.ctx.db, async (tx) => {
      await this.deps.users.update(user.id, { passwordHash }, tx);
      await authRepository.revokeAllSessions(tx, user.id, this.ctx.clock.now());
      await this.deps.notifications.removeSubscriptionsOfUser(user.id, tx, actor.sessionId);
    });
    this.ctx.realtime.disconnectUser(user.id);
    await this.deps.notifications.notify({
      userId: user.id,
      type: 'account.password_changed',
      titleKey: 'notifications:passwordChanged.title',
      params: {},
      route: '/settings',
    });
    return this.openSession(user, userAgent, actor.sessionId);
  }

  async logout(actor: Actor): Promise<void> {
    await inTransaction(this.ctx.db, async (tx) => {
      await authRepository.revokeSession(tx, actor.sessionId, this.ctx.clock.now());
      await authRepository.deletePushDevicesOfSession(tx, actor.sessionId);
      await this.deps.notifications.removeSubscriptionsOfSession(actor.sessionId, tx);
    });
    this.ctx.realtime.disconnectSession(actor.sessionId);
  }

  /**
   * Account cancellation: personal data is removed, the number is freed, every session and
   * device is revoked. Rows other domains keep for the books (orders, ledger) still point at
   * the anonymous user id.
   */
  async cancelAccount(actor: Actor, password: string): Promise<void> {
    const user = await this.deps.users.requireById(actor.userId);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError('WRONG_PASSWORD', {}, [{ field: 'password', key: 'wrongPassword' }]);
    }
    const now = this.ctx.clock.now();
    await inTransaction(this.ctx.db, async (tx) => {
      await this.deps.users.update(
        user.id,
        {
          mobile: null,
          passwordHash: null,
          nickname: null,
          username: null,
          email: null,
          avatarUploadId: null,
          deletedAt: now,
        },
        tx,
      );
      await authRepository.revokeAllSessions(tx, user.id, now);
      await authRepository.deletePushDevicesOfUser(tx, user.id);
      await this.deps.notifications.removeSubscriptionsOfUser(user.id, tx);
      await this.deps.notifications.removeAllOf(user.id, tx);
    });
    await this.deps.uploads.removeAllOf(user.id);
    this.ctx.realtime.disconnectUser(user.id);
  }

  async bindPushDevice(actor: Actor, body: BindPushDeviceBody): Promise<void> {
    await authRepository.upsertPushDevice(this.ctx.db, {
      userId: actor.userId,
      sessionId: actor.sessionId,
      pushId: body.pushId,
      platform: body.platform,
    });
  }

  /** Bearer token → actor. Revoked, expired or unknown tokens and locked users are logged out. */
  async resolveToken(token: string): Promise<Actor> {
    const session = await authRepository.findSessionByHash(this.ctx.db, sha256(token));
    if (!session || session.revokedAt || session.expiresAt.getTime() <= this.ctx.clock.now().getTime()) {
      throw new AppError('SESSION_INVALID');
    }
    const user = await this.deps.users.findById(session.userId);
    if (!user) throw new AppError('SESSION_INVALID');
    if (user.lockedAt) throw new AppError('USER_LOCKED');
    return { userId: user.id, sessionId: session.id, roles: user.roles, merchantStatus: user.merchantStatus };
  }

  /** `replacesSessionId`: the session this one takes over from (a password change), whose push devices it keeps. */
  private async openSession(user: UserRow, userAgent?: string, replacesSessionId?: string): Promise<Session> {
    const token = randomToken();
    const expiresAt = new Date(this.ctx.clock.now().getTime() + this.ctx.config.SESSION_TTL_DAYS * 86_400_000);
    const session = await authRepository.insertSession(this.ctx.db, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt,
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    if (replacesSessionId) await this.deps.notifications.moveSubscriptionsToSession(replacesSessionId, session.id);
    return { token, expiresAt: expiresAt.toISOString(), user: await this.deps.users.present(user) };
  }
}

function defaultNickname(mobile: string): string {
  return `User ${mobile.slice(-4)}`;
}
