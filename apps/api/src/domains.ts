/**
 * Every domain of the API, one line each (docs/adding-a-domain.md). The app registers their routes,
 * socket handlers and jobs, the composition root builds their services and the seeding loop runs
 * their demo data, all in dependency order; a missing dependency or a cycle stops the start with
 * the names of the domains involved. The order here decides only among domains that do not depend
 * on each other.
 */
import { appDomain } from './modules/app';
import { auctionsDomain } from './modules/auctions';
import { authDomain } from './modules/auth';
import { catalogDomain } from './modules/catalog';
import { chatDomain } from './modules/chat';
import { dealsDomain } from './modules/deals';
import { depositsDomain } from './modules/deposits';
import { leaseDomain } from './modules/lease';
import { listingsDomain } from './modules/listings';
import { liveDomain } from './modules/live';
import { notificationsDomain } from './modules/notifications';
import { paymentsDomain } from './modules/payments';
import { regionsDomain } from './modules/regions';
import { rentalsDomain } from './modules/rentals';
import { shopsDomain } from './modules/shops';
import { uploadsDomain } from './modules/uploads';
import { usersDomain } from './modules/users';
import { vipDomain } from './modules/vip';
import { walletDomain } from './modules/wallet';

export const DOMAINS = [
  appDomain,
  notificationsDomain,
  uploadsDomain,
  usersDomain,
  authDomain,
  walletDomain,
  paymentsDomain,
  vipDomain,
  depositsDomain,
  regionsDomain,
  catalogDomain,
  shopsDomain,
  listingsDomain,
  rentalsDomain,
  leaseDomain,
  auctionsDomain,
  liveDomain,
  dealsDomain,
  chatDomain,
] as const;
