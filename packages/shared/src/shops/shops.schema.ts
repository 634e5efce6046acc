import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope';
import { DEFAULT_TIME_ZONE } from '../time';
import { mobileSchema, normalizeMobile, textSchema } from '../validation';

/**
 * Dealer shops (spec: carshop, dianpu, xiugaishop, gzshop, dianpuguanli, saleList). The statuses
 * are shared with the listings' review rule: only a verified shop's cars skip review.
 */
export const SHOP_STATUSES = ['pending', 'verified', 'rejected', 'suspended'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];
/** Shops anyone may find and open; rejected and suspended shops only their owner and admins. */
export const PUBLIC_SHOP_STATUSES: readonly ShopStatus[] = ['pending', 'verified'];

export const SHOP_NAME_MAX = 60;
export const SHOP_DESCRIPTION_MAX = 1000;
export const SHOP_ADDRESS_MAX = 200;
export const SHOP_REASON_MAX = 200;
export const SHOP_CONSULTANTS_MAX = 20;
export const SHOP_SORTS = ['followers', 'newest'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

// ---- opening hours and "open now" ----

/** 0 = Sunday … 6 = Saturday (as Date#getDay); the UAE week starts on Monday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** One weekday's hours, "HH:mm" in Dubai time. `close` may be "24:00"; a close before open runs past midnight. */
export const shopHoursEntrySchema = z
  .object({
    day: z.number().int().min(0).max(6),
    open: z.string().regex(HHMM, { error: 'validation:timeOfDay' }),
    close: z.string().refine((v) => HHMM.test(v) || v === '24:00', { error: 'validation:timeOfDay' }),
  })
  .refine((h) => h.open !== h.close, { error: 'validation:hoursOrder', path: ['close'] });
export type ShopHoursEntry = z.infer<typeof shopHoursEntrySchema>;

/** Days without an entry are closed; at most one entry per day. */
export const shopHoursSchema = z
  .array(shopHoursEntrySchema)
  .max(7)
  .refine((list) => new Set(list.map((h) => h.day)).size === list.length, { error: 'validation:invalid' });
export type ShopHours = z.infer<typeof shopHoursSchema>;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Weekday (0 = Sunday) and minutes since midnight of an instant in a time zone. */
export function localDayAndMinutes(at: Date, timeZone: string = DEFAULT_TIME_ZONE): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

/**
 * Whether a shop is open at an instant, by its weekly hours in Dubai time. An entry whose close
 * is before its open runs past midnight into the next day; "24:00" closes at midnight.
 */
export function isOpenAt(hours: readonly ShopHoursEntry[], at: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const { day, minutes } = localDayAndMinutes(at, timeZone);
  const yesterday = (day + 6) % 7;
  return hours.some((h) => {
    const open = minutesOf(h.open);
    const close = minutesOf(h.close);
    if (close > open) return h.day === day && minutes >= open && minutes < close;
    // Past midnight: the evening part today, the early-morning part on the next day.
    return (h.day === day && minutes >= open) || (h.day === yesterday && minutes < close);
  });
}

/** The hours of a weekday, or null when closed that day. */
export function hoursOfDay(hours: readonly ShopHoursEntry[], day: number): ShopHoursEntry | null {
  return hours.find((h) => h.day === day) ?? null;
}

// ---- phone numbers ----

/** UAE landline (+971 2/3/4/6/7/9 and 7 digits), or a mobile; null when neither. */
export function normalizeShopPhone(value: string): string | null {
  const mobile = normalizeMobile(value);
  if (mobile) return mobile;
  const v = value.replace(/[\s\-().]/g, '');
  const landline = /^(?:\+971|00971|0)([234679]\d{7})$/.exec(v);
  if (landline) return `+971${landline[1]}`;
  // Toll-free and shared-cost numbers: 800 / 600 and 5 to 7 more digits.
  if (/^(?:800|600)\d{5,7}$/.test(v)) return v;
  return null;
}

export const shopPhoneSchema = z
  .string({ error: 'validation:required' })
  .trim()
  .min(1, { error: 'validation:required' })
  .refine((v) => normalizeShopPhone(v) !== null, { error: 'validation:phone' })
  .transform((v) => normalizeShopPhone(v) as string);

const text = (min: number, max: number, multiline = false) => textSchema({ min, max, multiline });

const optionalText = (max: number) =>
  textSchema({ max, multiline: true })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const optionalMobile = z
  .union([z.literal(''), mobileSchema])
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

// ---- requests ----

export const openShopBody = z.object({
  name: text(2, SHOP_NAME_MAX),
  description: optionalText(SHOP_DESCRIPTION_MAX),
  logoUploadId: z.uuid().nullable().optional(),
  coverUploadId: z.uuid().nullable().optional(),
  /** A city or an area id (GET /api/regions). */
  cityId: text(1, 80),
  address: text(3, SHOP_ADDRESS_MAX),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
  hours: shopHoursSchema.default([]),
  tradeLicenceNo: text(3, 40).refine((v) => /^[\p{L}\p{N}][\p{L}\p{N}/ -]*$/u.test(v), {
    error: 'validation:pattern',
  }),
  /** Private upload (purpose `licence`): seen only by the owner and admins. */
  tradeLicenceUploadId: z.uuid().nullable().optional(),
  phone: shopPhoneSchema,
  whatsapp: optionalMobile,
});
export type OpenShopBody = z.input<typeof openShopBody>;

/** Only what is sent changes. Changing the trade licence of a verified shop sends it back to review. */
export const updateShopBody = openShopBody.partial().extend({
  hours: shopHoursSchema.optional(),
});
export type UpdateShopBody = z.input<typeof updateShopBody>;

export const shopListQuery = pageQuerySchema.extend({
  q: textSchema({ max: 60 }).optional(),
  sort: z.enum(SHOP_SORTS).default('followers'),
});
export type ShopListQuery = z.input<typeof shopListQuery>;

export const adminShopListQuery = pageQuerySchema.extend({
  status: z.enum(SHOP_STATUSES).optional(),
  q: textSchema({ max: 60 }).optional(),
});

export const shopReasonBody = z.object({ reason: text(1, SHOP_REASON_MAX, true) });

/** Languages a sales consultant may speak (ISO 639-1), labelled `shops:languages.<code>`. */
export const CONSULTANT_LANGUAGES = ['ar', 'en', 'hi', 'ur', 'fa', 'ru', 'zh', 'fr', 'tl', 'ml', 'bn', 'ta'] as const;
export type ConsultantLanguage = (typeof CONSULTANT_LANGUAGES)[number];

export const consultantBody = z.object({
  name: text(1, 60),
  mobile: mobileSchema,
  whatsapp: optionalMobile,
  photoUploadId: z.uuid().nullable().optional(),
  languages: z
    .array(z.enum(CONSULTANT_LANGUAGES))
    .max(CONSULTANT_LANGUAGES.length)
    .default([])
    .transform((list) => [...new Set(list)]),
});
export type ConsultantBody = z.input<typeof consultantBody>;
export const updateConsultantBody = consultantBody.partial();

// ---- responses ----

export const consultantSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  whatsapp: z.string().nullable(),
  photoUrl: z.string().nullable(),
  photoUploadId: z.string().nullable(),
  languages: z.array(z.enum(CONSULTANT_LANGUAGES)),
});
export type Consultant = z.infer<typeof consultantSchema>;

/** A shop in lists (carshop search, followed shops). */
export const shopSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  status: z.enum(SHOP_STATUSES),
  verified: z.boolean(),
  /** The city (city level) and, when the owner picked one, the area within it. */
  cityId: z.string(),
  areaId: z.string().nullable(),
  /** "Ras Al Khor, Dubai" or the city's name. */
  cityName: z.string().nullable(),
  emirateId: z.string(),
  followersCount: z.number().int(),
  /** Cars on sale. */
  carsCount: z.number().int(),
  createdAt: z.string(),
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

/** The shop page (dianpu). */
export const shopDetailSchema = shopSummarySchema.extend({
  description: z.string().nullable(),
  coverUrl: z.string().nullable(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  hours: z.array(z.object({ day: z.number().int(), open: z.string(), close: z.string() })),
  /** Computed by the server clock in Dubai time. */
  openNow: z.boolean(),
  phone: z.string(),
  whatsapp: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  isFollowing: z.boolean(),
  isOwner: z.boolean(),
  consultants: z.array(consultantSchema),
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;

/** The owner's (and an admin's) view: review state, the private licence and the upload ids for editing. */
export const ownShopSchema = shopDetailSchema.extend({
  rejectReason: z.string().nullable(),
  tradeLicenceNo: z.string(),
  tradeLicenceUploadId: z.string().nullable(),
  /** Short-lived signed URL of the private licence image. */
  tradeLicenceUrl: z.string().nullable(),
  logoUploadId: z.string().nullable(),
  coverUploadId: z.string().nullable(),
  updatedAt: z.string(),
});
export type OwnShop = z.infer<typeof ownShopSchema>;

export const myShopResponse = z.object({ shop: ownShopSchema.nullable() });
export type MyShopResponse = z.infer<typeof myShopResponse>;

export const adminShopSchema = ownShopSchema.extend({
  owner: z.object({ id: z.string(), nickname: z.string().nullable(), mobile: z.string().nullable() }),
});
export type AdminShop = z.infer<typeof adminShopSchema>;

export const shopPageResponse = pageSchema(shopSummarySchema);
export type ShopPage = z.infer<typeof shopPageResponse>;
export const followedShopSchema = shopSummarySchema.extend({ followedAt: z.string() });
export type FollowedShop = z.infer<typeof followedShopSchema>;
export const followedShopPageResponse = pageSchema(followedShopSchema);
export type FollowedShopPage = z.infer<typeof followedShopPageResponse>;
export const adminShopPageResponse = pageSchema(adminShopSchema);
export type AdminShopPage = z.infer<typeof adminShopPageResponse>;

export const followResponse = z.object({ following: z.boolean(), followersCount: z.number().int() });
export type FollowResponse = z.infer<typeof followResponse>;

export const consultantListResponse = z.object({ items: z.array(consultantSchema) });
export type ConsultantList = z.infer<typeof consultantListResponse>;
