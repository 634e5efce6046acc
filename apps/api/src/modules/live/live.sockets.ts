import { LIVE_EVENTS, liveRoomName, sendBarrageBody } from '@souq/shared/live/live.schema';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { AppSocket } from '../../plugins/realtime';
import type { LiveService } from './live.service';

const sendPayload = sendBarrageBody.extend({ sessionId: z.uuid() });

type Namespace = AppSocket['nsp'];

/**
 * Viewer counts: the sockets in `live:<id>` (across nodes with the Redis adapter), broadcast to the
 * room at most once per `throttleMs` after a join or a leave on this node.
 */
export class LiveViewers {
  private nsp: Namespace | null = null;
  private readonly pending = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly ctx: AppContext,
    private readonly throttleMs = 1_000,
  ) {}

  attach(nsp: Namespace): void {
    if (this.nsp) return;
    this.nsp = nsp;
    const changed = (room: string) => {
      if (room.startsWith('live:')) this.schedule(room);
    };
    nsp.adapter.on('join-room', changed);
    nsp.adapter.on('leave-room', changed);
  }

  async count(room: string): Promise<number> {
    if (!this.nsp) return 0;
    try {
      return (await this.nsp.in(room).fetchSockets()).length;
    } catch {
      return this.nsp.adapter.rooms.get(room)?.size ?? 0;
    }
  }

  private schedule(room: string): void {
    if (this.pending.has(room)) return;
    const timer = setTimeout(async () => {
      this.pending.delete(room);
      const viewers = await this.count(room);
      this.ctx.realtime.toRoom(room, LIVE_EVENTS.viewers, { sessionId: room.slice('live:'.length), viewers });
    }, this.throttleMs);
    timer.unref?.();
    this.pending.set(room, timer);
  }
}

type SendAck = (answer: { ok: true; message: unknown } | { ok: false; code: string }) => void;

/** `live:send` with an ack: the same rules as the HTTP endpoint (rate, length, client id). */
export function liveConnection(live: LiveService, viewers: LiveViewers, ctx: AppContext) {
  return (socket: AppSocket) => {
    viewers.attach(socket.nsp);
    socket.on(LIVE_EVENTS.send, async (payload: unknown, ack?: unknown) => {
      const reply: SendAck = typeof ack === 'function' ? (ack as SendAck) : () => {};
      const parsed = sendPayload.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, code: 'VALIDATION_FAILED' });
      const { sessionId, ...body } = parsed.data;
      if (!socket.rooms.has(liveRoomName(sessionId))) return reply({ ok: false, code: 'FORBIDDEN' });
      try {
        reply({ ok: true, message: await live.sendBarrage(socket.data.actor, sessionId, body) });
      } catch (err) {
        if (!(err instanceof AppError)) ctx.log.error({ err }, 'live send failed');
        reply({ ok: false, code: err instanceof AppError ? err.code : 'SERVICE_UNAVAILABLE' });
      }
    });
  };
}
