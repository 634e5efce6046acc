import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { features } from './features';
import { buildRoutes } from './router';

/** Every full path in a route tree, e.g. "admin/listings/:id". */
function paths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path ? (base ? `${base}/${route.path}` : route.path) : base;
    const own = route.path || route.index ? [route.index ? `${here}#index` : here] : [];
    return [...own, ...paths(route.children ?? [], here)];
  });
}

describe('the feature list', () => {
  it('names each feature once', () => {
    const names = features.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds the definition of every features/<name>/feature.ts', () => {
    const definitions = import.meta.glob<Record<string, unknown>>('../features/*/feature.ts', { eager: true });
    const listed = new Set<unknown>(features);
    const unlisted = Object.entries(definitions)
      .filter(([, exported]) => !Object.values(exported).some((value) => listed.has(value)))
      .map(([file]) => file);
    expect(unlisted, 'features missing from app/features.ts').toEqual([]);
  });

  it('gives every page one path in the app', () => {
    const all = paths(buildRoutes(features));
    expect(all.filter((path, i) => all.indexOf(path) !== i)).toEqual([]);
    expect(all).toEqual(expect.arrayContaining(['mine', 'admin#index', 'admin/listings/:id', 'login', '*']));
  });

  it('links each admin navigation row to an admin page of its feature', () => {
    for (const feature of features) {
      const pages = (feature.admin?.routes ?? []).map((route) => `/admin/${route.path}`);
      for (const link of feature.admin?.links ?? []) expect(pages).toContain(link.to);
    }
  });

  it('keeps staff pages under /admin only', () => {
    const outside = features.flatMap((f) => [
      ...(f.routes?.public ?? []),
      ...(f.routes?.loggedIn ?? []),
      ...(f.routes?.plain ?? []),
    ]);
    expect(outside.filter((route) => route.path?.startsWith('admin'))).toEqual([]);
  });

  it('sorts Home tabs, Mine sections and Publish kinds by distinct orders', () => {
    const orderLists = [
      features.flatMap((f) => f.home ?? []).map((tab) => tab.order),
      features.flatMap((f) => (f.mine ? [f.mine.order] : [])),
      features.flatMap((f) => f.publish ?? []).map((kind) => kind.order),
    ];
    for (const orders of orderLists) expect(new Set(orders).size).toBe(orders.length);
  });
});
