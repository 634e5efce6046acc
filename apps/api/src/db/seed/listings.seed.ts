/**
 * Demo cars for sale: about forty varied cars on sale from the demo merchant (Al Noor Motors) and
 * from a private seller (Aisha), across brands, cities, kinds and prices, each with a generated
 * photo. Published through the listings service (same checks as the app); the private seller's
 * cars are approved by the demo admin. Deterministic: the same cars, prices and times every run.
 * Runs once, on an empty database, after the demo users and the merchant's shop.
 */
import {
  type Colour,
  type ListingInputParsed,
  type ListingKind,
  type RegionalSpec,
  type Role,
  vinCheckDigit,
} from '@souq/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/authz';
import { listingsRepository } from '../../modules/listings/listings.repository';
import { users } from '../../modules/users/users.tables';
import { createServices } from '../../services';

const MERCHANT_MOBILE = '+971500000002';
const PRIVATE_MOBILE = '+971500000003';
const ADMIN_MOBILE = '+971500000001';

/** [series id, year, price AED, km, colour, city, kind, spec, seller] */
type DemoCar = [
  seriesId: string,
  year: number,
  priceAed: number,
  km: number,
  colour: Colour,
  cityId: string,
  kind?: ListingKind,
  spec?: RegionalSpec,
  seller?: 'merchant' | 'private',
];

const CARS: DemoCar[] = [
  ['toyota-land-cruiser', 2023, 329_000, 18_500, 'white', 'dubai-city'],
  ['toyota-land-cruiser', 2019, 189_000, 96_000, 'silver', 'abu-dhabi-city'],
  ['toyota-land-cruiser-prado', 2021, 148_000, 54_000, 'black', 'dubai-city'],
  ['toyota-camry', 2022, 89_500, 38_000, 'white', 'sharjah-city', 'used', 'gcc', 'private'],
  ['toyota-corolla', 2020, 52_000, 71_000, 'grey', 'dubai-city', 'used', 'gcc', 'private'],
  ['toyota-hilux', 2021, 98_000, 62_000, 'white', 'al-ain'],
  ['toyota-fortuner', 2022, 121_000, 33_000, 'brown', 'dubai-city'],
  ['nissan-patrol', 2022, 239_000, 41_000, 'white', 'dubai-city'],
  ['nissan-patrol', 2018, 128_000, 118_000, 'gold', 'abu-dhabi-city', 'used', 'gcc', 'private'],
  ['nissan-sunny', 2021, 36_500, 64_000, 'silver', 'sharjah-city', 'used', 'gcc', 'private'],
  ['nissan-x-trail', 2020, 61_000, 77_000, 'blue', 'dubai-city'],
  ['mercedes-benz-g-class', 2022, 835_000, 14_000, 'black', 'dubai-city', 'used', 'eu'],
  ['mercedes-benz-s-class', 2021, 365_000, 29_000, 'black', 'dubai-city'],
  ['mercedes-benz-e-class', 2020, 159_000, 48_000, 'white', 'abu-dhabi-city', 'import', 'eu'],
  ['mercedes-benz-c-class', 2019, 98_000, 66_000, 'grey', 'sharjah-city', 'used', 'gcc', 'private'],
  ['bmw-x5', 2021, 245_000, 35_000, 'blue', 'dubai-city'],
  ['bmw-x7', 2022, 389_000, 21_000, 'white', 'dubai-city', 'import', 'us'],
  ['bmw-5-series', 2020, 129_000, 58_000, 'black', 'abu-dhabi-city'],
  ['bmw-3-series', 2019, 84_000, 72_000, 'red', 'dubai-city', 'used', 'gcc', 'private'],
  ['lexus-lx', 2022, 475_000, 19_000, 'black', 'dubai-city'],
  ['lexus-es', 2021, 139_000, 44_000, 'white', 'sharjah-city'],
  ['lexus-rx', 2020, 149_000, 59_000, 'silver', 'al-ain', 'used', 'gcc', 'private'],
  ['honda-accord', 2021, 79_000, 52_000, 'grey', 'dubai-city', 'import', 'us'],
  ['honda-civic', 2022, 69_000, 27_000, 'red', 'sharjah-city', 'used', 'gcc', 'private'],
  ['hyundai-tucson', 2022, 82_000, 31_000, 'white', 'dubai-city'],
  ['hyundai-elantra', 2021, 49_000, 58_000, 'silver', 'abu-dhabi-city'],
  ['kia-sportage', 2023, 94_000, 12_000, 'green', 'dubai-city'],
  ['kia-k5', 2022, 72_000, 36_000, 'black', 'sharjah-city', 'used', 'gcc', 'private'],
  ['mitsubishi-pajero', 2019, 68_000, 104_000, 'white', 'al-ain'],
  ['ford-f-150', 2021, 189_000, 47_000, 'red', 'dubai-city', 'import', 'us'],
  ['ford-mustang', 2020, 119_000, 38_000, 'yellow', 'dubai-city', 'used', 'gcc', 'private'],
  ['chevrolet-tahoe', 2021, 209_000, 51_000, 'black', 'abu-dhabi-city'],
  ['land-rover-range-rover', 2022, 599_000, 22_000, 'grey', 'dubai-city', 'export', 'gcc'],
  ['land-rover-defender', 2021, 329_000, 34_000, 'green', 'dubai-city'],
  ['porsche-cayenne', 2021, 339_000, 29_000, 'white', 'dubai-city', 'abroad', 'eu'],
  ['porsche-911', 2020, 455_000, 17_000, 'red', 'dubai-city', 'export', 'gcc'],
  ['audi-q7', 2020, 169_000, 63_000, 'grey', 'sharjah-city'],
  ['volkswagen-tiguan', 2021, 88_000, 45_000, 'blue', 'abu-dhabi-city', 'used', 'gcc', 'private'],
  ['tesla-model-3', 2022, 139_000, 26_000, 'white', 'dubai-city', 'import', 'us'],
  ['tesla-model-y', 2023, 179_000, 9_000, 'black', 'dubai-city'],
  ['jeep-wrangler', 2021, 159_000, 41_000, 'orange', 'dubai-city', 'abroad', 'us', 'private'],
  ['gmc-yukon', 2020, 179_000, 69_000, 'white', 'abu-dhabi-city'],
];

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

const COLOUR_HEX: Record<Colour, string> = {
  white: '#f1f3f5',
  black: '#212529',
  silver: '#ced4da',
  grey: '#868e96',
  blue: '#1c7ed6',
  red: '#e03131',
  brown: '#8d5524',
  beige: '#e9d8a6',
  green: '#2b8a3e',
  gold: '#d4a017',
  yellow: '#fcc419',
  orange: '#f76707',
  other: '#7048e8',
};

/** Position 10 of a VIN for the years 2010-2030. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY';

/** A valid VIN (check digit computed) for the n-th demo car. */
function demoVin(brandId: string, year: number, n: number): string | undefined {
  const wmi = WMI[brandId];
  if (!wmi) return undefined;
  const draft = `${wmi}DEMX00${YEAR_CODES[year - 2010] ?? 'A'}U${String(100_000 + n * 7919).slice(-6)}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A placeholder photo: a car silhouette in the car's colour, its name and year. */
function photoSvg(title: string, year: number, colour: Colour, backdrop: number): string {
  const body = COLOUR_HEX[colour];
  const skies = [
    ['#74c0fc', '#d0ebff'],
    ['#ffa94d', '#ffe8cc'],
    ['#9775fa', '#e5dbff'],
    ['#63e6be', '#e6fcf5'],
  ][backdrop % 4] as [string, string];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 1200 800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${skies[0]}"/><stop offset="1" stop-color="${skies[1]}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  <rect y="560" width="1200" height="240" fill="#495057"/>
  <rect y="660" width="1200" height="12" fill="#f8f9fa" opacity="0.6"/>
  <g transform="translate(230 300)">
    <path d="M60 200 L140 90 Q170 60 220 60 H500 Q560 60 600 100 L680 200 Z" fill="${body}" stroke="#343a40" stroke-width="6"/>
    <rect x="0" y="190" width="740" height="130" rx="50" fill="${body}" stroke="#343a40" stroke-width="6"/>
    <path d="M170 190 L230 100 H360 V190 Z M390 190 V100 H500 Q540 100 570 140 L610 190 Z" fill="#a5d8ff" opacity="0.85"/>
    <circle cx="170" cy="320" r="70" fill="#212529"/><circle cx="170" cy="320" r="32" fill="#adb5bd"/>
    <circle cx="570" cy="320" r="70" fill="#212529"/><circle cx="570" cy="320" r="32" fill="#adb5bd"/>
  </g>
  <text x="600" y="140" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700"
    fill="#212529" text-anchor="middle">${escapeXml(title)}</text>
  <text x="600" y="215" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" fill="#343a40"
    text-anchor="middle">${year} · Souq Motors demo</text>
</svg>`;
}

async function actorOf(ctx: AppContext, mobile: string): Promise<Actor | null> {
  const [row] = await ctx.db
    .select({ id: users.id, roles: users.roles, merchantStatus: users.merchantStatus })
    .from(users)
    .where(eq(users.mobile, mobile));
  if (!row) return null;
  return { userId: row.id, sessionId: 'seed', roles: row.roles as Role[], merchantStatus: row.merchantStatus };
}

export async function seedListings(ctx: AppContext): Promise<void> {
  const [merchant, privateSeller, admin] = await Promise.all([
    actorOf(ctx, MERCHANT_MOBILE),
    actorOf(ctx, PRIVATE_MOBILE),
    actorOf(ctx, ADMIN_MOBILE),
  ]);
  if (!merchant || !privateSeller || !admin) return;
  const { listings, catalog, uploads } = createServices(ctx);
  if ((await listings.mine(merchant, { limit: 1 }, 'en')).items.length) return;

  const start = ctx.clock.now().getTime();
  const created: { id: string; at: Date }[] = [];
  for (const [n, [seriesId, year, priceAed, km, colour, cityId, kind = 'used', spec = 'gcc', who]] of CARS.entries()) {
    const seller = who === 'private' ? privateSeller : merchant;
    const series = await catalog.oneSeries(seriesId, 'en');
    const models = await catalog.models(seriesId);
    const model = models.find((m) => m.yearFrom <= year && (m.yearTo ?? 9999) >= year) ?? models[0];
    const brandName = (await catalog.brandName(series.brandId, 'en')) ?? series.brandId;
    const title = `${brandName} ${series.name}`;
    const photo = await uploads.upload(seller, {
      purpose: 'car',
      data: await sharp(Buffer.from(photoSvg(title, year, colour, n)))
        .jpeg({ quality: 80 })
        .toBuffer(),
    });
    const input: ListingInputParsed = {
      kind,
      vin: demoVin(series.brandId, year, n),
      brandId: series.brandId,
      seriesId,
      modelId: model?.id,
      year,
      trim: model?.name,
      bodyType: model?.bodyType ?? series.bodyType,
      colour,
      mileageKm: km,
      fuel: model?.fuel ?? 'petrol',
      transmission: model?.transmission ?? 'automatic',
      emissionStandard: model?.emissionStandard ?? 'euro5',
      regionalSpec: spec,
      condition: km < 30_000 ? 'excellent' : km < 80_000 ? 'good' : 'fair',
      accidentHistory: n % 9 === 4 ? 'minor' : 'none',
      price: String(priceAed),
      cifPrice: kind === 'used' ? undefined : String(Math.round(priceAed * 0.82)),
      cityId,
      description:
        `${year} ${title}, ${spec.toUpperCase()} specs, ${km.toLocaleString('en')} km. ` +
        'Full service history, two keys, inspected. Demo listing.',
      photoUploadIds: [photo.id],
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
    let car = await listings.create(seller, input, 'en');
    if (car.status === 'pending_review') car = await listings.approve(admin, car.id, 'en');
    created.push({ id: car.id, at: new Date(start - (n * 7 + 3) * 3_600_000) });
  }
  // Spread the cars over the last two weeks so "newest" has an order and the badge has history.
  await ctx.db.transaction(async (tx) => {
    for (const { id, at } of created) {
      await listingsRepository.update(tx, id, { createdAt: at, publishedAt: at, refreshedAt: at, updatedAt: at });
    }
  });
}
