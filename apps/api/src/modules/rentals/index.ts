import { defineDomain } from '../../lib/domain';
import { catalogDomain } from '../catalog';
import { depositsDomain } from '../deposits';
import { notificationsDomain } from '../notifications';
import { paymentsDomain } from '../payments';
import { regionsDomain } from '../regions';
import { shopsDomain } from '../shops';
import { uploadsDomain } from '../uploads';
import { usersDomain } from '../users';
import { walletDomain } from '../wallet';
import { bookingsRoutes } from './bookings.routes';
import { BookingsService } from './bookings.service';
import { claimsRoutes } from './claims.routes';
import { ClaimsService } from './claims.service';
import { driversRoutes } from './drivers.routes';
import { DriversService } from './drivers.service';
import { fleetRoutes } from './fleet.routes';
import { FleetService } from './fleet.service';
import { seedRentals } from './rentals.seed';

/** Car rental: the merchants' fleet and branches, renters' drivers, bookings and damage claims. */
export const rentalsDomain = defineDomain({
  name: 'rentals',
  dependsOn: [
    catalogDomain,
    regionsDomain,
    shopsDomain,
    uploadsDomain,
    usersDomain,
    walletDomain,
    paymentsDomain,
    notificationsDomain,
    depositsDomain,
  ],
  build: (ctx, { catalog, regions, shops, uploads, users, ledger, payments, notifications, deposits }) => {
    const fleet = new FleetService(ctx, { catalog, regions, shops, uploads, users });
    const drivers = new DriversService(ctx, { uploads });
    const claims = new ClaimsService(ctx, { fleet, ledger, notifications, uploads });
    const bookings = new BookingsService(ctx, { fleet, drivers, ledger, payments, notifications, uploads, claims });
    // The deposits page names a booking's deposit by the booking's order number.
    deposits.labelRefs('booking', (ids) => bookings.orderNumbers(ids));
    return { fleet, drivers, bookings, claims };
  },
  routes: [fleetRoutes, driversRoutes, bookingsRoutes, claimsRoutes],
  jobs: ({ bookings }, ctx) => [
    // Card payment windows and deposit releases; their deadlines live in the database, so every node runs it safely.
    { name: 'rental-bookings-sweep', intervalMs: 30_000, run: () => bookings.sweep(ctx.clock.now()) },
  ],
  seed: { demo: seedRentals },
});
