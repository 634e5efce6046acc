/**
 * Demo cars for sale: 120 cars from the demo merchant (Al Noor Motors) and a private seller
 * (Aisha), across brands, body types, years, prices, kinds and the cities of all seven emirates,
 * each with drawn photos (three views and the cabin; see car-photos.ts). Published through the
 * listings service (same checks as the app); the private seller's cars are approved by the demo
 * admin. Deterministic: the same cars, prices, photos and times every run. Runs once, on an empty
 * database, after the demo users and the merchant's shop.
 */
import {
  type Colour,
  type ListingInputParsed,
  type ListingKind,
  type RegionalSpec,
  vinCheckDigit,
  WMI_ENTRIES,
} from '@souq/shared';
import type { AppContext } from '../../context';
import { type Backdrop, type CarLook, random, shapeOfBody } from '../../db/seed/car-photos';
import { mapLimit, storeCarPhotos } from '../../db/seed/demo-photos';
import { inTransaction } from '../../lib/transaction';
import type { CatalogService } from '../catalog/catalog.service';
import type { UploadsService } from '../uploads/uploads.service';
import { demoActor } from '../users';
import { listingsRepository } from './listings.repository';
import type { ListingsService } from './listings.service';

const MERCHANT_MOBILE = '+971500000002';
const PRIVATE_MOBILE = '+971500000003';
const ADMIN_MOBILE = '+971500000001';

/** The UAE market the demo draws from: [series id, price new in AED]. */
const MARKET: [seriesId: string, newPriceAed: number][] = [
  ['toyota-land-cruiser', 330_000],
  ['toyota-land-cruiser-prado', 205_000],
  ['toyota-fortuner', 140_000],
  ['toyota-rav4', 120_000],
  ['toyota-camry', 120_000],
  ['toyota-corolla', 85_000],
  ['toyota-yaris', 65_000],
  ['toyota-hilux', 110_000],
  ['toyota-hiace', 135_000],
  ['toyota-supra', 235_000],
  ['nissan-patrol', 300_000],
  ['nissan-x-trail', 110_000],
  ['nissan-pathfinder', 170_000],
  ['nissan-kicks', 80_000],
  ['nissan-sunny', 60_000],
  ['nissan-altima', 105_000],
  ['nissan-navara', 100_000],
  ['nissan-gt-r', 450_000],
  ['lexus-lx', 520_000],
  ['lexus-rx', 260_000],
  ['lexus-es', 200_000],
  ['mitsubishi-pajero', 120_000],
  ['mitsubishi-outlander', 110_000],
  ['mitsubishi-l200', 90_000],
  ['mitsubishi-xpander', 80_000],
  ['honda-accord', 120_000],
  ['honda-civic', 95_000],
  ['honda-cr-v', 130_000],
  ['honda-odyssey', 180_000],
  ['hyundai-tucson', 110_000],
  ['hyundai-santa-fe', 150_000],
  ['hyundai-palisade', 190_000],
  ['hyundai-elantra', 80_000],
  ['hyundai-accent', 65_000],
  ['hyundai-staria', 150_000],
  ['kia-sportage', 110_000],
  ['kia-sorento', 150_000],
  ['kia-telluride', 200_000],
  ['kia-k5', 100_000],
  ['kia-picanto', 50_000],
  ['kia-carnival', 170_000],
  ['chevrolet-tahoe', 280_000],
  ['chevrolet-silverado', 200_000],
  ['chevrolet-camaro', 160_000],
  ['gmc-yukon', 300_000],
  ['cadillac-escalade', 450_000],
  ['ford-explorer', 200_000],
  ['ford-f-150', 230_000],
  ['ford-mustang', 170_000],
  ['dodge-charger', 150_000],
  ['dodge-challenger', 170_000],
  ['jeep-wrangler', 220_000],
  ['jeep-grand-cherokee', 230_000],
  ['mercedes-benz-g-class', 900_000],
  ['mercedes-benz-gle', 400_000],
  ['mercedes-benz-s-class', 600_000],
  ['mercedes-benz-e-class', 300_000],
  ['mercedes-benz-c-class', 220_000],
  ['mercedes-benz-v-class', 350_000],
  ['bmw-x5', 380_000],
  ['bmw-x7', 500_000],
  ['bmw-3-series', 210_000],
  ['bmw-5-series', 280_000],
  ['bmw-4-series', 250_000],
  ['audi-q7', 350_000],
  ['audi-a6', 260_000],
  ['volkswagen-tiguan', 130_000],
  ['volkswagen-golf', 120_000],
  ['land-rover-range-rover', 700_000],
  ['land-rover-range-rover-sport', 450_000],
  ['land-rover-defender', 400_000],
  ['porsche-cayenne', 450_000],
  ['porsche-911', 600_000],
  ['tesla-model-3', 160_000],
  ['tesla-model-y', 190_000],
  ['genesis-g80', 230_000],
  ['mazda-cx-5', 115_000],
  ['mini-cooper', 130_000],
  ['suzuki-swift', 60_000],
  ['mg-zs', 70_000],
  ['haval-h6', 100_000],
  ['geely-monjaro', 150_000],
  ['rolls-royce-ghost', 1_400_000],
  ['lamborghini-huracan', 1_050_000],
];

/** How many demo cars are for sale. */
export const DEMO_LISTING_COUNT = 120;

/** Where they are: every emirate, the big cities most. */
const CITIES: [cityId: string, weight: number][] = [
  ['dubai-city', 34],
  ['abu-dhabi-city', 14],
  ['al-ain', 5],
  ['sharjah-city', 13],
  ['khor-fakkan', 2],
  ['ajman-city', 8],
  ['umm-al-quwain-city', 6],
  ['ras-al-khaimah-city', 8],
  ['fujairah-city', 7],
  ['dibba-al-fujairah', 2],
  ['hatta', 1],
];

/** Colours as often as they are seen on UAE roads. */
const COLOURS: [Colour, number][] = [
  ['white', 30],
  ['black', 14],
  ['silver', 12],
  ['grey', 12],
  ['blue', 7],
  ['red', 6],
  ['beige', 4],
  ['brown', 3],
  ['green', 3],
  ['gold', 3],
  ['yellow', 2],
  ['orange', 2],
  ['other', 2],
];

const KINDS: [ListingKind, number][] = [
  ['used', 74],
  ['import', 10],
  ['export', 8],
  ['abroad', 8],
];

/** Paint of the demo photos per listed colour (car paints, not flat web colours). */
export const PAINT: Record<Colour, string> = {
  white: '#eceef0',
  black: '#15171a',
  silver: '#b9bec4',
  grey: '#666d75',
  blue: '#1f4f8f',
  red: '#a3161b',
  brown: '#5b3a26',
  beige: '#cbb994',
  green: '#2e5b3b',
  gold: '#b8934a',
  yellow: '#e2b323',
  orange: '#d4641c',
  other: '#5a4b8c',
};

const BACKDROPS: Backdrop[] = ['showroom', 'desert', 'dusk'];

function pick<T>(rnd: () => number, table: [T, number][]): T {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let x = rnd() * total;
  for (const [value, w] of table) {
    x -= w;
    if (x < 0) return value;
  }
  return table[table.length - 1]![0];
}

interface DemoCar {
  seriesId: string;
  newPriceAed: number;
  /** The wished year; the catalogue may move it into the series' model years. */
  year: number;
  /** Price and mileage spread, 0..1. */
  priceLuck: number;
  kmLuck: number;
  colour: Colour;
  cityId: string;
  kind: ListingKind;
  spec: RegionalSpec;
  seller: 'merchant' | 'private';
}

/** The demo cars: the same list every run (a seeded generator), every series of MARKET at least once. */
export function demoCars(count = DEMO_LISTING_COUNT): DemoCar[] {
  const rnd = random(2026);
  const cars: DemoCar[] = [];
  for (let n = 0; n < count; n++) {
    const [seriesId, newPrice] = MARKET[n < MARKET.length ? n : Math.floor(rnd() * MARKET.length)]!;
    const age = Math.min(10, Math.floor(rnd() ** 1.6 * 11));
    const year = 2025 - age;
    const kind = n < 4 ? (['used', 'import', 'export', 'abroad'] as const)[n]! : pick(rnd, KINDS);
    const spec: RegionalSpec =
      kind === 'used'
        ? rnd() < 0.86
          ? 'gcc'
          : 'us'
        : pick(rnd, [
            ['us', 4],
            ['eu', 3],
            ['japan', 2],
            ['gcc', 1],
          ]);
    cars.push({
      seriesId,
      newPriceAed: newPrice,
      year,
      priceLuck: rnd(),
      kmLuck: rnd(),
      colour: pick(rnd, COLOURS),
      cityId: pick(rnd, CITIES),
      kind,
      spec,
      seller: n % 4 === 3 ? 'private' : 'merchant',
    });
  }
  // Newest first should not list one brand after another.
  for (let i = cars.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [cars[i], cars[j]] = [cars[j]!, cars[i]!];
  }
  return cars;
}

/** Asking price (AED, rounded to 500) and mileage (km) of a car of `year` that cost `newPriceAed`. */
export function askingPrice(car: Pick<DemoCar, 'newPriceAed' | 'priceLuck' | 'kmLuck'>, year: number) {
  const age = Math.max(0, 2025 - year);
  const price = car.newPriceAed * 0.86 ** age * (0.9 + car.priceLuck * 0.2);
  const km = age === 0 ? 2_000 + car.kmLuck * 9_000 : age * (14_000 + car.kmLuck * 10_000);
  return { priceAed: Math.max(9_500, Math.round(price / 500) * 500), km: Math.round(km / 100) * 100 };
}

/** World manufacturer identifiers the demo VINs start with (offline decoding finds the brand). */
const WMI: Record<string, string> = {
  toyota: 'JTM',
  nissan: 'JN1',
  'mercedes-benz': 'WDB',
  bmw: 'WBA',
  lexus: 'JTJ',
  honda: '1HG',
  hyundai: 'KMH',
  kia: 'KNA',
  mitsubishi: 'JA4',
  ford: '1FT',
  chevrolet: '1GN',
  'land-rover': 'SAL',
  porsche: 'WP1',
  audi: 'WAU',
  volkswagen: 'WVW',
  tesla: '5YJ',
  jeep: '1C4',
  gmc: '1GK',
};

function wmiOf(brandId: string): string | undefined {
  return WMI[brandId] ?? WMI_ENTRIES.find(([wmi, b]) => b === brandId && wmi.length === 3)?.[0];
}

/** Position 10 of a VIN for the years 2010-2030. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY';

/** A valid VIN (check digit computed) for the n-th demo car. */
function demoVin(brandId: string, year: number, n: number): string | undefined {
  const wmi = wmiOf(brandId);
  if (!wmi) return undefined;
  const draft = `${wmi}DEMX00${YEAR_CODES[year - 2010] ?? 'A'}U${String(100_000 + n * 7919).slice(-6)}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/** The demo cars, published by their sellers through the listings service; once. */
export async function seedListings(
  { listings, catalog, uploads }: { listings: ListingsService; catalog: CatalogService; uploads: UploadsService },
  ctx: AppContext,
): Promise<void> {
  const [merchant, privateSeller, admin] = await Promise.all([
    demoActor(ctx, MERCHANT_MOBILE),
    demoActor(ctx, PRIVATE_MOBILE),
    demoActor(ctx, ADMIN_MOBILE),
  ]);
  if (!merchant || !privateSeller || !admin) return;
  if ((await listings.mine(merchant, { limit: 1 }, 'en')).items.length) return;

  const cars = demoCars();
  // What each car is, from the catalogue: the model of its year, its body and its name.
  const resolved = [];
  for (const car of cars) {
    const series = await catalog.oneSeries(car.seriesId, 'en');
    const models = await catalog.models(car.seriesId);
    const fits = (y: number) => models.find((m) => m.yearFrom <= y && (m.yearTo ?? 9999) >= y);
    // A year outside the series' model years moves into them (spread by the car's own luck).
    const first = Math.min(...models.map((m) => m.yearFrom), 2025);
    const last = Math.min(2025, Math.max(...models.map((m) => m.yearTo ?? 2025), first));
    const year = fits(car.year) ? car.year : Math.round(first + (last - first) * car.kmLuck);
    const model = fits(year) ?? models[0];
    const brandName = (await catalog.brandName(series.brandId, 'en')) ?? series.brandId;
    resolved.push({ car, series, model, year, title: `${brandName} ${series.name}` });
  }

  // The photos: three views of each car, drawn two at a time, and one cabin picture per trim and
  // backdrop that the seller's cars share.
  const start = ctx.clock.now().getTime();
  const cabins = new Map<string, string>();
  const photoIds = await mapLimit(resolved, 2, async ({ car, series, model }, n) => {
    const seller = car.seller === 'private' ? privateSeller : merchant;
    const look: CarLook = {
      shape: shapeOfBody(model?.bodyType ?? series.bodyType),
      paint: PAINT[car.colour],
      backdrop: BACKDROPS[n % BACKDROPS.length]!,
      variant: n,
    };
    const ids = await storeCarPhotos(uploads, seller, look, ['front', 'side', 'rear']);
    const cabinLook: CarLook = { shape: 'sedan', paint: '#808080', backdrop: look.backdrop, variant: n % 5 };
    const cabinKey = `${car.seller}:${n % 5}:${look.backdrop}`;
    let cabin = cabins.get(cabinKey);
    if (!cabin) {
      cabin = (await storeCarPhotos(uploads, seller, cabinLook, ['cabin']))[0]!;
      cabins.set(cabinKey, cabin);
    }
    return [...ids, cabin];
  });

  const created: { id: string; at: Date }[] = [];
  for (const [n, { car, series, model, year, title }] of resolved.entries()) {
    const seller = car.seller === 'private' ? privateSeller : merchant;
    const { kind, spec } = car;
    const { km, priceAed } = askingPrice(car, year);
    const input: ListingInputParsed = {
      kind,
      vin: demoVin(series.brandId, year, n),
      brandId: series.brandId,
      seriesId: series.id,
      modelId: model?.id,
      year,
      trim: model?.name,
      bodyType: model?.bodyType ?? series.bodyType,
      colour: car.colour,
      mileageKm: km,
      fuel: model?.fuel ?? 'petrol',
      transmission: model?.transmission ?? 'automatic',
      emissionStandard: model?.emissionStandard ?? 'euro5',
      regionalSpec: spec,
      condition: km < 30_000 ? 'excellent' : km < 80_000 ? 'good' : 'fair',
      accidentHistory: n % 9 === 4 ? 'minor' : 'none',
      price: String(priceAed),
      cifPrice: kind === 'used' ? undefined : String(Math.round(priceAed * 0.82)),
      cityId: car.cityId,
      description:
        `${year} ${title}, ${spec.toUpperCase()} specs, ${km.toLocaleString('en')} km. ` +
        'Full service history, two keys, inspected. Demo listing.',
      photoUploadIds: photoIds[n]!,
      videoUploadId: null,
      inspection:
        n % 4 === 0
          ? {
              checklist: [
                { item: 'engine', result: 'pass' },
                { item: 'transmission', result: 'pass' },
                { item: 'brakes', result: 'pass' },
                { item: 'tyres', result: n % 8 === 0 ? 'attention' : 'pass' },
                { item: 'body', result: 'pass' },
                { item: 'flood_signs', result: 'pass' },
              ],
              fileUploadIds: [],
              inspector: 'Souq Motors inspection',
            }
          : null,
      publish: true,
    };
    let listing = await listings.create(seller, input, 'en');
    if (listing.status === 'pending_review') listing = await listings.approve(admin, listing.id, 'en');
    created.push({ id: listing.id, at: new Date(start - (n * 5 + 3) * 3_600_000) });
  }
  // Spread the cars over the last four weeks so "newest" has an order and the badge has history.
  await inTransaction(ctx.db, async (tx) => {
    for (const { id, at } of created) {
      await listingsRepository.update(tx, id, { createdAt: at, publishedAt: at, refreshedAt: at, updatedAt: at });
    }
  });
}
