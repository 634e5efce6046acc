import { defineDomain } from '../../lib/domain';
import { catalogDomain } from '../catalog';
import { notificationsDomain } from '../notifications';
import { regionsDomain } from '../regions';
import { uploadsDomain } from '../uploads';
import { usersDomain } from '../users';
import { leaseRoutes } from './lease.routes';
import { seedLease } from './lease.seed';
import { LeaseService } from './lease.service';

/** Long-term leases and lease-to-own offers. */
export const leaseDomain = defineDomain({
  name: 'lease',
  dependsOn: [catalogDomain, regionsDomain, uploadsDomain, notificationsDomain, usersDomain],
  build: (ctx, { catalog, regions, uploads, notifications, users }) => ({
    lease: new LeaseService(ctx, { catalog, regions, uploads, notifications, users }),
  }),
  routes: [leaseRoutes],
  seed: { demo: seedLease },
});
