import { RENTAL_FEATURES, type RentalFeature, rentalFeatureOf } from '@souq/shared';
import type { TFunction } from 'i18next';

type T = TFunction<'rentals'>;

/** A stored feature as the reader's language says it: known features by key, a merchant's own words as written. */
export function featureLabel(t: T, value: string): string {
  const code = rentalFeatureOf(value);
  return code ? t(`feature.${code}`) : value;
}

/** The known features' names in the app's language, for suggestions in the car form. */
export function featureSuggestions(t: T): string[] {
  return RENTAL_FEATURES.map((code) => t(`feature.${code}`));
}

/**
 * What the form shows (names in the app's language) back to what a car stores: a known feature's
 * code, whichever language (or older English name) it was picked or typed in; other text as typed.
 */
export function featureValue(t: T, label: string): string {
  const trimmed = label.trim();
  const byName = RENTAL_FEATURES.find(
    (code: RentalFeature) => t(`feature.${code}`).toLowerCase() === trimmed.toLowerCase(),
  );
  return byName ?? rentalFeatureOf(trimmed) ?? trimmed;
}
