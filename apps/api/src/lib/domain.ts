/**
 * A business domain's one registration point (docs/adding-a-domain.md). `modules/<domain>/index.ts`
 * exports one definition: its name, the domains it depends on, how its services are built, its
 * routes, scheduled jobs, socket handlers and demo data. `domains.ts` lists every domain; the app,
 * the composition root, the scheduler and the seeding loop read that list in dependency order, and
 * refuse to start on a missing dependency, a cycle or two domains building the same service name.
 */
import type { AppContext } from '../context';
import type { ConnectionHandler, RealtimeServer, RoomHandler } from '../plugins/realtime';
import type { RouteModule, ZodApp } from './route';
import type { ScheduledJob } from './scheduler';

/** What a domain adds to the sockets: per-connection events, and the rooms (`<prefix>:<id>`) it guards. */
export interface DomainSockets {
  onConnection?: ConnectionHandler;
  /** By room prefix, e.g. `{ auction: { authorize } }` for `auction:<id>` (see RoomHandler). */
  rooms?: Record<string, RoomHandler>;
}

/** A domain's demo data and reference rows (db/seed/seed.ts runs them in dependency order). */
export interface DomainSeed<S> {
  /** Rows every install needs (the released version); runs on every start, must be idempotent. */
  reference?(services: S, ctx: AppContext): Promise<void>;
  /** Demo data, on a fresh database only (no account yet); should change nothing when run again. */
  demo?(services: S, ctx: AppContext): Promise<void>;
}

/**
 * One domain as the composition reads it. `Own` is what `build` returns (one or several services,
 * keyed by the name routes use: `{ fleet, drivers, bookings, claims }`); `Deps` the services of the
 * domains it depends on. The hooks get both.
 */
export interface Domain<Name extends string = string, Own extends object = object, Deps extends object = object> {
  readonly name: Name;
  /** Names of the domains built before this one; `build` gets their services. */
  readonly dependsOn: readonly string[];
  build(ctx: AppContext, deps: Deps): Own;
  readonly routes?: readonly RouteModule[];
  jobs?(services: Own & Deps, ctx: AppContext): ScheduledJob[];
  sockets?(services: Own & Deps, ctx: AppContext): DomainSockets;
  readonly seed?: DomainSeed<Own & Deps>;
}

// biome-ignore lint/suspicious/noExplicitAny: a list holds domains of every dependency shape.
export type AnyDomain = Domain<string, object, any>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Flat<T> = { [K in keyof T]: T[K] };

/** The services of a list of domains, merged: `{ users, adminUsers, auth, smsCodes, … }`. */
export type ServicesOf<L extends readonly AnyDomain[]> = Flat<UnionToIntersection<ReturnType<L[number]['build']>>>;

/** A domain definition as written in `modules/<domain>/index.ts`; dependencies are the definitions themselves. */
export interface DomainDefinition<Name extends string, Own extends object, D extends readonly AnyDomain[]> {
  name: Name;
  dependsOn?: D;
  build(ctx: AppContext, deps: ServicesOf<D>): Own;
  routes?: readonly RouteModule[];
  jobs?(services: Own & ServicesOf<D>, ctx: AppContext): ScheduledJob[];
  sockets?(services: Own & ServicesOf<D>, ctx: AppContext): DomainSockets;
  seed?: DomainSeed<Own & ServicesOf<D>>;
}

/**
 * Typed domain definition: `dependsOn` names the domains by their definitions (imported from their
 * `index.ts`), so `build` and the hooks see exactly the services of those domains.
 */
export function defineDomain<const Name extends string, Own extends object, const D extends readonly AnyDomain[] = []>(
  definition: DomainDefinition<Name, Own, D>,
): Domain<Name, Own, ServicesOf<D>> {
  return { ...definition, dependsOn: (definition.dependsOn ?? []).map((d) => d.name) };
}

export class DomainListError extends Error {
  override name = 'DomainListError';
}

/**
 * The domains in an order where each comes after those it depends on (the list's own order where
 * free). Throws, naming the domains, on a duplicate name, a missing dependency or a cycle.
 */
export function dependencyOrder<D extends AnyDomain>(domains: readonly D[]): D[] {
  const byName = new Map<string, D>();
  for (const domain of domains) {
    if (byName.has(domain.name)) throw new DomainListError(`domain "${domain.name}" is listed twice`);
    byName.set(domain.name, domain);
  }
  for (const domain of domains) {
    const missing = domain.dependsOn.filter((name) => !byName.has(name));
    if (missing.length) {
      throw new DomainListError(
        `domain "${domain.name}" depends on ${missing.map((m) => `"${m}"`).join(', ')}, which is not in the domain list`,
      );
    }
  }
  const ordered: D[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (domain: D, path: string[]) => {
    const seen = state.get(domain.name);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      const cycle = [...path.slice(path.indexOf(domain.name)), domain.name];
      throw new DomainListError(`domains depend on each other in a cycle: ${cycle.join(' -> ')}`);
    }
    state.set(domain.name, 'visiting');
    for (const name of domain.dependsOn) visit(byName.get(name) as D, [...path, domain.name]);
    state.set(domain.name, 'done');
    ordered.push(domain);
  };
  for (const domain of domains) visit(domain, []);
  return ordered;
}

/** The ordered domains and every service they built, by name. */
export interface Composition<D extends AnyDomain = AnyDomain> {
  domains: readonly D[];
  services: Record<string, unknown>;
}

/**
 * Builds every domain's services in dependency order. Each `build` gets only the services of the
 * domains it named; two domains building the same service name is refused.
 */
export function composeDomains<D extends AnyDomain>(list: readonly D[], ctx: AppContext): Composition<D> {
  const domains = dependencyOrder(list);
  const services: Record<string, unknown> = {};
  const owner = new Map<string, string>();
  const built = new Map<string, object>();
  for (const domain of domains) {
    const deps = Object.assign({}, ...domain.dependsOn.map((name) => built.get(name)));
    const own = domain.build(ctx, deps);
    for (const key of Object.keys(own)) {
      const other = owner.get(key);
      if (other) throw new DomainListError(`domains "${other}" and "${domain.name}" both build a service "${key}"`);
      owner.set(key, domain.name);
    }
    built.set(domain.name, own);
    Object.assign(services, own);
  }
  return { domains, services };
}

/** Every domain's routes, in dependency order. */
export function registerDomainRoutes(app: ZodApp, composition: Composition, ctx: AppContext): void {
  // The route modules are typed against the real list's services (DomainServices in composition.ts).
  const services = composition.services as Parameters<RouteModule>[1];
  for (const domain of composition.domains) {
    for (const routes of domain.routes ?? []) routes(app, services, ctx);
  }
}

/** Every domain's socket handlers on the realtime server; returns a function that removes them. */
export function registerDomainSockets(realtime: RealtimeServer, composition: Composition, ctx: AppContext): () => void {
  const undo: (() => void)[] = [];
  for (const domain of composition.domains) {
    const sockets = domain.sockets?.(composition.services, ctx);
    if (!sockets) continue;
    if (sockets.onConnection) undo.push(realtime.onConnection(sockets.onConnection));
    for (const [prefix, handler] of Object.entries(sockets.rooms ?? {})) undo.push(realtime.onRoom(prefix, handler));
  }
  return () => {
    for (const off of undo) off();
  };
}

/** Every domain's scheduled jobs, in dependency order. */
export function domainJobs(composition: Composition, ctx: AppContext): ScheduledJob[] {
  return composition.domains.flatMap((domain) => domain.jobs?.(composition.services, ctx) ?? []);
}
