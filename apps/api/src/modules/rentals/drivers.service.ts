import {
  type Driver,
  type driverInput,
  type driverPatch,
  dubaiDay,
  type FieldIssue,
  type Language,
  licenceProblem,
} from '@souq/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { UploadsService } from '../uploads/uploads.service';
import { driversRepository } from './drivers.repository';
import type { RentalDriverRow } from './rentals.tables';

export interface DriversDeps {
  uploads: UploadsService;
}

type DriverValues = Omit<z.output<typeof driverInput>, 'validThrough'>;

/** A driver must be at least this old. */
export const DRIVER_MIN_AGE = 18;
/** The same calendar day `years` earlier ("2026-03-01" minus 18 years is "2008-03-01"). */
function yearsBefore(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) - years;
  return `${String(year).padStart(4, '0')}${day.slice(4)}`;
}

/** Renters' driver records with private licence images. */
export class DriversService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: DriversDeps,
  ) {}

  async list(actor: Actor): Promise<{ items: Driver[] }> {
    const rows = await driversRepository.listOf(this.ctx.db, actor.userId);
    return { items: await this.presentAll(rows) };
  }

  async get(actor: Actor, id: string): Promise<Driver> {
    return this.present(await this.requireOwn(actor, id));
  }

  /**
   * Adds a driver. While booking, `validThrough` is the booking's return: the licence must be
   * valid through that day. The same licence number twice for one user answers 409
   * DRIVER_ALREADY_SAVED (a unique index, so two requests at once cannot both insert).
   */
  async create(actor: Actor, input: z.output<typeof driverInput>, lang: Language = 'en'): Promise<Driver> {
    const { validThrough, ...values } = input;
    await this.check(actor, values, { imagesChanged: true, validThrough, lang });
    const row = await this.saving(() =>
      driversRepository.insert(this.ctx.db, {
        userId: actor.userId,
        ...values,
        createdAt: this.ctx.clock.now(),
      }),
    );
    return this.present(row);
  }

  /** Runs an insert or update of a driver; the user's other record with the same licence answers 409. */
  private async saving(work: () => Promise<RentalDriverRow>): Promise<RentalDriverRow> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err, 'rental_drivers_user_licence_key')) {
        throw new AppError('DRIVER_ALREADY_SAVED', {}, [{ field: 'licenceNumber', key: 'driverAlreadySaved' }]);
      }
      throw err;
    }
  }

  async update(actor: Actor, id: string, patch: z.output<typeof driverPatch>, lang: Language = 'en'): Promise<Driver> {
    const current = await this.requireOwn(actor, id);
    const merged: DriverValues = {
      name: patch.name ?? current.name,
      sex: patch.sex ?? current.sex,
      birthDate: patch.birthDate ?? current.birthDate,
      licenceNumber: patch.licenceNumber ?? current.licenceNumber,
      licenceType: patch.licenceType ?? current.licenceType,
      licenceFirstIssueDate: patch.licenceFirstIssueDate ?? current.licenceFirstIssueDate,
      licenceExpiryDate: patch.licenceExpiryDate ?? current.licenceExpiryDate,
      licenceAddress: patch.licenceAddress ?? current.licenceAddress,
      licenceFrontUploadId: patch.licenceFrontUploadId ?? current.licenceFrontUploadId,
      licenceBackUploadId: patch.licenceBackUploadId ?? current.licenceBackUploadId,
      mobile: patch.mobile ?? current.mobile,
      email: patch.email ?? current.email,
    };
    await this.check(actor, merged, {
      imagesChanged:
        merged.licenceFrontUploadId !== current.licenceFrontUploadId ||
        merged.licenceBackUploadId !== current.licenceBackUploadId,
      validThrough: patch.validThrough,
      lang,
    });
    const row = await this.saving(() => driversRepository.update(this.ctx.db, current.id, merged));
    return this.present(row);
  }

  /** Soft delete: bookings keep their copy of the licence facts. */
  async remove(actor: Actor, id: string): Promise<void> {
    const row = await this.requireOwn(actor, id);
    await driversRepository.update(this.ctx.db, row.id, { deletedAt: this.ctx.clock.now() });
  }

  /**
   * For bookings: the user's drivers in the order given, each with a licence valid through the
   * return date. An unknown, deleted or someone else's driver answers 404; a licence expiring
   * before the return date LICENCE_EXPIRED, with both dates.
   */
  async requireDriversValidThrough(
    userId: string,
    driverIds: readonly string[],
    returnAt: Date,
    lang: Language = 'en',
    tx?: Tx,
  ): Promise<RentalDriverRow[]> {
    const db = tx ?? this.ctx.db;
    const ids = [...new Set(driverIds)];
    const rows = await driversRepository.findOwned(db, userId, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const returnDay = dubaiDay(returnAt);
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw notFound();
      const problem = licenceProblem(row.licenceExpiryDate, { returnDay }, lang);
      if (problem) {
        const params = { name: row.name, ...problem.params };
        throw new AppError('LICENCE_EXPIRED', params, [
          { field: 'driverIds', key: 'licenceExpiresBeforeReturn', params: problem.params },
        ]);
      }
      return row;
    });
  }

  private async requireOwn(actor: Actor, id: string): Promise<RentalDriverRow> {
    const row = await driversRepository.findById(this.ctx.db, id);
    if (!row || row.userId !== actor.userId || row.deletedAt) throw notFound();
    return row;
  }

  /**
   * Dates in order, an adult driver, a licence valid today (and through the booking's return when
   * one is given), licence images that are the user's own private files.
   */
  private async check(
    actor: Actor,
    v: DriverValues,
    opts: { imagesChanged: boolean; validThrough?: string; lang: Language },
  ): Promise<void> {
    const today = dubaiDay(this.ctx.clock.now());
    const issues: FieldIssue[] = [];
    const add = (field: string, key: string, params?: Record<string, unknown>) => {
      if (!issues.some((i) => i.field === field)) issues.push({ field, key, ...(params ? { params } : {}) });
    };
    if (v.birthDate < '1900-01-01') add('birthDate', 'invalid');
    if (v.birthDate > yearsBefore(today, DRIVER_MIN_AGE)) add('birthDate', 'minAge', { min: DRIVER_MIN_AGE });
    if (v.licenceFirstIssueDate > today) add('licenceFirstIssueDate', 'dateInFuture');
    if (v.licenceFirstIssueDate < v.birthDate) add('licenceFirstIssueDate', 'dateOrder');
    const licence = licenceProblem(
      v.licenceExpiryDate,
      { today, returnDay: opts.validThrough ? dubaiDay(new Date(opts.validThrough)) : null },
      opts.lang,
    );
    if (licence) add('licenceExpiryDate', licence.key, licence.params);
    if (v.licenceExpiryDate <= v.licenceFirstIssueDate) add('licenceExpiryDate', 'dateOrder');
    if (v.licenceFrontUploadId === v.licenceBackUploadId) add('licenceBackUploadId', 'uploadNotUsable');
    if (issues.length) throw new AppError('VALIDATION_FAILED', {}, issues);
    if (!opts.imagesChanged) return;
    const rule = { kinds: ['image'], purposes: ['licence'], visibility: 'private' } as const;
    await this.deps.uploads.requireOwnUploads(actor.userId, [v.licenceFrontUploadId], {
      ...rule,
      field: 'licenceFrontUploadId',
    });
    await this.deps.uploads.requireOwnUploads(actor.userId, [v.licenceBackUploadId], {
      ...rule,
      field: 'licenceBackUploadId',
    });
  }

  private async present(row: RentalDriverRow): Promise<Driver> {
    const [driver] = await this.presentAll([row]);
    return driver as Driver;
  }

  /** Licence images as short-lived signed URLs: only ever called for the records' owner. */
  private async presentAll(rows: RentalDriverRow[]): Promise<Driver[]> {
    const images = await this.deps.uploads.presentMap(
      rows.flatMap((r) => [r.licenceFrontUploadId, r.licenceBackUploadId]),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      sex: row.sex,
      birthDate: row.birthDate,
      licenceNumber: row.licenceNumber,
      licenceType: row.licenceType,
      licenceFirstIssueDate: row.licenceFirstIssueDate,
      licenceExpiryDate: row.licenceExpiryDate,
      licenceAddress: row.licenceAddress,
      licenceFrontUrl: images.get(row.licenceFrontUploadId)?.url ?? null,
      licenceBackUrl: images.get(row.licenceBackUploadId)?.url ?? null,
      licenceFrontUploadId: row.licenceFrontUploadId,
      licenceBackUploadId: row.licenceBackUploadId,
      mobile: row.mobile,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
