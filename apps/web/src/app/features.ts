/**
 * The app's features, each declared in its own `features/<name>/feature.ts`. Adding a feature means
 * adding its line here; the router, the admin area, Mine, Home and Publish read this list.
 * (A feature's `index.ts` is what other features may use; the definition stays out of it, because
 * it imports the feature's pages, and pages import other features' index.ts: a cycle.)
 */
import { aboutFeature } from '../features/about/feature';
import { auctionsFeature } from '../features/auctions/feature';
import { authFeature } from '../features/auth/feature';
import { catalogFeature } from '../features/catalog/feature';
import { chatFeature } from '../features/chat/feature';
import { dealsFeature } from '../features/deals/feature';
import { depositsFeature } from '../features/deposits/feature';
import { homeFeature } from '../features/home/feature';
import { leaseFeature } from '../features/lease/feature';
import { listingsFeature } from '../features/listings/feature';
import { liveFeature } from '../features/live/feature';
import { momentsFeature } from '../features/moments/feature';
import { notificationsFeature } from '../features/notifications/feature';
import { paymentsFeature } from '../features/payments/feature';
import { publishFeature } from '../features/publish/feature';
import { regionsFeature } from '../features/regions/feature';
import { rentalsFeature } from '../features/rentals/feature';
import { settingsFeature } from '../features/settings/feature';
import { shopsFeature } from '../features/shops/feature';
import { uploadsFeature } from '../features/uploads/feature';
import { usersFeature } from '../features/users/feature';
import { versionFeature } from '../features/version/feature';
import { vipFeature } from '../features/vip/feature';
import { walletFeature } from '../features/wallet/feature';
import type { FeatureDefinition } from './feature';

export const features: readonly FeatureDefinition[] = [
  homeFeature,
  momentsFeature,
  publishFeature,
  settingsFeature,
  aboutFeature,
  authFeature,
  usersFeature,
  notificationsFeature,
  chatFeature,
  regionsFeature,
  catalogFeature,
  listingsFeature,
  shopsFeature,
  rentalsFeature,
  leaseFeature,
  liveFeature,
  dealsFeature,
  walletFeature,
  paymentsFeature,
  depositsFeature,
  vipFeature,
  auctionsFeature,
  uploadsFeature,
  versionFeature,
];
