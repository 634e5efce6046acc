/** What other features use from regions: the selected city, the city picker and chip, region names. */
export { CityChip } from './components/CityChip';
export { CityPickerField } from './components/CityPickerField';
export { regionLabel, useRegionIndex } from './region-index';
export { safeReturnPath } from './return-path';
export { useCityKey, useSelectedCity } from './selected-city';
