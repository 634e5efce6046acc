import type { AppContext } from '../../context';
import type { CatalogService } from '../catalog/catalog.service';
import type { NotificationsService } from '../notifications/notifications.service';

export interface LeaseDeps {
  catalog: CatalogService;
  notifications: NotificationsService;
}

/** Long-term lease: car demands, lease offers, the admin's list of intents. */
export class LeaseService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: LeaseDeps,
  ) {}
}
