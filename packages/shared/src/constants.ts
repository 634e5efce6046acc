/** Business constants from the spec (section 9); figures that may change live in server config. */
export const APP_VERSION = '1.0.63';
export const REQUEST_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 1_200_000;
export const SLOW_REQUEST_FIRST_HINT_MS = 2_000;
export const SLOW_REQUEST_REPEAT_MS = 5_000;
export const SMS_CODE_LENGTH = 6;
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_MAX_WRONG_TRIES = 5;
/** Codes a number may receive per hour, counted per purpose. */
export const SMS_MAX_PER_HOUR = 5;
export const BADGE_MAX = 999;
export const WIDESCREEN_MIN_WIDTH = 960;
export const DOUBLE_BACK_EXIT_MS = 1_000;
export const WHATSAPP_FALLBACK_MS = 2_000;
export const TEXTAREA_MAX = 140;
export const UPLOAD_MAX_IMAGES = 52;
export const ALBUM_MAX_IMAGES = 9;
export const NOTIFICATIONS_MAX = 1000;
export const PASSWORD_MIN_LENGTH = 8;

/** `finance`: an admin who pays withdrawals out (sees the full bank details of a payout). */
export const ROLES = ['user', 'merchant', 'appraiser', 'host', 'consultant', 'admin', 'finance'] as const;
export type Role = (typeof ROLES)[number];

export const MERCHANT_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

/** Badge text: "999+" above the maximum, nothing at zero. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/**
 * Whether live auctions are open to users. Until they were, what only pays off at an auction (the
 * VIP discount on auction deposits) was sold as starting "from the day auctions open". Auctions
 * shipped (earnest money applies the VIP rate), so the discount is sold as a benefit of today.
 */
export const AUCTIONS_OPEN: boolean = true;
