/**
 * The composition root: every domain's services, built once from the domain list (domains.ts) in
 * dependency order. `DomainServices` is typed per domain from what each `build` returns, so route
 * modules see exactly the services that exist.
 */
import type { AppContext } from './context';
import { DOMAINS } from './domains';
import { type Composition, composeDomains, type ServicesOf } from './lib/domain';

export type DomainServices = ServicesOf<typeof DOMAINS>;

export interface AppComposition extends Composition<(typeof DOMAINS)[number]> {
  services: DomainServices & Record<string, unknown>;
}

/** Builds the app's domains; throws, naming them, on a missing dependency, a cycle or a service built twice. */
export function composeApp(ctx: AppContext): AppComposition {
  return composeDomains(DOMAINS, ctx) as AppComposition;
}
