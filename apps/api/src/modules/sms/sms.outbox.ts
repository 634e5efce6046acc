import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SmsSender } from './sms.port';
import { smsOutbox } from './sms.tables';

/**
 * The development sender: nothing leaves the machine. Messages are logged and kept in the
 * database so the dev-only endpoint, the browser tests and every node behind a balancer see them.
 */
export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mobile: string, body: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ mobile, body });
    this.log.info({ mobile, sms: body }, 'dev SMS outbox');
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
