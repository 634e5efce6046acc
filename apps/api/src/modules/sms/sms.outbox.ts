import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { maskMobile, type SmsSender } from './sms.port';
import { smsOutbox } from './sms.tables';

/**
 * The development sender: nothing leaves the machine. Messages are kept in the database so the
 * dev-only endpoint, the browser tests and every node behind a balancer see them; the log only
 * says that one was stored (masked number, message id), never what it says.
 */
export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mobile: string, body: string): Promise<void> {
    const [row] = await this.db.insert(smsOutbox).values({ mobile, body }).returning({ id: smsOutbox.id });
    // Never the body: it carries a one-time code, and logs are read by more people than the owner.
    this.log.info({ to: maskMobile(mobile), messageId: row?.id }, 'dev SMS outbox: message stored');
  }

  async list(mobile: string | undefined, limit = 20) {
    return this.db
      .select()
      .from(smsOutbox)
      .where(mobile ? and(eq(smsOutbox.mobile, mobile)) : undefined)
      .orderBy(desc(smsOutbox.createdAt))
      .limit(limit);
  }
}
