/**
 * The configuration list of a rental car ("GPS navigation", "Child seat on request"). A car stores
 * the code of each known feature, shown through `rentals:feature.<code>` in the reader's language;
 * anything else a merchant types stays as written (their own words, like a description).
 */
export const RENTAL_FEATURES = [
  'bluetooth',
  'rearCamera',
  'camera360',
  'parkingSensors',
  'cruiseControl',
  'usbCharging',
  'appleCarPlay',
  'androidAuto',
  'gpsNavigation',
  'keylessEntry',
  'leatherSeats',
  'ventilatedSeats',
  'sunroof',
  'childSeat',
] as const;

export type RentalFeature = (typeof RENTAL_FEATURES)[number];

/** English names cars were saved with before features had codes (older rows, typed text): code by folded name. */
const LEGACY_NAMES: Record<string, RentalFeature> = {
  bluetooth: 'bluetooth',
  rearcamera: 'rearCamera',
  reversingcamera: 'rearCamera',
  '360camera': 'camera360',
  parkingsensors: 'parkingSensors',
  cruisecontrol: 'cruiseControl',
  usbcharging: 'usbCharging',
  applecarplay: 'appleCarPlay',
  carplay: 'appleCarPlay',
  androidauto: 'androidAuto',
  gps: 'gpsNavigation',
  gpsnavigation: 'gpsNavigation',
  navigation: 'gpsNavigation',
  keylessentry: 'keylessEntry',
  leatherseats: 'leatherSeats',
  ventilatedseats: 'ventilatedSeats',
  sunroof: 'sunroof',
  childseat: 'childSeat',
  childseatonrequest: 'childSeat',
};

const fold = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

export function isRentalFeature(value: unknown): value is RentalFeature {
  return typeof value === 'string' && (RENTAL_FEATURES as readonly string[]).includes(value);
}

/** The known feature a stored value names (its code, or an older English name), else null. */
export function rentalFeatureOf(value: string): RentalFeature | null {
  if (isRentalFeature(value)) return value;
  return LEGACY_NAMES[fold(value)] ?? null;
}
