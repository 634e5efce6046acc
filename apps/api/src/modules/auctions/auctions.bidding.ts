import { randomUUID } from 'node:crypto';
import { parseAmountToFils } from '@souq/shared';
import { AUCTION_ERRORS } from '@souq/shared/auctions/auctions.errors';
import type { BidReceipt, PlaceBidBody } from '@souq/shared/auctions/auctions.schema';
import { placeMaximum } from '@souq/shared/auctions/engine';
import { hammerForAllIn } from '@souq/shared/auctions/fees';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { requestHash } from '../../lib/idempotency';
import { isUniqueViolation } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import type { NotificationsService } from '../notifications/notifications.service';
import { bidsRepository } from './auctions.bids.repository';
import type { AuctionEvents } from './auctions.events';
import type { ParticipationService } from './auctions.participation';
import { lotState } from './auctions.presenter';
import { auctionsRepository } from './auctions.repository';
import { aed, engineLotOf, engineMaximaOf, engineRules, feeTable, refusalError } from './auctions.rules';

const BIDDABLE = new Set(['scheduled', 'open', 'closed']);

/**
 * Placing a bid or a maximum: one transaction with the lot row locked, judged at the server's
 * time read after the lock, by the shared engine. A refusal throws and changes nothing; an
 * accepted bid writes the maxima, the log (server time, time left), the lot (seq + 1) and the
 * receipt, then, after the commit, tells the room and the bidder who lost the lead.
 */
export class BiddingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      participation: ParticipationService;
      notifications: NotificationsService;
      events: AuctionEvents;
    },
  ) {}

  async bid(actor: Actor, lotId: string, body: PlaceBidBody, key: string): Promise<BidReceipt> {
    const { db } = this.ctx;
    const entered = parseAmountToFils(body.amount);
    if (entered === null || entered <= 0n) throw fieldError('AMOUNT_INVALID', 'amount', 'amount');
    const maxFils = body.allIn ? BigInt(hammerForAllIn(Number(entered), feeTable(this.ctx.config))) : entered;
    const hash = requestHash({ lotId, entered, kind: body.kind, allIn: body.allIn });

    const prior = await bidsRepository.requestByKey(db, actor.userId, key);
    if (prior) return this.replay(prior, hash);
    const found = await auctionsRepository.findLot(db, lotId);
    if (!found?.sessionId || !BIDDABLE.has(found.status)) throw notFound();
    const sessionId = found.sessionId;
    // A card deposit may have been paid since: read it before the transaction (it calls the deposits service).
    const before = await bidsRepository.participation(db, sessionId, actor.userId);
    if (before?.status === 'pending_payment') await this.deps.participation.refresh(actor, before);

    try {
      return await inTransaction(db, async (tx, afterCommit) => {
        const lot = await auctionsRepository.lockLot(tx, lotId);
        if (!lot) throw notFound();
        const now = this.ctx.clock.now();
        // A live session's lot takes bids once its host opens it (auctions.host.ts), not at its scheduled start.
        if (lot.status === 'scheduled' && (await auctionsRepository.findSession(tx, sessionId))?.kind === 'live') {
          throw new AppError(AUCTION_ERRORS.LOT_NOT_STARTED);
        }
        const again = await bidsRepository.requestByKey(tx, actor.userId, key);
        if (again) return this.replay(again, hash);

        const maxima = await bidsRepository.maximaOf(tx, lotId);
        const seq = lot.seq + 1;
        const outcome = placeMaximum(
          engineLotOf(lot),
          engineMaximaOf(maxima),
          { bidderId: actor.userId, maxFils: Number(maxFils), now: now.getTime(), seq },
          engineRules(this.ctx.config),
        );
        if (!outcome.accepted) throw refusalError(outcome.reason, outcome.minFils);

        const suspension = await bidsRepository.suspensionOf(tx, actor.userId);
        if (suspension && suspension.until > now) {
          throw new AppError(AUCTION_ERRORS.BIDDING_SUSPENDED, { date: suspension.until.toISOString().slice(0, 10) });
        }
        const part = await bidsRepository.lockParticipation(tx, sessionId, actor.userId);
        if (!part || part.status === 'released' || part.status === 'canceled' || part.status === 'applied') {
          throw new AppError(AUCTION_ERRORS.AUCTION_NOT_JOINED);
        }
        if (part.status !== 'active') throw new AppError(AUCTION_ERRORS.DEPOSIT_NOT_PAID);
        const mine = outcome.maxima.find((m) => m.bidderId === actor.userId);
        const newMax = BigInt(mine?.maxFils ?? Number(maxFils));
        const committed = await bidsRepository.committedFils(tx, sessionId, actor.userId, lotId);
        if (committed + newMax > part.limitFils) {
          const left = part.limitFils > committed ? part.limitFils - committed : 0n;
          throw new AppError(AUCTION_ERRORS.BID_LIMIT_EXCEEDED, { left: aed(left), leftFils: Number(left) });
        }

        // Accepted: write the maximum, the log, the lot and the receipt.
        await bidsRepository.upsertMaximum(tx, lotId, actor.userId, newMax, mine?.seq ?? seq, now);
        // "Bidder N" once per bidder and lot: one read of the lot's numbers, and an insert only for
        // a bidder new to the lot (in the order of the log, then the caller), not one per bid.
        const known = await bidsRepository.aliasesOf(tx, [lotId]);
        const newcomers = [...new Set([...outcome.log.map((e) => e.bidderId), actor.userId])].filter(
          (id) => !known.has(`${lotId}:${id}`),
        );
        for (const id of newcomers) await bidsRepository.ensureAlias(tx, lotId, id);
        const requestId = randomUUID();
        const msLeft = Math.max(0, (lot.endsAt as Date).getTime() - now.getTime());
        const logRows = outcome.log.map((entry, i) => ({
          id: randomUUID(),
          lotId,
          bidderId: entry.bidderId,
          amountFils: BigInt(entry.amountFils),
          automatic: entry.automatic,
          requestId,
          at: now,
          msLeft,
          seq: lot.bidCount + i + 1,
        }));
        const updated = await auctionsRepository.updateLot(tx, lotId, {
          status: outcome.lot.phase === 'closed' ? lot.status : 'open',
          priceFils: outcome.lot.priceFils === null ? null : BigInt(outcome.lot.priceFils),
          leaderId: outcome.lot.leaderId,
          bidCount: outcome.lot.bidCount,
          endsAt: new Date(outcome.lot.endsAt),
          extensions: lot.extensions + (outcome.extended ? 1 : 0),
          seq,
          updatedAt: now,
        });
        // A soft close moved the end: if it moved the session's last close, the holds show the new date.
        if (outcome.extended) await this.deps.participation.sessionEndMoved({ tx, afterCommit }, sessionId);
        const aliases = newcomers.length ? await bidsRepository.aliasesOf(tx, [lotId]) : known;
        const leaderMax = outcome.maxima.find((m) => m.bidderId === outcome.lot.leaderId);
        const leaderMaxFils = leaderMax ? BigInt(leaderMax.maxFils) : null;
        const bands = engineRules(this.ctx.config).bands;
        const leading = updated.leaderId === actor.userId;
        const own = logRows.find((r) => r.bidderId === actor.userId && !r.automatic);
        const receipt: BidReceipt = {
          bidId: own?.id ?? requestId,
          amountFils: Number(newMax),
          kind: body.kind,
          leading,
          outbidAtOnce: !leading,
          receivedAt: now.toISOString(),
          msLeft,
          extended: outcome.extended,
          state: lotState(updated, { now, aliases, me: actor.userId, bands, leaderMaxFils }),
        };
        // The request with its receipt and the log lines it placed: one statement.
        await bidsRepository.insertRequestWithBids(
          tx,
          {
            id: requestId,
            lotId,
            bidderId: actor.userId,
            kind: body.kind,
            amountFils: newMax,
            idempotencyKey: key,
            requestHash: hash,
            receipt,
            createdAt: now,
          },
          logRows,
        );

        const broadcast = lotState(updated, { now, aliases, me: null, bands, leaderMaxFils });
        if (outcome.outbidId) {
          const outbidId = outcome.outbidId;
          await this.deps.notifications.notify(
            {
              userId: outbidId,
              type: 'auction.outbid',
              titleKey: 'notifications:auctionOutbid.title',
              params: { title: lot.title, price: aed(updated.priceFils ?? 0n) },
              route: `/auctions/lots/${lotId}`,
            },
            { tx, afterCommit },
          );
          afterCommit(() =>
            this.deps.events.outbid(outbidId, {
              lotId,
              title: lot.title,
              priceFils: broadcast.priceFils,
              minNextBidFils: broadcast.minNextBidFils,
              state: broadcast,
            }),
          );
        }
        afterCommit(() => this.deps.events.state(broadcast));
        return receipt;
      });
    } catch (err) {
      // The same key raced on another lot and lost the insert: answer what the winner answered.
      if (!isUniqueViolation(err, 'auction_bid_requests_bidder_key')) throw err;
      const winner = await bidsRepository.requestByKey(db, actor.userId, key);
      if (!winner) throw err;
      return this.replay(winner, hash);
    }
  }

  private replay(row: { requestHash: string; receipt: BidReceipt }, hash: string): BidReceipt {
    if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    return row.receipt;
  }

  /** For the deals domain: no bids until `until` (an unpaid invoice); inside the caller's transaction when given. */
  async suspend(userId: string, until: Date, reason: string, tx?: Tx): Promise<void> {
    await bidsRepository.suspend(tx ?? this.ctx.db, userId, until, reason.slice(0, 300), this.ctx.clock.now());
  }
}
