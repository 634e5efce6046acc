import { WMI_ENTRIES } from '@souq/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { banners, catalogModels } from './catalog.tables';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, lang = 'en') {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

type Item = { id: string; name: string; nameEn?: string; letter?: string; hot?: boolean; logoUrl?: string };
const brandIds = async (query: string, lang = 'en') =>
  ((await get(`/api/catalog/brands${query}`, lang)).body.data.items as Item[]).map((b) => b.id);

describe('catalogue data', () => {
  it('holds at least 40 brands and 300 models', async () => {
    const { body } = await get('/api/catalog/brands');
    expect(body.data.items.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.database.db.select({ n: count() }).from(catalogModels);
    expect(row!.n).toBeGreaterThanOrEqual(300);
  });

  it('maps every WMI to a brand of the catalogue', async () => {
    const ids = new Set(await brandIds(''));
    const unknown = WMI_ENTRIES.filter(([, brandId]) => brandId && !ids.has(brandId)).map(([wmi]) => wmi);
    expect(unknown).toEqual([]);
  });
});

describe('GET /api/catalog/brands', () => {
  it('lists brands by letter with a logo URL', async () => {
    const { body } = await get('/api/catalog/brands');
    const items = body.data.items as Item[];
    const letters = items.map((b) => b.letter!);
    expect(letters).toEqual([...letters].sort());
    expect(items.find((b) => b.id === 'land-rover')).toMatchObject({
      name: 'Land Rover',
      letter: 'L',
      logoUrl: '/api/catalog/brands/land-rover/logo.svg',
    });
  });

  it('names brands in the request language and keeps the English name', async () => {
    const { body } = await get('/api/catalog/brands', 'ar');
    expect(body.data.items.find((b: Item) => b.id === 'toyota')).toMatchObject({ name: 'تويوتا', nameEn: 'Toyota' });
    const zh = await get('/api/catalog/brands', 'zh-TW');
    expect(zh.body.data.items.find((b: Item) => b.id === 'mercedes-benz').name).toBe('賓士');
  });

  it('hot=1 answers the hot brands in their set order', async () => {
    expect(await brandIds('?hot=1')).toEqual([
      'toyota',
      'lexus',
      'nissan',
      'mitsubishi',
      'hyundai',
      'kia',
      'mercedes-benz',
      'bmw',
      'porsche',
      'land-rover',
    ]);
  });

  it('finds a brand by its Arabic, Chinese or Latin name, ignoring case', async () => {
    expect((await brandIds(`?q=${encodeURIComponent('تويوتا')}`))[0]).toBe('toyota');
    expect((await brandIds(`?q=${encodeURIComponent('奔驰')}`))[0]).toBe('mercedes-benz');
    expect((await brandIds(`?q=${encodeURIComponent('寶馬')}`))[0]).toBe('bmw');
    expect((await brandIds('?q=LAND%20ROVER'))[0]).toBe('land-rover');
    expect(await brandIds('?q=zzzz')).toEqual([]);
  });

  it('finds the brand of a series name, after brands named like the query', async () => {
    expect(await brandIds('?q=patrol')).toEqual(['nissan']);
    expect((await brandIds('?q=mini'))[0]).toBe('mini');
  });

  it('rejects a bad hot flag', async () => {
    expect((await get('/api/catalog/brands?hot=yes')).status).toBe(400);
  });
});

describe('series and models', () => {
  it('lists the series of a brand in the request language', async () => {
    const { status, body } = await get('/api/catalog/brands/toyota/series', 'ar');
    expect(status).toBe(200);
    expect(body.data.brand).toMatchObject({ id: 'toyota', name: 'تويوتا' });
    expect(body.data.items.find((s: Item) => s.id === 'toyota-land-cruiser')).toMatchObject({
      name: 'لاند كروزر',
      bodyType: 'suv',
    });
    expect(body.data.items.map((s: Item) => s.id)).toEqual(expect.arrayContaining(['toyota-camry', 'toyota-hilux']));
  });

  it('lists the models of a series newest first with their facts', async () => {
    const { body } = await get('/api/catalog/series/toyota-land-cruiser/models');
    expect(body.data.series.id).toBe('toyota-land-cruiser');
    const models = body.data.items as { yearFrom: number; fuel: string; emissionStandard: string; engineCc: number }[];
    expect(models.length).toBeGreaterThanOrEqual(4);
    const years = models.map((m) => m.yearFrom);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(models[0]).toMatchObject({ fuel: 'petrol', transmission: 'automatic', bodyType: 'suv' });
    const tesla = (await get('/api/catalog/series/tesla-model-3/models')).body.data.items;
    expect(tesla[0]).toMatchObject({ fuel: 'electric', emissionStandard: 'zero', engineCc: null });
  });

  it('answers 404 for an unknown brand or series', async () => {
    expect((await get('/api/catalog/brands/trabant/series')).status).toBe(404);
    expect((await get('/api/catalog/series/toyota-trabant/models')).status).toBe(404);
  });
});

describe('CatalogService.resolve', () => {
  it('answers the brand, series and model with names in a language', async () => {
    const { catalog } = t.app.services;
    const models = await catalog.models('nissan-patrol');
    const r = await catalog.resolve({ brandId: 'nissan', seriesId: 'nissan-patrol', modelId: models[0]!.id }, 'ar');
    expect(r).toMatchObject({ brandName: 'نيسان', seriesName: 'باترول', modelName: models[0]!.name });
    expect(r.model?.seriesId).toBe('nissan-patrol');
    const noModel = await catalog.resolve({ brandId: 'bmw', seriesId: 'bmw-x5' });
    expect(noModel).toMatchObject({ model: null, modelName: null, brandName: 'BMW' });
  });

  it('throws CATALOG_MISMATCH naming the field at fault', async () => {
    const { catalog } = t.app.services;
    const camry = (await catalog.models('toyota-camry'))[0]!;
    await expect(catalog.resolve({ brandId: 'nissan', seriesId: 'toyota-camry' })).rejects.toMatchObject({
      code: 'CATALOG_MISMATCH',
      fields: [{ field: 'seriesId', key: 'invalid' }],
    });
    await expect(
      catalog.resolve({ brandId: 'toyota', seriesId: 'toyota-land-cruiser', modelId: camry.id }),
    ).rejects.toMatchObject({ code: 'CATALOG_MISMATCH', fields: [{ field: 'modelId', key: 'invalid' }] });
    await expect(catalog.resolve({ brandId: 'trabant', seriesId: 'toyota-camry' })).rejects.toMatchObject({
      fields: [{ field: 'brandId', key: 'invalid' }],
    });
    await expect(
      catalog.resolve({ brandId: 'toyota', seriesId: 'toyota-camry', modelId: 'nope' }),
    ).rejects.toMatchObject({
      fields: [{ field: 'modelId', key: 'invalid' }],
    });
  });

  it('brandName answers null for an unknown brand', async () => {
    expect(await t.app.services.catalog.brandName('lexus', 'ja')).toBe('レクサス');
    expect(await t.app.services.catalog.brandName('trabant', 'en')).toBeNull();
  });
});

describe('GET /api/catalog/brands/:id/logo.svg', () => {
  it('answers an SVG monogram', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/brands/bmw/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain('>BMW</text>');
    const lr = await t.app.inject({ method: 'GET', url: '/api/catalog/brands/land-rover/logo.svg' });
    expect(lr.body).toContain('>LR</text>');
  });

  it('answers 404 for an unknown brand', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/brands/trabant/logo.svg' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/banners', () => {
  it('answers the banners of a placement in order, titled in the request language', async () => {
    const { body } = await get('/api/banners?placement=home_rent', 'ar');
    const items = body.data.items as { id: string; title: string; imageUrl: string; linkPath: string }[];
    expect(items.map((b) => b.id)).toEqual(['rent-daily', 'rent-lease']);
    expect(items[0]!.title).toBe('استأجر سيارة باليوم أو الأسبوع أو الشهر');
    expect(items[0]!.imageUrl).toBe('/banners/rent-desert.svg');
    const cars = await get('/api/banners?placement=home_cars');
    expect(cars.body.data.items.map((b: { id: string }) => b.id)).toEqual(['cars-inspected', 'cars-sell']);
  });

  it('shows a banner only inside its active window', async () => {
    const now = t.clock.now().getTime();
    await t.database.db.insert(banners).values([
      {
        id: 'test-ended',
        placement: 'home_cars',
        titles: { en: 'Ended' },
        imageUrl: '/banners/cars-sell.svg',
        sort: 5,
        activeUntil: new Date(now - 1000),
      },
      {
        id: 'test-soon',
        placement: 'home_cars',
        titles: { en: 'Soon' },
        imageUrl: '/banners/cars-sell.svg',
        sort: 6,
        activeFrom: new Date(now + 3_600_000),
      },
    ]);
    const ids = async () =>
      ((await get('/api/banners?placement=home_cars')).body.data.items as { id: string }[]).map((b) => b.id);
    expect(await ids()).toEqual(['cars-inspected', 'cars-sell']);
    t.clock.advance(3_600_000);
    expect(await ids()).toEqual(['cars-inspected', 'cars-sell', 'test-soon']);
  });

  it('rejects an unknown placement', async () => {
    expect((await get('/api/banners?placement=sidebar')).status).toBe(400);
    expect((await get('/api/banners')).status).toBe(400);
  });
});
