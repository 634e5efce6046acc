import { defineDomain } from '../../lib/domain';
import { notificationsDomain } from '../notifications';
import { walletDomain } from '../wallet';
import { paymentsRoutes } from './payments.routes';
import { PaymentsService } from './payments.service';

/** Card payments through the gateway port (sandbox by default, Stripe in production). */
export const paymentsDomain = defineDomain({
  name: 'payments',
  dependsOn: [walletDomain, notificationsDomain],
  build: (ctx, { ledger, notifications }) => ({ payments: new PaymentsService(ctx, { ledger, notifications }) }),
  routes: [paymentsRoutes],
});
