import type { AppContext } from '../../context';
import type { CatalogService } from '../catalog/catalog.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RegionsService } from '../regions/regions.service';
import type { ShopsService } from '../shops/shops.service';
import type { UploadsService } from '../uploads/uploads.service';

export interface ListingsDeps {
  catalog: CatalogService;
  regions: RegionsService;
  shops: ShopsService;
  uploads: UploadsService;
  notifications: NotificationsService;
}

/** Cars for sale: publish, edit, review, search, favourites, history. */
export class ListingsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: ListingsDeps,
  ) {}
}
