/**
 * Demo auctions on a fresh database, from the demo merchant's cars on sale: a timed session
 * scheduled for tomorrow (8 lots), one live now (5 lots ending over the next hours; Aisha and Wei
 * joined with earnest money from demo wallet credit and bid through the real bidding service), and
 * one ended yesterday (3 lots, unsold). Sessions and lots are written with this domain's
 * repository because the admin endpoints refuse a start in the past; money and bids go through the
 * services. Runs once: nothing happens when a session exists or the demo users are missing.
 */
import type { ListingSummary } from '@souq/shared';
import type { AppContext } from '../../context';
import type { ListingsService } from '../listings/listings.service';
import { demoActor } from '../users';
import type { BiddingService } from './auctions.bidding';
import type { ParticipationService } from './auctions.participation';
import { auctionsRepository } from './auctions.repository';
import type { AuctionLotRow } from './auctions.tables';

const ADMIN_MOBILE = '+971500000001';
const MERCHANT_MOBILE = '+971500000002';
const BIDDER_MOBILES = ['+971500000003', '+971500000004'];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const AED = 100n;

interface Deps {
  listings: ListingsService;
  auctionParticipation: ParticipationService;
  auctionBids: BiddingService;
  ledger: {
    recharge(input: {
      userId: string;
      amountFils: bigint;
      idempotencyKey: string;
      ref: { type: string; id: string };
    }): Promise<unknown>;
  };
}

/** A start price of about 60% of the asking price, in whole thousands of AED. */
const startOf = (car: ListingSummary) =>
  BigInt(Math.max(1, Math.round((car.priceFils * 0.6) / 100_000))) * 1_000n * AED;

export async function seedAuctions(deps: Deps, ctx: AppContext): Promise<void> {
  const [admin, merchant, ...bidders] = await Promise.all(
    [ADMIN_MOBILE, MERCHANT_MOBILE, ...BIDDER_MOBILES].map((m) => demoActor(ctx, m)),
  );
  if (!admin || !merchant || bidders.some((b) => !b)) return;
  if ((await auctionsRepository.adminSessionsPage(ctx.db, undefined, null, 1)).length) return;
  const onSale = (await deps.listings.mine(merchant, { status: 'on_sale', limit: 50 }, 'en')).items;
  if (onSale.length < 16) return;
  // The cheapest cars go live (the demo bidders' limits cover them), the next ones are scheduled.
  const cars = [...onSale].sort((a, b) => a.priceFils - b.priceFils || a.id.localeCompare(b.id));
  const now = ctx.clock.now();
  const hourStart = Math.floor(now.getTime() / HOUR) * HOUR;

  const plan = [
    {
      title: 'Live now: city cars and daily drivers',
      status: 'live' as const,
      startsAt: now.getTime() - 30 * MINUTE,
      lotMinutes: 90,
      gapMinutes: 30,
      cars: cars.slice(0, 5),
    },
    {
      title: 'Tomorrow evening: family SUVs and sedans',
      status: 'scheduled' as const,
      startsAt: hourStart + 24 * HOUR + 18 * HOUR,
      lotMinutes: 60,
      gapMinutes: 2,
      cars: cars.slice(5, 13),
    },
    {
      title: 'Yesterday: weekend timed sale',
      status: 'ended' as const,
      startsAt: hourStart - 48 * HOUR,
      lotMinutes: 60,
      gapMinutes: 5,
      cars: cars.slice(13, 16),
    },
  ];
  const live: AuctionLotRow[] = [];
  let liveSessionId = '';
  for (const s of plan) {
    const startsAt = new Date(s.startsAt);
    const session = await auctionsRepository.insertSession(ctx.db, {
      title: s.title,
      kind: 'timed',
      status: s.status,
      cityId: 'dubai-city',
      startsAt,
      lotMinutes: s.lotMinutes,
      gapMinutes: s.gapMinutes,
      depositRateBps: ctx.config.AUCTION_DEPOSIT_RATE_BPS,
      depositFloorFils: BigInt(ctx.config.AUCTION_DEPOSIT_FLOOR_AED) * AED,
      createdBy: admin.userId,
      createdAt: new Date(s.startsAt - 3 * 24 * HOUR),
      updatedAt: now,
    });
    for (const [i, car] of s.cars.entries()) {
      const endsAt = new Date(s.startsAt + (s.lotMinutes + i * s.gapMinutes) * MINUTE);
      const start = startOf(car);
      const lot = await auctionsRepository.insertLot(ctx.db, {
        sessionId: session.id,
        position: i,
        listingId: car.id,
        sellerId: merchant.userId,
        title: car.title,
        brandId: car.brandId,
        cityId: car.cityId,
        status: s.status === 'live' ? 'open' : s.status === 'ended' ? 'closed' : 'scheduled',
        result: s.status === 'ended' ? 'unsold' : null,
        closedAt: s.status === 'ended' ? endsAt : null,
        startPriceFils: start,
        // Every other car has a reserve at its asking price's 80%.
        reserveFils: i % 2 === 0 ? null : (BigInt(car.priceFils) * 8n) / 10n,
        startsAt,
        endsAt,
        seq: 1,
        releaseKey: `demo:${car.id}`,
        releaseHash: 'demo',
        createdAt: new Date(s.startsAt - 4 * 24 * HOUR),
        updatedAt: now,
      });
      if (s.status === 'live') live.push(lot);
    }
    if (s.status === 'live') liveSessionId = session.id;
  }

  // The demo bidders: wallet credit, earnest money for a limit, and a few bids on the live lots.
  const [aisha, wei] = bidders as [NonNullable<(typeof bidders)[0]>, NonNullable<(typeof bidders)[0]>];
  for (const b of [aisha, wei]) {
    await deps.ledger.recharge({
      userId: b.userId,
      amountFils: 200_000n * AED,
      idempotencyKey: `demo-auctions:${b.userId}`,
      ref: { type: 'demo', id: b.userId },
    });
    await deps.auctionParticipation.join(b, liveSessionId, { limit: '300000', method: 'wallet' }, 'demo-join');
  }
  const [first, second, third] = live;
  if (first && second && third) {
    const aed = (lot: AuctionLotRow, plus: bigint) => ((lot.startPriceFils + plus * AED) / AED).toString();
    await deps.auctionBids.bid(aisha, first.id, { amount: aed(first, 5_000n), kind: 'max', allIn: false }, 'demo-1');
    await deps.auctionBids.bid(wei, first.id, { amount: aed(first, 2_000n), kind: 'bid', allIn: false }, 'demo-2');
    await deps.auctionBids.bid(wei, second.id, { amount: aed(second, 0n), kind: 'bid', allIn: false }, 'demo-3');
    await deps.auctionBids.bid(aisha, third.id, { amount: aed(third, 1_000n), kind: 'bid', allIn: false }, 'demo-4');
  }
}
