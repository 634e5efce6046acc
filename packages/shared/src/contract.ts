/**
 * One declaration per endpoint, shared by the API and the web app (decision record 0018).
 *
 * A domain's `<domain>.contract.ts` lists its endpoints with `defineContract`. The API registers
 * its routes from that list (`implement` in apps/api/src/lib/contract.ts: validation, OpenAPI,
 * auth, idempotency), and the web app calls them through `call` in apps/web/src/lib/api.ts, so a
 * wrong path, parameter, body or response type fails to compile on either side.
 */
import type { z } from 'zod';
import type { Role } from './constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone ('none'), anyone with the session used when present ('optional'), a logged-in
 * user ('required'), or a logged-in user with one of the roles.
 */
export type EndpointAuth = 'none' | 'optional' | 'required' | { roles: readonly Role[] };

/** The request body: JSON checked by a schema, a multipart upload, or raw bytes (signed webhooks). */
export type EndpointBody = z.ZodType | 'multipart' | 'raw';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify syntax: `/api/cars/:id`. */
  path: string;
  summary: string;
  /** Longer OpenAPI text, when the summary cannot say it all (limits, formats). */
  description?: string;
  auth: EndpointAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: EndpointBody;
  /** The `data` of the success envelope; 'html' for a page (the sandbox's hosted checkout). */
  response: z.ZodType | 'html';
  /** 'required': the call needs an `Idempotency-Key` header (money moves, a retry must not repeat it). */
  idempotency?: 'required' | 'optional';
  /** The route is left out of the public OpenAPI document (dev-only helpers). */
  hidden?: boolean;
}

export interface Contract<E extends Record<string, Endpoint> = Record<string, Endpoint>> {
  /** OpenAPI tag and the name a reader finds it by. */
  tag: string;
  endpoints: E;
}

/** Declares a domain's endpoints; `const` keeps every path and method literal for the types. */
export function defineContract<const E extends Record<string, Endpoint>>(tag: string, endpoints: E): Contract<E> {
  return { tag, endpoints };
}

/** The auth of the admin area's endpoints. */
export const ADMIN_AUTH = { roles: ['admin'] } as const;

/** What an admin endpoint declares beyond its method, path and summary. */
export type AdminEndpointParts = Omit<Endpoint, 'method' | 'path' | 'summary' | 'auth'>;

/**
 * An endpoint of the admin area (admins only), in one call:
 * `verifyShop: adminEndpoint('POST', '/api/admin/shops/:id/verify', 'Verify a shop', { params: idParams, response: adminShopSchema })`.
 * The same declaration as writing `auth: { roles: ['admin'] }` by hand, so the routes, the OpenAPI
 * document and the web client see no difference.
 */
export function adminEndpoint<const M extends HttpMethod, const P extends string, const R extends AdminEndpointParts>(
  method: M,
  path: P,
  summary: string,
  parts: R,
): { method: M; path: P; summary: string; auth: typeof ADMIN_AUTH } & R {
  return { method, path, summary, auth: ADMIN_AUTH, ...parts };
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type InferInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives after validation. */
export type ParamsOf<E extends Endpoint> = Infer<E['params']>;
export type QueryOf<E extends Endpoint> = Infer<E['query']>;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : unknown;
/** What the client sends (before defaults and coercion). */
export type ParamsInput<E extends Endpoint> = InferInput<E['params']>;
export type QueryInput<E extends Endpoint> = InferInput<E['query']>;
export type BodyInput<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : E['body'] extends 'multipart'
    ? FormData
    : undefined;
/** The `data` a client receives. */
export type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : string;
/** The `data` a handler must answer (before the response schema's transforms). */
export type ResponseInput<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : string;

/** The concrete path of an endpoint: each `:name` replaced by its encoded parameter. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params?: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
