import type { AppContext } from '../../context';

export type RegionsDeps = {};

/** Regions: emirates, cities, areas, hot cities; resolves a city id and the chosen-city filter. */
export class RegionsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: RegionsDeps,
  ) {}
}
