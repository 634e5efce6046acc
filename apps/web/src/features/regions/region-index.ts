import type { Region, RegionEmirate } from '@souq/shared';
import { useMemo } from 'react';
import { useRegions } from './api/get-regions';

export interface IndexedRegion {
  region: Region;
  /** The city of an area, the emirate of a city, null for an emirate. */
  parent: Region | null;
  emirate: Region;
}

/** id → region with its parent and emirate, from the tree. */
export function indexRegions(tree: RegionEmirate[]): Map<string, IndexedRegion> {
  const index = new Map<string, IndexedRegion>();
  for (const emirate of tree) {
    const { cities, ...emirateRegion } = emirate;
    index.set(emirate.id, { region: emirateRegion, parent: null, emirate: emirateRegion });
    for (const city of cities) {
      const { areas, ...cityRegion } = city;
      index.set(city.id, { region: cityRegion, parent: emirateRegion, emirate: emirateRegion });
      for (const area of areas) index.set(area.id, { region: area, parent: cityRegion, emirate: emirateRegion });
    }
  }
  return index;
}

/** "Dubai Marina, Dubai" for an area, the name alone for a city or an emirate. */
export function regionLabel(entry: IndexedRegion): string {
  return entry.region.level === 'area' && entry.parent
    ? `${entry.region.name}, ${entry.parent.name}`
    : entry.region.name;
}

/** The region tree indexed by id (empty while loading). */
export function useRegionIndex() {
  const query = useRegions();
  const index = useMemo(() => indexRegions(query.data ?? []), [query.data]);
  return { ...query, index };
}
