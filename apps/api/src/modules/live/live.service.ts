import { parseAmountToFils } from '@souq/shared';
import { LIVE_ERRORS } from '@souq/shared/live/live.errors';
import {
  type DeletedMessage,
  type FollowState,
  type HostActionBody,
  LIVE_EVENTS,
  LIVE_HOST_USER_TYPE,
  LIVE_MESSAGE_TYPES,
  type LiveMessage,
  type LiveMessages,
  type LiveReminder,
  type LiveRoom,
  liveRoomName,
  type SendBarrageBody,
} from '@souq/shared/live/live.schema';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type Actor, isAdmin } from '../../lib/authz';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import type { LiveAuctionsPort, LiveLotInfo, LiveSessionInfo } from './live.ports';
import { type LiveMessageRow, type LiveRoomRow, liveRepository, type NewLiveMessage } from './live.repository';

export interface LiveOptions {
  /** One barrage per user and room per this many ms. */
  barrageIntervalMs: number;
}

export const LIVE_DEFAULTS: LiveOptions = { barrageIntervalMs: 2_000 };

/** Counts the sockets in a room (set by the sockets hook once Socket.IO runs). */
export type ViewerCounter = (room: string) => Promise<number>;

type Draft = Omit<NewLiveMessage, 'sessionId' | 'seq' | 'senderId' | 'clientId' | 'createdAt'>;

/** A port that answers nothing: the room refuses every session until the auctions domain is plugged in. */
const NO_AUCTIONS: LiveAuctionsPort = {
  upcomingLiveSessions: async () => [],
  watchedSessionIds: async () => [],
  session: async () => null,
  lots: async () => [],
  openLot: async () => {
    throw new AppError(LIVE_ERRORS.LIVE_ACTION_UNAVAILABLE);
  },
  setStartPrice: async () => {
    throw new AppError(LIVE_ERRORS.LIVE_ACTION_UNAVAILABLE);
  },
  closeLot: async () => {
    throw new AppError(LIVE_ERRORS.LIVE_ACTION_UNAVAILABLE);
  },
};

/** Live rooms: host actions (message types 2-9), barrage (type 1), deletion, follows and reminders. */
export class LiveService {
  private auctions: LiveAuctionsPort = NO_AUCTIONS;
  private countViewers: ViewerCounter = async () => 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { users: UsersService; notifications: NotificationsService },
    private readonly options: LiveOptions = LIVE_DEFAULTS,
  ) {}

  /** The auctions domain's reading and lot control (live.auctions-port.ts; a fake in tests). */
  plugAuctions(port: LiveAuctionsPort): void {
    this.auctions = port;
  }

  useViewerCounter(counter: ViewerCounter): void {
    this.countViewers = counter;
  }

  private canHost(actor: Actor | null, session: LiveSessionInfo): boolean {
    return !!actor && (isAdmin(actor) || session.hostId === actor.userId);
  }

  /** A live session the caller may see: drafts and canceled ones only to its host and admins. */
  private async visibleSession(actor: Actor | null, sessionId: string): Promise<LiveSessionInfo> {
    const session = await this.auctions.session(sessionId);
    if (!session) throw notFound();
    if ((session.status === 'draft' || session.status === 'canceled') && !this.canHost(actor, session)) {
      throw notFound();
    }
    if (session.kind !== 'live') throw new AppError(LIVE_ERRORS.LIVE_NOT_A_LIVE_SESSION);
    return session;
  }

  private async hostedSession(actor: Actor, sessionId: string): Promise<LiveSessionInfo> {
    const session = await this.visibleSession(actor, sessionId);
    if (!this.canHost(actor, session)) throw new AppError('FORBIDDEN');
    return session;
  }

  /** Who may join `live:<sessionId>`: anyone signed in who may see the session. */
  async assertCanJoin(actor: Actor, sessionId: string): Promise<void> {
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw notFound();
    await this.visibleSession(actor, sessionId);
  }

  async room(actor: Actor | null, sessionId: string): Promise<LiveRoom> {
    const session = await this.visibleSession(actor, sessionId);
    const [row, lots, viewers] = await Promise.all([
      liveRepository.findRoom(this.ctx.db, sessionId),
      this.auctions.lots(sessionId),
      this.countViewers(liveRoomName(sessionId)).catch(() => 0),
    ]);
    const current = row?.currentLotId ? (lots.find((l) => l.id === row.currentLotId) ?? null) : null;
    const next = nextLot(lots, row?.currentLotId ?? null);
    return {
      sessionId,
      title: session.title,
      status: row?.status ?? 'idle',
      hostId: session.hostId,
      streamUrl: session.streamUrl,
      currentLot: current,
      nextLotId: next?.id ?? null,
      lotCount: lots.length,
      lastSeq: row?.seq ?? 0,
      viewers,
      startedAt: row?.startedAt?.toISOString() ?? null,
      startsAt: session.startsAt,
      me: actor
        ? {
            canHost: this.canHost(actor, session),
            following: session.hostId
              ? await liveRepository.isFollowing(this.ctx.db, actor.userId, session.hostId)
              : false,
          }
        : null,
    };
  }

  async messages(
    actor: Actor | null,
    sessionId: string,
    query: { after?: number; limit: number },
  ): Promise<LiveMessages> {
    const session = await this.visibleSession(actor, sessionId);
    const [rows, room] = await Promise.all([
      liveRepository.messages(this.ctx.db, sessionId, query.after, query.limit),
      liveRepository.findRoom(this.ctx.db, sessionId),
    ]);
    return { items: await this.present(rows, session), lastSeq: room?.seq ?? 0 };
  }

  async sendBarrage(actor: Actor, sessionId: string, body: SendBarrageBody): Promise<LiveMessage> {
    const session = await this.visibleSession(actor, sessionId);
    return this.post(actor, session, body.clientId, { barrage: true }, async (room) => {
      if (room.status === 'ended') throw new AppError(LIVE_ERRORS.LIVE_ALREADY_ENDED);
      return { draft: { type: LIVE_MESSAGE_TYPES.barrage, text: body.text } };
    });
  }

  /** One host action, persisted as a message of its type and delivered to the room after the commit. */
  async act(actor: Actor, sessionId: string, body: HostActionBody): Promise<LiveMessage> {
    const session = await this.hostedSession(actor, sessionId);
    // A retry answers the first message without touching the auction again.
    const earlier = await liveRepository.byClientId(this.ctx.db, sessionId, actor.userId, body.clientId);
    if (earlier) return (await this.present([earlier], session))[0] as LiveMessage;
    const byHost = session.hostId === actor.userId;
    switch (body.action) {
      case 'startLive':
        return this.post(actor, session, body.clientId, {}, async (room) => {
          if (room.status === 'ended') throw new AppError(LIVE_ERRORS.LIVE_ALREADY_ENDED);
          if (room.status === 'live') throw new AppError('INVALID_STATE');
          const now = this.ctx.clock.now();
          return {
            draft: { type: byHost ? LIVE_MESSAGE_TYPES.sellerStartsLive : LIVE_MESSAGE_TYPES.startLive },
            room: { status: 'live', hostId: session.hostId, startedAt: now },
            after: () => void this.announceStart(session),
          };
        });
      case 'endLive':
        return this.post(actor, session, body.clientId, {}, async (room) => {
          assertLive(room);
          return {
            draft: { type: byHost ? LIVE_MESSAGE_TYPES.sellerEndsLive : LIVE_MESSAGE_TYPES.endLive },
            room: { status: 'ended', endedAt: this.ctx.clock.now() },
          };
        });
      case 'countdown':
        return this.post(actor, session, body.clientId, {}, async (room) => {
          assertLive(room);
          return { draft: { type: LIVE_MESSAGE_TYPES.countdown, seconds: body.seconds, lotId: room.currentLotId } };
        });
      case 'startCarSale': {
        const before = await liveRepository.findRoom(this.ctx.db, sessionId);
        if (before?.status !== 'live') throw new AppError(LIVE_ERRORS.LIVE_NOT_STARTED);
        if (before.currentLotId && !(await this.saleEnded(sessionId, before.currentLotId))) {
          throw new AppError('INVALID_STATE');
        }
        const lot = nextLot(await this.auctions.lots(sessionId), before.currentLotId);
        if (!lot) throw new AppError(LIVE_ERRORS.LIVE_NO_NEXT_LOT);
        // The lot opens (committed) first; the message follows only when it did.
        await this.auctions.openLot(actor, lot.id);
        return this.post(actor, session, body.clientId, {}, async (room, tx) => {
          assertLive(room);
          // Another start won the race since the read above: the loser gets 409.
          if (room.currentLotId !== before.currentLotId) throw new AppError('CONFLICT');
          if (room.currentLotId && !(await this.saleEnded(sessionId, room.currentLotId, tx))) {
            throw new AppError('CONFLICT');
          }
          return {
            draft: {
              type: LIVE_MESSAGE_TYPES.startCarSale,
              lotId: lot.id,
              lotTitle: lot.title.slice(0, 300),
              startPriceFils: BigInt(lot.startPriceFils),
            },
            room: { currentLotId: lot.id },
          };
        });
      }
      case 'baseNumber': {
        const fils = parseAmountToFils(body.startPrice);
        if (fils === null || fils <= 0n) throw fieldError('VALIDATION_FAILED', 'startPrice', 'amount');
        const lot = await this.lotOnSale(sessionId);
        if (lot.bidCount > 0) throw new AppError(LIVE_ERRORS.LIVE_LOT_HAS_BIDS);
        await this.auctions.setStartPrice(actor, lot.id, Number(fils));
        return this.post(actor, session, body.clientId, {}, async (room, tx) => {
          assertLive(room);
          if (room.currentLotId !== lot.id || (await this.saleEnded(sessionId, lot.id, tx))) {
            throw new AppError('CONFLICT');
          }
          return {
            draft: { type: LIVE_MESSAGE_TYPES.baseNumber, lotId: lot.id, lotTitle: lot.title, startPriceFils: fils },
          };
        });
      }
      case 'endCarSale': {
        const lot = await this.lotOnSale(sessionId);
        // The lot closes now (committed) first, unless its time already closed it; then the message.
        if (lot.status !== 'closed') {
          await this.auctions.closeLot(actor, lot.id).catch((err: unknown) => {
            if (!(err instanceof AppError && err.code === 'LOT_ENDED')) throw err;
          });
        }
        return this.post(actor, session, body.clientId, {}, async (room, tx) => {
          assertLive(room);
          if (room.currentLotId !== lot.id || (await this.saleEnded(sessionId, lot.id, tx))) {
            throw new AppError('CONFLICT');
          }
          return {
            draft: {
              type: LIVE_MESSAGE_TYPES.endCarSale,
              userType: LIVE_HOST_USER_TYPE,
              lotId: lot.id,
              lotTitle: lot.title,
            },
          };
        });
      }
    }
  }

  /** The lot the host is selling now (started, not ended). */
  private async lotOnSale(sessionId: string): Promise<LiveLotInfo> {
    const room = await liveRepository.findRoom(this.ctx.db, sessionId);
    if (room?.status !== 'live') throw new AppError(LIVE_ERRORS.LIVE_NOT_STARTED);
    if (!room.currentLotId || (await this.saleEnded(sessionId, room.currentLotId))) {
      throw new AppError(LIVE_ERRORS.LIVE_NO_CURRENT_LOT);
    }
    const lot = (await this.auctions.lots(sessionId)).find((l) => l.id === room.currentLotId);
    if (!lot) throw new AppError(LIVE_ERRORS.LIVE_NO_CURRENT_LOT);
    return lot;
  }

  private saleEnded(sessionId: string, lotId: string, tx?: Tx): Promise<boolean> {
    return liveRepository.hasMessage(tx ?? this.ctx.db, sessionId, LIVE_MESSAGE_TYPES.endCarSale, lotId);
  }

  /**
   * The one write path: lock the room, answer an earlier message with the same client id, apply
   * the barrage rate limit, check the room's state, number the message, and deliver it after the commit.
   */
  private async post(
    actor: Actor,
    session: LiveSessionInfo,
    clientId: string,
    opts: { barrage?: boolean },
    build: (room: LiveRoomRow, tx: Tx) => Promise<{ draft: Draft; room?: Partial<LiveRoomRow>; after?: () => void }>,
  ): Promise<LiveMessage> {
    const now = this.ctx.clock.now();
    const { row, fresh } = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const room = await liveRepository.lockRoom(tx, session.id);
      const earlier = await liveRepository.byClientId(tx, session.id, actor.userId, clientId);
      if (earlier) return { row: earlier, fresh: false };
      if (opts.barrage) {
        const last = await liveRepository.lastBarrageAt(tx, session.id, actor.userId);
        if (last && now.getTime() - last.getTime() < this.options.barrageIntervalMs) {
          throw new AppError(LIVE_ERRORS.LIVE_BARRAGE_TOO_FAST);
        }
      }
      const built = await build(room, tx);
      const seq = room.seq + 1;
      const inserted = await liveRepository.insertMessage(tx, {
        ...built.draft,
        sessionId: session.id,
        seq,
        senderId: actor.userId,
        clientId,
        createdAt: now,
      });
      await liveRepository.updateRoom(tx, session.id, { ...built.room, seq, updatedAt: now });
      if (built.after) afterCommit(built.after);
      return { row: inserted, fresh: true };
    });
    const [message] = await this.present([row], session);
    if (fresh) this.ctx.realtime.toRoom(liveRoomName(session.id), LIVE_EVENTS.message, message);
    return message as LiveMessage;
  }

  /** Followers of the session's host hear of the start: a notification and a reminder on their socket. */
  private async announceStart(session: LiveSessionInfo): Promise<void> {
    if (!session.hostId) return;
    try {
      const followers = await liveRepository.followersOf(this.ctx.db, session.hostId);
      const reminder: LiveReminder = {
        auctionId: session.id,
        carId: null,
        roomId: session.id,
        status: 1,
        title: session.title,
        startsAt: session.startsAt,
      };
      for (const userId of followers) {
        await this.deps.notifications.notify({
          userId,
          type: 'live.started',
          titleKey: 'live:notify.started',
          params: { title: session.title },
          route: `/live/${session.id}`,
        });
        this.ctx.realtime.toUser(userId, LIVE_EVENTS.reminder, reminder);
      }
    } catch (err) {
      this.ctx.log.error({ err, sessionId: session.id }, 'live start announcement failed');
    }
  }

  async remove(actor: Actor, sessionId: string, messageId: string): Promise<DeletedMessage> {
    await this.hostedSession(actor, sessionId);
    const message = await liveRepository.findMessage(this.ctx.db, sessionId, messageId);
    if (!message || message.type !== LIVE_MESSAGE_TYPES.barrage) throw notFound();
    const done = await inTransaction(this.ctx.db, (tx) =>
      liveRepository.markDeleted(tx, message.id, actor.userId, this.ctx.clock.now()),
    );
    if (!done) throw new AppError('CONFLICT');
    const deleted: DeletedMessage = { sessionId, messageId: message.id, seq: message.seq };
    this.ctx.realtime.toRoom(liveRoomName(sessionId), LIVE_EVENTS.deleted, deleted);
    return deleted;
  }

  async follow(actor: Actor, hostId: string, following: boolean): Promise<FollowState> {
    if (hostId === actor.userId) throw new AppError(LIVE_ERRORS.LIVE_CANNOT_FOLLOW_SELF);
    if (!(await this.deps.users.findById(hostId))) throw notFound();
    if (following) await liveRepository.follow(this.ctx.db, actor.userId, hostId, this.ctx.clock.now());
    else await liveRepository.unfollow(this.ctx.db, actor.userId, hostId);
    return { following, followers: await liveRepository.followerCount(this.ctx.db, hostId) };
  }

  /**
   * Broadcast reminders: lives of the hosts the caller follows and of the sessions whose lots the
   * caller watches, started (status 1) or upcoming (status 0).
   */
  async reminders(actor: Actor): Promise<{ items: LiveReminder[] }> {
    const [followedRooms, hosts, watched] = await Promise.all([
      liveRepository.liveRoomsFollowedBy(this.ctx.db, actor.userId),
      liveRepository.followedHosts(this.ctx.db, actor.userId),
      this.auctions.watchedSessionIds(actor),
    ]);
    const upcoming = await this.auctions.upcomingLiveSessions({ hostIds: hosts, sessionIds: watched }, 20);
    const watchedRooms = await liveRepository.roomsIn(this.ctx.db, watched);
    const items: LiveReminder[] = [];
    const started = new Set<string>();
    for (const room of [...followedRooms, ...watchedRooms]) {
      if (room.status !== 'live' || started.has(room.sessionId)) continue;
      const session = await this.auctions.session(room.sessionId);
      if (!session) continue;
      started.add(room.sessionId);
      items.push({
        auctionId: session.id,
        carId: room.currentLotId,
        roomId: session.id,
        status: 1,
        title: session.title,
        startsAt: room.startedAt?.toISOString() ?? session.startsAt,
      });
    }
    const rooms = new Map(
      (
        await liveRepository.roomsIn(
          this.ctx.db,
          upcoming.map((s) => s.id),
        )
      ).map((r) => [r.sessionId, r]),
    );
    for (const session of upcoming) {
      const mine = (session.hostId && hosts.includes(session.hostId)) || watched.includes(session.id);
      if (!mine || started.has(session.id) || (rooms.get(session.id)?.status ?? 'idle') !== 'idle') continue;
      items.push({
        auctionId: session.id,
        carId: null,
        roomId: session.id,
        status: 0,
        title: session.title,
        startsAt: session.startsAt,
      });
    }
    return { items };
  }

  private async present(rows: LiveMessageRow[], session: LiveSessionInfo): Promise<LiveMessage[]> {
    const users = await this.deps.users.byIds([...new Set(rows.map((r) => r.senderId))]);
    return rows.map((r) => {
      const user = users.get(r.senderId);
      return {
        id: r.id,
        sessionId: r.sessionId,
        seq: r.seq,
        type: r.type,
        userType: r.userType,
        sender: {
          userId: r.senderId,
          name: user?.nickname ?? user?.username ?? '',
          isHost: r.senderId === session.hostId,
        },
        text: r.text,
        lotId: r.lotId,
        lotTitle: r.lotTitle,
        startPriceFils: r.startPriceFils === null ? null : Number(r.startPriceFils),
        seconds: r.seconds,
        clientId: r.clientId,
        createdAt: r.createdAt.toISOString(),
      };
    });
  }
}

function assertLive(room: LiveRoomRow): void {
  if (room.status === 'ended') throw new AppError(LIVE_ERRORS.LIVE_ALREADY_ENDED);
  if (room.status !== 'live') throw new AppError(LIVE_ERRORS.LIVE_NOT_STARTED);
}

/** The lot after `currentId` in the admin's order that is not closed; the first such lot without one. */
export function nextLot(lots: readonly LiveLotInfo[], currentId: string | null): LiveLotInfo | null {
  const ordered = [...lots].sort((a, b) => (a.position ?? 1e9) - (b.position ?? 1e9));
  const from = currentId ? ordered.findIndex((l) => l.id === currentId) + 1 : 0;
  return ordered.slice(from).find((l) => l.status !== 'closed') ?? null;
}
