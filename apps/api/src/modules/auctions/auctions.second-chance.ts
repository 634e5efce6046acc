import { AUCTION_ERRORS } from '@souq/shared/auctions/auctions.errors';
import type { LotSecondChance, MyOffers, SecondChanceOffer } from '@souq/shared/auctions/auctions.schema';
import type { AppContext } from '../../context';
import { type Actor, isAdmin } from '../../lib/authz';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { inTransaction, type TxStep } from '../../lib/transaction';
import type { NotificationsService } from '../notifications/notifications.service';
import { bidsRepository } from './auctions.bids.repository';
import type { CloseService } from './auctions.close';
import { offersRepository } from './auctions.offers.repository';
import type { ParticipationService } from './auctions.participation';
import { bidderOf } from './auctions.presenter';
import { auctionsRepository } from './auctions.repository';
import { aed } from './auctions.rules';
import type { AuctionLotRow, AuctionOfferRow } from './auctions.tables';

const HOUR_MS = 3_600_000;
const BATCH = 100;
const MY_OFFERS_MAX = 50;

/** A lot that may be offered: closed unsold after bids (reserve not met, or the winner defaulted). */
const offerable = (lot: AuctionLotRow) => lot.status === 'closed' && lot.result === 'unsold' && lot.bidCount > 0;

/**
 * Second-chance offers. A lot closed unsold (the high bid stayed below the reserve and the seller
 * did not take it, or the winner defaulted on the deal) may be offered once, by its seller or an
 * admin, to the runner-up at the runner-up's last bid. The runner-up accepts or declines within
 * AUCTION_OFFER_HOURS by the server clock; accepting sells the lot to them through the close's sale
 * (the deals domain creates their deal as for a winner).
 *
 * Races: the offer is made with the lot locked (and the one-offer-per-lot index); a decision locks
 * the lot, then the offer, and changes only an open offer before its deadline; the expiry job
 * claims only an open offer past it, skipping one a decision holds. Of two decisions, or a
 * decision and the expiry, one wins and the other answers OFFER_CLOSED (409).
 */
export class SecondChanceService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      close: CloseService;
      participation: ParticipationService;
      notifications: NotificationsService;
    },
  ) {}

  private now() {
    return this.ctx.clock.now();
  }

  /** The seller (or an admin) offers an unsold lot to its runner-up. A retry with the same key answers the same offer. */
  async offer(actor: Actor, lotId: string, key: string): Promise<SecondChanceOffer> {
    try {
      const row = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
        const lot = await auctionsRepository.lockLot(tx, lotId);
        if (!lot || (lot.sellerId !== actor.userId && !isAdmin(actor))) throw notFound();
        const existing = await offersRepository.ofLot(tx, lot.id);
        if (existing) {
          if (existing.offerKey === key && existing.offeredBy === actor.userId) return existing;
          throw new AppError(AUCTION_ERRORS.OFFER_NOT_POSSIBLE);
        }
        if (!offerable(lot)) throw new AppError(AUCTION_ERRORS.OFFER_NOT_POSSIBLE);
        const runnerUp = await offersRepository.runnerUp(tx, lot.id, lot.leaderId);
        if (!runnerUp || (await offersRepository.carInAnotherLot(tx, lot.listingId, lot.id))) {
          throw new AppError(AUCTION_ERRORS.OFFER_NOT_POSSIBLE);
        }
        const now = this.now();
        const expiresAt = new Date(now.getTime() + this.ctx.config.AUCTION_OFFER_HOURS * HOUR_MS);
        const offer = await offersRepository.insert(tx, {
          lotId: lot.id,
          bidderId: runnerUp.bidderId,
          offeredBy: actor.userId,
          amountFils: runnerUp.amountFils,
          status: 'open',
          expiresAt,
          offerKey: key,
          createdAt: now,
          updatedAt: now,
        });
        await this.deps.notifications.notify(
          {
            userId: runnerUp.bidderId,
            type: 'auction.second_chance',
            titleKey: 'auctions:notify.offerMade',
            params: { title: lot.title, price: aed(runnerUp.amountFils), hours: this.ctx.config.AUCTION_OFFER_HOURS },
            route: `/auctions/lots/${lot.id}`,
          },
          { tx, afterCommit },
        );
        return offer;
      });
      return (await this.present([row], actor.userId))[0] as SecondChanceOffer;
    } catch (err) {
      // Two offers raced on the lot: the loser's insert hit the one-offer index.
      if (isUniqueViolation(err, 'auction_offers_lot_unique')) throw new AppError(AUCTION_ERRORS.OFFER_NOT_POSSIBLE);
      throw err;
    }
  }

  /** The runner-up accepts (the lot is sold to them) or declines. A retry with the same key and answer replays. */
  async decide(actor: Actor, offerId: string, accept: boolean, key: string): Promise<SecondChanceOffer> {
    const found = await offersRepository.find(this.ctx.db, offerId);
    if (!found || found.bidderId !== actor.userId) throw notFound();
    const row = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      // The lot first, then the offer: the order every writer of a lot takes.
      const lot = await auctionsRepository.lockLot(tx, found.lotId);
      const offer = await offersRepository.lock(tx, offerId);
      if (!lot || !offer) throw notFound();
      const now = this.now();
      if (offer.status !== 'open') {
        const replay = offer.decisionKey === key && offer.status === (accept ? 'accepted' : 'declined');
        if (replay) return offer;
        throw new AppError(AUCTION_ERRORS.OFFER_CLOSED);
      }
      if (offer.expiresAt <= now) throw new AppError(AUCTION_ERRORS.OFFER_CLOSED);
      const step = { tx, afterCommit };
      if (!accept) {
        const declined = await offersRepository.update(tx, offer.id, {
          status: 'declined',
          decidedAt: now,
          decisionKey: key,
          updatedAt: now,
        });
        await this.tellSeller(step, lot, 'declined', offer);
        return declined;
      }
      // The car may have gone back to auction since the offer: then it is not for sale here any more.
      if (!offerable(lot) || (await offersRepository.carInAnotherLot(tx, lot.listingId, lot.id))) {
        throw new AppError(AUCTION_ERRORS.OFFER_CLOSED);
      }
      const accepted = await offersRepository.update(tx, offer.id, {
        status: 'accepted',
        decidedAt: now,
        decisionKey: key,
        updatedAt: now,
      });
      const sold = await auctionsRepository.updateLot(tx, lot.id, {
        result: 'sold',
        winnerId: offer.bidderId,
        leaderId: offer.bidderId,
        hammerFils: offer.amountFils,
        priceFils: offer.amountFils,
        seq: lot.seq + 1,
        updatedAt: now,
      });
      await this.deps.close.completeSale(step, sold, now);
      await this.tellSeller(step, lot, 'accepted', offer);
      return accepted;
    });
    return (await this.present([row], actor.userId))[0] as SecondChanceOffer;
  }

  /** The scheduler: open offers past their deadline become expired, each once, on any node. */
  async expireDue(now: Date = this.now()): Promise<number> {
    let expired = 0;
    for (const id of await offersRepository.dueToExpire(this.ctx.db, now, BATCH)) {
      try {
        const done = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
          const offer = await offersRepository.claimExpired(tx, id, now);
          if (!offer) return false;
          await offersRepository.update(tx, offer.id, { status: 'expired', decidedAt: now, updatedAt: now });
          const lot = await auctionsRepository.findLot(tx, offer.lotId);
          if (lot) await this.tellSeller({ tx, afterCommit }, lot, 'expired', offer);
          return true;
        });
        if (done) expired++;
      } catch (err) {
        this.ctx.log.error({ err, offerId: id }, 'second-chance offer expiry failed');
      }
    }
    return expired;
  }

  /**
   * For the deals domain, inside the default's transaction: the winner did not pay, so the lot is
   * unsold again (open to a second-chance offer) and their forfeited deposits are resolved here too.
   */
  async buyerDefaulted(step: TxStep, lotId: string, forfeitedDepositIds: string[]): Promise<void> {
    const { tx } = step;
    const lot = await auctionsRepository.lockLot(tx, lotId);
    if (lot?.result !== 'sold') return;
    const now = this.now();
    await this.deps.participation.markApplied(tx, forfeitedDepositIds);
    const unsold = await auctionsRepository.updateLot(tx, lot.id, {
      result: 'unsold',
      winnerId: null,
      hammerFils: null,
      seq: lot.seq + 1,
      updatedAt: now,
    });
    await this.deps.close.announce(step, unsold, now);
    const runnerUp = await offersRepository.runnerUp(tx, lot.id, lot.leaderId);
    if (runnerUp && !(await offersRepository.ofLot(tx, lot.id))) {
      await this.deps.notifications.notify(
        {
          userId: lot.sellerId,
          type: 'auction.second_chance_possible',
          titleKey: 'auctions:notify.offerPossible',
          params: { title: lot.title, price: aed(runnerUp.amountFils) },
          route: `/auctions/lots/${lot.id}`,
        },
        step,
      );
    }
  }

  /** Open offers to me. */
  async mine(actor: Actor): Promise<MyOffers> {
    const rows = await offersRepository.openFor(this.ctx.db, actor.userId, this.now(), MY_OFFERS_MAX);
    return { items: await this.present(rows, actor.userId) };
  }

  /** A lot's second chance as the caller may see it: the seller and admins, and the runner-up offered it. */
  async ofLot(actor: Actor | null, lot: AuctionLotRow): Promise<LotSecondChance | null> {
    if (!actor || lot.status !== 'closed') return null;
    const staff = lot.sellerId === actor.userId || isAdmin(actor);
    const offer = await offersRepository.ofLot(this.ctx.db, lot.id);
    if (!staff) {
      if (!offer || offer.bidderId !== actor.userId) return null;
      return { offer: (await this.present([offer], actor.userId))[0] ?? null, runnerUp: null };
    }
    if (offer) return { offer: (await this.present([offer], actor.userId))[0] ?? null, runnerUp: null };
    if (!offerable(lot)) return null;
    const runnerUp = await offersRepository.runnerUp(this.ctx.db, lot.id, lot.leaderId);
    if (!runnerUp) return null;
    const aliases = await bidsRepository.aliasesOf(this.ctx.db, [lot.id]);
    const bidder = bidderOf(aliases, lot.id, runnerUp.bidderId, actor.userId) ?? { alias: 0, isMe: false };
    return { offer: null, runnerUp: { bidder, amountFils: Number(runnerUp.amountFils) } };
  }

  private async tellSeller(
    step: TxStep,
    lot: AuctionLotRow,
    outcome: 'accepted' | 'declined' | 'expired',
    offer: AuctionOfferRow,
  ) {
    const key = { accepted: 'offerAccepted', declined: 'offerDeclined', expired: 'offerExpired' }[outcome];
    await this.deps.notifications.notify(
      {
        userId: lot.sellerId,
        type: `auction.second_chance_${outcome}`,
        titleKey: `auctions:notify.${key}`,
        params: { title: lot.title, price: aed(offer.amountFils) },
        route: `/auctions/lots/${lot.id}`,
      },
      step,
    );
  }

  private async present(rows: AuctionOfferRow[], me: string) {
    const db = this.ctx.db;
    const lotIds = [...new Set(rows.map((r) => r.lotId))];
    const [lots, aliases] = await Promise.all([
      offersRepository.lotsByIds(db, lotIds),
      bidsRepository.aliasesOf(db, lotIds),
    ]);
    const titles = new Map(lots.map((l) => [l.id, l.title]));
    const serverNow = this.now().toISOString();
    return rows.map(
      (r): SecondChanceOffer => ({
        id: r.id,
        lotId: r.lotId,
        title: titles.get(r.lotId) ?? '',
        bidder: bidderOf(aliases, r.lotId, r.bidderId, me) ?? { alias: 0, isMe: false },
        amountFils: Number(r.amountFils),
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        decidedAt: r.decidedAt?.toISOString() ?? null,
        serverNow,
      }),
    );
  }
}
