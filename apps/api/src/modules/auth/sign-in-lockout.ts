import type { Language } from '@souq/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import { authRepository } from './auth.repository';

/**
 * Lockout with back-off per mobile number, shared by every sign-in proof (password login, SMS
 * login, password reset). Each try is counted in the database before it is checked, so all nodes
 * and all concurrent requests share one budget: after LOGIN_LOCK_AFTER_FAILURES tries without a
 * success the number is locked for LOGIN_LOCK_BASE_SECONDS, doubling per lockout up to
 * LOGIN_LOCK_MAX_SECONDS. Registered or not, every number is treated alike; the owner of an
 * account is told once per lockout, in the app and by SMS.
 */
export class SignInLockout {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { notifications: NotificationsService; users: UsersService },
  ) {}

  private get limits() {
    const c = this.ctx.config;
    return {
      threshold: c.LOGIN_LOCK_AFTER_FAILURES,
      baseSeconds: c.LOGIN_LOCK_BASE_SECONDS,
      maxSeconds: c.LOGIN_LOCK_MAX_SECONDS,
    };
  }

  /** Runs `check` (which throws when the proof is wrong) as one counted try of the number. */
  async prove(mobile: string, lang: Language, check: () => Promise<void>): Promise<void> {
    const db = this.ctx.db;
    const tries = await authRepository.claimSignInTry(db, mobile, this.ctx.clock.now());
    if (tries === undefined) throw await this.lockedError(mobile);
    if (tries > this.limits.threshold) {
      // Over the budget before an earlier try of this round has set the lock: not checked.
      await this.lock(mobile, lang);
      throw await this.lockedError(mobile);
    }
    try {
      await check();
    } catch (err) {
      if (tries >= this.limits.threshold) await this.lock(mobile, lang);
      throw err;
    }
    await authRepository.clearSignInTries(db, mobile, this.ctx.clock.now());
  }

  private async lock(mobile: string, lang: Language): Promise<void> {
    const now = this.ctx.clock.now();
    const until = await authRepository.engageSignInLock(this.ctx.db, mobile, now, this.limits);
    if (!until) return; // another request set this lock and tells the owner
    const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
    const user = await this.deps.users.findByMobile(mobile);
    if (!user) return;
    await this.deps.notifications.notify({
      userId: user.id,
      type: 'account.sign_in_locked',
      titleKey: 'notifications:loginLocked.title',
      params: { minutes },
      route: '/settings',
    });
    try {
      await this.ctx.sms.send(mobile, translate(lang, 'api:smsLoginLocked', { minutes }));
    } catch (err) {
      this.ctx.log.warn({ err }, 'lockout SMS not sent');
    }
  }

  private async lockedError(mobile: string): Promise<AppError> {
    const until = await authRepository.signInLockedUntil(this.ctx.db, mobile);
    const seconds = Math.max(1, Math.ceil(((until?.getTime() ?? 0) - this.ctx.clock.now().getTime()) / 1000));
    return new AppError('LOGIN_LOCKED', { seconds, minutes: Math.ceil(seconds / 60) });
  }
}
