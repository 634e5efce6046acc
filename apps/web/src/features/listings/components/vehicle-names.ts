import { useSeries } from '../../catalog';

/** The names of a brand and a series, for chips and titles (the catalogue's cached reference data). */
export function useVehicleNames(brandId?: string, seriesId?: string): { brand?: string; series?: string } {
  const data = useSeries(brandId).data;
  return { brand: data?.brand.name, series: data?.items.find((s) => s.id === seriesId)?.name };
}
