/**
 * The app's features, each declared in its own `features/<name>/index.ts`. Adding a feature means
 * adding its line here; the router, the admin area, Mine, Home and Publish read this list.
 */
import { aboutFeature } from '../features/about';
import { authFeature } from '../features/auth';
import { catalogFeature } from '../features/catalog';
import { depositsFeature } from '../features/deposits';
import { homeFeature } from '../features/home';
import { leaseFeature } from '../features/lease';
import { listingsFeature } from '../features/listings';
import { momentsFeature } from '../features/moments';
import { notificationsFeature } from '../features/notifications';
import { paymentsFeature } from '../features/payments';
import { publishFeature } from '../features/publish';
import { regionsFeature } from '../features/regions';
import { rentalsFeature } from '../features/rentals';
import { settingsFeature } from '../features/settings';
import { shopsFeature } from '../features/shops';
import { uploadsFeature } from '../features/uploads';
import { usersFeature } from '../features/users';
import { versionFeature } from '../features/version';
import { vipFeature } from '../features/vip';
import { walletFeature } from '../features/wallet';
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
  regionsFeature,
  catalogFeature,
  listingsFeature,
  shopsFeature,
  rentalsFeature,
  leaseFeature,
  walletFeature,
  paymentsFeature,
  depositsFeature,
  vipFeature,
  uploadsFeature,
  versionFeature,
];
