import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DomainServices } from '../composition';
import type { AppContext } from '../context';

/** A Fastify instance whose routes are typed by their zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Each domain's `<domain>.routes.ts` exports one of these; its `index.ts` lists them (lib/domain.ts). */
export type RouteModule = (app: ZodApp, services: DomainServices, ctx: AppContext) => void;
