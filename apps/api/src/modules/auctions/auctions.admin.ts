import { type Language, parseAmountToFils } from '@souq/shared';
import { AUCTION_ERRORS } from '@souq/shared/auctions/auctions.errors';
import type {
  AdminSession,
  CreateSessionBody,
  LotStatus,
  Release,
  ReleaseBody,
  SessionStatus,
} from '@souq/shared/auctions/auctions.schema';
import type { AppContext } from '../../context';
import { type Actor, isAdmin } from '../../lib/authz';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { requestHash } from '../../lib/idempotency';
import { isUniqueViolation } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import type { ListingsService } from '../listings/listings.service';
import type { RegionsService } from '../regions/regions.service';
import type { AuctionsPresenter } from './auctions.presenter';
import { auctionsRepository } from './auctions.repository';
import type { AuctionLotRow } from './auctions.tables';

const MINUTE_MS = 60_000;

function fils(value: string | undefined, field: string): bigint | null {
  if (value === undefined) return null;
  const parsed = parseAmountToFils(value);
  if (parsed === null || parsed <= 0n) throw fieldError('AMOUNT_INVALID', field, 'amount');
  return parsed;
}

/** Sellers release their cars to auction; admins review them and build and schedule sessions. */
export class ReleasesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { listings: ListingsService; presenter: AuctionsPresenter; regions: RegionsService },
  ) {}

  private async present(lot: AuctionLotRow, lang: Language): Promise<Release> {
    const [release] = await this.deps.presenter.releases([lot], lang, () => true);
    if (!release) throw notFound();
    return release;
  }

  /** Releases one of the caller's cars on sale. Same key and body: the same lot; another body: 409. */
  async release(actor: Actor, body: ReleaseBody, key: string, lang: Language): Promise<Release> {
    const startFils = fils(body.startPrice, 'startPrice') as bigint;
    const reserveFils = fils(body.reserve, 'reserve');
    const hash = requestHash({ listingId: body.listingId, startFils, reserveFils, note: body.note ?? null });
    const prior = await auctionsRepository.lotByReleaseKey(this.ctx.db, actor.userId, key);
    if (prior) {
      if (prior.releaseHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
      return this.present(prior, lang);
    }
    if (reserveFils !== null && reserveFils < startFils) throw new AppError(AUCTION_ERRORS.RESERVE_BELOW_START);
    const car = await this.deps.listings.detail(actor, body.listingId, lang).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'NOT_FOUND')
        throw new AppError(AUCTION_ERRORS.LISTING_NOT_RELEASABLE);
      throw err;
    });
    if (car.seller.userId !== actor.userId || car.status !== 'on_sale') {
      throw new AppError(AUCTION_ERRORS.LISTING_NOT_RELEASABLE);
    }
    const now = this.ctx.clock.now();
    try {
      const lot = await auctionsRepository.insertLot(this.ctx.db, {
        listingId: car.id,
        sellerId: actor.userId,
        title: car.title.slice(0, 200),
        brandId: car.brandId,
        cityId: car.cityId,
        status: 'pending_review',
        startPriceFils: startFils,
        reserveFils,
        note: body.note ?? null,
        releaseKey: key,
        releaseHash: hash,
        createdAt: now,
        updatedAt: now,
      });
      return this.present(lot, lang);
    } catch (err) {
      if (isUniqueViolation(err, 'auction_lots_listing_active'))
        throw new AppError(AUCTION_ERRORS.LISTING_NOT_RELEASABLE);
      if (!isUniqueViolation(err, 'auction_lots_seller_release_key')) throw err;
      const winner = await auctionsRepository.lotByReleaseKey(this.ctx.db, actor.userId, key);
      if (!winner || winner.releaseHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
      return this.present(winner, lang);
    }
  }

  async releases(
    filter: { sellerId?: string; status?: LotStatus },
    query: { cursor?: string; limit: number },
    lang: Language,
  ) {
    const rows = await auctionsRepository.releasesPage(
      this.ctx.db,
      filter,
      decodeCursor(query.cursor),
      query.limit + 1,
    );
    const page = rows.slice(0, query.limit);
    const items = await this.deps.presenter.releases(page, lang, () => true);
    return pageOf(
      rows,
      query.limit,
      (r) => ({ at: r.createdAt, id: r.id }),
      (r) => items.find((i) => i.lotId === r.id) as Release,
    );
  }

  async review(
    actor: Actor,
    lotId: string,
    decision: { approve: true } | { approve: false; reason: string },
    lang: Language,
  ) {
    if (!isAdmin(actor)) throw notFound();
    const lot = await inTransaction(this.ctx.db, async (tx) => {
      const row = await auctionsRepository.lockLot(tx, lotId);
      if (!row) throw notFound();
      if (row.status !== 'pending_review') throw new AppError(AUCTION_ERRORS.LOT_NOT_IN_REVIEW);
      return auctionsRepository.updateLot(tx, row.id, {
        status: decision.approve ? 'approved' : 'rejected',
        rejectReason: decision.approve ? null : decision.reason,
        updatedAt: this.ctx.clock.now(),
      });
    });
    return this.present(lot, lang);
  }

  // ---- sessions ----

  async createSession(actor: Actor, body: CreateSessionBody, lang: Language): Promise<AdminSession> {
    const startsAt = new Date(body.startsAt);
    const now = this.ctx.clock.now();
    if (startsAt.getTime() < now.getTime() + MINUTE_MS) throw new AppError(AUCTION_ERRORS.START_TOO_SOON);
    if (body.cityId && !(await this.deps.regions.find(body.cityId))) throw new AppError('REGION_UNKNOWN');
    // Browsers play only what the Content-Security-Policy lists (docs/live-video.md).
    if (body.streamUrl && !this.ctx.config.LIVE_STREAM_ORIGINS.includes(new URL(body.streamUrl).origin)) {
      throw new AppError(AUCTION_ERRORS.STREAM_ORIGIN_NOT_ALLOWED);
    }
    const floor = fils(body.depositFloor, 'depositFloor');
    const row = await auctionsRepository.insertSession(this.ctx.db, {
      title: body.title,
      kind: body.kind,
      status: 'draft',
      cityId: body.cityId ?? null,
      startsAt,
      lotMinutes: body.lotMinutes,
      gapMinutes: body.gapMinutes,
      hostId: body.hostId ?? null,
      streamUrl: body.streamUrl ?? null,
      depositRateBps: body.depositRateBps ?? this.ctx.config.AUCTION_DEPOSIT_RATE_BPS,
      depositFloorFils: floor ?? BigInt(this.ctx.config.AUCTION_DEPOSIT_FLOOR_AED) * 100n,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    return this.deps.presenter.adminSession(row, lang);
  }

  async setLots(sessionId: string, lotIds: string[], lang: Language): Promise<AdminSession> {
    const unique = [...new Set(lotIds)];
    const session = await inTransaction(this.ctx.db, async (tx) => {
      const row = await auctionsRepository.lockSession(tx, sessionId);
      if (!row) throw notFound();
      if (row.status !== 'draft') throw new AppError(AUCTION_ERRORS.SESSION_NOT_DRAFT);
      await auctionsRepository.detachLots(tx, sessionId, unique);
      for (const [i, id] of unique.entries()) {
        if (!(await auctionsRepository.placeLot(tx, id, sessionId, i)))
          throw new AppError(AUCTION_ERRORS.LOT_NOT_APPROVED);
      }
      return row;
    });
    return this.deps.presenter.adminSession(session, lang);
  }

  /** Lot i starts with the session and ends at start + lotMinutes + i × gapMinutes. */
  async schedule(sessionId: string, lang: Language): Promise<AdminSession> {
    const session = await inTransaction(this.ctx.db, async (tx) => {
      const row = await auctionsRepository.lockSession(tx, sessionId);
      if (!row) throw notFound();
      if (row.status !== 'draft') throw new AppError(AUCTION_ERRORS.SESSION_NOT_DRAFT);
      const now = this.ctx.clock.now();
      if (row.startsAt.getTime() < now.getTime() + MINUTE_MS) throw new AppError(AUCTION_ERRORS.START_TOO_SOON);
      const lots = await auctionsRepository.lotsOfSession(tx, sessionId);
      if (!lots.length) throw new AppError(AUCTION_ERRORS.SESSION_HAS_NO_LOTS);
      for (const [i, lot] of lots.entries()) {
        const endsAt = new Date(row.startsAt.getTime() + (row.lotMinutes + i * row.gapMinutes) * MINUTE_MS);
        await auctionsRepository.updateLot(tx, lot.id, {
          status: 'scheduled',
          position: i,
          startsAt: row.startsAt,
          endsAt,
          seq: lot.seq + 1,
          updatedAt: now,
        });
      }
      return auctionsRepository.updateSession(tx, sessionId, { status: 'scheduled', updatedAt: now });
    });
    return this.deps.presenter.adminSession(session, lang);
  }

  async adminSessions(status: SessionStatus | undefined, query: { cursor?: string; limit: number }, lang: Language) {
    const rows = await auctionsRepository.adminSessionsPage(
      this.ctx.db,
      status,
      decodeCursor(query.cursor),
      query.limit + 1,
    );
    const cards = await this.deps.presenter.sessionCards(rows.slice(0, query.limit), lang);
    return pageOf(
      rows,
      query.limit,
      (r) => ({ at: r.createdAt, id: r.id }),
      (r) => cards.find((c) => c.id === r.id) as (typeof cards)[number],
    );
  }

  async adminSession(sessionId: string, lang: Language): Promise<AdminSession> {
    const row = await auctionsRepository.findSession(this.ctx.db, sessionId);
    if (!row) throw notFound();
    return this.deps.presenter.adminSession(row, lang);
  }
}
