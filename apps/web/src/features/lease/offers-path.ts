import { useLocation } from 'react-router';

/** Admins manage every lease offer in the admin area; a verified merchant manages their own under /merchant. */
export const ADMIN_OFFERS_PATH = '/admin/lease/offers';
export const MERCHANT_OFFERS_PATH = '/merchant/lease/offers';

/** The offers list the open page belongs to (the same pages serve both). */
export function useManagedOffersPath(): string {
  return useLocation().pathname.startsWith('/admin/') ? ADMIN_OFFERS_PATH : MERCHANT_OFFERS_PATH;
}
