/**
 * Who is looking at which conversation right now (docs/push.md): a push for a conversation is not
 * sent while its recipient is active in it. Each node keeps a map with expiry times; with REDIS_URL
 * the same marks live in Redis keys with a TTL, so a user active on one node is known on all.
 * A mark lasts PRESENCE_TTL_MS unless renewed: a client that vanishes without a word stops
 * suppressing pushes by itself.
 */
import { Redis } from 'ioredis';
import { closeRedis } from '../../lib/redis-close';

export const PRESENCE_TTL_MS = 60_000;
const PREFIX = 'souq:presence:';

export class ConversationPresence {
  private readonly local = new Map<string, number>();
  private redis: Redis | null = null;

  constructor(
    private readonly redisUrl: string | undefined,
    private readonly now: () => number,
    private readonly onError: (err: unknown) => void,
  ) {}

  private client(): Redis | null {
    if (!this.redisUrl) return null;
    if (!this.redis) {
      this.redis = new Redis(this.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false });
      this.redis.on('error', this.onError);
    }
    return this.redis;
  }

  private key(userId: string, conversationId: string) {
    return `${userId}:${conversationId}`;
  }

  async set(userId: string, conversationId: string, active: boolean, ttlMs = PRESENCE_TTL_MS): Promise<void> {
    const key = this.key(userId, conversationId);
    const ttl = Math.max(1_000, Math.min(ttlMs, 10 * 60_000));
    if (active) this.local.set(key, this.now() + ttl);
    else this.local.delete(key);
    if (this.local.size > 50_000) this.sweep();
    const redis = this.client();
    if (!redis) return;
    try {
      // The value is the expiry on the app's clock; the TTL only cleans up.
      if (active) await redis.set(PREFIX + key, String(this.now() + ttl), 'PX', ttl);
      else await redis.del(PREFIX + key);
    } catch (err) {
      this.onError(err);
    }
  }

  async isActive(userId: string, conversationId: string): Promise<boolean> {
    const key = this.key(userId, conversationId);
    const until = this.local.get(key);
    if (until !== undefined) {
      if (until > this.now()) return true;
      this.local.delete(key);
    }
    const redis = this.client();
    if (!redis) return false;
    try {
      const until = Number(await redis.get(PREFIX + key));
      return Number.isFinite(until) && until > this.now();
    } catch (err) {
      this.onError(err);
      return false;
    }
  }

  private sweep() {
    const now = this.now();
    for (const [key, until] of this.local) if (until <= now) this.local.delete(key);
  }

  async close(): Promise<void> {
    const redis = this.redis;
    this.redis = null;
    if (redis) await closeRedis(redis);
  }
}
