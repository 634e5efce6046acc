/**
 * The publish and edit form of a car: the VIN check and decoding that prefill it, and the checks
 * that turn a submitted form into listing columns (catalogue, city, VIN, money, own uploads).
 */
import {
  LISTING_YEAR_MIN,
  type ListingInputParsed,
  maxModelYear,
  normalizeVin,
  parseAmountToFils,
  type VinDecode,
  vinProblem,
  vinProblemKey,
} from '@souq/shared';
import type { AppContext } from '../../context';
import { fieldError } from '../../lib/errors';
import type { CatalogService } from '../catalog/catalog.service';
import type { RegionsService } from '../regions/regions.service';
import type { UploadsService } from '../uploads/uploads.service';
import { foldSearchText, listingSearchText } from './listings.search';
import type { NewListingRow, StoredInspection } from './listings.tables';
import { NhtsaVinDecoder } from './vin-decoder.nhtsa';
import { OfflineVinDecoder } from './vin-decoder.offline';
import type { VinDecoder } from './vin-decoder.port';

export interface ListingFormDeps {
  catalog: CatalogService;
  regions: RegionsService;
  uploads: UploadsService;
}

/** The columns a form sets; the seller, status and times are the service's to decide. */
export type ListingFormColumns = Omit<
  NewListingRow,
  'sellerId' | 'shopId' | 'sellerType' | 'status' | 'refreshedAt' | 'publishedAt' | 'createdAt' | 'updatedAt'
>;

/** The price of a request (decimal AED) as fils above zero, or a field error. */
export function priceFilsOf(field: string, value: string): bigint {
  const fils = parseAmountToFils(value);
  if (fils === null) throw fieldError('VALIDATION_FAILED', field, 'amount');
  if (fils <= 0n) throw fieldError('VALIDATION_FAILED', field, 'positive');
  return fils;
}

export class ListingForm {
  private readonly vin: VinDecoder;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: ListingFormDeps,
    vinDecoder?: VinDecoder,
  ) {
    const offline = new OfflineVinDecoder(ctx.clock);
    this.vin =
      vinDecoder ??
      (ctx.config.VIN_DECODER === 'nhtsa'
        ? new NhtsaVinDecoder({
            url: ctx.config.VIN_DECODER_URL,
            timeoutMs: ctx.config.VIN_DECODER_TIMEOUT_MS,
            offline,
            brandIdOfMake: (make) => this.brandIdOfMake(make),
            log: ctx.log,
          })
        : offline);
  }

  /** Checks and decodes a VIN for the publish form's prefill; a bad VIN is a field error. */
  async decodeVin(raw: string): Promise<VinDecode> {
    return this.vin.decode(this.checkedVin(raw));
  }

  private checkedVin(raw: string): string {
    const vin = normalizeVin(raw);
    const problem = vinProblem(vin);
    if (problem) throw fieldError('VALIDATION_FAILED', 'vin', vinProblemKey(problem));
    return vin;
  }

  private async brandIdOfMake(make: string): Promise<string | null> {
    const id = foldSearchText(make).replaceAll(' ', '-');
    return (await this.deps.catalog.brandName(id, 'en')) ? id : null;
  }

  /** Checks a form and turns it into columns: catalogue, city, VIN, money, uploads. */
  async columnsOf(sellerId: string, body: ListingInputParsed, publish: boolean): Promise<ListingFormColumns> {
    const now = this.ctx.clock.now();
    const vin = body.vin ? this.checkedVin(body.vin) : null;
    const maxYear = maxModelYear(now);
    if (body.year < LISTING_YEAR_MIN || body.year > maxYear) {
      throw fieldError('VALIDATION_FAILED', 'year', 'yearRange', { min: LISTING_YEAR_MIN, max: maxYear });
    }
    const priceFils = priceFilsOf('price', body.price);
    const cifPriceFils = body.cifPrice ? priceFilsOf('cifPrice', body.cifPrice) : null;
    if (body.kind === 'export' && !cifPriceFils) throw fieldError('VALIDATION_FAILED', 'cifPrice', 'required');
    if (publish && body.photoUploadIds.length === 0) {
      throw fieldError('VALIDATION_FAILED', 'photoUploadIds', 'photoRequired');
    }

    const { uploads } = this.deps;
    await uploads.requireOwnUploads(sellerId, body.photoUploadIds, { kinds: ['image'], field: 'photoUploadIds' });
    if (body.videoUploadId) {
      await uploads.requireOwnUploads(sellerId, [body.videoUploadId], { kinds: ['video'], field: 'videoUploadId' });
    }
    const inspection: StoredInspection | null = body.inspection
      ? {
          checklist: body.inspection.checklist.map((c) => ({ item: c.item, result: c.result, note: c.note || null })),
          fileUploadIds: body.inspection.fileUploadIds,
          inspectedAt: body.inspection.inspectedAt ?? null,
          inspector: body.inspection.inspector || null,
        }
      : null;
    if (inspection?.fileUploadIds.length) {
      await uploads.requireOwnUploads(sellerId, inspection.fileUploadIds, {
        kinds: ['image', 'pdf'],
        field: 'inspection.fileUploadIds',
      });
    }

    const resolved = await this.deps.catalog.resolve({
      brandId: body.brandId,
      seriesId: body.seriesId,
      modelId: body.modelId || undefined,
    });
    const place = await this.deps.regions.requireCity(body.cityId, 'cityId');
    // An area is stored as its city (the city filter and the card show the city).
    const title = body.title || null;
    const trim = body.trim || null;
    return {
      kind: body.kind,
      vin,
      brandId: resolved.brand.id,
      seriesId: resolved.series.id,
      modelId: resolved.model?.id ?? null,
      title,
      year: body.year,
      trim,
      bodyType: body.bodyType,
      colour: body.colour,
      mileageKm: body.mileageKm,
      fuel: body.fuel,
      transmission: body.transmission,
      emissionStandard: body.emissionStandard,
      regionalSpec: body.regionalSpec,
      condition: body.condition,
      accidentHistory: body.accidentHistory,
      registrationDate: body.registrationDate ?? null,
      priceFils,
      cifPriceFils,
      cityId: place.cityId,
      emirateId: place.emirateId,
      // Stored as typed: markup stays text, the web shows it escaped.
      description: body.description,
      photoUploadIds: body.photoUploadIds,
      coverUploadId: body.photoUploadIds[0] ?? null,
      photoCount: body.photoUploadIds.length,
      videoUploadId: body.videoUploadId ?? null,
      inspection,
      searchText: listingSearchText({
        brand: resolved.brand.names,
        series: resolved.series.names,
        model: resolved.model?.name ?? null,
        title,
        trim,
      }),
    };
  }
}
