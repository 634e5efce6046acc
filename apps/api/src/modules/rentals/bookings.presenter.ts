import type {
  Booking,
  BookingDeposit,
  Language,
  Refund,
  RentalBranch,
  RentalCarSummary,
  UploadMedia,
} from '@souq/shared';
import type { AppContext } from '../../context';
import type { CardAuthorisationRow, PaymentRefundRow, PaymentsService } from '../payments/payments.service';
import type { UploadsService } from '../uploads/uploads.service';
import { bookingsRepository } from './bookings.repository';
import { cancelTermsOf, toNumber } from './bookings.rules';
import type { ClaimsService } from './claims.service';
import type { FleetService } from './fleet.service';
import type { ConditionReport, RentalBookingRow } from './rentals.tables';

/** Bookings as responses show them: never a table row (the response schema is bookingSchema). */
export class BookingPresenter {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      fleet: FleetService;
      uploads: UploadsService;
      claims: ClaimsService;
      payments: PaymentsService;
    },
  ) {}

  async one(row: RentalBookingRow, lang: Language): Promise<Booking> {
    const [booking] = await this.present([row], lang);
    return booking as Booking;
  }

  /** Bookings as responses show them: car, branches, drivers, photos, and the cancel terms as of now. */
  async present(rows: RentalBookingRow[], lang: Language): Promise<Booking[]> {
    if (rows.length === 0) return [];
    const { fleet, uploads } = this.deps;
    const now = this.ctx.clock.now();
    const carIds = [...new Set(rows.map((r) => r.carId))];
    const cars = await fleet.carsByIds(carIds);
    const summaries = new Map((await fleet.carSummaries(cars, lang)).map((c) => [c.id, c]));
    const branches = await fleet.branchMap(
      rows.flatMap((r) => [r.pickupBranchId, r.returnBranchId]),
      lang,
    );
    const drivers = await bookingsRepository.driversOf(
      this.ctx.db,
      rows.map((r) => r.id),
    );
    const photoIds = rows.flatMap((r) => [
      ...(r.handover?.photoUploadIds ?? []),
      ...(r.returnReport?.photoUploadIds ?? []),
      ...r.charges.flatMap((c) => c.photoUploadIds),
    ]);
    const media = await uploads.presentMap(photoIds);
    const claims = await this.deps.claims.forBookings(
      rows.map((r) => r.id),
      lang,
    );
    const authorisations = new Map(
      (
        await this.deps.payments.authorisationsByIds(
          rows.flatMap((r) => (r.depositAuthorisationId ? [r.depositAuthorisationId] : [])),
        )
      ).map((a) => [a.id, a]),
    );
    const refunds = new Map(
      (
        await this.deps.payments.refundsOf(
          'booking',
          rows.filter((r) => r.paymentMethod === 'card').map((r) => r.id),
        )
      ).map((r) => [r.refId, r]),
    );
    const photos = (ids: readonly string[]) =>
      ids.flatMap((id) => {
        const m = media.get(id);
        return m ? [photoOf(m)] : [];
      });
    const reportOf = (r: ConditionReport | null) =>
      r
        ? {
            at: r.at,
            odometerKm: r.odometerKm,
            fuelEighths: r.fuelEighths,
            photos: photos(r.photoUploadIds),
            note: r.note,
          }
        : null;

    return rows.map((row) => {
      const car = summaries.get(row.carId) as RentalCarSummary;
      const terms = cancelTermsOf(row, now, this.ctx.config);
      return {
        id: row.id,
        orderNo: row.orderNo,
        status: row.status,
        car: {
          id: car.id,
          title: car.title,
          cover: car.cover,
          carType: car.carType,
          brandName: car.brandName,
          seriesName: car.seriesName,
        },
        renter: {
          userId: row.renterId,
          name: row.renterName || null,
          mobile: row.renterMobile || null,
          email: row.renterEmail || null,
        },
        pickupBranch: branches.get(row.pickupBranchId) as RentalBranch,
        returnBranch: branches.get(row.returnBranchId) as RentalBranch,
        pickupAt: row.pickupAt.toISOString(),
        returnAt: row.returnAt.toISOString(),
        drivers: drivers
          .filter((d) => d.bookingId === row.id)
          .map((d) => ({
            id: d.driverId,
            name: d.name,
            licenceNumber: d.licenceNumber,
            licenceExpiryDate: d.licenceExpiryDate,
            mobile: d.mobile,
          })),
        extras: row.extras,
        notes: row.notes,
        quote: row.quote,
        totalFils: toNumber(row.totalFils),
        depositFils: toNumber(row.depositFils),
        shortNotice: row.shortNotice,
        checkoutUrl: row.status === 'pending_payment' ? row.checkoutUrl : null,
        paymentDueAt: row.status === 'pending_payment' ? (row.paymentDueAt?.toISOString() ?? null) : null,
        handover: reportOf(row.handover),
        return: reportOf(row.returnReport),
        charges: row.charges.map((c) => ({
          kind: c.kind,
          amountFils: Number(c.amountFils),
          note: c.note,
          photos: photos(c.photoUploadIds),
        })),
        lateMinutes: row.lateMinutes,
        depositCapturedFils: toNumber(row.depositCapturedFils),
        depositReleasedFils: toNumber(row.depositReleasedFils),
        depositReleaseAt: row.depositReleaseAt?.toISOString() ?? null,
        extraChargedFils: toNumber(row.extraChargedFils),
        shortfallFils: toNumber(row.shortfallFils),
        claims: claims.get(row.id) ?? [],
        refundFils: toNumber(row.refundFils),
        refund: refundOf(row, refunds.get(row.id)),
        paymentMethod: row.paymentMethod,
        deposit: depositOf(
          row,
          row.depositAuthorisationId ? authorisations.get(row.depositAuthorisationId) : undefined,
          now,
        ),
        cancellationFeeFils: toNumber(row.cancellationFeeFils),
        cancelReason: row.cancelReason,
        cancelKind: row.cancelKind,
        cancellation: terms,
        times: {
          createdAt: row.createdAt.toISOString(),
          confirmedAt: row.confirmedAt?.toISOString() ?? null,
          pickedUpAt: row.pickedUpAt?.toISOString() ?? null,
          returnedAt: row.returnedAt?.toISOString() ?? null,
          completedAt: row.completedAt?.toISOString() ?? null,
          canceledAt: row.canceledAt?.toISOString() ?? null,
        },
      };
    });
  }
}

/** How a canceled booking's refund travels: back to the card (with the gateway's status) or to the wallet. */
function refundOf(row: RentalBookingRow, card: PaymentRefundRow | undefined): Refund | null {
  if (card) {
    return {
      method: 'card',
      status: card.status,
      amountFils: toNumber(card.amountFils),
      createdAt: card.createdAt.toISOString(),
      completedAt: card.completedAt?.toISOString() ?? null,
    };
  }
  if (row.refundFils <= 0n) return null;
  const at = (row.canceledAt ?? row.createdAt).toISOString();
  return {
    method: 'wallet',
    status: 'succeeded',
    amountFils: toNumber(row.refundFils),
    createdAt: at,
    completedAt: at,
  };
}

/** Where a booking's deposit stands, from the wallet hold's or the card authorisation's own record. */
export function depositOf(row: RentalBookingRow, auth: CardAuthorisationRow | undefined, now: Date): BookingDeposit {
  const amountFils = toNumber(row.depositFils);
  const base = {
    amountFils,
    capturedFils: toNumber(row.depositCapturedFils),
    releasedFils: toNumber(row.depositReleasedFils),
    releaseAt: row.depositReleaseAt?.toISOString() ?? null,
    expiresAt: null,
  };
  if (row.depositFils === 0n) return { ...base, method: row.paymentMethod, state: 'none' };
  if (auth && !row.depositHoldId) {
    const captured = toNumber(auth.capturedFils);
    const released = toNumber(auth.releasedFils);
    const card = { ...base, method: 'card' as const, capturedFils: captured, releasedFils: released };
    switch (auth.status) {
      case 'authorised':
        return { ...card, state: 'authorised', expiresAt: auth.expiresAt?.toISOString() ?? null };
      case 'declined':
      case 'expired':
        return { ...card, state: 'not_secured', capturedFils: 0, releasedFils: 0 };
      default:
        return {
          ...card,
          state: captured === 0 ? 'released' : captured >= amountFils ? 'captured' : 'partly_captured',
        };
    }
  }
  const wallet = { ...base, method: 'wallet' as const };
  if (!row.depositHoldId) return { ...wallet, state: row.status === 'pending_payment' ? 'pending' : 'none' };
  const captured = row.depositCapturedFils;
  if (row.status === 'completed' || row.status === 'canceled') {
    const rest = row.depositFils - captured;
    if (rest > 0n && row.depositReleasedFils === 0n && row.depositReleaseAt && row.depositReleaseAt > now) {
      return { ...wallet, state: 'held_until' };
    }
    if (captured === 0n) return { ...wallet, state: 'released' };
    return { ...wallet, state: captured >= row.depositFils ? 'captured' : 'partly_captured' };
  }
  return { ...wallet, state: 'held' };
}

function photoOf(m: UploadMedia) {
  return { uploadId: m.uploadId, url: m.url, thumbUrl: m.thumbUrl ?? m.url };
}
