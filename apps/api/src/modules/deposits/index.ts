import { defineDomain } from '../../lib/domain';
import { notificationsDomain } from '../notifications';
import { paymentsDomain } from '../payments';
import { vipDomain } from '../vip';
import { walletDomain } from '../wallet';
import { depositsRoutes } from './deposits.routes';
import { DepositsService } from './deposits.service';

/** Security deposits: held, authorised on a card, released or taken. */
export const depositsDomain = defineDomain({
  name: 'deposits',
  dependsOn: [walletDomain, paymentsDomain, notificationsDomain, vipDomain],
  build: (ctx, { ledger, payments, notifications, vip }) => ({
    deposits: new DepositsService(ctx, { ledger, payments, notifications, vip }),
  }),
  routes: [depositsRoutes],
});
