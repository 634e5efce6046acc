import { safeRedirect } from '../../lib/navigation';

/**
 * Where to go after saving a new driver: back to the page that asked (`?return=`, e.g. the order
 * confirm page) with the new driver's id, so it comes back chosen; otherwise the drivers list.
 */
export function afterDriverSaved(returnTo: string | null, driverId: string): string {
  const target = safeRedirect(returnTo, '');
  if (!target) return '/me/drivers';
  return `${target}${target.includes('?') ? '&' : '?'}addedDriver=${encodeURIComponent(driverId)}`;
}
