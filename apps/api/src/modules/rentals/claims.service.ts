import {
  CLAIM_KINDS_NEEDING_PHOTOS,
  type ClaimItemKind,
  type claimListQuery,
  type createClaimBody,
  type decideClaimBody,
  filsToDecimalString,
  type Language,
  parseAmountToFils,
  type RentalClaim,
  type UploadMedia,
} from '@souq/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type Actor, isAdmin } from '../../lib/authz';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { LedgerService } from '../wallet/ledger.service';
import { bookingsRepository } from './bookings.repository';
import { claimsRepository } from './claims.repository';
import type { FleetService } from './fleet.service';
import type { RentalBookingRow, RentalClaimRow, StoredCharge } from './rentals.tables';

export interface ClaimsDeps {
  fleet: FleetService;
  ledger: LedgerService;
  notifications: NotificationsService;
  uploads: UploadsService;
}

type AfterCommit = (fn: () => void) => void;
type ItemInput = z.output<typeof createClaimBody>['items'][number];
type DecideInput = z.output<typeof decideClaimBody>;
type ListQuery = z.output<typeof claimListQuery>;

/** An itemised charge with its amount parsed. */
export interface CheckedItem {
  kind: ClaimItemKind;
  fils: bigint;
  note: string;
  photoUploadIds: string[];
}

const HOUR_MS = 3_600_000;
const aed = (fils: bigint) => filsToDecimalString(fils);
/** The ledger ref of a claim's money is its booking's (the wallet names it "Rental booking"). */
const refOf = (claim: RentalClaimRow) => ({ type: 'booking', id: claim.bookingId });
/** One key per claim and step: a retried step never moves money twice. */
const keyOf = (claim: RentalClaimRow, step: 'accept' | 'decision') => `rental-claim:${claim.id}:${step}`;

/**
 * Claims beyond a rental deposit (docs/decisions/0006-rental-claims.md). Nothing here takes money
 * without the renter's consent or an admin's decision: the renter accepts (paid from the wallet,
 * INSUFFICIENT_FUNDS when short, nothing written) or disputes within RENTAL_CLAIM_RESPONSE_HOURS;
 * an admin decides disputes, unanswered claims, and accepted claims above
 * RENTAL_CLAIM_ADMIN_SHARE_BP of the car's value (or any claim on a car without a value).
 */
export class ClaimsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: ClaimsDeps,
  ) {}

  /**
   * Checks itemised charges before any transaction: each amount positive, photos the actor's own
   * public images, and damage or other with at least one photo. Fields are named `<prefix>.<i>.…`.
   */
  async checkItems(actor: Actor, items: readonly ItemInput[], prefix: string): Promise<CheckedItem[]> {
    const checked: CheckedItem[] = [];
    for (const [i, item] of items.entries()) {
      const fils = parseAmountToFils(item.amount);
      if (fils === null || fils <= 0n) throw fieldError('AMOUNT_INVALID', `${prefix}.${i}.amount`, 'positive');
      if (CLAIM_KINDS_NEEDING_PHOTOS.includes(item.kind) && item.photoUploadIds.length === 0) {
        throw fieldError('VALIDATION_FAILED', `${prefix}.${i}.photoUploadIds`, 'photoRequired');
      }
      await this.deps.uploads.requireOwnUploads(actor.userId, item.photoUploadIds, {
        kinds: ['image'],
        visibility: 'public',
        field: `${prefix}.${i}.photoUploadIds`,
      });
      checked.push({ kind: item.kind, fils, note: item.note, photoUploadIds: item.photoUploadIds });
    }
    return checked;
  }

  /**
   * Opens a claim inside the caller's transaction (the return, or a later claim): waiting for
   * the renter until now + RENTAL_CLAIM_RESPONSE_HOURS; both sides are told.
   */
  async openInTx(
    tx: Tx,
    afterCommit: AfterCommit,
    booking: RentalBookingRow,
    items: StoredCharge[],
  ): Promise<RentalClaimRow> {
    const amount = items.reduce((sum, c) => sum + BigInt(c.amountFils), 0n);
    const now = this.ctx.clock.now();
    const hours = this.ctx.config.RENTAL_CLAIM_RESPONSE_HOURS;
    const car = await this.deps.fleet.carById(booking.carId, tx);
    const claim = await claimsRepository.insert(tx, {
      bookingId: booking.id,
      renterId: booking.renterId,
      merchantId: booking.merchantId,
      amountFils: amount,
      items,
      status: 'open',
      needsAdmin: this.needsAdmin(amount, car.valueFils),
      respondBy: new Date(now.getTime() + hours * HOUR_MS),
      createdAt: now,
    });
    await this.notify(tx, afterCommit, claim, booking, 'renter', 'rentalClaimOpened', { hours: String(hours) });
    await this.notify(tx, afterCommit, claim, booking, 'merchant', 'rentalClaimOpenedMerchant');
    return claim;
  }

  /** Above the configured share of the car's value, or any claim when the car has no value. */
  private needsAdmin(amount: bigint, valueFils: bigint | null): boolean {
    if (valueFils === null) return true;
    return amount * 10_000n > valueFils * BigInt(this.ctx.config.RENTAL_CLAIM_ADMIN_SHARE_BP);
  }

  /** Merchant (or admin): a claim on a completed booking, e.g. a fine that arrived after the return. */
  async create(actor: Actor, bookingId: string, items: readonly ItemInput[], lang: Language): Promise<RentalClaim> {
    const checked = await this.checkItems(actor, items, 'items');
    const claim = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const booking = await bookingsRepository.lockById(tx, bookingId);
      if (!booking || !(booking.merchantId === actor.userId || isAdmin(actor))) throw notFound();
      if (booking.status !== 'completed') throw new AppError('INVALID_STATE');
      return this.openInTx(
        tx,
        afterCommit,
        booking,
        checked.map((c) => ({
          kind: c.kind,
          amountFils: c.fils.toString(),
          note: c.note,
          photoUploadIds: c.photoUploadIds,
        })),
      );
    });
    return this.presentOne(claim, lang);
  }

  /**
   * The renter accepts: paid at once from the wallet (one charge, whatever the number of
   * requests), or, when the claim needs an admin, sent for approval. A claim already accepted
   * answers as it is; one disputed or decided answers CLAIM_NOT_OPEN.
   */
  async accept(actor: Actor, id: string, lang: Language): Promise<RentalClaim> {
    const claim = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const current = await this.requireRenters(tx, actor, id);
      if (this.isAccepted(current)) return current; // a retry
      if (current.status !== 'open') throw new AppError('CLAIM_NOT_OPEN');
      const now = this.ctx.clock.now();
      const next = current.needsAdmin
        ? { status: 'review' as const, respondedAt: now }
        : {
            status: 'paid' as const,
            respondedAt: now,
            approvedFils: current.amountFils,
            chargedFils: current.amountFils,
            decidedAt: now,
          };
      const moved = await claimsRepository.transition(tx, id, ['open'], next);
      if (!moved) return this.afterLostRace(tx, id, (c) => this.isAccepted(c));
      const booking = await this.bookingOf(tx, moved);
      if (moved.status === 'paid') {
        // INSUFFICIENT_FUNDS rolls the acceptance back: the claim stays open, the renter can recharge.
        await this.deps.ledger.charge(
          {
            userId: moved.renterId,
            amountFils: moved.amountFils,
            payee: { userId: moved.merchantId },
            ref: refOf(moved),
            metadata: { orderNo: booking.orderNo, claimId: moved.id },
            idempotencyKey: keyOf(moved, 'accept'),
          },
          tx,
        );
        await this.notifyBoth(tx, afterCommit, moved, booking, 'rentalClaimPaid');
      } else {
        await this.notifyBoth(tx, afterCommit, moved, booking, 'rentalClaimReview');
      }
      return moved;
    });
    return this.presentOne(claim, lang);
  }

  /** The renter disputes within the window, with a reason; an admin decides. */
  async dispute(actor: Actor, id: string, reason: string, lang: Language): Promise<RentalClaim> {
    const claim = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const current = await this.requireRenters(tx, actor, id);
      if (current.status === 'disputed') return current; // a retry
      if (current.status !== 'open') throw new AppError('CLAIM_NOT_OPEN');
      const now = this.ctx.clock.now();
      if (current.respondBy.getTime() <= now.getTime()) throw new AppError('CLAIM_WINDOW_CLOSED');
      const moved = await claimsRepository.transition(tx, id, ['open'], {
        status: 'disputed',
        disputeReason: reason,
        respondedAt: now,
      });
      if (!moved) return this.afterLostRace(tx, id, (c) => c.status === 'disputed');
      const booking = await this.bookingOf(tx, moved);
      await this.notifyBoth(tx, afterCommit, moved, booking, 'rentalClaimDisputed');
      return moved;
    });
    return this.presentOne(claim, lang);
  }

  /**
   * Admin: decides a disputed claim, one accepted but awaiting approval, or one unanswered past
   * its window. Uphold (all, or `amount` of it): charged from the renter's available balance as
   * far as it goes, the rest recorded as owed. Reject: nothing is charged. Both sides are told.
   */
  async decide(actor: Actor, id: string, body: DecideInput, lang: Language): Promise<RentalClaim> {
    const requested = body.amount === undefined ? null : parseAmountToFils(body.amount);
    if (body.amount !== undefined && (requested === null || requested <= 0n)) {
      throw fieldError('AMOUNT_INVALID', 'amount', 'positive');
    }
    const claim = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const current = await claimsRepository.findById(tx, id);
      if (!current) throw notFound();
      if (['paid', 'upheld', 'rejected'].includes(current.status)) throw new AppError('CLAIM_NOT_OPEN');
      const now = this.ctx.clock.now();
      if (current.status === 'open' && current.respondBy.getTime() > now.getTime()) {
        // The renter still has time to answer.
        throw new AppError('INVALID_STATE');
      }
      const uphold = body.decision === 'uphold';
      const approved = uphold ? (requested ?? current.amountFils) : 0n;
      if (approved > current.amountFils) {
        throw fieldError('AMOUNT_INVALID', 'amount', 'amountTooLarge', { max: aed(current.amountFils) });
      }
      const moved = await claimsRepository.transition(
        tx,
        id,
        ['open', 'disputed', 'review'],
        {
          status: uphold ? 'upheld' : 'rejected',
          approvedFils: approved,
          chargedFils: 0n,
          owedFils: approved,
          decisionReason: body.reason,
          decidedBy: actor.userId,
          decidedAt: now,
        },
        { openDueBy: now },
      );
      if (!moved) throw new AppError('CLAIM_NOT_OPEN');
      const booking = await this.bookingOf(tx, moved);
      if (!uphold) {
        await this.notifyBoth(tx, afterCommit, moved, booking, 'rentalClaimRejected');
        return moved;
      }
      // Locks the renter's accounts so the balance read is the one charged; the wallet never goes negative.
      const { ledger } = this.deps;
      await ledger.lockUser(tx, moved.renterId);
      const { availableFils } = await ledger.balances(moved.renterId, tx);
      const charged = approved < availableFils ? approved : availableFils;
      if (charged > 0n) {
        await ledger.charge(
          {
            userId: moved.renterId,
            amountFils: charged,
            payee: { userId: moved.merchantId },
            ref: refOf(moved),
            metadata: { orderNo: booking.orderNo, claimId: moved.id },
            idempotencyKey: keyOf(moved, 'decision'),
          },
          tx,
        );
      }
      const done = await claimsRepository.update(tx, id, { chargedFils: charged, owedFils: approved - charged });
      await this.notifyBoth(tx, afterCommit, done, booking, 'rentalClaimUpheld', {
        approved: aed(approved),
        charged: aed(charged),
        owed: aed(approved - charged),
      });
      return done;
    });
    return this.presentOne(claim, lang);
  }

  /** Admin queue: pending claims by default (disputed, awaiting approval, unanswered past the window). */
  async list(query: ListQuery, lang: Language): Promise<{ items: RentalClaim[]; nextCursor: string | null }> {
    const filter =
      query.status === 'pending'
        ? { pending: true as const, now: this.ctx.clock.now() }
        : { pending: false as const, status: query.status };
    const rows = await claimsRepository.page(this.ctx.db, filter, decodeCursor(query.cursor), query.limit + 1);
    const page = pageOf(
      rows,
      query.limit,
      (r) => ({ at: r.createdAt, id: r.id }),
      (r) => r,
    );
    return { items: await this.present(page.items, lang), nextCursor: page.nextCursor };
  }

  /** One claim for its renter, its merchant or an admin; 404 for anyone else. */
  async get(actor: Actor, id: string, lang: Language): Promise<RentalClaim> {
    const row = await claimsRepository.findById(this.ctx.db, id);
    if (!row || !(row.renterId === actor.userId || row.merchantId === actor.userId || isAdmin(actor))) {
      throw notFound();
    }
    return this.presentOne(row, lang);
  }

  /** The claims of some bookings, for the bookings' responses, grouped by booking id. */
  async forBookings(bookingIds: readonly string[], lang: Language): Promise<Map<string, RentalClaim[]>> {
    const rows = await claimsRepository.ofBookings(this.ctx.db, bookingIds);
    const presented = await this.present(rows, lang);
    const byBooking = new Map<string, RentalClaim[]>();
    for (const c of presented) byBooking.set(c.bookingId, [...(byBooking.get(c.bookingId) ?? []), c]);
    return byBooking;
  }

  // ---- helpers -----------------------------------------------------------------------------

  private isAccepted(c: RentalClaimRow): boolean {
    return c.status === 'paid' || (c.status === 'review' && c.respondedAt !== null);
  }

  private async requireRenters(tx: Tx, actor: Actor, id: string): Promise<RentalClaimRow> {
    const row = await claimsRepository.findById(tx, id);
    if (!row || row.renterId !== actor.userId) throw notFound();
    return row;
  }

  /** Another request moved the claim first: the same answer again when it did the same, else 409. */
  private async afterLostRace(tx: Tx, id: string, same: (c: RentalClaimRow) => boolean): Promise<RentalClaimRow> {
    const now = await claimsRepository.findById(tx, id);
    if (now && same(now)) return now;
    throw new AppError('CLAIM_NOT_OPEN');
  }

  private async bookingOf(tx: Tx, claim: RentalClaimRow): Promise<RentalBookingRow> {
    const booking = await bookingsRepository.findById(tx, claim.bookingId);
    if (!booking) throw new Error(`rental claim ${claim.id} has no booking`);
    return booking;
  }

  private async notifyBoth(
    tx: Tx,
    afterCommit: AfterCommit,
    claim: RentalClaimRow,
    booking: RentalBookingRow,
    name: string,
    params: Record<string, string> = {},
  ): Promise<void> {
    await this.notify(tx, afterCommit, claim, booking, 'renter', name, params);
    await this.notify(tx, afterCommit, claim, booking, 'merchant', name, params);
  }

  private async notify(
    tx: Tx,
    afterCommit: AfterCommit,
    claim: RentalClaimRow,
    booking: RentalBookingRow,
    side: 'renter' | 'merchant',
    name: string,
    params: Record<string, string> = {},
  ): Promise<void> {
    await this.deps.notifications.notify(
      {
        userId: side === 'renter' ? claim.renterId : claim.merchantId,
        type: `rental.${name}`,
        titleKey: `notifications:${name}.title`,
        params: {
          orderNo: booking.orderNo,
          bookingId: booking.id,
          claimId: claim.id,
          amount: aed(claim.amountFils),
          ...params,
        },
        route: side === 'renter' ? `/me/rentals/${booking.id}` : `/merchant/rentals/orders/${booking.id}`,
      },
      { tx, afterCommit },
    );
  }

  private async presentOne(row: RentalClaimRow, lang: Language): Promise<RentalClaim> {
    const [claim] = await this.present([row], lang);
    return claim as RentalClaim;
  }

  private async present(rows: RentalClaimRow[], _lang: Language): Promise<RentalClaim[]> {
    if (rows.length === 0) return [];
    const orderNos = await bookingsRepository.orderNosByIds(this.ctx.db, [...new Set(rows.map((r) => r.bookingId))]);
    const media = await this.deps.uploads.presentMap(rows.flatMap((r) => r.items.flatMap((i) => i.photoUploadIds)));
    const photos = (ids: readonly string[]) =>
      ids.flatMap((id) => {
        const m = media.get(id);
        return m ? [photoOf(m)] : [];
      });
    return rows.map((r) => ({
      id: r.id,
      bookingId: r.bookingId,
      orderNo: orderNos.get(r.bookingId) ?? '',
      status: r.status,
      amountFils: Number(r.amountFils),
      items: r.items.map((i) => ({
        kind: i.kind as ClaimItemKind,
        amountFils: Number(i.amountFils),
        note: i.note,
        photos: photos(i.photoUploadIds),
      })),
      needsAdmin: r.needsAdmin,
      respondBy: r.respondBy.toISOString(),
      disputeReason: r.disputeReason,
      approvedFils: r.approvedFils === null ? null : Number(r.approvedFils),
      chargedFils: Number(r.chargedFils),
      owedFils: Number(r.owedFils),
      decisionReason: r.decisionReason,
      createdAt: r.createdAt.toISOString(),
      respondedAt: r.respondedAt?.toISOString() ?? null,
      decidedAt: r.decidedAt?.toISOString() ?? null,
    }));
  }
}

function photoOf(m: UploadMedia) {
  return { uploadId: m.uploadId, url: m.url, thumbUrl: m.thumbUrl ?? m.url };
}
