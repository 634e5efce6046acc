/** The checks of a car a merchant publishes or edits: year, dates, prices, branches, catalogue, photos. */
import { type FieldIssue, parseAmountToFils, type rentalCarInput } from '@souq/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/authz';
import { AppError } from '../../lib/errors';
import type { CatalogService } from '../catalog/catalog.service';
import type { UploadsService } from '../uploads/uploads.service';
import { fleetRepository } from './fleet.repository';
import { titleOf } from './fleet.rules';
import type { RentalBranchRow } from './rentals.tables';

type CarInput = z.output<typeof rentalCarInput>;

const MIN_YEAR = 1950;

/**
 * Checks a car's form and resolves what the row needs (title, city of the first pick-up branch);
 * every field problem at once as VALIDATION_FAILED. Photos are checked unless they did not change.
 */
export async function checkCarInput(
  ctx: AppContext,
  deps: { catalog: CatalogService; uploads: UploadsService },
  actor: Actor,
  input: CarInput,
  opts: { photosChanged?: boolean } = {},
) {
  const now = ctx.clock.now();
  const issues: FieldIssue[] = [];
  const maxYear = now.getUTCFullYear() + 1;
  if (input.year < MIN_YEAR || input.year > maxYear) {
    issues.push({ field: 'year', key: 'yearRange', params: { min: MIN_YEAR, max: maxYear } });
  }
  if (input.registrationDate > now.toISOString().slice(0, 10)) {
    issues.push({ field: 'registrationDate', key: 'dateInFuture' });
  }
  const amounts = {
    dailyPriceFils: amountOf(input.dailyPrice, 'dailyPrice', issues),
    weeklyPriceFils: amountOf(input.weeklyPrice, 'weeklyPrice', issues),
    monthlyPriceFils: amountOf(input.monthlyPrice, 'monthlyPrice', issues),
    depositFils: amountOf(input.deposit, 'deposit', issues),
    excessKmFils: amountOf(input.excessKmPrice, 'excessKmPrice', issues),
  };
  const valueFils = input.value ? amountOf(input.value, 'value', issues) : undefined;
  const pickupBranchIds = [...new Set(input.pickupBranchIds)];
  const returnBranchIds = [...new Set(input.returnBranchIds)];
  const branches = await fleetRepository.branchesByIds(ctx.db, [...pickupBranchIds, ...returnBranchIds]);
  const usable = new Map(
    branches.filter((b) => b.ownerId === actor.userId && !b.deletedAt).map((b) => [b.id, b] as const),
  );
  if (pickupBranchIds.some((b) => !usable.has(b))) issues.push({ field: 'pickupBranchIds', key: 'invalid' });
  if (returnBranchIds.some((b) => !usable.has(b))) issues.push({ field: 'returnBranchIds', key: 'invalid' });
  if (issues.length) throw new AppError('VALIDATION_FAILED', {}, issues);

  const resolved = await deps.catalog.resolve({
    brandId: input.brandId,
    seriesId: input.seriesId,
    modelId: input.modelId || undefined,
  });
  if (opts.photosChanged !== false) {
    await deps.uploads.requireOwnUploads(actor.userId, input.photoUploadIds, {
      kinds: ['image'],
      visibility: 'public',
      field: 'photoUploadIds',
    });
  }
  const first = usable.get(pickupBranchIds[0] as string) as RentalBranchRow;
  return {
    values: {
      brandId: input.brandId,
      seriesId: input.seriesId,
      modelId: input.modelId || null,
      title: titleOf(resolved.brandName, resolved.seriesName, resolved.modelName, input.year),
      year: input.year,
      registrationDate: input.registrationDate,
      carType: input.carType,
      seats: input.seats,
      transmission: input.transmission,
      fuel: input.fuel,
      ...(amounts as { [K in keyof typeof amounts]: bigint }),
      valueFils: valueFils ?? null,
      mileageKmPerDay: input.mileageKmPerDay,
      features: input.features,
      description: input.description,
      photoUploadIds: input.photoUploadIds,
      cityId: first.cityId,
      emirateId: first.emirateId,
    },
    pickupBranchIds,
    returnBranchIds,
  };
}

function amountOf(value: string, field: string, issues: FieldIssue[]): bigint {
  const fils = parseAmountToFils(value);
  if (fils === null || fils <= 0n) {
    issues.push({ field, key: 'amount' });
    return 0n;
  }
  return fils;
}

/** A stored price back as the decimal AED the form sends (an edit keeps unchanged prices). */
export function filsToAmount(fils: bigint): string {
  const whole = fils / 100n;
  const cents = fils % 100n;
  return cents === 0n ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
