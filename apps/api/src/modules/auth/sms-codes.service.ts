import {
  type Language,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_MAX_PER_HOUR,
  SMS_MAX_WRONG_TRIES,
  SMS_RESEND_SECONDS,
  type SmsPurpose,
} from '@souq/shared';
import type { AppContext } from '../../context';
import { hmac, randomDigits, safeEqual } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { authRepository } from './auth.repository';

/**
 * One-time SMS codes: 6 CSPRNG digits, kept as an HMAC, valid 5 minutes, single use, void after
 * 5 wrong tries; one code a minute and 5 an hour per number. Other domains (withdrawals) use
 * `verify` with their own purpose.
 */
export class SmsCodeService {
  constructor(private readonly ctx: AppContext) {}

  private hash(mobile: string, purpose: SmsPurpose, code: string): string {
    return hmac(this.ctx.config.SECRET_KEY, `${mobile}:${purpose}:${code}`);
  }

  async send(mobile: string, purpose: SmsPurpose, lang: Language) {
    const now = this.ctx.clock.now();
    const issued = await this.ctx.db.transaction(async (tx) => {
      await authRepository.lockMobile(tx, mobile);
      const latest = await authRepository.latestCode(tx, mobile);
      if (latest) {
        const waited = (now.getTime() - latest.createdAt.getTime()) / 1000;
        if (waited < SMS_RESEND_SECONDS) {
          throw new AppError('SMS_RESEND_TOO_SOON', { seconds: Math.ceil(SMS_RESEND_SECONDS - waited) });
        }
      }
      const hourAgo = new Date(now.getTime() - 3_600_000);
      if ((await authRepository.countCodesSince(tx, mobile, hourAgo)) >= SMS_MAX_PER_HOUR) {
        throw new AppError('SMS_HOURLY_LIMIT');
      }
      const code = randomDigits(SMS_CODE_LENGTH);
      const id = await authRepository.insertCode(tx, {
        mobile,
        purpose,
        codeHash: this.hash(mobile, purpose, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
      });
      return { id, code };
    });
    // Sent after commit (the sender may write to the database itself); a code the provider
    // could not deliver is removed so it counts against no limit.
    const body = translate(lang, 'api:smsCode', { code: issued.code, minutes: SMS_CODE_TTL_SECONDS / 60 });
    try {
      await this.ctx.sms.send(mobile, body);
    } catch (err) {
      this.ctx.log.error({ err, mobile }, 'SMS sending failed');
      await authRepository.deleteCode(this.ctx.db, issued.id);
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return { resendAfterSeconds: SMS_RESEND_SECONDS, expiresInSeconds: SMS_CODE_TTL_SECONDS };
  }

  /** Consumes the newest code for the number and purpose, or throws why it cannot. */
  async verify(mobile: string, purpose: SmsPurpose, code: string): Promise<void> {
    const db = this.ctx.db;
    const row = await authRepository.latestCodeFor(db, mobile, purpose);
    if (!row || row.consumedAt) throw new AppError('SMS_CODE_INVALID');
    if (row.attempts >= SMS_MAX_WRONG_TRIES) throw new AppError('SMS_CODE_TOO_MANY_TRIES');
    if (row.expiresAt.getTime() <= this.ctx.clock.now().getTime()) throw new AppError('SMS_CODE_EXPIRED');
    if (!safeEqual(this.hash(mobile, purpose, code), row.codeHash)) {
      await authRepository.recordWrongTry(db, row.id);
      throw new AppError('SMS_CODE_INVALID');
    }
    if (!(await authRepository.consumeCode(db, row.id, this.ctx.clock.now()))) {
      throw new AppError('SMS_CODE_INVALID');
    }
  }
}
