import { CITY_HEADER, type CityFilter, IS_PROVINCE_HEADER, NATIONWIDE } from '@souq/shared';
import { type AnyColumn, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { REGIONS, type RegionSeed } from '../../db/reference-data/regions.data';

export type { CityFilter } from '@souq/shared';

/**
 * The chosen city of a request (spec: headers `city` and `isProvence`), read from the checked-in
 * region list (the same file the database is loaded from), so no query is needed.
 */
const BY_ID = new Map<string, RegionSeed>(REGIONS.map((r) => [r.id, r]));
/** An emirate id → every city and area id in it. */
const IN_EMIRATE = new Map<string, string[]>();
for (const r of REGIONS) {
  if (r.level !== 'emirate') IN_EMIRATE.set(r.emirateId, [...(IN_EMIRATE.get(r.emirateId) ?? []), r.id]);
}

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/**
 * `{ emirateId }` when the user chose a whole emirate (isProvence '1'/'true'), `{ cityId }` for a
 * city (an area narrows to its city), null for nationwide: no header, 'nationwide', or an id that
 * is not known (a stale stored city must not break lists, so it is read as nationwide).
 */
export function cityFilterOf(req: FastifyRequest): CityFilter {
  return parseCityFilter(header(req, CITY_HEADER), header(req, IS_PROVINCE_HEADER));
}

/** The header values → the filter (exported for code that has the values without a request). */
export function parseCityFilter(cityHeader: string | undefined, isProvinceHeader: string | undefined): CityFilter {
  if (!cityHeader) return null;
  let id: string;
  try {
    id = decodeURIComponent(cityHeader).trim();
  } catch {
    return null;
  }
  if (!id || id === NATIONWIDE) return null;
  const region = BY_ID.get(id);
  if (!region) return null;
  const isProvince = ['1', 'true'].includes((isProvinceHeader ?? '').toLowerCase());
  if (isProvince || region.level === 'emirate') return { emirateId: region.emirateId };
  return { cityId: region.level === 'area' && region.parentId ? region.parentId : region.id };
}

/**
 * The where-clause of a city filter over a table's columns, or undefined for nationwide (so it
 * drops out of `and(...)`). Rows store the city-level id in `city_id` (RegionsService.requireCity
 * answers it as `cityId` even for an area) and the emirate in `emirate_id`. A table without an
 * emirate column is matched on every city and area id of the emirate.
 */
export function cityCondition(
  filter: CityFilter,
  columns: { cityId: AnyColumn; emirateId?: AnyColumn },
): SQL | undefined {
  if (!filter) return undefined;
  if ('emirateId' in filter) {
    if (columns.emirateId) return eq(columns.emirateId, filter.emirateId);
    return inArray(columns.cityId, IN_EMIRATE.get(filter.emirateId) ?? [filter.emirateId]);
  }
  return eq(columns.cityId, filter.cityId);
}
