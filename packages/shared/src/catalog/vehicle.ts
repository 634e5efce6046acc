/**
 * Vehicle vocabularies shared by the catalogue, listings and the rental fleet. Labels are
 * translation keys `catalog:body.<value>`, `catalog:fuel.<value>` and so on.
 */
export const BODY_TYPES = [
  'sedan',
  'suv',
  'hatchback',
  'coupe',
  'convertible',
  'pickup',
  'van',
  'wagon',
  'minivan',
  'bus',
  'truck',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const FUEL_TYPES = ['petrol', 'diesel', 'hybrid', 'plugin_hybrid', 'electric'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** Emission standard shown among a car's key facts (spec: car detail). */
export const EMISSION_STANDARDS = ['euro3', 'euro4', 'euro5', 'euro6', 'zero'] as const;
export type EmissionStandard = (typeof EMISSION_STANDARDS)[number];

/** Regional (import) spec of a car: GCC, US, Japan, EU or other (DOMAIN-NOTES: used cars). */
export const REGIONAL_SPECS = ['gcc', 'us', 'japan', 'eu', 'other'] as const;
export type RegionalSpec = (typeof REGIONAL_SPECS)[number];

export const COLOURS = [
  'white',
  'black',
  'silver',
  'grey',
  'blue',
  'red',
  'brown',
  'beige',
  'green',
  'gold',
  'yellow',
  'orange',
  'other',
] as const;
export type Colour = (typeof COLOURS)[number];

/** A name in each language the product speaks; English is always present. */
export type LocalizedNames = { en: string } & Partial<Record<'ar' | 'zh-CN' | 'zh-TW' | 'ja' | 'fr' | 'ru', string>>;

/** The name to show in a language, falling back to English. */
export function localizedName(names: LocalizedNames, language: string): string {
  return (names as Record<string, string | undefined>)[language] ?? names.en;
}
