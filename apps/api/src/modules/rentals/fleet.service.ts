import type { AppContext } from '../../context';
import type { CatalogService } from '../catalog/catalog.service';
import type { RegionsService } from '../regions/regions.service';
import type { ShopsService } from '../shops/shops.service';
import type { UploadsService } from '../uploads/uploads.service';

export interface FleetDeps {
  catalog: CatalogService;
  regions: RegionsService;
  shops: ShopsService;
  uploads: UploadsService;
}

/** The rental fleet: branches, cars, availability search and quotes. */
export class FleetService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: FleetDeps,
  ) {}
}
