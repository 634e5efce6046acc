import { type Language, parseAmountToFils } from '@souq/shared';
import type {
  AuctionTerms,
  BidLogEntry,
  LotDetail,
  LotListQuery,
  LotPage,
  MyBidOutcome,
  SessionDetail,
} from '@souq/shared/auctions/auctions.schema';
import type { AppContext } from '../../context';
import { type Actor, isAdmin } from '../../lib/authz';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { fieldError, notFound } from '../../lib/errors';
import type { DepositsService } from '../deposits/deposits.service';
import type { ListingsService } from '../listings/listings.service';
import { bidsRepository } from './auctions.bids.repository';
import type { ParticipationService } from './auctions.participation';
import { type AuctionsPresenter, bidderOf } from './auctions.presenter';
import { auctionsRepository, lotOrderOf } from './auctions.repository';
import { engineRules, feeTable } from './auctions.rules';
import type { SecondChanceService } from './auctions.second-chance';
import type { AuctionLotRow } from './auctions.tables';

/** Lots nobody but their seller and the admins sees: not in a published session yet. */
const PRIVATE = new Set(['pending_review', 'rejected', 'approved']);

type Page = { cursor?: string; limit: number };

/** Reading: terms, sessions, lots, a lot's detail and log, my bids and watches. */
export class AuctionsReader {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      presenter: AuctionsPresenter;
      participation: ParticipationService;
      secondChance: SecondChanceService;
      deposits: DepositsService;
      listings: ListingsService;
    },
  ) {}

  now(): Date {
    return this.ctx.clock.now();
  }

  async terms(actor: Actor | null): Promise<AuctionTerms> {
    const { config } = this.ctx;
    const fees = feeTable(config);
    const rateBps = config.AUCTION_DEPOSIT_RATE_BPS;
    let vipRateBps: number | null = null;
    if (actor) {
      // The VIP discount applies to the deposit; as a rate: what 10,000 of base becomes.
      const of10k = await this.deps.deposits.requiredDepositFils(actor.userId, 10_000n);
      if (of10k < 10_000n) vipRateBps = Number((BigInt(rateBps) * of10k) / 10_000n);
    }
    return {
      fees: {
        buyerPremiumBps: fees.buyerPremiumBps,
        buyerPremiumMinFils: fees.buyerPremiumMinFils,
        buyerPremiumMaxFils: fees.buyerPremiumMaxFils,
        adminFeeTiers: fees.adminFeeTiers.map((t) => ({ upToFils: t.upToFils, feeFils: t.feeFils })),
        vatBps: fees.vatBps,
      },
      increments: engineRules(config).bands.map((b) => ({ belowFils: b.belowFils, stepFils: b.stepFils })),
      deposit: { rateBps, floorFils: config.AUCTION_DEPOSIT_FLOOR_AED * 100, vipRateBps },
      softCloseMs: config.AUCTION_SOFT_CLOSE_MS,
      paymentHours: config.AUCTION_PAYMENT_HOURS,
      serverNow: this.now().toISOString(),
    };
  }

  async sessions(
    query: Page & { when: 'upcoming' | 'live' | 'ended'; kind?: 'timed' | 'live'; cityId?: string },
    lang: Language,
  ) {
    const rows = await auctionsRepository.sessionsPage(
      this.ctx.db,
      { when: query.when, now: this.now(), kind: query.kind, cityId: query.cityId },
      decodeCursor(query.cursor),
      query.limit + 1,
    );
    const cards = await this.deps.presenter.sessionCards(rows.slice(0, query.limit), lang);
    return pageOf(
      rows,
      query.limit,
      (r) => ({ at: r.startsAt, id: r.id }),
      (r) => cards.find((c) => c.id === r.id) as (typeof cards)[number],
    );
  }

  async session(actor: Actor | null, id: string, lang: Language): Promise<SessionDetail> {
    const row = await auctionsRepository.findSession(this.ctx.db, id);
    if (!row || (row.status === 'draft' && !isAdmin(actor))) throw notFound();
    const [card] = await this.deps.presenter.sessionCards([row], lang);
    if (!card) throw notFound();
    return {
      ...card,
      streamUrl: row.streamUrl,
      me: actor ? await this.deps.participation.mine(actor, row) : null,
    };
  }

  async lots(actor: Actor | null, query: LotListQuery, lang: Language): Promise<LotPage> {
    const price = (v: string | undefined, field: string) => {
      if (v === undefined) return undefined;
      const f = parseAmountToFils(v);
      if (f === null) throw fieldError('VALIDATION_FAILED', field, 'amount');
      return f;
    };
    const rows = await auctionsRepository.lotsPage(
      this.ctx.db,
      {
        when: query.when,
        now: this.now(),
        sessionId: query.sessionId,
        cityId: query.cityId,
        brandId: query.brandId,
        minPriceFils: price(query.minPrice, 'minPrice'),
        maxPriceFils: price(query.maxPrice, 'maxPrice'),
        q: query.q,
      },
      decodeCursor(query.cursor),
      query.limit + 1,
    );
    return this.lotPage(rows, query.limit, lotOrderOf(query.when).key, actor, lang);
  }

  private async lotPage(
    rows: AuctionLotRow[],
    limit: number,
    at: (r: AuctionLotRow) => Date | null,
    actor: Actor | null,
    lang: Language,
  ): Promise<LotPage> {
    const cards = await this.deps.presenter.lotCards(rows.slice(0, limit), actor?.userId ?? null, lang);
    return pageOf(
      rows,
      limit,
      (r) => ({ at: at(r) ?? r.createdAt, id: r.id }),
      (r) => cards.find((c) => c.id === r.id) as (typeof cards)[number],
    );
  }

  /** The lot as its viewer may see it; 404 for a lot not published yet (except to its seller and admins). */
  async visibleLot(actor: Actor | null, id: string): Promise<AuctionLotRow> {
    const lot = await auctionsRepository.findLot(this.ctx.db, id);
    if (!lot) throw notFound();
    if (PRIVATE.has(lot.status) && lot.sellerId !== actor?.userId && !isAdmin(actor)) throw notFound();
    return lot;
  }

  /** Who may join the room `auction:<id>`: anyone signed in who may see the lot. */
  async assertCanWatch(actor: Actor, id: string): Promise<void> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
    await this.visibleLot(actor, id);
  }

  async lot(actor: Actor | null, id: string, lang: Language): Promise<LotDetail> {
    const lot = await this.visibleLot(actor, id);
    const me = actor?.userId ?? null;
    const [[card], car, watchers, session, secondChance] = await Promise.all([
      this.deps.presenter.lotCards([lot], me, lang),
      this.deps.listings.detail(actor, lot.listingId, lang),
      auctionsRepository.watcherCount(this.ctx.db, lot.id),
      lot.sessionId ? auctionsRepository.findSession(this.ctx.db, lot.sessionId) : Promise.resolve(undefined),
      this.deps.secondChance.ofLot(actor, lot),
    ]);
    if (!card) throw notFound();
    let standing: LotDetail['me'] = {
      maxFils: null,
      leading: false,
      participation: null,
      limitFils: null,
      limitLeftFils: null,
      isSeller: lot.sellerId === me,
    };
    if (actor && lot.sessionId) {
      const maximum = await bidsRepository.maximumOf(this.ctx.db, lot.id, actor.userId);
      let part = await bidsRepository.participation(this.ctx.db, lot.sessionId, actor.userId);
      if (part) part = await this.deps.participation.refresh(actor, part);
      const committed = part
        ? await bidsRepository.committedFils(this.ctx.db, lot.sessionId, actor.userId, lot.id)
        : 0n;
      standing = {
        ...standing,
        maxFils: maximum ? Number(maximum.maxFils) : null,
        leading: lot.leaderId === actor.userId,
        participation: part?.status ?? null,
        limitFils: part ? Number(part.limitFils) : null,
        limitLeftFils: part ? Math.max(0, Number(part.limitFils - committed)) : null,
      };
    }
    return {
      ...card,
      car,
      sessionKind: session?.kind ?? null,
      approvalDeadline: lot.approvalDeadline?.toISOString() ?? null,
      me: standing,
      watchers,
      secondChance,
    };
  }

  async bidLog(actor: Actor | null, lotId: string, query: Page) {
    const lot = await this.visibleLot(actor, lotId);
    const rows = await bidsRepository.bidLogPage(this.ctx.db, lot.id, decodeCursor(query.cursor), query.limit + 1);
    const aliases = await bidsRepository.aliasesOf(this.ctx.db, [lot.id]);
    const me = actor?.userId ?? null;
    return pageOf(
      rows,
      query.limit,
      (r) => ({ at: r.at, id: r.id }),
      (r): BidLogEntry => ({
        id: r.id,
        bidder: bidderOf(aliases, lot.id, r.bidderId, me) ?? { alias: 0, isMe: false },
        amountFils: Number(r.amountFils),
        automatic: r.automatic,
        at: r.at.toISOString(),
        msLeft: r.msLeft,
      }),
    );
  }

  async myBids(actor: Actor, query: Page & { outcome?: MyBidOutcome }, lang: Language) {
    const rows = await auctionsRepository.myBidsPage(
      this.ctx.db,
      actor.userId,
      decodeCursor(query.cursor),
      query.limit + 1,
      query.outcome,
    );
    const page = rows.slice(0, query.limit);
    const cards = await this.deps.presenter.lotCards(
      page.map((r) => r.lot),
      actor.userId,
      lang,
    );
    return pageOf(
      rows,
      query.limit,
      (r) => ({ at: r.at, id: r.maxId }),
      (r) => {
        const lot = r.lot;
        const won = lot.status === 'closed' && lot.result === 'sold' && lot.winnerId === actor.userId;
        const awaiting = lot.status === 'closed' && lot.result === 'on_approval' && lot.winnerId === actor.userId;
        return {
          lot: cards.find((c) => c.id === lot.id) as (typeof cards)[number],
          maxFils: Number(r.maxFils),
          leading: lot.leaderId === actor.userId,
          outcome:
            lot.status !== 'closed'
              ? ('open' as const)
              : won
                ? ('won' as const)
                : awaiting
                  ? ('on_approval' as const)
                  : ('lost' as const),
        };
      },
    );
  }

  async myWatches(actor: Actor, query: Page, lang: Language): Promise<LotPage> {
    const rows = await auctionsRepository.watchesPage(
      this.ctx.db,
      actor.userId,
      decodeCursor(query.cursor),
      query.limit + 1,
    );
    const cards = await this.deps.presenter.lotCards(
      rows.slice(0, query.limit).map((r) => r.lot),
      actor.userId,
      lang,
    );
    return pageOf(
      rows,
      query.limit,
      (r) => ({ at: r.at, id: r.lot.id }),
      (r) => cards.find((c) => c.id === r.lot.id) as (typeof cards)[number],
    );
  }

  async setWatch(actor: Actor, lotId: string, watching: boolean) {
    const lot = await this.visibleLot(actor, lotId);
    if (watching) await auctionsRepository.watch(this.ctx.db, lot.id, actor.userId, this.now());
    else await auctionsRepository.unwatch(this.ctx.db, lot.id, actor.userId);
    return { watching, watchers: await auctionsRepository.watcherCount(this.ctx.db, lot.id) };
  }

  /** The lot's state now (the socket's catch-up after a gap). */
  async state(actor: Actor | null, lotId: string) {
    const lot = await this.visibleLot(actor, lotId);
    return this.deps.presenter.state(lot, actor?.userId ?? null);
  }
}
