import type { Language, ListingSummary } from '@souq/shared';
import type {
  AdminSession,
  Bidder,
  LotCard,
  LotState,
  Release,
  SessionCard,
} from '@souq/shared/auctions/auctions.schema';
import { reserveMet } from '@souq/shared/auctions/engine';
import { type IncrementBand, minNextBidFils } from '@souq/shared/auctions/increments';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { ListingsService } from '../listings/listings.service';
import type { RegionsService } from '../regions/regions.service';
import { bidsRepository } from './auctions.bids.repository';
import { auctionsRepository } from './auctions.repository';
import type { AuctionLotRow, AuctionSessionRow } from './auctions.tables';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const num = (f: bigint | null) => (f === null ? null : Number(f));

/** Bidders as the room sees them: "Bidder N" of this lot; `isMe` only for the caller's own number. */
export type AliasBook = Map<string, number>;

export function bidderOf(aliases: AliasBook, lotId: string, userId: string | null, me: string | null): Bidder | null {
  if (!userId) return null;
  return { alias: aliases.get(`${lotId}:${userId}`) ?? 0, isMe: userId === me };
}

/**
 * The live state of a lot. `leader.isMe` is true only for the caller of a request; the state a
 * room broadcast carries says false for everyone (the client compares `leader.alias` with its own
 * alias from the lot detail or its receipt).
 */
export function lotState(
  lot: AuctionLotRow,
  opts: {
    now: Date;
    aliases: AliasBook;
    me: string | null;
    bands: readonly IncrementBand[];
    /** The leader's maximum: a maximum at or above the reserve meets it (the engine's rule). */
    leaderMaxFils: bigint | null;
  },
): LotState {
  const priceFils = num(lot.priceFils);
  const startPriceFils = Number(lot.startPriceFils);
  return {
    lotId: lot.id,
    seq: lot.seq,
    status: lot.status,
    result: lot.result,
    startPriceFils,
    priceFils,
    minNextBidFils: minNextBidFils({ priceFils, startPriceFils }, opts.bands),
    bidCount: lot.bidCount,
    leader: bidderOf(opts.aliases, lot.id, lot.leaderId, opts.me),
    reserveMet: reserveMet(priceFils, num(lot.reserveFils), num(opts.leaderMaxFils)),
    startsAt: iso(lot.startsAt),
    endsAt: iso(lot.endsAt),
    serverNow: opts.now.toISOString(),
    extensions: lot.extensions,
  };
}

export function presentRelease(lot: AuctionLotRow, car: ListingSummary, viewerMaySeeReserve: boolean): Release {
  return {
    lotId: lot.id,
    car,
    status: lot.status,
    result: lot.result,
    startPriceFils: Number(lot.startPriceFils),
    reserveFils: viewerMaySeeReserve ? num(lot.reserveFils) : null,
    note: lot.note,
    rejectReason: lot.rejectReason,
    sessionId: lot.sessionId,
    startsAt: iso(lot.startsAt),
    endsAt: iso(lot.endsAt),
    priceFils: num(lot.priceFils),
    approvalDeadline: iso(lot.approvalDeadline),
    createdAt: lot.createdAt.toISOString(),
  };
}

/** Turns rows into the API's shapes; fetches the cars, aliases, watches and sessions of a page at once. */
export class AuctionsPresenter {
  constructor(
    private readonly ctx: AppContext,
    private readonly listings: ListingsService,
    readonly bands: readonly IncrementBand[],
    private readonly regions: RegionsService,
  ) {}

  async cars(listingIds: readonly string[], lang: Language): Promise<Map<string, ListingSummary>> {
    const cars = await this.listings.summariesByIds([...new Set(listingIds)], lang);
    return new Map(cars.map((c) => [c.id, c]));
  }

  async state(lot: AuctionLotRow, me: string | null, tx?: Tx) {
    const db = tx ?? this.ctx.db;
    const now = this.ctx.clock.now();
    const [aliases, leaderMax] = await Promise.all([
      bidsRepository.aliasesOf(db, [lot.id]),
      bidsRepository.leaderMaxima(db, [lot]),
    ]);
    return lotState(lot, { now, aliases, me, bands: this.bands, leaderMaxFils: leaderMax.get(lot.id) ?? null });
  }

  async lotCards(lots: AuctionLotRow[], me: string | null, lang: Language): Promise<LotCard[]> {
    const ids = lots.map((l) => l.id);
    const sessionIds = [...new Set(lots.flatMap((l) => (l.sessionId ? [l.sessionId] : [])))];
    const [cars, aliases, watched, sessions, leaderMax] = await Promise.all([
      this.cars(
        lots.map((l) => l.listingId),
        lang,
      ),
      bidsRepository.aliasesOf(this.ctx.db, ids),
      me ? auctionsRepository.watchedAmong(this.ctx.db, me, ids) : Promise.resolve(new Set<string>()),
      auctionsRepository.sessionsByIds(this.ctx.db, sessionIds),
      bidsRepository.leaderMaxima(this.ctx.db, lots),
    ]);
    const titles = new Map(sessions.map((s) => [s.id, s.title]));
    const now = this.ctx.clock.now();
    return lots.map((lot) => this.card(lot, cars.get(lot.listingId), { aliases, watched, titles, me, now, leaderMax }));
  }

  card(
    lot: AuctionLotRow,
    car: ListingSummary | undefined,
    opts: {
      aliases: AliasBook;
      watched: Set<string>;
      titles: Map<string, string>;
      me: string | null;
      now: Date;
      leaderMax: Map<string, bigint>;
    },
  ): LotCard {
    return {
      id: lot.id,
      sessionId: lot.sessionId,
      sessionTitle: lot.sessionId ? (opts.titles.get(lot.sessionId) ?? null) : null,
      position: lot.position,
      title: car?.title ?? lot.title,
      year: car?.year ?? 0,
      mileageKm: car?.mileageKm ?? 0,
      brandName: car?.brandName ?? lot.brandId,
      cityName: car?.cityName ?? lot.cityId,
      cover: car?.cover ?? null,
      state: lotState(lot, {
        now: opts.now,
        aliases: opts.aliases,
        me: opts.me,
        bands: this.bands,
        leaderMaxFils: opts.leaderMax.get(lot.id) ?? null,
      }),
      isWatched: opts.watched.has(lot.id),
    };
  }

  async releases(
    lots: AuctionLotRow[],
    lang: Language,
    seeReserve: (lot: AuctionLotRow) => boolean,
  ): Promise<Release[]> {
    const cars = await this.cars(
      lots.map((l) => l.listingId),
      lang,
    );
    return lots.flatMap((lot) => {
      const car = cars.get(lot.listingId);
      return car ? [presentRelease(lot, car, seeReserve(lot))] : [];
    });
  }

  async sessionCards(rows: AuctionSessionRow[], lang: Language): Promise<SessionCard[]> {
    const figures = await auctionsRepository.sessionFigures(
      this.ctx.db,
      rows.map((r) => r.id),
    );
    const covers = await this.cars(
      [...figures.values()].flatMap((f) => (f.firstListingId ? [f.firstListingId] : [])),
      lang,
    );
    // A session's city is its own (set by the admin), not its first car's: name it from the regions.
    const cityNames = new Map<string, string>();
    for (const cityId of new Set(rows.flatMap((r) => (r.cityId ? [r.cityId] : [])))) {
      const city = await this.regions.find(cityId);
      if (city) cityNames.set(cityId, this.regions.name(city, lang));
    }
    return rows.map((s) => {
      const f = figures.get(s.id);
      const cover = f?.firstListingId ? covers.get(f.firstListingId) : undefined;
      return {
        id: s.id,
        title: s.title,
        kind: s.kind,
        status: s.status,
        cityName: s.cityId ? (cityNames.get(s.cityId) ?? s.cityId) : null,
        startsAt: s.startsAt.toISOString(),
        endsAt: iso(f?.endsAt ?? null),
        lotCount: f?.lots ?? 0,
        cover: cover?.cover ?? null,
        depositRateBps: s.depositRateBps,
        depositFloorFils: Number(s.depositFloorFils),
        hasStream: !!s.streamUrl,
      };
    });
  }

  async adminSession(row: AuctionSessionRow, lang: Language): Promise<AdminSession> {
    const [card] = await this.sessionCards([row], lang);
    const lots = await auctionsRepository.lotsOfSession(this.ctx.db, row.id);
    return {
      ...(card as SessionCard),
      streamUrl: row.streamUrl,
      hostId: row.hostId,
      lotMinutes: row.lotMinutes,
      gapMinutes: row.gapMinutes,
      lots: await this.releases(lots, lang, () => true),
    };
  }
}
