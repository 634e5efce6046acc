import type { AppContext } from './context';
import { AppService } from './modules/app/app.service';
import { AuthService } from './modules/auth/auth.service';
import { SmsCodeService } from './modules/auth/sms-codes.service';
import { CatalogService } from './modules/catalog/catalog.service';
import { DepositsService } from './modules/deposits/deposits.service';
import { LeaseService } from './modules/lease/lease.service';
import { ListingsService } from './modules/listings/listings.service';
import { NotificationsService } from './modules/notifications/notifications.service';
import { PaymentsService } from './modules/payments/payments.service';
import { RegionsService } from './modules/regions/regions.service';
import { BookingsService } from './modules/rentals/bookings.service';
import { ClaimsService } from './modules/rentals/claims.service';
import { DriversService } from './modules/rentals/drivers.service';
import { FleetService } from './modules/rentals/fleet.service';
import { type ShopCarCounts, ShopsService } from './modules/shops/shops.service';
import { UploadsService } from './modules/uploads/uploads.service';
import { AdminUsersService } from './modules/users/admin-users.service';
import { UsersService } from './modules/users/users.service';
import { VipService } from './modules/vip/vip.service';
import { LedgerService } from './modules/wallet/ledger.service';
import { WalletService } from './modules/wallet/wallet.service';

/** Every domain service, wired once; a new domain adds its line here. */
export function createServices(ctx: AppContext) {
  const notifications = new NotificationsService(ctx);
  const uploads = new UploadsService(ctx);
  const users = new UsersService(ctx, { uploads, notifications });
  const smsCodes = new SmsCodeService(ctx);
  const auth = new AuthService(ctx, { users, smsCodes, notifications, uploads });
  const adminUsers = new AdminUsersService(ctx, { users, notifications });
  const app = new AppService(ctx);
  const ledger = new LedgerService(ctx);
  const wallet = new WalletService(ctx, { ledger, smsCodes, notifications, users });
  const payments = new PaymentsService(ctx, { ledger, notifications });
  const vip = new VipService(ctx, { ledger, payments, notifications });
  const deposits = new DepositsService(ctx, { ledger, payments, notifications, vip });
  const regions = new RegionsService(ctx, {});
  const catalog = new CatalogService(ctx, { regions });
  const shops = new ShopsService(ctx, {
    regions,
    uploads,
    notifications,
    users,
    listings: (): ShopCarCounts => listings,
  });
  const listings = new ListingsService(ctx, { catalog, regions, shops, uploads, notifications, users });
  const fleet = new FleetService(ctx, { catalog, regions, shops, uploads, users });
  const drivers = new DriversService(ctx, { uploads });
  const claims = new ClaimsService(ctx, { fleet, ledger, notifications, uploads });
  const bookings = new BookingsService(ctx, { fleet, drivers, ledger, payments, notifications, uploads, claims });
  deposits.labelRefs('booking', (ids) => bookings.orderNumbers(ids));
  const lease = new LeaseService(ctx, { catalog, regions, uploads, notifications, users });
  return {
    regions,
    catalog,
    shops,
    listings,
    fleet,
    drivers,
    bookings,
    claims,
    lease,
    notifications,
    uploads,
    users,
    smsCodes,
    auth,
    adminUsers,
    app,
    ledger,
    wallet,
    payments,
    vip,
    deposits,
  };
}

export type Services = ReturnType<typeof createServices>;
