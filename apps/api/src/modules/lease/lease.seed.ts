/**
 * Demo lease offers (longtermList type=2): eight cars with generated photos and monthly rents in
 * line with what UAE lease desks advertised in 2025 (a Nissan Sunny from AED 1,299 a month over
 * three years, a Land Cruiser from AED 7,499). Runs once, on an empty database, after the demo users.
 */
import sharp from 'sharp';
import type { AppContext } from '../../context';
import type { UploadsService } from '../uploads/uploads.service';
import { demoActor } from '../users';
import { leaseRepository } from './lease.repository';

interface SeedOffer {
  owner: 'admin' | 'merchant';
  brandId: string;
  seriesId: string;
  label: string;
  body: 'sedan' | 'suv';
  colours: [string, string];
  year: number;
  priceAed: number;
  terms: [months: number, monthlyAed: number][];
  minDownPaymentPct: number;
  mileageKmPerMonth: number;
  annualRateBp: number;
  balloonPct: number | null;
  cityId: string;
  emirateId: string;
  features: string[];
  description: string;
}

const OFFERS: SeedOffer[] = [
  {
    owner: 'merchant',
    brandId: 'nissan',
    seriesId: 'nissan-sunny',
    label: 'Nissan Sunny',
    body: 'sedan',
    colours: ['#e9ecef', '#868e96'],
    year: 2025,
    priceAed: 62_000,
    terms: [
      [1, 1_799],
      [12, 1_399],
      [24, 1_349],
      [36, 1_299],
    ],
    minDownPaymentPct: 10,
    mileageKmPerMonth: 2_500,
    annualRateBp: 499,
    balloonPct: 30,
    cityId: 'dubai-city',
    emirateId: 'dubai',
    features: ['Comprehensive insurance', 'Scheduled maintenance', 'Registration', 'Roadside assistance'],
    description: 'Economical city sedan, automatic, GCC spec. Ideal for daily commuting in Dubai.',
  },
  {
    owner: 'merchant',
    brandId: 'toyota',
    seriesId: 'toyota-camry',
    label: 'Toyota Camry',
    body: 'sedan',
    colours: ['#1c7ed6', '#0b3d91'],
    year: 2025,
    priceAed: 115_000,
    terms: [
      [12, 2_499],
      [24, 2_299],
      [36, 2_199],
    ],
    minDownPaymentPct: 10,
    mileageKmPerMonth: 3_000,
    annualRateBp: 399,
    balloonPct: 35,
    cityId: 'dubai-city',
    emirateId: 'dubai',
    features: ['Comprehensive insurance', 'Scheduled maintenance', 'Replacement car', 'Salik tag'],
    description: 'Spacious mid-size sedan with adaptive cruise control and Apple CarPlay.',
  },
  {
    owner: 'admin',
    brandId: 'hyundai',
    seriesId: 'hyundai-elantra',
    label: 'Hyundai Elantra',
    body: 'sedan',
    colours: ['#f03e3e', '#862e2e'],
    year: 2024,
    priceAed: 75_000,
    terms: [
      [1, 2_099],
      [12, 1_599],
      [24, 1_499],
    ],
    minDownPaymentPct: 10,
    mileageKmPerMonth: 2_500,
    annualRateBp: 449,
    balloonPct: null,
    cityId: 'sharjah-city',
    emirateId: 'sharjah',
    features: ['Comprehensive insurance', 'Scheduled maintenance', 'Registration'],
    description: 'Comfortable compact sedan; monthly plans from one month, no hidden fees.',
  },
  {
    owner: 'admin',
    brandId: 'kia',
    seriesId: 'kia-sportage',
    label: 'Kia Sportage',
    body: 'suv',
    colours: ['#37b24d', '#1b5e20'],
    year: 2025,
    priceAed: 105_000,
    terms: [
      [12, 2_299],
      [24, 2_149],
      [36, 1_999],
    ],
    minDownPaymentPct: 15,
    mileageKmPerMonth: 3_000,
    annualRateBp: 425,
    balloonPct: 30,
    cityId: 'abu-dhabi-city',
    emirateId: 'abu-dhabi',
    features: ['Comprehensive insurance', 'Scheduled maintenance', 'Roadside assistance', 'Tyres'],
    description: 'Compact SUV with a panoramic roof; lease-to-own with a 30% final payment.',
  },
  {
    owner: 'merchant',
    brandId: 'nissan',
    seriesId: 'nissan-x-trail',
    label: 'Nissan X-Trail',
    body: 'suv',
    colours: ['#495057', '#212529'],
    year: 2024,
    priceAed: 110_000,
    terms: [
      [6, 2_799],
      [12, 2_399],
      [24, 2_249],
    ],
    minDownPaymentPct: 10,
    mileageKmPerMonth: 3_000,
    annualRateBp: 475,
    balloonPct: null,
    cityId: 'dubai-city',
    emirateId: 'dubai',
    features: ['Comprehensive insurance', 'Scheduled maintenance', '7 seats'],
    description: 'Seven-seat family SUV, delivered to your door after the down payment.',
  },
  {
    owner: 'admin',
    brandId: 'mg',
    seriesId: 'mg-zs',
    label: 'MG ZS',
    body: 'suv',
    colours: ['#f76707', '#a23b00'],
    year: 2025,
    priceAed: 68_000,
    terms: [
      [1, 1_899],
      [12, 1_449],
      [24, 1_349],
      [36, 1_249],
    ],
    minDownPaymentPct: 10,
    mileageKmPerMonth: 2_500,
    annualRateBp: 525,
    balloonPct: 25,
    cityId: 'al-ain',
    emirateId: 'abu-dhabi',
    features: ['Comprehensive insurance', 'Scheduled maintenance', 'Registration'],
    description: 'Small SUV with a big boot; open to non-residents with an international licence.',
  },
  {
    owner: 'merchant',
    brandId: 'toyota',
    seriesId: 'toyota-land-cruiser',
    label: 'Toyota Land Cruiser',
    body: 'suv',
    colours: ['#f8f9fa', '#adb5bd'],
    year: 2025,
    priceAed: 330_000,
    terms: [
      [12, 8_999],
      [24, 7_999],
      [36, 7_499],
    ],
    minDownPaymentPct: 20,
    mileageKmPerMonth: 3_500,
    annualRateBp: 349,
    balloonPct: 40,
    cityId: 'dubai-city',
    emirateId: 'dubai',
    features: ['Comprehensive insurance', 'Scheduled maintenance', 'Replacement car', 'Off-road kit'],
    description: 'GXR twin-turbo V6, GCC spec; lease it for up to three years or own it at the end.',
  },
  {
    owner: 'merchant',
    brandId: 'mercedes-benz',
    seriesId: 'mercedes-benz-g-class',
    label: 'Mercedes-Benz G-Class',
    body: 'suv',
    colours: ['#343a40', '#000000'],
    year: 2024,
    priceAed: 780_000,
    terms: [
      [12, 19_999],
      [24, 17_999],
    ],
    minDownPaymentPct: 25,
    mileageKmPerMonth: 2_000,
    annualRateBp: 399,
    balloonPct: null,
    cityId: 'dubai-city',
    emirateId: 'dubai',
    features: ['Comprehensive insurance', 'Scheduled maintenance', 'Chauffeur on request'],
    description: 'G 63 AMG for a long-term lease with maintenance and insurance included.',
  },
];

/** A flat illustration of a car on a gradient, as a JPEG (no external images needed). */
async function carPhoto(offer: SeedOffer, angle: 0 | 1): Promise<Buffer> {
  const [a, b] = offer.colours;
  const sky = angle === 0 ? ['#4dabf7', '#d0ebff'] : ['#ffa94d', '#ffe8cc'];
  const suv = offer.body === 'suv';
  const roof = suv ? 'M300 330 L380 230 L820 230 L900 330 Z' : 'M320 340 L430 250 L760 250 L880 340 Z';
  const bodyTop = suv ? 320 : 335;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750" viewBox="0 0 1200 750">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
  </defs>
  <rect width="1200" height="750" fill="url(#sky)"/>
  <ellipse cx="${angle === 0 ? 980 : 220}" cy="140" rx="70" ry="70" fill="#fff3bf" opacity="0.9"/>
  <path d="M0 520 Q300 470 600 510 T1200 500 L1200 750 L0 750 Z" fill="#e9c46a"/>
  <path d="M0 600 L1200 600 L1200 750 L0 750 Z" fill="#495057"/>
  <g transform="${angle === 0 ? '' : 'translate(1200 0) scale(-1 1)'}">
    <path d="${roof}" fill="url(#paint)" stroke="#212529" stroke-width="6"/>
    <path d="${suv ? 'M400 245 L480 245 L480 320 L340 320 Z M500 245 L800 245 L860 320 L500 320 Z' : 'M445 262 L590 262 L590 330 L370 330 Z M610 262 L750 262 L840 330 L610 330 Z'}" fill="#a5d8ff" opacity="0.9"/>
    <rect x="200" y="${bodyTop}" width="800" height="${suv ? 170 : 140}" rx="50" fill="url(#paint)" stroke="#212529" stroke-width="6"/>
    <rect x="930" y="${bodyTop + 40}" width="60" height="26" rx="8" fill="#fff3bf"/>
    <rect x="210" y="${bodyTop + 40}" width="40" height="22" rx="8" fill="#ff8787"/>
    <circle cx="360" cy="${suv ? 500 : 485}" r="${suv ? 78 : 68}" fill="#212529"/>
    <circle cx="360" cy="${suv ? 500 : 485}" r="${suv ? 38 : 32}" fill="#ced4da"/>
    <circle cx="840" cy="${suv ? 500 : 485}" r="${suv ? 78 : 68}" fill="#212529"/>
    <circle cx="840" cy="${suv ? 500 : 485}" r="${suv ? 38 : 32}" fill="#ced4da"/>
  </g>
  <rect x="40" y="650" width="${60 + (offer.label.length + 5) * 25}" height="70" rx="14" fill="#000" opacity="0.55"/>
  <text x="70" y="698" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="#fff">${offer.label} ${offer.year}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Seeds the demo lease offers once; does nothing when offers exist or the demo users are missing. */
export async function seedLease({ uploads }: { uploads: UploadsService }, ctx: AppContext): Promise<void> {
  if ((await leaseRepository.countOffers(ctx.db)) > 0) return;
  const [admin, merchant] = await Promise.all([demoActor(ctx, '+971500000001'), demoActor(ctx, '+971500000002')]);
  if (!admin || !merchant) return;
  const actors = {
    admin: { ...admin, merchantStatus: 'none' as const },
    merchant: { ...merchant, merchantStatus: 'verified' as const },
  };
  const now = ctx.clock.now().getTime();

  for (const [i, offer] of OFFERS.entries()) {
    const actor = actors[offer.owner];
    const photoIds: string[] = [];
    for (const angle of [0, 1] as const) {
      const photo = await uploads.upload(actor, { purpose: 'car', data: await carPhoto(offer, angle) });
      photoIds.push(photo.id);
    }
    const terms = offer.terms.map(([months, monthlyAed]) => ({ months, monthlyFils: String(monthlyAed * 100) }));
    // Newest first in the list: the first offer is the most recent.
    const at = new Date(now - i * 60_000);
    await leaseRepository.insertOffer(ctx.db, {
      ownerId: actor.userId,
      brandId: offer.brandId,
      seriesId: offer.seriesId,
      year: offer.year,
      priceFils: BigInt(offer.priceAed) * 100n,
      terms,
      fromMonthlyFils: BigInt(Math.min(...offer.terms.map(([, m]) => m))) * 100n,
      minDownPaymentPct: offer.minDownPaymentPct,
      mileageKmPerMonth: offer.mileageKmPerMonth,
      annualRateBp: offer.annualRateBp,
      leaseToOwn: offer.balloonPct !== null,
      balloonPct: offer.balloonPct ?? 0,
      features: offer.features,
      description: offer.description,
      photoUploadIds: photoIds,
      cityId: offer.cityId,
      emirateId: offer.emirateId,
      status: 'active',
      createdAt: at,
      updatedAt: at,
    });
  }
}
