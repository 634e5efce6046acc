import { defineDomain } from '../../lib/domain';
import { notificationsDomain } from '../notifications';
import { paymentsDomain } from '../payments';
import { walletDomain } from '../wallet';
import { vipRoutes } from './vip.routes';
import { VipService } from './vip.service';

/** VIP membership: bought from the wallet or by card. */
export const vipDomain = defineDomain({
  name: 'vip',
  dependsOn: [walletDomain, paymentsDomain, notificationsDomain],
  build: (ctx, { ledger, payments, notifications }) => ({
    vip: new VipService(ctx, { ledger, payments, notifications }),
  }),
  routes: [vipRoutes],
});
