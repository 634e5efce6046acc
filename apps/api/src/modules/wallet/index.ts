import { defineDomain } from '../../lib/domain';
import { authDomain } from '../auth';
import { notificationsDomain } from '../notifications';
import { usersDomain } from '../users';
import { LedgerService } from './ledger.service';
import { walletRoutes } from './wallet.routes';
import { WalletService } from './wallet.service';

/** Balances, the double-entry ledger, recharges, withdrawals and holds. */
export const walletDomain = defineDomain({
  name: 'wallet',
  dependsOn: [authDomain, notificationsDomain, usersDomain],
  build: (ctx, { smsCodes, notifications, users }) => {
    const ledger = new LedgerService(ctx);
    return { ledger, wallet: new WalletService(ctx, { ledger, smsCodes, notifications, users }) };
  },
  routes: [walletRoutes],
});
