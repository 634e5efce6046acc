import {
  type adminLeaseDemandsQuery,
  fromMonthlyFils,
  type Language,
  LEASE_MAX_MONTHS,
  LEASE_MIN_DOWN_PAYMENT_PERCENT,
  LEASE_MIN_MONTHS,
  type LeaseDemand,
  type LeaseDemandPage,
  type LeaseDemandStatus,
  type LeaseInfo,
  type LeaseOffer,
  type LeaseOfferPage,
  type LeaseOfferValues,
  type leaseDemandBody,
  leaseOfferProblems,
  leaseOfferQuote,
  type leaseOffersQuery,
  type manageLeaseOffersQuery,
  parseAmountToFils,
  type selectLeaseOfferBody,
  type UpdateLeaseDemandBody,
  type updateLeaseOfferBody,
} from '@souq/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, isAdmin, isVerifiedMerchant } from '../../lib/authz';
import { decodeCursor } from '../../lib/cursor';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import type { CatalogService } from '../catalog/catalog.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { CityFilter } from '../regions/city-filter';
import type { RegionsService } from '../regions/regions.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { UsersService } from '../users/users.service';
import { financeTermsOf, LeasePresenter } from './lease.presenter';
import { leaseRepository } from './lease.repository';
import type { LeaseOfferRow, StoredLeaseTerm } from './lease.tables';

export interface LeaseDeps {
  catalog: CatalogService;
  regions: RegionsService;
  uploads: UploadsService;
  notifications: NotificationsService;
  users: UsersService;
}

/** Oldest model year an offer may advertise. */
const OLDEST_OFFER_YEAR = 2000;

const DEMAND_NOTIFICATION: Record<LeaseDemandStatus, string> = {
  new: 'notifications:leaseDemandReopened.title',
  contacted: 'notifications:leaseDemandContacted.title',
  offered: 'notifications:leaseDemandOffered.title',
  closed: 'notifications:leaseDemandClosed.title',
};

/** A positive AED amount of a request as fils, or a field error on `field`. */
function filsOf(amount: string, field: string): bigint {
  const fils = parseAmountToFils(amount);
  if (fils === null || fils <= 0n) throw fieldError('AMOUNT_INVALID', field, 'amount');
  return fils;
}

/**
 * Long-term lease: car demands (usercardemand), lease offers (longtermList type=2, longtermDetail)
 * and choices made on them (longtermSelect), and the admin's list of long-term intents.
 *
 * A choice on an offer is stored as an intent of kind `offer` in the same table as the car
 * demands, with the server's quote (the shared finance code): the admin works one list.
 */
export class LeaseService {
  private readonly present: LeasePresenter;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: LeaseDeps,
  ) {
    this.present = new LeasePresenter(ctx, deps);
  }

  info(): LeaseInfo {
    return {
      whatsappNumber: this.ctx.config.LEASE_WHATSAPP_NUMBER,
      minMonths: LEASE_MIN_MONTHS,
      maxMonths: LEASE_MAX_MONTHS,
      minDownPaymentPct: LEASE_MIN_DOWN_PAYMENT_PERCENT,
    };
  }

  // ---- catalogue ----------------------------------------------------------------------------

  /** Checks that brand, series (and model) belong together; CATALOG_MISMATCH otherwise. */
  private async requireVehicle(input: { brandId: string; seriesId: string; modelId?: string | null }) {
    return this.deps.catalog.resolve(input);
  }

  // ---- car demands ----------------------------------------------------------------------------

  /** A logged-in user asks for a car on a long-term lease (usercardemand). */
  async createDemand(actor: Actor, body: z.output<typeof leaseDemandBody>, lang: Language): Promise<LeaseDemand> {
    const monthlyFils = filsOf(body.budget, 'budget');
    await this.requireVehicle(body);
    const city = await this.deps.regions.requireCity(body.cityId, 'cityId');
    const now = this.ctx.clock.now();
    const row = await leaseRepository.insertDemand(this.ctx.db, {
      userId: actor.userId,
      kind: 'demand',
      brandId: body.brandId,
      seriesId: body.seriesId,
      modelId: body.modelId ?? null,
      monthlyFils,
      months: body.months,
      downPaymentPct: body.downPaymentPct,
      leaseToOwn: body.leaseToOwn,
      contactName: body.contactName,
      mobile: body.mobile,
      email: body.email || null,
      whatsapp: body.whatsapp || null,
      note: body.note,
      cityId: city.cityId,
      createdAt: now,
      updatedAt: now,
      statusChangedAt: now,
    });
    return this.present.demand(row, lang);
  }

  /** The user's own demands and offer choices, newest first. */
  async myDemands(actor: Actor, query: { cursor?: string; limit: number }, lang: Language): Promise<LeaseDemandPage> {
    const rows = await leaseRepository.demandsOf(
      this.ctx.db,
      actor.userId,
      decodeCursor(query.cursor),
      query.limit + 1,
    );
    return this.present.demandPage(rows, query.limit, lang);
  }

  /** The admin's list of long-term intents, by status and search. */
  async adminDemands(query: z.output<typeof adminLeaseDemandsQuery>, lang: Language): Promise<LeaseDemandPage> {
    const rows = await leaseRepository.allDemands(
      this.ctx.db,
      { status: query.status, q: query.q || undefined },
      decodeCursor(query.cursor),
      query.limit + 1,
    );
    return this.present.demandPage(rows, query.limit, lang);
  }

  /** The admin moves an intent along and/or writes a note; the customer hears about it. */
  async updateDemand(id: string, body: UpdateLeaseDemandBody, lang: Language): Promise<LeaseDemand> {
    const found = await leaseRepository.findDemand(this.ctx.db, id);
    if (!found) throw notFound();
    // Names first: the catalogue may load from ctx.db, which must not be queried inside the transaction.
    const names = await this.present.vehicleNames(found, 'en');
    const row = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const current = await leaseRepository.lockDemand(tx, id);
      if (!current) throw notFound();
      const statusChanged = body.status !== undefined && body.status !== current.status;
      const note = body.note === undefined ? current.adminNote : body.note || null;
      const noteChanged = note !== current.adminNote;
      if (!statusChanged && !noteChanged) throw new AppError('NOTHING_CHANGED');
      const now = this.ctx.clock.now();
      const updated = await leaseRepository.updateDemand(tx, id, {
        status: body.status ?? current.status,
        adminNote: note,
        updatedAt: now,
        ...(statusChanged ? { statusChangedAt: now } : {}),
      });
      await this.deps.notifications.notify(
        {
          userId: current.userId,
          type: statusChanged ? `lease.demand_${updated.status}` : 'lease.demand_note',
          titleKey: statusChanged ? DEMAND_NOTIFICATION[updated.status] : 'notifications:leaseDemandNote.title',
          params: { vehicle: `${names.brandName} ${names.seriesName}`, note: updated.adminNote ?? '' },
          route: '/me/lease',
        },
        { tx, afterCommit },
      );
      return updated;
    });
    return this.present.demand(row, lang);
  }

  // ---- offers ---------------------------------------------------------------------------------

  private canManage(actor: Actor | null, row: LeaseOfferRow): boolean {
    return !!actor && (isAdmin(actor) || (row.ownerId === actor.userId && isVerifiedMerchant(actor)));
  }

  /** Admins and verified merchants publish offers. */
  private requirePublisher(actor: Actor): void {
    if (!isAdmin(actor) && !isVerifiedMerchant(actor)) throw new AppError('MERCHANT_REQUIRED');
  }

  /** An offer the actor may edit: another merchant's answers 404. */
  private async requireManaged(actor: Actor, id: string): Promise<LeaseOfferRow> {
    this.requirePublisher(actor);
    const row = await leaseRepository.findOffer(this.ctx.db, id);
    if (!row || !this.canManage(actor, row)) throw notFound();
    return row;
  }

  /** The public list (longtermList type=2): active offers in the chosen city, newest first. */
  async listOffers(
    query: z.output<typeof leaseOffersQuery>,
    city: CityFilter,
    lang: Language,
  ): Promise<LeaseOfferPage> {
    const maxMonthlyFils = query.maxMonthly === undefined ? undefined : filsOf(query.maxMonthly, 'maxMonthly');
    const rows = await leaseRepository.activeOffers(
      this.ctx.db,
      { brandId: query.brandId, leaseToOwn: query.leaseToOwn, months: query.months, maxMonthlyFils, city },
      decodeCursor(query.cursor),
      query.limit + 1,
    );
    return this.present.offerPage(rows, query.limit, lang);
  }

  /** A merchant's own offers, or every offer for an admin. */
  async manageOffers(
    actor: Actor,
    query: z.output<typeof manageLeaseOffersQuery>,
    lang: Language,
  ): Promise<LeaseOfferPage> {
    this.requirePublisher(actor);
    const rows = await leaseRepository.offersOf(
      this.ctx.db,
      isAdmin(actor) ? null : actor.userId,
      query.status,
      decodeCursor(query.cursor),
      query.limit + 1,
    );
    return this.present.offerPage(rows, query.limit, lang);
  }

  /** An offer's detail (longtermDetail); an inactive one only for whoever manages it. */
  async getOffer(actor: Actor | null, id: string, lang: Language): Promise<LeaseOffer> {
    const row = await leaseRepository.findOffer(this.ctx.db, id);
    if (!row || (row.status !== 'active' && !this.canManage(actor, row))) throw notFound();
    return this.present.offer(row, this.canManage(actor, row), lang);
  }

  /** Checks an offer's values as a whole and turns them into columns. */
  private async offerColumns(actor: Actor, values: LeaseOfferValues, current?: LeaseOfferRow) {
    const maxYear = this.ctx.clock.now().getUTCFullYear() + 1;
    if (values.year < OLDEST_OFFER_YEAR || values.year > maxYear) {
      throw fieldError('VALIDATION_FAILED', 'year', 'yearRange', { min: OLDEST_OFFER_YEAR, max: maxYear });
    }
    const priceFils = filsOf(values.price, 'price');
    const terms: StoredLeaseTerm[] = values.terms.map((t, i) => ({
      months: t.months,
      monthlyFils: filsOf(t.monthly, `terms.${i}.monthly`).toString(),
    }));
    if (values.leaseToOwn && values.minDownPaymentPct + values.balloonPct >= 100) {
      throw fieldError('VALIDATION_FAILED', 'balloonPct', 'leaseBalloon');
    }
    await this.requireVehicle(values);
    const city = await this.deps.regions.requireCity(values.cityId, 'cityId');
    // Photos already on the offer stay (an admin editing a merchant's offer); new ones must be the actor's.
    const kept = new Set(current?.photoUploadIds ?? []);
    const added = values.photoUploadIds.filter((id) => !kept.has(id));
    await this.deps.uploads.requireOwnUploads(actor.userId, added, {
      kinds: ['image'],
      visibility: 'public',
      field: 'photoUploadIds',
    });
    if (new Set(values.photoUploadIds).size !== values.photoUploadIds.length) {
      throw fieldError('UPLOAD_NOT_USABLE', 'photoUploadIds', 'uploadNotUsable');
    }
    return {
      brandId: values.brandId,
      seriesId: values.seriesId,
      modelId: values.modelId ?? null,
      year: values.year,
      priceFils,
      terms,
      fromMonthlyFils: BigInt(fromMonthlyFils(terms.map((t) => ({ monthlyFils: Number(t.monthlyFils) })))),
      minDownPaymentPct: values.minDownPaymentPct,
      mileageKmPerMonth: values.mileageKmPerMonth,
      annualRateBp: Math.round(values.annualRatePct * 100),
      leaseToOwn: values.leaseToOwn,
      balloonPct: values.leaseToOwn ? values.balloonPct : 0,
      features: values.features,
      description: values.description,
      photoUploadIds: values.photoUploadIds,
      cityId: city.cityId,
      emirateId: city.emirateId,
    };
  }

  async createOffer(actor: Actor, body: LeaseOfferValues, lang: Language): Promise<LeaseOffer> {
    this.requirePublisher(actor);
    const columns = await this.offerColumns(actor, body);
    const now = this.ctx.clock.now();
    const row = await leaseRepository.insertOffer(this.ctx.db, {
      ...columns,
      ownerId: actor.userId,
      status: 'active',
      createdAt: now,
      updatedAt: now,
    });
    return this.present.offer(row, this.canManage(actor, row), lang);
  }

  /** Edits an offer; only the fields sent change. `status` deactivates or reactivates it. */
  async updateOffer(
    actor: Actor,
    id: string,
    body: z.output<typeof updateLeaseOfferBody>,
    lang: Language,
  ): Promise<LeaseOffer> {
    const current = await this.requireManaged(actor, id);
    const { status, ...fields } = body;
    const merged: LeaseOfferValues = {
      brandId: fields.brandId ?? current.brandId,
      seriesId: fields.seriesId ?? current.seriesId,
      modelId: fields.modelId ?? (fields.brandId || fields.seriesId ? undefined : (current.modelId ?? undefined)),
      year: fields.year ?? current.year,
      price: fields.price ?? (Number(current.priceFils) / 100).toFixed(2),
      terms:
        fields.terms ??
        current.terms.map((t) => ({ months: t.months, monthly: (Number(t.monthlyFils) / 100).toFixed(2) })),
      minDownPaymentPct: fields.minDownPaymentPct ?? current.minDownPaymentPct,
      mileageKmPerMonth: fields.mileageKmPerMonth ?? current.mileageKmPerMonth,
      annualRatePct: fields.annualRatePct ?? current.annualRateBp / 100,
      leaseToOwn: fields.leaseToOwn ?? current.leaseToOwn,
      balloonPct: fields.balloonPct ?? current.balloonPct,
      features: fields.features ?? current.features,
      description: fields.description ?? current.description,
      photoUploadIds: fields.photoUploadIds ?? current.photoUploadIds,
      cityId: fields.cityId ?? current.cityId,
    };
    const columns = await this.offerColumns(actor, merged, current);
    const row = await leaseRepository.updateOffer(this.ctx.db, id, {
      ...columns,
      ...(status ? { status } : {}),
      updatedAt: this.ctx.clock.now(),
    });
    return this.present.offer(row, this.canManage(actor, row), lang);
  }

  /**
   * A logged-in user chooses a term and a down payment on an active offer (longtermSelect): the
   * server quotes it with the shared finance code and records the intent for the admin.
   */
  async selectOffer(
    actor: Actor,
    id: string,
    body: z.output<typeof selectLeaseOfferBody>,
    lang: Language,
  ): Promise<LeaseDemand> {
    const offer = await leaseRepository.findOffer(this.ctx.db, id);
    if (offer?.status !== 'active') throw notFound();
    const choice = { months: body.months, downPaymentPct: body.downPaymentPct, leaseToOwn: body.leaseToOwn };
    const terms = financeTermsOf(offer);
    const problems = leaseOfferProblems(terms, choice);
    if (problems.includes('months')) {
      throw fieldError('VALIDATION_FAILED', 'months', 'leaseTermNotOffered', {
        terms: terms.terms.map((t) => t.months).join(', '),
      });
    }
    if (problems.includes('leaseToOwn')) throw fieldError('VALIDATION_FAILED', 'leaseToOwn', 'leaseToOwnNotOffered');
    if (problems.includes('downPayment')) {
      throw fieldError('VALIDATION_FAILED', 'downPaymentPct', 'leaseDownPaymentMin', {
        min: Math.max(offer.minDownPaymentPct, LEASE_MIN_DOWN_PAYMENT_PERCENT),
      });
    }
    const quote = leaseOfferQuote(terms, choice);
    const user = await this.deps.users.requireById(actor.userId);
    const now = this.ctx.clock.now();
    const row = await leaseRepository.insertDemand(this.ctx.db, {
      userId: actor.userId,
      kind: 'offer',
      offerId: offer.id,
      brandId: offer.brandId,
      seriesId: offer.seriesId,
      modelId: offer.modelId,
      monthlyFils: BigInt(quote.monthlyFils),
      months: quote.months,
      downPaymentPct: quote.downPaymentPct,
      leaseToOwn: quote.leaseToOwn,
      quote,
      contactName: user.nickname || user.username || user.mobile || '',
      mobile: user.mobile ?? '',
      email: user.email,
      whatsapp: null,
      note: body.note,
      cityId: offer.cityId,
      createdAt: now,
      updatedAt: now,
      statusChangedAt: now,
    });
    return this.present.demand(row, lang);
  }
}
