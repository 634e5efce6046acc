/** What other features use from catalog: brands, series and models, their pickers and the banner carousel. */
export { useBrands } from './api/get-brands';
export { getModels } from './api/get-models';
export { useSeries } from './api/get-series';
export { BannerCarousel } from './components/BannerCarousel';
export { BrandLogo } from './components/BrandLogo';
export { VehiclePickerField, type VehicleValue } from './components/VehiclePickerField';
