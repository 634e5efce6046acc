import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData } from '../../db/reference-data/load';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { cityCondition, cityFilterOf, parseCityFilter } from './city-filter';
import { regions } from './regions.tables';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, lang = 'en') {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  return { status: res.statusCode, body: res.json() };
}

type Node = { id: string; name: string; hot: boolean; level: string; path?: string[] };
type Tree = (Node & { cities: (Node & { areas: Node[] })[] })[];

describe('GET /api/regions', () => {
  it('answers the seven emirates with their cities and areas, in English', async () => {
    const { status, body } = await get('/api/regions');
    expect(status).toBe(200);
    const tree = body.data.items as Tree;
    expect(tree.map((e) => e.id)).toEqual([
      'dubai',
      'abu-dhabi',
      'sharjah',
      'ajman',
      'umm-al-quwain',
      'ras-al-khaimah',
      'fujairah',
    ]);
    const dubai = tree[0]!;
    expect(dubai).toMatchObject({ name: 'Dubai', level: 'emirate' });
    expect(dubai.cities.map((c) => c.id)).toEqual(['dubai-city', 'hatta']);
    const areas = dubai.cities[0]!.areas.map((a) => a.id);
    expect(areas).toEqual(expect.arrayContaining(['dubai-marina', 'deira', 'ras-al-khor', 'business-bay']));
    const abuDhabi = tree[1]!;
    expect(abuDhabi.cities.map((c) => c.id)).toEqual(expect.arrayContaining(['abu-dhabi-city', 'al-ain']));
    expect(tree[2]!.cities[0]!.areas.find((a) => a.id === 'sharjah-industrial-area')?.name).toBe('Industrial Area');
  });

  it('names the regions in the request language', async () => {
    const tree = (await get('/api/regions', 'ar')).body.data.items as Tree;
    expect(tree[0]!.name).toBe('دبي');
    expect(tree[1]!.cities.find((c) => c.id === 'al-ain')?.name).toBe('العين');
    const zh = (await get('/api/regions', 'zh-CN')).body.data.items as Tree;
    expect(zh[2]!.name).toBe('沙迦');
  });
});

describe('GET /api/regions/hot', () => {
  it('lists the hot cities in emirate order', async () => {
    const { body } = await get('/api/regions/hot');
    expect(body.data.items.map((c: Node) => c.id)).toEqual([
      'dubai-city',
      'abu-dhabi-city',
      'al-ain',
      'sharjah-city',
      'ajman-city',
      'ras-al-khaimah-city',
    ]);
    expect(body.data.items.every((c: Node) => c.hot && c.level === 'city')).toBe(true);
  });

  it('answers localized names', async () => {
    const { body } = await get('/api/regions/hot', 'ru');
    expect(body.data.items[0].name).toBe('Дубай');
  });
});

describe('GET /api/regions/search', () => {
  const ids = async (q: string, lang = 'en') =>
    ((await get(`/api/regions/search?q=${encodeURIComponent(q)}`, lang)).body.data.items as Node[]).map((r) => r.id);

  it('finds an area by part of its English name, with the names of its parents', async () => {
    const { body } = await get('/api/regions/search?q=marina');
    expect(body.data.items[0]).toMatchObject({ id: 'dubai-marina', level: 'area', path: ['Dubai', 'Dubai'] });
  });

  it('matches names in any language whatever the request language', async () => {
    expect(await ids('العين')).toContain('al-ain');
    expect(await ids('艾因', 'ar')).toContain('al-ain');
    expect(await ids('Шарджа')).toEqual(expect.arrayContaining(['sharjah', 'sharjah-city']));
  });

  it('ignores accents, case, Arabic letter variants and spacing', async () => {
    expect(await ids('DEIRA')).toContain('deira');
    expect(await ids('deïra')).toContain('deira');
    expect(await ids('fujairah')).toContain('fujairah');
    expect(await ids('alain')).toContain('al-ain');
    // "أبوظبي" written with a bare alef
    expect(await ids('ابوظبي')).toEqual(expect.arrayContaining(['abu-dhabi', 'abu-dhabi-city']));
  });

  it('puts names that start with the query and hot cities first, in the request language', async () => {
    const { body } = await get('/api/regions/search?q=dub', 'fr');
    const items = body.data.items as Node[];
    expect(items[0]).toMatchObject({ id: 'dubai-city', name: 'Dubaï' });
    expect(items.map((i) => i.id)).toContain('dubai-marina');
  });

  it('answers nothing for an unknown name and 400 for an empty query', async () => {
    expect(await ids('atlantis')).toEqual([]);
    expect((await get('/api/regions/search?q=%20')).status).toBe(400);
  });
});

describe('RegionsService', () => {
  it('requireCity answers the city-level id for an area and rejects emirates and unknown ids', async () => {
    const { regions: service } = t.app.services;
    await expect(service.requireCity('dubai-marina')).resolves.toMatchObject({
      id: 'dubai-marina',
      cityId: 'dubai-city',
      areaId: 'dubai-marina',
      emirateId: 'dubai',
    });
    await expect(service.requireCity('al-ain')).resolves.toMatchObject({ cityId: 'al-ain', areaId: null });
    await expect(service.requireCity('dubai')).rejects.toMatchObject({ code: 'REGION_UNKNOWN' });
    await expect(service.requireCity('atlantis', 'cityId')).rejects.toMatchObject({
      code: 'REGION_UNKNOWN',
      fields: [{ field: 'cityId', key: 'invalid' }],
    });
  });

  it('emirateOf and label', async () => {
    const { regions: service } = t.app.services;
    expect((await service.emirateOf('al-ain')).id).toBe('abu-dhabi');
    expect(await service.label('ras-al-khor', 'en')).toBe('Ras Al Khor (Auto Market), Dubai');
    expect(await service.label('nowhere', 'en')).toBeNull();
  });
});

describe('the chosen-city headers', () => {
  const req = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

  it('reads nationwide when the headers are absent, empty or say nationwide', () => {
    expect(cityFilterOf(req({}))).toBeNull();
    expect(cityFilterOf(req({ city: '' }))).toBeNull();
    expect(cityFilterOf(req({ city: 'nationwide', isprovence: '0' }))).toBeNull();
  });

  it('reads a city, and an area as its city', () => {
    expect(cityFilterOf(req({ city: 'al-ain', isprovence: '0' }))).toEqual({ cityId: 'al-ain' });
    expect(cityFilterOf(req({ city: encodeURIComponent('ras-al-khor') }))).toEqual({ cityId: 'dubai-city' });
  });

  it('reads a whole emirate with isProvence', () => {
    expect(cityFilterOf(req({ city: 'sharjah', isprovence: '1' }))).toEqual({ emirateId: 'sharjah' });
    expect(cityFilterOf(req({ city: 'sharjah', isprovence: 'true' }))).toEqual({ emirateId: 'sharjah' });
    // An emirate id is a whole emirate even without the flag; a city with the flag is its emirate.
    expect(cityFilterOf(req({ city: 'dubai' }))).toEqual({ emirateId: 'dubai' });
    expect(cityFilterOf(req({ city: 'al-ain', isprovence: '1' }))).toEqual({ emirateId: 'abu-dhabi' });
  });

  it('reads an unknown or malformed city as nationwide', () => {
    expect(cityFilterOf(req({ city: 'atlantis', isprovence: '0' }))).toBeNull();
    expect(parseCityFilter('%E0%A4%A', '0')).toBeNull();
  });

  it('cityCondition filters rows by city or emirate on the database', async () => {
    const db = t.database.db;
    const ids = async (where: ReturnType<typeof cityCondition>) =>
      (
        await db
          .select({ id: regions.id })
          .from(regions)
          .where(and(eq(regions.level, 'city'), where))
          .orderBy(asc(regions.id))
      ).map((r) => r.id);
    const columns = { cityId: regions.id, emirateId: regions.emirateId };
    expect(await ids(cityCondition({ cityId: 'al-ain' }, columns))).toEqual(['al-ain']);
    expect(await ids(cityCondition({ emirateId: 'ajman' }, columns))).toEqual(['ajman-city', 'masfout']);
    // A table without an emirate column is matched on the emirate's city ids.
    expect(await ids(cityCondition({ emirateId: 'ajman' }, { cityId: regions.id }))).toEqual(['ajman-city', 'masfout']);
    expect((await ids(cityCondition(null, columns))).length).toBeGreaterThan(15);
  });
});

describe('reference data loader', () => {
  it('is idempotent: loading again changes nothing', async () => {
    const before = await t.database.db.select().from(regions);
    await loadReferenceData(t.database.db);
    const after = await t.database.db.select().from(regions);
    expect(after.length).toBe(before.length);
    expect(after.length).toBeGreaterThanOrEqual(50);
  });
});
