import {
  foldForSearch,
  type Language,
  localizedName,
  matchRank,
  type Region,
  type RegionCity,
  type RegionEmirate,
  type RegionSearchHit,
} from '@souq/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { regionsRepository } from './regions.repository';
import type { RegionRow } from './regions.tables';

export type RegionsDeps = Record<string, never>;

/** A city or area a row may be placed in, with the ids other domains store. */
export type CityRef = RegionRow & {
  /** The city-level id to store in `city_id` (the area's city for an area). */
  cityId: string;
  /** The area id when the region is an area, else null. */
  areaId: string | null;
};

interface Cache {
  rows: RegionRow[];
  byId: Map<string, RegionRow>;
  children: Map<string | null, RegionRow[]>;
}

const SEARCH_LIMIT = 30;
const LEVEL_ORDER = { emirate: 0, city: 1, area: 2 } as const;

/**
 * Regions: emirates, cities, areas, hot cities; resolves a city id for other domains. Reference
 * data is loaded once from the database and kept in memory (it changes only with a deploy).
 */
export class RegionsService {
  private cache: Promise<Cache> | null = null;

  constructor(
    private readonly ctx: AppContext,
    _deps: RegionsDeps,
  ) {}

  private load(): Promise<Cache> {
    if (!this.cache) {
      this.cache = regionsRepository.all(this.ctx.db).then((rows) => {
        const byId = new Map(rows.map((r) => [r.id, r]));
        const children = new Map<string | null, RegionRow[]>();
        for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
        for (const list of children.values()) list.sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
        return { rows, byId, children };
      });
      // A failed load (database not ready) is retried on the next call.
      this.cache.catch(() => {
        this.cache = null;
      });
    }
    return this.cache;
  }

  /** Any region by id (emirate, city or area), or null. */
  async find(id: string): Promise<RegionRow | null> {
    return (await this.load()).byId.get(id) ?? null;
  }

  /**
   * A city or area a listing, shop, branch or rental car may be placed in. Emirates are not
   * places (too wide for an address): unknown and emirate-level ids throw REGION_UNKNOWN, as a
   * field error on `field` when one is named.
   */
  async requireCity(id: string, field?: string): Promise<CityRef> {
    const row = await this.find(id);
    if (!row || row.level === 'emirate') {
      throw new AppError('REGION_UNKNOWN', { id }, field ? [{ field, key: 'invalid' }] : undefined);
    }
    const isArea = row.level === 'area';
    return { ...row, cityId: isArea && row.parentId ? row.parentId : row.id, areaId: isArea ? row.id : null };
  }

  /** The emirate of any region id; throws REGION_UNKNOWN for an unknown id. */
  async emirateOf(id: string): Promise<RegionRow> {
    const cache = await this.load();
    const row = cache.byId.get(id);
    const emirate = row && cache.byId.get(row.emirateId);
    if (!emirate) throw new AppError('REGION_UNKNOWN', { id });
    return emirate;
  }

  /** The region's name in a language (English when missing). */
  name(row: RegionRow, lang: Language | string): string {
    return localizedName(row.names, lang);
  }

  /** "Dubai Marina, Dubai" for an area, "Al Ain" for a city, the emirate's name for an emirate; null for an unknown id. */
  async label(id: string, lang: Language | string): Promise<string | null> {
    const cache = await this.load();
    const row = cache.byId.get(id);
    if (!row) return null;
    const parent = row.level === 'area' && row.parentId ? cache.byId.get(row.parentId) : undefined;
    return parent ? `${this.name(row, lang)}, ${this.name(parent, lang)}` : this.name(row, lang);
  }

  present(row: RegionRow, lang: Language | string): Region {
    return {
      id: row.id,
      level: row.level,
      name: this.name(row, lang),
      parentId: row.parentId,
      emirateId: row.emirateId,
      hot: row.hot,
      lat: row.lat,
      lng: row.lng,
    };
  }

  /** Emirates → cities → areas in display order. */
  async tree(lang: Language | string): Promise<RegionEmirate[]> {
    const { children } = await this.load();
    const kids = (id: string) => children.get(id) ?? [];
    return (children.get(null) ?? []).map(
      (emirate): RegionEmirate => ({
        ...this.present(emirate, lang),
        cities: kids(emirate.id).map(
          (city): RegionCity => ({
            ...this.present(city, lang),
            areas: kids(city.id).map((area) => this.present(area, lang)),
          }),
        ),
      }),
    );
  }

  /** The hot cities (spec: hotCitys), in emirate then city order. */
  async hotCities(lang: Language | string): Promise<Region[]> {
    const { rows, byId } = await this.load();
    const emirateSort = (r: RegionRow) => byId.get(r.emirateId)?.sort ?? 0;
    return rows
      .filter((r) => r.hot && r.level === 'city')
      .sort((a, b) => emirateSort(a) - emirateSort(b) || a.sort - b.sort)
      .map((r) => this.present(r, lang));
  }

  /**
   * Regions whose name in any language matches the query, ignoring case, accents, Arabic
   * diacritics and spacing. Names starting with the query first, then hot cities, then by level.
   */
  async search(q: string, lang: Language | string): Promise<RegionSearchHit[]> {
    const folded = foldForSearch(q);
    if (!folded) return [];
    const { rows, byId } = await this.load();
    const hits: { row: RegionRow; rank: number }[] = [];
    for (const row of rows) {
      const rank = Math.max(...Object.values(row.names).map((name) => matchRank(name ?? '', folded)));
      if (rank > 0) hits.push({ row, rank });
    }
    hits.sort(
      (a, b) =>
        b.rank - a.rank ||
        Number(b.row.hot) - Number(a.row.hot) ||
        LEVEL_ORDER[a.row.level] - LEVEL_ORDER[b.row.level] ||
        a.row.sort - b.row.sort ||
        a.row.id.localeCompare(b.row.id),
    );
    return hits.slice(0, SEARCH_LIMIT).map(({ row }) => {
      const path: string[] = [];
      for (
        let p = row.parentId ? byId.get(row.parentId) : undefined;
        p;
        p = p.parentId ? byId.get(p.parentId) : undefined
      ) {
        path.push(this.name(p, lang));
      }
      return { ...this.present(row, lang), path };
    });
  }
}
