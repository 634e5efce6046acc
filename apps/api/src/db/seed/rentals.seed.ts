import type { FuelType, RentalCarType, RentalFeature, Transmission } from '@souq/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/authz';
import { CatalogService } from '../../modules/catalog/catalog.service';
import { RegionsService } from '../../modules/regions/regions.service';
import { fleetRepository } from '../../modules/rentals/fleet.repository';
import { UploadsService } from '../../modules/uploads/uploads.service';
import { users } from '../../modules/users/users.tables';

/** The demo merchant of seed.ts (Al Noor Motors) runs the demo rental fleet. */
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
  /** Body colour of the generated photos. */
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
    color: '#e6e8ec',
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
    color: '#c0392b',
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
    color: '#f1c40f',
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
    color: '#2e86de',
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
    color: '#7f8c8d',
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
    color: '#1b1f24',
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
    color: '#8e44ad',
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
    color: '#16a085',
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
    color: '#f5f6f7',
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
    color: '#34495e',
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
    color: '#0b0c0e',
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
    color: '#5d6d7e',
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
    color: '#e67e22',
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
    color: '#d4ac0d',
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
    color: '#ecf0f1',
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
    color: '#a04000',
  },
];

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/** A side view of a car on a backdrop, drawn as SVG: body colour and shape by car type. */
function carSvg(car: DemoCar, title: string, variant: 0 | 1): string {
  const sky = variant === 0 ? ['#fdf2e0', '#f6c98f'] : ['#1d2b53', '#3f5e96'];
  const ground = variant === 0 ? '#e2c290' : '#2c3440';
  const tall = ['suv', 'van', 'pickup'].includes(car.carType);
  const low = car.carType === 'sports';
  const roofY = tall ? 250 : low ? 300 : 280;
  // Cabin outline [top left, top right, bottom right, bottom left] and its window, inset.
  const [tl, tr, br, bl] =
    car.carType === 'van'
      ? [250, 880, 930, 210]
      : car.carType === 'pickup'
        ? [330, 600, 650, 300]
        : tall
          ? [330, 720, 800, 290]
          : [360, 690, 790, 300];
  const cabin = `M${tl} ${roofY} L${tr} ${roofY} L${br} 360 L${bl} 360 Z`;
  const glass = `M${tl + 20} ${roofY + 18} L${tr - 15} ${roofY + 18} L${br - 35} 350 L${bl + 30} 350 Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#s)"/>
  <rect y="560" width="1200" height="240" fill="${ground}"/>
  <g transform="translate(60 60)">
    <path d="${cabin}" fill="${car.color}" stroke="#222" stroke-width="6"/>
    <path d="${glass}" fill="#9ec9e8" opacity="0.85"/>
    <rect x="140" y="350" width="820" height="${tall ? 150 : 120}" rx="50" fill="${car.color}" stroke="#222" stroke-width="6"/>
    <circle cx="310" cy="${tall ? 500 : 470}" r="72" fill="#1c1c1c"/><circle cx="310" cy="${tall ? 500 : 470}" r="34" fill="#bfc5cc"/>
    <circle cx="790" cy="${tall ? 500 : 470}" r="72" fill="#1c1c1c"/><circle cx="790" cy="${tall ? 500 : 470}" r="34" fill="#bfc5cc"/>
    <rect x="930" y="380" width="30" height="26" rx="6" fill="#ffd86b"/>
    <rect x="140" y="385" width="24" height="22" rx="6" fill="#e74c3c"/>
  </g>
  <text x="600" y="720" font-family="DejaVu Sans, Arial, sans-serif" font-size="54" font-weight="700" text-anchor="middle" fill="${variant === 0 ? '#3b2a14' : '#f0f3f8'}">${escapeXml(title)}</text>
</svg>`;
}

/**
 * The demo rental fleet: three branches of the demo merchant and about sixteen cars across car
 * types with generated photos and UAE market prices. Runs once, on a fresh database.
 */
export async function seedRentals(ctx: AppContext): Promise<void> {
  const [merchant] = await ctx.db.select().from(users).where(eq(users.mobile, MERCHANT_MOBILE));
  if (!merchant) return;
  if ((await fleetRepository.branchesOf(ctx.db, merchant.id)).length > 0) return;

  const regions = new RegionsService(ctx, {});
  const catalog = new CatalogService(ctx, { regions });
  const uploads = new UploadsService(ctx);
  const actor: Actor = {
    userId: merchant.id,
    sessionId: 'seed',
    roles: merchant.roles,
    merchantStatus: merchant.merchantStatus,
  };
  const start = ctx.clock.now().getTime();

  const branchIds = new Map<BranchKey, string>();
  for (const [i, b] of BRANCHES.entries()) {
    const city = await regions.requireCity(b.cityId);
    const row = await fleetRepository.insertBranch(ctx.db, {
      ownerId: merchant.id,
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

  for (const [i, car] of CARS.entries()) {
    const resolved = await catalog.resolve({ brandId: car.brandId, seriesId: car.seriesId }).catch(() => null);
    if (!resolved) {
      ctx.log.warn({ seriesId: car.seriesId }, 'demo rental car skipped: not in the catalogue');
      continue;
    }
    const title = `${resolved.brandName} ${resolved.seriesName} ${car.year}`;
    const photoIds: string[] = [];
    for (const variant of [0, 1] as const) {
      const data = await sharp(Buffer.from(carSvg(car, title, variant)))
        .jpeg({ quality: 82 })
        .toBuffer();
      photoIds.push((await uploads.upload(actor, { purpose: 'car', data })).id);
    }
    const first = BRANCHES.find((b) => b.key === car.pickup[0]) as (typeof BRANCHES)[number];
    const city = await regions.requireCity(first.cityId);
    const [daily, weekly, monthly, deposit] = car.prices.map((aed) => BigInt(aed) * 100n) as [
      bigint,
      bigint,
      bigint,
      bigint,
    ];
    // Older cars first, so the list's newest-first order starts with the last ones.
    const createdAt = new Date(start - (CARS.length - i) * 3_600_000);
    const row = await fleetRepository.insertCar(ctx.db, {
      ownerId: merchant.id,
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
