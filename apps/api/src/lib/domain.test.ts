import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { type AnyDomain, composeDomains, DomainListError, defineDomain, dependencyOrder } from './domain';

/** A domain of names only: enough for the order and the checks. */
function fake(name: string, dependsOn: string[] = [], build: AnyDomain['build'] = () => ({})): AnyDomain {
  return { name, dependsOn, build };
}

const names = (domains: readonly AnyDomain[]) => domains.map((d) => d.name);
const ctx = {} as AppContext;

describe('dependency order of the domain list', () => {
  it('puts every domain after those it depends on, keeping the list order otherwise', () => {
    const list = [fake('shops', ['users', 'regions']), fake('regions'), fake('users', ['uploads']), fake('uploads')];
    expect(names(dependencyOrder(list))).toEqual(['uploads', 'users', 'regions', 'shops']);
    expect(names(dependencyOrder([fake('a'), fake('b'), fake('c')]))).toEqual(['a', 'b', 'c']);
  });

  it('refuses a dependency missing from the list, naming both domains', () => {
    const list = [fake('listings', ['shops', 'catalog']), fake('catalog')];
    expect(() => dependencyOrder(list)).toThrow(DomainListError);
    expect(() => dependencyOrder(list)).toThrow(
      'domain "listings" depends on "shops", which is not in the domain list',
    );
  });

  it('refuses a cycle, naming the domains in it', () => {
    const list = [fake('regions'), fake('shops', ['regions', 'listings']), fake('listings', ['shops'])];
    expect(() => dependencyOrder(list)).toThrow('domains depend on each other in a cycle: shops -> listings -> shops');
    const longer = [fake('a', ['b']), fake('b', ['c']), fake('c', ['a'])];
    expect(() => dependencyOrder(longer)).toThrow('cycle: a -> b -> c -> a');
    expect(() => dependencyOrder([fake('self', ['self'])])).toThrow('cycle: self -> self');
  });

  it('refuses a domain listed twice', () => {
    expect(() => dependencyOrder([fake('users'), fake('users')])).toThrow('domain "users" is listed twice');
  });
});

describe('composing the domains', () => {
  it("builds each domain once, in order, with only its dependencies' services", () => {
    const seen: Record<string, string[]> = {};
    const track = (name: string, own: object) => (_ctx: AppContext, deps: object) => {
      seen[name] = Object.keys(deps).sort();
      return own;
    };
    const list = [
      fake('rentals', ['users', 'wallet'], track('rentals', { fleet: 1, bookings: 2 })),
      fake('wallet', [], track('wallet', { ledger: 3, wallet: 4 })),
      fake('users', [], track('users', { users: 5 })),
      fake('notifications', [], track('notifications', { notifications: 6 })),
    ];
    const composition = composeDomains(list, ctx);
    expect(names(composition.domains)).toEqual(['users', 'wallet', 'rentals', 'notifications']);
    expect(composition.services).toEqual({ users: 5, ledger: 3, wallet: 4, fleet: 1, bookings: 2, notifications: 6 });
    expect(seen).toEqual({ users: [], wallet: [], rentals: ['ledger', 'users', 'wallet'], notifications: [] });
  });

  it('refuses two domains building a service of the same name', () => {
    const list = [fake('extras', [], () => ({ bookings: 1 })), fake('rentals', [], () => ({ bookings: 2 }))];
    expect(() => composeDomains(list, ctx)).toThrow('domains "extras" and "rentals" both build a service "bookings"');
  });

  it('takes typed definitions whose dependencies are other definitions', () => {
    const regions = defineDomain({ name: 'regions', build: () => ({ regions: { label: (id: string) => id } }) });
    const catalog = defineDomain({
      name: 'catalog',
      dependsOn: [regions],
      build: (_ctx, deps) => ({ catalog: { brand: (id: string) => deps.regions.label(id).toUpperCase() } }),
    });
    expect(catalog.dependsOn).toEqual(['regions']);
    const { services } = composeDomains([catalog, regions], ctx);
    expect((services.catalog as { brand(id: string): string }).brand('toyota')).toBe('TOYOTA');
  });
});
