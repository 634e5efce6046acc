/**
 * Registers a domain's routes from its contract in `@souq/shared` (decision record 0018): the
 * contract gives the method, path, schemas, auth and OpenAPI text; the domain gives one handler per
 * endpoint, and the compiler refuses a missing one or a wrong answer.
 */
import {
  type BodyOf,
  type Contract,
  type Endpoint,
  type EndpointAuth,
  envelope,
  type ParamsOf,
  type QueryOf,
  type ResponseInput,
} from '@souq/shared';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { RouteAuth } from '../plugins/auth';
import type { ZodApp } from './route';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `<tag>.<name>` of the contract endpoint this route implements. */
    contract?: string;
    /** Whether the endpoint takes an Idempotency-Key header (the OpenAPI document shows it, lib/openapi.ts). */
    idempotency?: Endpoint['idempotency'];
  }
}

/** The request a handler gets: params, query and body as the contract's schemas output them. */
export type ContractRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
};

/** The success envelope a JSON endpoint answers (`ok(req, data)` builds it). */
export interface Answer<T> {
  code: 200;
  message: string;
  data: T;
}

export type ContractHandler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<E['response'] extends 'html' ? FastifyReply : Answer<ResponseInput<E>> | FastifyReply>;

/** Route options beyond the contract: a rate limit of its own, a pre-handler (per-mobile limits). */
export interface RouteExtras {
  config?: Pick<FastifyContextConfig, 'rateLimit'>;
  preHandler?: RouteShorthandOptions['preHandler'];
  bodyLimit?: number;
}

export type Implementation<E extends Endpoint> =
  | ContractHandler<E>
  | { handler: ContractHandler<E>; with: RouteExtras };

export type Implementations<C extends Contract> = { [K in keyof C['endpoints']]: Implementation<C['endpoints'][K]> };

function routeAuth(auth: EndpointAuth): RouteAuth | undefined {
  if (auth === 'none') return undefined;
  if (auth === 'required') return true;
  if (auth === 'optional') return 'optional';
  return { roles: [...auth.roles] };
}

/** `<tag>.<name>` with the tag in camel case: an operation id must be URL-safe ("rental bookings"). */
function operationId(tag: string, name: string): string {
  return `${tag.replace(/\s+(\w)/g, (_space, letter: string) => letter.toUpperCase())}.${name}`;
}

function describe(endpoint: Endpoint): string {
  return endpoint.idempotency === 'required'
    ? `${endpoint.summary} (needs an Idempotency-Key header)`
    : endpoint.summary;
}

/** Registers every endpoint of `contract` with its handler; raw-body endpoints get a scope that keeps the bytes. */
export function implement<C extends Contract>(app: ZodApp, contract: C, handlers: Implementations<C>): void {
  const raw: [string, Endpoint, Implementation<Endpoint>][] = [];
  for (const [name, endpoint] of Object.entries(contract.endpoints)) {
    const implementation = handlers[name as keyof C['endpoints']] as unknown as Implementation<Endpoint>;
    if (!implementation) throw new Error(`contract ${contract.tag}.${name} has no handler`);
    if (endpoint.body === 'raw') raw.push([name, endpoint, implementation]);
    else register(app, contract.tag, name, endpoint, implementation);
  }
  if (raw.length === 0) return;
  // Signed webhooks need the body as it arrived: this scope keeps every body as a Buffer.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    for (const [name, endpoint, implementation] of raw)
      register(scope as ZodApp, contract.tag, name, endpoint, implementation);
  });
}

function register(
  app: ZodApp,
  tag: string,
  name: string,
  endpoint: Endpoint,
  implementation: Implementation<Endpoint>,
) {
  const { handler, with: extras = {} } =
    typeof implementation === 'function' ? { handler: implementation, with: {} as RouteExtras } : implementation;
  const auth = routeAuth(endpoint.auth);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [tag],
      summary: describe(endpoint),
      operationId: operationId(tag, name),
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && typeof endpoint.body !== 'string' ? { body: endpoint.body } : {}),
      ...(endpoint.response !== 'html' ? { response: { 200: envelope(endpoint.response) } } : {}),
    },
    config: {
      ...extras.config,
      contract: `${tag}.${name}`,
      ...(auth !== undefined ? { auth } : {}),
      ...(endpoint.idempotency ? { idempotency: endpoint.idempotency } : {}),
    },
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** The documentation pages (Swagger UI) are the one part of `/api/` that is not an endpoint of a contract. */
const NOT_ENDPOINTS = /^\/api\/docs(\/|$)/;

/**
 * Makes "one contract per endpoint" hold at start: a route under `/api/` added any other way than
 * through `implement` stops the app with its method and path.
 */
export function refuseRoutesWithoutContract(app: Pick<ZodApp, 'addHook'>): void {
  app.addHook('onRoute', (route) => {
    const path = route.url ?? route.path;
    if (!path.startsWith('/api/') || NOT_ENDPOINTS.test(path) || route.config?.contract) return;
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    throw new Error(
      `${methods} ${path} is not declared in a contract: add it to its domain's contract and implement it`,
    );
  });
}
