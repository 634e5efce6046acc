/**
 * The demo merchant's shop: "Al Noor Motors", verified, at the Ras Al Khor auto market in Dubai,
 * with opening hours, a generated logo, a drawn showroom cover, and two sales consultants. Runs once, on an
 * empty database, after the demo users and before their listings.
 */
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { carPhotoSvg } from '../../db/seed/car-photos';
import type { Actor } from '../../lib/authz';
import type { UploadsService } from '../uploads/uploads.service';
import { demoActor } from '../users';
import { shopsRepository } from './shops.repository';

const MERCHANT_MOBILE = '+971500000002';

/** Saturday to Thursday 09:00-21:00; Friday after prayers, 16:00-22:00. */
const HOURS = [6, 0, 1, 2, 3, 4]
  .map((day) => ({ day, open: '09:00', close: '21:00' }))
  .concat({ day: 5, open: '16:00', close: '22:00' });

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#0b7285"/><stop offset="1" stop-color="#1864ab"/></linearGradient></defs>
  <rect width="512" height="512" rx="96" fill="url(#g)"/>
  <circle cx="256" cy="210" r="120" fill="none" stroke="#ffd43b" stroke-width="18"/>
  <text x="256" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="700"
    fill="#ffffff" text-anchor="middle">AN</text>
  <text x="256" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700"
    fill="#ffffff" text-anchor="middle" letter-spacing="4">AL NOOR</text>
</svg>`;
}

/** The cover: a drawn SUV in a showroom, wide, without any text. */
async function coverJpeg(): Promise<Buffer> {
  const svg = carPhotoSvg({ shape: 'suv', paint: '#eceef0', backdrop: 'showroom', variant: 11 }, 'front');
  return (
    sharp(Buffer.from(svg))
      .resize(900, 675)
      // The wall and floor only change from top to bottom: widening by copying the edges is seamless.
      .extend({ left: 150, right: 150, extendWith: 'copy' })
      .jpeg({ quality: 82 })
      .toBuffer()
  );
}

export async function seedShops({ uploads }: { uploads: UploadsService }, ctx: AppContext): Promise<void> {
  const merchant = await demoActor(ctx, MERCHANT_MOBILE);
  if (!merchant || (await shopsRepository.findByOwner(ctx.db, merchant.userId))) return;
  const actor: Actor = { ...merchant, merchantStatus: 'verified' };
  const logo = await uploads.upload(actor, {
    purpose: 'shop',
    data: await sharp(Buffer.from(logoSvg())).png().toBuffer(),
  });
  const cover = await uploads.upload(actor, {
    purpose: 'shop',
    data: await coverJpeg(),
  });
  const now = ctx.clock.now();
  const shop = await shopsRepository.insert(ctx.db, {
    ownerId: merchant.userId,
    name: 'Al Noor Motors',
    description:
      'Family-run dealer of inspected used cars since 2009: Land Cruisers, Patrols, Camrys and German SUVs. ' +
      'GCC specs, export paperwork and finance on request.',
    logoUploadId: logo.id,
    coverUploadId: cover.id,
    cityId: 'dubai-city',
    areaId: 'ras-al-khor',
    emirateId: 'dubai',
    address: 'Dubai Auto Market, Showroom 27, Ras Al Khor Industrial Area 3',
    lat: 25.1762,
    lng: 55.3788,
    hours: HOURS,
    tradeLicenceNo: 'DED-784120',
    phone: '+97143201234',
    whatsapp: MERCHANT_MOBILE,
    status: 'verified',
    verifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  for (const c of [
    { name: 'Ahmed Al Mansoori', mobile: '+971501234501', languages: ['ar', 'en', 'ur'] },
    { name: 'Priya Nair', mobile: '+971551234502', languages: ['en', 'hi', 'ml'] },
  ]) {
    await shopsRepository.insertConsultant(ctx.db, {
      shopId: shop.id,
      ...c,
      whatsapp: c.mobile,
      createdAt: now,
      updatedAt: now,
    });
  }
}
