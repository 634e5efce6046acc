import type { AppContext } from '../../context';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RegionsService } from '../regions/regions.service';
import type { UploadsService } from '../uploads/uploads.service';

export interface ShopsDeps {
  regions: RegionsService;
  uploads: UploadsService;
  notifications: NotificationsService;
}

/** Dealer shops: open, edit, verify, follow, consultants. */
export class ShopsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: ShopsDeps,
  ) {}
}
