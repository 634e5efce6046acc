/**
 * The publish / edit form's values and their way to the API: the form holds strings as typed; the
 * request is built from them and checked with the shared `listingInput` schema (the same one the
 * server uses), plus the rules the schema leaves to the server (VIN check digit, next year's limit).
 */
import {
  LISTING_YEAR_MIN,
  type ListingDetail,
  type ListingInput,
  type ListingKind,
  listingInput,
  maxModelYear,
  vinProblem,
  vinProblemKey,
} from '@souq/shared';
import { filsToAmountInput } from './price';

export interface ListingFormValues {
  kind: ListingKind;
  vin: string;
  brandId: string;
  seriesId: string;
  modelId: string;
  year: number | '';
  trim: string;
  bodyType: string;
  colour: string;
  mileageKm: number | '';
  fuel: string;
  transmission: string;
  emissionStandard: string;
  regionalSpec: string;
  condition: string;
  accidentHistory: string;
  registrationDate: string;
  price: string;
  cifPrice: string;
  cityId: string;
  description: string;
}

export type ListingFormField = keyof ListingFormValues | 'photoUploadIds' | 'videoUploadId' | 'inspection';

export function emptyListingForm(kind: ListingKind = 'used'): ListingFormValues {
  return {
    kind,
    vin: '',
    brandId: '',
    seriesId: '',
    modelId: '',
    year: '',
    trim: '',
    bodyType: '',
    colour: '',
    mileageKm: '',
    fuel: '',
    transmission: '',
    emissionStandard: '',
    regionalSpec: kind === 'used' ? 'gcc' : '',
    condition: '',
    accidentHistory: 'none',
    registrationDate: '',
    price: '',
    cifPrice: '',
    cityId: '',
    description: '',
  };
}

/** The form filled from a car being edited. */
export function formFromListing(listing: ListingDetail): ListingFormValues {
  return {
    kind: listing.kind,
    vin: listing.vin ?? '',
    brandId: listing.brandId,
    seriesId: listing.seriesId,
    modelId: listing.modelId ?? '',
    year: listing.year,
    trim: listing.trim ?? '',
    bodyType: listing.bodyType,
    colour: listing.colour,
    mileageKm: listing.mileageKm,
    fuel: listing.fuel,
    transmission: listing.transmission,
    emissionStandard: listing.emissionStandard,
    regionalSpec: listing.regionalSpec,
    condition: listing.condition,
    accidentHistory: listing.accidentHistory,
    registrationDate: listing.registrationDate?.slice(0, 10) ?? '',
    price: filsToAmountInput(listing.priceFils),
    cifPrice: filsToAmountInput(listing.cifPriceFils),
    cityId: listing.cityId,
    description: listing.description,
  };
}

/** Kinds whose CIF price (and landed-cost estimate) the form asks for. */
export function hasCif(kind: ListingKind): boolean {
  return kind !== 'used';
}

const blank = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** The request body (unchecked): empty fields left out, amounts without grouping commas. */
export function toListingInput(
  values: ListingFormValues,
  extra: Pick<ListingInput, 'photoUploadIds' | 'videoUploadId' | 'inspection' | 'publish'>,
): Record<string, unknown> {
  return {
    kind: values.kind,
    vin: blank(values.vin)
      ?.replace(/[\s-]+/g, '')
      .toUpperCase(),
    brandId: values.brandId,
    seriesId: values.seriesId,
    modelId: blank(values.modelId),
    year: values.year === '' ? undefined : values.year,
    trim: blank(values.trim),
    bodyType: blank(values.bodyType),
    colour: blank(values.colour),
    mileageKm: values.mileageKm === '' ? undefined : values.mileageKm,
    fuel: blank(values.fuel),
    transmission: blank(values.transmission),
    emissionStandard: blank(values.emissionStandard),
    regionalSpec: blank(values.regionalSpec),
    condition: blank(values.condition),
    accidentHistory: blank(values.accidentHistory),
    registrationDate: blank(values.registrationDate),
    price: values.price.replace(/[,\s]/g, ''),
    cifPrice: hasCif(values.kind) ? blank(values.cifPrice.replace(/[,\s]/g, '')) : undefined,
    cityId: values.cityId,
    description: values.description,
    ...extra,
  };
}

/** A field problem: a `validation:` key and its parameters, translated by the page. */
export interface FieldProblem {
  key: string;
  params?: Record<string, unknown>;
}

interface IssueLike {
  path: PropertyKey[];
  message: string;
  code?: string;
  maximum?: unknown;
  minimum?: unknown;
}

function problemOf(issue: IssueLike, now: Date): FieldProblem {
  const key = issue.message.includes(':') ? issue.message : 'validation:required';
  if (key === 'validation:yearRange') return { key, params: { min: LISTING_YEAR_MIN, max: maxModelYear(now) } };
  if (key === 'validation:maxLength') return { key, params: { max: Number(issue.maximum) } };
  if (key === 'validation:tooManyPhotos') return { key, params: { max: Number(issue.maximum) } };
  // An enum left empty ("choose one") reads as required.
  if (issue.code === 'invalid_value' || issue.code === 'invalid_type') return { key: 'validation:required' };
  return { key };
}

/**
 * Checks a request body; returns the parsed request or the first problem of each field. A draft
 * is checked the same way: the server keeps drafts complete enough to show.
 */
export function checkListing(
  body: Record<string, unknown>,
  now: Date = new Date(),
): { data: ListingInput | null; problems: Partial<Record<ListingFormField, FieldProblem>> } {
  const problems: Partial<Record<ListingFormField, FieldProblem>> = {};
  const result = listingInput.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as ListingFormField;
      if (field && !problems[field]) problems[field] = problemOf(issue as IssueLike, now);
    }
  }
  const year = body.year;
  if (typeof year === 'number' && (year < LISTING_YEAR_MIN || year > maxModelYear(now)) && !problems.year) {
    problems.year = { key: 'validation:yearRange', params: { min: LISTING_YEAR_MIN, max: maxModelYear(now) } };
  }
  const vin = typeof body.vin === 'string' ? body.vin : '';
  if (!vin && body.kind !== 'abroad') problems.vin = { key: 'validation:required' };
  if (vin && !problems.vin) {
    const problem = vinProblem(vin);
    if (problem) problems.vin = { key: `validation:${vinProblemKey(problem)}` };
  }
  const ok = Object.keys(problems).length === 0;
  return { data: ok && result.success ? (result.data as ListingInput) : null, problems };
}
