import { formatNumber } from '../../lib/format';
import { appLanguage } from '../../lib/i18n';

/** A number in the app's language (locale digits and grouping). */
export function num(value: number): string {
  return formatNumber(value, appLanguage());
}

/** OpenStreetMap at a point (no tiles are loaded by the app itself). */
export function mapUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** OpenStreetMap search for an address, when the shop gave no coordinates. */
export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
