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
import { inTransaction } from '../../lib/transaction';
import { authRepository } from './auth.repository';

/**
 * What the SMS says. `code` carries the code; the other two tell the owner of the number why no
 * code came (the number already has an account, or has none), while the caller gets the same
 * "sent" answer as for a code.
 */
export type SmsCodeMessage = 'code' | 'alreadyRegistered' | 'notRegistered';

const MESSAGE_KEYS: Record<Exclude<SmsCodeMessage, 'code'>, string> = {
  alreadyRegistered: 'api:smsAlreadyRegistered',
  notRegistered: 'api:smsNotRegistered',
};

/**
 * One-time SMS codes: 6 CSPRNG digits, kept as an HMAC, valid 5 minutes, single use, void after
 * 5 tries; per number and purpose, one code a minute and 5 an hour. Other domains (withdrawals)
 * use `verify` with their own purpose.
 */
export class SmsCodeService {
  constructor(private readonly ctx: AppContext) {}

  private hash(mobile: string, purpose: SmsPurpose, code: string): string {
    return hmac(this.ctx.config.SECRET_KEY, `${mobile}:${purpose}:${code}`);
  }

  /**
   * Issues a code and sends the SMS. Every message kind stores a code row, so limits, answers and
   * timing are the same; only a `code` message lets anyone learn the code.
   */
  async send(mobile: string, purpose: SmsPurpose, lang: Language, message: SmsCodeMessage = 'code') {
    const now = this.ctx.clock.now();
    const issued = await inTransaction(this.ctx.db, async (tx) => {
      await authRepository.lockMobile(tx, mobile);
      const latest = await authRepository.latestCodeFor(tx, mobile, purpose);
      if (latest) {
        const waited = (now.getTime() - latest.createdAt.getTime()) / 1000;
        if (waited < SMS_RESEND_SECONDS) {
          throw new AppError('SMS_RESEND_TOO_SOON', { seconds: Math.ceil(SMS_RESEND_SECONDS - waited) });
        }
      }
      const hourAgo = new Date(now.getTime() - 3_600_000);
      if ((await authRepository.countCodesSince(tx, mobile, purpose, hourAgo)) >= SMS_MAX_PER_HOUR) {
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
    const body =
      message === 'code'
        ? translate(lang, 'api:smsCode', { code: issued.code, minutes: SMS_CODE_TTL_SECONDS / 60 })
        : translate(lang, MESSAGE_KEYS[message]);
    try {
      await this.ctx.sms.send(mobile, body);
    } catch (err) {
      this.ctx.log.error({ err, mobile }, 'SMS sending failed');
      await authRepository.deleteCode(this.ctx.db, issued.id);
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return { resendAfterSeconds: SMS_RESEND_SECONDS, expiresInSeconds: SMS_CODE_TTL_SECONDS };
  }

  /**
   * Consumes the newest code for the number and purpose, or throws why it cannot. The try is
   * counted before the code is compared, in one conditional update, so at most
   * SMS_MAX_WRONG_TRIES tries are ever compared, however many arrive at once.
   */
  async verify(mobile: string, purpose: SmsPurpose, code: string): Promise<void> {
    const db = this.ctx.db;
    const row = await authRepository.latestCodeFor(db, mobile, purpose);
    if (!row || row.consumedAt) throw new AppError('SMS_CODE_INVALID');
    if (row.expiresAt.getTime() <= this.ctx.clock.now().getTime()) throw new AppError('SMS_CODE_EXPIRED');
    if (!(await authRepository.claimCodeTry(db, row.id, SMS_MAX_WRONG_TRIES))) {
      const now = await authRepository.latestCodeFor(db, mobile, purpose);
      if (now?.id === row.id && !now.consumedAt) throw new AppError('SMS_CODE_TOO_MANY_TRIES');
      throw new AppError('SMS_CODE_INVALID');
    }
    if (!safeEqual(this.hash(mobile, purpose, code), row.codeHash)) throw new AppError('SMS_CODE_INVALID');
    if (!(await authRepository.consumeCode(db, row.id, this.ctx.clock.now()))) {
      throw new AppError('SMS_CODE_INVALID');
    }
  }
}
