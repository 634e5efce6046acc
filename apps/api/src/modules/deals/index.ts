import { defineDomain } from '../../lib/domain';
import { auctionsDomain } from '../auctions';
import { depositsDomain } from '../deposits';
import { listingsDomain } from '../listings';
import { notificationsDomain } from '../notifications';
import { paymentsDomain } from '../payments';
import { usersDomain } from '../users';
import { walletDomain } from '../wallet';
import { dealsRoutes } from './deals.routes';
import { DealsService } from './deals.service';
import { ContractService } from './deals.signing';

/** After the hammer: the winner's and the seller's orders, the contract, logistics, default and payout. */
export const dealsDomain = defineDomain({
  name: 'deals',
  dependsOn: [
    auctionsDomain,
    depositsDomain,
    listingsDomain,
    notificationsDomain,
    paymentsDomain,
    usersDomain,
    walletDomain,
  ],
  build: (
    ctx,
    {
      ledger,
      deposits,
      payments,
      notifications,
      auctionParticipation,
      auctionBids,
      auctionClose,
      auctionSecondChance,
      users,
      listings,
    },
  ) => {
    const deals = new DealsService(ctx, {
      ledger,
      deposits,
      payments,
      notifications,
      auctionParticipation,
      auctionBids,
      auctionSecondChance,
    });
    // A sold lot (the close, or the seller accepting an on-approval lot) creates its deal in the same transaction.
    auctionClose.onSold((step, lot) => deals.onSold(step, lot));
    // The deposits page names the escrow hold of a paid order by its car.
    deposits.labelRefs('deal', (ids) => deals.labels(ids));
    return { deals, dealContracts: new ContractService(ctx, deals, { users, listings }) };
  },
  routes: [dealsRoutes],
  jobs: ({ deals }, ctx) => [
    { name: 'deals-default', intervalMs: ctx.config.DEAL_DEFAULT_INTERVAL_MS, run: () => deals.defaultDue() },
  ],
});
