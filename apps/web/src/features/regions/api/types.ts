export type { Region, RegionCity, RegionEmirate, RegionSearchHit } from '@souq/shared';
