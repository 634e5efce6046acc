/**
 * Labels of the vehicle and listing vocabularies. Vehicle words (body, fuel, transmission, emission
 * standard, regional spec, colour) are the catalogue's; listing words (kind, status, condition,
 * accident history, seller type, sort, inspection) are this feature's.
 */
import type { TFunction } from 'i18next';

export type VehicleGroup = 'body' | 'fuel' | 'transmission' | 'emission' | 'regionalSpec' | 'colour';
export type ListingGroup =
  | 'kind'
  | 'status'
  | 'statusTab'
  | 'condition'
  | 'accident'
  | 'sellerType'
  | 'sort'
  | 'inspection.items'
  | 'inspection.results';

// biome-ignore lint/suspicious/noExplicitAny: any namespace's t
type AnyT = TFunction<any, any>;

export function vehicleLabel(t: AnyT, group: VehicleGroup, value: string): string {
  return t(`catalog:${group}.${value}`) as string;
}

export function listingLabel(t: AnyT, group: ListingGroup, value: string): string {
  return t(`listings:${group}.${value}`) as string;
}
