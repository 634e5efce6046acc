/**
 * The demo rental fleet: nine branches across the seven emirates and sixty cars with their photos.
 * Over 500 lines because most of it is the fleet's data (branches, per-type prices, each branch's
 * cars); the code that writes it is short.
 */
import type { FuelType, RentalCarType, RentalFeature, Transmission } from '@souq/shared';
import type { AppContext } from '../../context';
import { type CarLook, shapeOfBody } from '../../db/seed/car-photos';
import { mapLimit, storeCarPhotos } from '../../db/seed/demo-photos';
import type { CatalogService } from '../catalog/catalog.service';
import type { RegionsService } from '../regions/regions.service';
import type { UploadsService } from '../uploads/uploads.service';
import { demoActor } from '../users';
import { fleetRepository } from './fleet.repository';

/** The demo merchant (Al Noor Motors, users.seed.ts) runs the demo rental fleet. */
const MERCHANT_MOBILE = '+971500000002';

const BRANCHES = [
  {
    key: 'marina',
    name: 'Dubai Marina',
    cityId: 'dubai-city',
    address: 'Marina Walk, Dubai Marina',
    lat: 25.0805,
    lng: 55.1403,
  },
  {
    key: 'dxb',
    name: 'DXB Airport Terminal 3',
    cityId: 'dubai-city',
    address: 'Arrivals, Terminal 3, Dubai International Airport',
    lat: 25.2486,
    lng: 55.3532,
  },
  {
    key: 'auh',
    name: 'Abu Dhabi City',
    cityId: 'abu-dhabi-city',
    address: 'Corniche Road West, Al Khalidiyah, Abu Dhabi',
    lat: 24.4764,
    lng: 54.3705,
  },
  {
    key: 'ain',
    name: 'Al Ain',
    cityId: 'al-ain',
    address: 'Khalifa Street, Al Mutawaa, Al Ain',
    lat: 24.2249,
    lng: 55.7651,
  },
  {
    key: 'shj',
    name: 'Sharjah Al Nahda',
    cityId: 'sharjah-city',
    address: 'Al Nahda Street, Al Nahda, Sharjah',
    lat: 25.3006,
    lng: 55.3747,
  },
  {
    key: 'ajm',
    name: 'Ajman Corniche',
    cityId: 'ajman-city',
    address: 'Corniche Street, Al Nakhil, Ajman',
    lat: 25.4174,
    lng: 55.4376,
  },
  {
    key: 'uaq',
    name: 'Umm Al Quwain',
    cityId: 'umm-al-quwain-city',
    address: 'King Faisal Road, Al Salamah, Umm Al Quwain',
    lat: 25.5205,
    lng: 55.6136,
  },
  {
    key: 'rak',
    name: 'Ras Al Khaimah Al Nakheel',
    cityId: 'ras-al-khaimah-city',
    address: 'Al Muntasir Road, Al Nakheel, Ras Al Khaimah',
    lat: 25.7897,
    lng: 55.9432,
  },
  {
    key: 'fuj',
    name: 'Fujairah Corniche',
    cityId: 'fujairah-city',
    address: 'Corniche Road, Fujairah',
    lat: 25.1288,
    lng: 56.3265,
  },
] as const;
type BranchKey = (typeof BRANCHES)[number]['key'];

interface DemoCar {
  brandId: string;
  seriesId: string;
  year: number;
  carType: RentalCarType;
  seats: number;
  transmission?: Transmission;
  fuel?: FuelType;
  /** AED per day, week, month; deposit. */
  prices: [daily: number, weekly: number, monthly: number, deposit: number];
  kmPerDay: number;
  /** AED per km beyond the allowance, in fils. */
  excessKmFils: number;
  features: string[];
  description: string;
  pickup: BranchKey[];
  return: BranchKey[];
  /** Paint of the drawn photos. */
  color: string;
}

// Known features are stored as codes (RENTAL_FEATURES) and shown in the reader's language.
const BASIC: RentalFeature[] = ['bluetooth', 'rearCamera', 'cruiseControl', 'usbCharging'];
const FAMILY: RentalFeature[] = [...BASIC, 'appleCarPlay', 'androidAuto', 'childSeat'];
const PREMIUM: RentalFeature[] = [...FAMILY, 'leatherSeats', 'sunroof', 'gpsNavigation', 'camera360'];

const CARS: DemoCar[] = [
  {
    brandId: 'nissan',
    seriesId: 'nissan-sunny',
    year: 2024,
    carType: 'economy',
    seats: 5,
    prices: [89, 499, 1599, 1000],
    kmPerDay: 250,
    excessKmFils: 35,
    features: BASIC,
    description: 'Economical city car, ideal for getting around Dubai. Salik tag installed.',
    pickup: ['marina', 'dxb'],
    return: ['marina', 'dxb'],
    color: '#eceef0',
  },
  {
    brandId: 'mitsubishi',
    seriesId: 'mitsubishi-attrage',
    year: 2024,
    carType: 'economy',
    seats: 5,
    prices: [79, 450, 1399, 1000],
    kmPerDay: 250,
    excessKmFils: 35,
    features: BASIC,
    description: 'Our most affordable car: light on fuel and easy to park.',
    pickup: ['dxb'],
    return: ['dxb', 'marina'],
    color: '#a3161b',
  },
  {
    brandId: 'kia',
    seriesId: 'kia-picanto',
    year: 2023,
    carType: 'economy',
    seats: 4,
    prices: [75, 430, 1299, 750],
    kmPerDay: 250,
    excessKmFils: 35,
    features: BASIC,
    description: 'Compact hatchback for short trips and tight parking.',
    pickup: ['auh'],
    return: ['auh'],
    color: '#e2b323',
  },
  {
    brandId: 'toyota',
    seriesId: 'toyota-yaris',
    year: 2024,
    carType: 'compact',
    seats: 5,
    prices: [99, 590, 1799, 1000],
    kmPerDay: 250,
    excessKmFils: 40,
    features: FAMILY,
    description: 'Reliable compact with Apple CarPlay and Android Auto.',
    pickup: ['marina'],
    return: ['marina', 'dxb'],
    color: '#1f4f8f',
  },
  {
    brandId: 'hyundai',
    seriesId: 'hyundai-accent',
    year: 2024,
    carType: 'compact',
    seats: 5,
    prices: [95, 560, 1699, 1000],
    kmPerDay: 250,
    excessKmFils: 40,
    features: FAMILY,
    description: 'Comfortable compact sedan with a generous boot.',
    pickup: ['auh', 'dxb'],
    return: ['auh', 'dxb'],
    color: '#8a9098',
  },
  {
    brandId: 'toyota',
    seriesId: 'toyota-camry',
    year: 2024,
    carType: 'sedan',
    seats: 5,
    prices: [159, 950, 2999, 1500],
    kmPerDay: 250,
    excessKmFils: 45,
    features: FAMILY,
    description: 'Spacious mid-size sedan, a favourite for business trips.',
    pickup: ['dxb', 'marina'],
    return: ['dxb', 'marina', 'auh'],
    color: '#15171a',
  },
  {
    brandId: 'nissan',
    seriesId: 'nissan-altima',
    year: 2023,
    carType: 'sedan',
    seats: 5,
    prices: [149, 890, 2799, 1500],
    kmPerDay: 250,
    excessKmFils: 45,
    features: FAMILY,
    description: 'Smooth and quiet sedan for the Dubai – Abu Dhabi road.',
    pickup: ['auh'],
    return: ['auh', 'marina'],
    color: '#4a4f57',
  },
  {
    brandId: 'hyundai',
    seriesId: 'hyundai-tucson',
    year: 2024,
    carType: 'suv',
    seats: 5,
    prices: [179, 1050, 3299, 1500],
    kmPerDay: 250,
    excessKmFils: 45,
    features: FAMILY,
    description: 'Family SUV with room for luggage and a panoramic view.',
    pickup: ['marina'],
    return: ['marina'],
    color: '#2e5b3b',
  },
  {
    brandId: 'toyota',
    seriesId: 'toyota-land-cruiser',
    year: 2024,
    carType: 'suv',
    seats: 7,
    prices: [450, 2600, 8900, 3000],
    kmPerDay: 300,
    excessKmFils: 50,
    features: PREMIUM,
    description: 'The desert classic: seven seats, four-wheel drive, ready for Hatta and Liwa.',
    pickup: ['dxb', 'auh'],
    return: ['dxb', 'auh'],
    color: '#eceef0',
  },
  {
    brandId: 'nissan',
    seriesId: 'nissan-patrol',
    year: 2024,
    carType: 'suv',
    seats: 7,
    prices: [420, 2450, 8500, 3000],
    kmPerDay: 300,
    excessKmFils: 50,
    features: PREMIUM,
    description: 'Powerful V8 SUV, loved in the Emirates for long drives.',
    pickup: ['auh'],
    return: ['auh', 'dxb'],
    color: '#b9bec4',
  },
  {
    brandId: 'mercedes-benz',
    seriesId: 'mercedes-benz-g-class',
    year: 2024,
    carType: 'luxury',
    seats: 5,
    prices: [1500, 9000, 30000, 5000],
    kmPerDay: 250,
    excessKmFils: 100,
    features: PREMIUM,
    description: 'The iconic G-Class. Delivered to your hotel on request.',
    pickup: ['marina'],
    return: ['marina', 'dxb'],
    color: '#15171a',
  },
  {
    brandId: 'mercedes-benz',
    seriesId: 'mercedes-benz-s-class',
    year: 2023,
    carType: 'luxury',
    seats: 5,
    prices: [1100, 6600, 22000, 5000],
    kmPerDay: 250,
    excessKmFils: 100,
    features: PREMIUM,
    description: 'Executive limousine: chauffeur available as an extra.',
    pickup: ['dxb'],
    return: ['dxb'],
    color: '#666d75',
  },
  {
    brandId: 'bmw',
    seriesId: 'bmw-x5',
    year: 2024,
    carType: 'luxury',
    seats: 5,
    prices: [650, 3900, 12500, 3000],
    kmPerDay: 250,
    excessKmFils: 75,
    features: PREMIUM,
    description: 'Premium SUV with a sporty drive and every comfort.',
    pickup: ['marina', 'auh'],
    return: ['marina', 'auh'],
    color: '#1f4e79',
  },
  {
    brandId: 'ford',
    seriesId: 'ford-mustang',
    year: 2023,
    carType: 'sports',
    seats: 4,
    prices: [450, 2700, 8500, 3000],
    kmPerDay: 200,
    excessKmFils: 75,
    features: [...BASIC, 'Convertible roof'],
    description: 'Open-top V8 for Jumeirah Beach Road sunsets.',
    pickup: ['marina'],
    return: ['marina'],
    color: '#d4641c',
  },
  {
    brandId: 'porsche',
    seriesId: 'porsche-911',
    year: 2023,
    carType: 'sports',
    seats: 4,
    prices: [1800, 10800, 36000, 5000],
    kmPerDay: 200,
    excessKmFils: 150,
    features: [...PREMIUM, 'Sport Chrono'],
    description: 'A true sports car. Minimum driver age 25.',
    pickup: ['marina'],
    return: ['marina'],
    color: '#b8934a',
  },
  {
    brandId: 'toyota',
    seriesId: 'toyota-hiace',
    year: 2024,
    carType: 'van',
    seats: 13,
    fuel: 'diesel',
    prices: [250, 1500, 4500, 1500],
    kmPerDay: 300,
    excessKmFils: 50,
    features: [...BASIC, 'Rear air conditioning'],
    description: 'Thirteen seats for groups, airport runs and events.',
    pickup: ['dxb'],
    return: ['dxb'],
    color: '#eceef0',
  },
  {
    brandId: 'toyota',
    seriesId: 'toyota-hilux',
    year: 2024,
    carType: 'pickup',
    seats: 5,
    transmission: 'manual',
    fuel: 'diesel',
    prices: [180, 1080, 3300, 1500],
    kmPerDay: 300,
    excessKmFils: 50,
    features: [...BASIC, '4x4', 'Tow hitch'],
    description: 'Double-cab pickup for moving, camping and work sites.',
    pickup: ['auh'],
    return: ['auh'],
    color: '#5b3a26',
  },
];

/** Per car type: the series a branch rents, seats, prices [day, week, month, deposit], km per day, excess fils. */
const EXTRA: Record<
  RentalCarType,
  {
    series: [brandId: string, seriesId: string][];
    seats: number;
    prices: DemoCar['prices'];
    km: number;
    excess: number;
    features: string[];
  }
> = {
  economy: {
    series: [
      ['suzuki', 'suzuki-swift'],
      ['kia', 'kia-picanto'],
      ['mitsubishi', 'mitsubishi-attrage'],
    ],
    seats: 5,
    prices: [85, 490, 1_550, 1_000],
    km: 250,
    excess: 35,
    features: BASIC,
  },
  compact: {
    series: [
      ['toyota', 'toyota-corolla'],
      ['kia', 'kia-cerato'],
      ['honda', 'honda-civic'],
      ['hyundai', 'hyundai-elantra'],
    ],
    seats: 5,
    prices: [115, 680, 2_050, 1_000],
    km: 250,
    excess: 40,
    features: FAMILY,
  },
  sedan: {
    series: [
      ['hyundai', 'hyundai-sonata'],
      ['kia', 'kia-k5'],
      ['honda', 'honda-accord'],
      ['nissan', 'nissan-altima'],
    ],
    seats: 5,
    prices: [165, 980, 2_990, 1_500],
    km: 250,
    excess: 45,
    features: FAMILY,
  },
  suv: {
    series: [
      ['toyota', 'toyota-rav4'],
      ['nissan', 'nissan-x-trail'],
      ['kia', 'kia-sportage'],
      ['mitsubishi', 'mitsubishi-pajero'],
      ['toyota', 'toyota-fortuner'],
      ['toyota', 'toyota-land-cruiser-prado'],
    ],
    seats: 7,
    prices: [210, 1_250, 3_800, 1_500],
    km: 250,
    excess: 45,
    features: FAMILY,
  },
  luxury: {
    series: [
      ['mercedes-benz', 'mercedes-benz-e-class'],
      ['bmw', 'bmw-5-series'],
      ['lexus', 'lexus-es'],
      ['cadillac', 'cadillac-escalade'],
    ],
    seats: 5,
    prices: [690, 4_100, 13_500, 3_000],
    km: 250,
    excess: 75,
    features: PREMIUM,
  },
  sports: {
    series: [
      ['chevrolet', 'chevrolet-camaro'],
      ['dodge', 'dodge-challenger'],
    ],
    seats: 4,
    prices: [470, 2_800, 8_900, 3_000],
    km: 200,
    excess: 75,
    features: [...BASIC, 'keylessEntry', 'leatherSeats'],
  },
  van: {
    series: [
      ['nissan', 'nissan-urvan'],
      ['kia', 'kia-carnival'],
      ['hyundai', 'hyundai-staria'],
    ],
    seats: 8,
    prices: [260, 1_550, 4_600, 1_500],
    km: 300,
    excess: 50,
    features: [...FAMILY, 'parkingSensors'],
  },
  pickup: {
    series: [
      ['nissan', 'nissan-navara'],
      ['mitsubishi', 'mitsubishi-l200'],
      ['isuzu', 'isuzu-d-max'],
    ],
    seats: 5,
    prices: [190, 1_120, 3_400, 1_500],
    km: 300,
    excess: 50,
    features: [...BASIC, 'parkingSensors'],
  },
};

/** What each branch outside Dubai Marina, DXB and Abu Dhabi adds to the fleet (each rents its own). */
const EXTRA_FLEET: [BranchKey, RentalCarType[]][] = [
  ['ain', ['economy', 'compact', 'suv', 'suv', 'pickup', 'sedan']],
  ['shj', ['economy', 'compact', 'compact', 'sedan', 'suv', 'van', 'luxury']],
  ['ajm', ['economy', 'compact', 'sedan', 'suv', 'pickup', 'van']],
  ['uaq', ['compact', 'sedan', 'suv', 'pickup', 'economy']],
  ['rak', ['economy', 'compact', 'suv', 'suv', 'sports', 'luxury', 'pickup']],
  ['fuj', ['compact', 'sedan', 'suv', 'suv', 'van', 'pickup']],
  ['dxb', ['compact', 'luxury', 'suv']],
  ['auh', ['sedan', 'luxury', 'sports']],
];

const RENTAL_PAINTS = [
  '#eceef0',
  '#b9bec4',
  '#15171a',
  '#666d75',
  '#eceef0',
  '#1f4f8f',
  '#eceef0',
  '#a3161b',
  '#b9bec4',
];

/** The generated part of the fleet: the same cars every run. */
function extraCars(): DemoCar[] {
  const out: DemoCar[] = [];
  const used = new Map<RentalCarType, number>();
  for (const [branch, types] of EXTRA_FLEET) {
    for (const carType of types) {
      const k = used.get(carType) ?? 0;
      used.set(carType, k + 1);
      const spec = EXTRA[carType];
      const [brandId, seriesId] = spec.series[k % spec.series.length]!;
      const bump = 1 + ((k * 7) % 5) / 50;
      const prices = spec.prices.map((p, i) => (i === 3 ? p : Math.round((p * bump) / 5) * 5)) as DemoCar['prices'];
      const n = out.length;
      out.push({
        brandId,
        seriesId,
        year: 2023 + (n % 3 === 0 ? 0 : 1) + (n % 7 === 0 ? 1 : 0),
        carType,
        seats: seriesId === 'kia-picanto' ? 4 : carType === 'suv' && seriesId === 'toyota-rav4' ? 5 : spec.seats,
        fuel: carType === 'pickup' ? 'diesel' : undefined,
        prices,
        kmPerDay: spec.km,
        excessKmFils: spec.excess,
        features: spec.features,
        description: DESCRIPTIONS[carType],
        pickup: [branch],
        return: [branch],
        color: RENTAL_PAINTS[n % RENTAL_PAINTS.length]!,
      });
    }
  }
  return out;
}

const DESCRIPTIONS: Record<RentalCarType, string> = {
  economy: 'Light on fuel and easy to park; Salik tag installed.',
  compact: 'Comfortable compact with room for four and their bags.',
  sedan: 'Quiet mid-size sedan for business trips and long drives.',
  suv: 'Roomy SUV for families, the mountains and the coast road.',
  luxury: 'Premium comfort with every option; delivery on request.',
  sports: 'A V8 for open roads. Minimum driver age 25.',
  van: 'Seats for the whole group and all the luggage.',
  pickup: 'Double cab with a load bed, for work and weekends away.',
};

/**
 * The demo rental fleet: nine branches of the demo merchant, in every emirate, and about sixty
 * cars across car types with drawn photos (front, side, cabin) and UAE market prices. Runs once,
 * on a fresh database.
 */
export async function seedRentals(
  { catalog, regions, uploads }: { catalog: CatalogService; regions: RegionsService; uploads: UploadsService },
  ctx: AppContext,
): Promise<void> {
  const actor = await demoActor(ctx, MERCHANT_MOBILE);
  if (!actor) return;
  if ((await fleetRepository.branchesOf(ctx.db, actor.userId)).length > 0) return;

  const start = ctx.clock.now().getTime();

  const branchIds = new Map<BranchKey, string>();
  for (const [i, b] of BRANCHES.entries()) {
    const city = await regions.requireCity(b.cityId);
    const row = await fleetRepository.insertBranch(ctx.db, {
      ownerId: actor.userId,
      name: b.name,
      cityId: city.cityId,
      emirateId: city.emirateId,
      address: b.address,
      lat: b.lat,
      lng: b.lng,
      createdAt: new Date(start - (BRANCHES.length - i) * 60_000),
    });
    branchIds.set(b.key, row.id);
  }
  const branchOf = (key: BranchKey) => branchIds.get(key) as string;

  const fleet = [...CARS, ...extraCars()];
  const bodies = await Promise.all(
    fleet.map(async (car) => (await catalog.models(car.seriesId).catch(() => []))[0]?.bodyType ?? 'sedan'),
  );
  // Front, side and cabin of each car, drawn two cars at a time; the cabin pictures are shared.
  const cabins = new Map<string, Promise<string>>();
  const photos = await mapLimit(fleet, 2, async (car, i) => {
    const backdrop = (['desert', 'showroom', 'dusk'] as const)[i % 3]!;
    const look: CarLook = { shape: shapeOfBody(bodies[i]!), paint: car.color, backdrop, variant: 500 + i };
    const ids = await storeCarPhotos(uploads, actor, look, ['front', 'side']);
    const cabinKey = `${i % 5}:${backdrop}`;
    if (!cabins.has(cabinKey)) {
      const cabinLook: CarLook = { shape: 'sedan', paint: '#808080', backdrop, variant: i % 5 };
      cabins.set(
        cabinKey,
        storeCarPhotos(uploads, actor, cabinLook, ['cabin']).then((c) => c[0]!),
      );
    }
    return [...ids, await cabins.get(cabinKey)!];
  });

  for (const [i, car] of fleet.entries()) {
    const resolved = await catalog.resolve({ brandId: car.brandId, seriesId: car.seriesId }).catch(() => null);
    if (!resolved) {
      ctx.log.warn({ seriesId: car.seriesId }, 'demo rental car skipped: not in the catalogue');
      continue;
    }
    const title = `${resolved.brandName} ${resolved.seriesName} ${car.year}`;
    const photoIds = photos[i]!;
    const first = BRANCHES.find((b) => b.key === car.pickup[0]) as (typeof BRANCHES)[number];
    const city = await regions.requireCity(first.cityId);
    const [daily, weekly, monthly, deposit] = car.prices.map((aed) => BigInt(aed) * 100n) as [
      bigint,
      bigint,
      bigint,
      bigint,
    ];
    // Older cars first, so the list's newest-first order starts with the last ones.
    const createdAt = new Date(start - (fleet.length - i) * 3_600_000);
    const row = await fleetRepository.insertCar(ctx.db, {
      ownerId: actor.userId,
      brandId: car.brandId,
      seriesId: car.seriesId,
      modelId: null,
      title,
      year: car.year,
      registrationDate: `${car.year}-02-01`,
      carType: car.carType,
      seats: car.seats,
      transmission: car.transmission ?? 'automatic',
      fuel: car.fuel ?? 'petrol',
      dailyPriceFils: daily,
      weeklyPriceFils: weekly,
      monthlyPriceFils: monthly,
      depositFils: deposit,
      mileageKmPerDay: car.kmPerDay,
      excessKmFils: BigInt(car.excessKmFils),
      features: car.features,
      description: car.description,
      photoUploadIds: photoIds,
      cityId: city.cityId,
      emirateId: city.emirateId,
      status: 'active',
      createdAt,
      updatedAt: createdAt,
    });
    await fleetRepository.setCarBranches(ctx.db, row.id, car.pickup.map(branchOf), car.return.map(branchOf));
  }
}
