import type { AppContext } from '../../context';
import type { RegionsService } from '../regions/regions.service';

export interface CatalogDeps {
  regions: RegionsService;
}

/** The vehicle catalogue: brands, series, models; checks that a brand, series and model belong together. */
export class CatalogService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: CatalogDeps,
  ) {}
}
