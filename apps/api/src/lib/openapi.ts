/**
 * The OpenAPI document served at /api/docs (decision record 0025). Routes are documented from
 * their contracts (lib/contract.ts); this file adds what every operation shares and only the
 * document shows: the error responses with their envelope, who may call (security), the
 * Idempotency-Key header, the servers and the licence. Nothing here changes how a route answers:
 * the error responses are not route schemas, so Fastify never serialises an error through them.
 * `openapi.test.ts` lints the result with Redocly's recommended rules.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { APP_VERSION, errorEnvelopeSchema, UPLOAD_FILE_FIELD } from '@souq/shared';
import type { FastifyContextConfig } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';

type JsonSchema = Record<string, unknown>;

const ERROR_ENVELOPE = 'ErrorEnvelope';
const BEARER = 'bearer';

/** An error answer as the document shows it: the envelope, and what the status means here. */
function errorResponse(description: string) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` } } },
  };
}

/** What a route's config and schema say about the errors it can answer. */
interface RouteFacts {
  auth: FastifyContextConfig['auth'];
  idempotency: FastifyContextConfig['idempotency'];
  hasPathParams: boolean;
  multipart: boolean;
}

/** The error statuses a route can answer, each with the envelope (codes in `ERRORS` of @souq/shared). */
function errorResponses(facts: RouteFacts): Record<string, ReturnType<typeof errorResponse>> {
  const signedIn = facts.auth === true || typeof facts.auth === 'object';
  return {
    400: errorResponse('The request is not valid: VALIDATION_FAILED lists the fields and their problems.'),
    ...(signedIn
      ? {
          401: errorResponse(
            'No session, or it ended (AUTH_REQUIRED, SESSION_INVALID): the envelope code is 403, log out.',
          ),
          403: errorResponse('Signed in, but this needs a role or standing the user does not have.'),
        }
      : {}),
    ...(facts.hasPathParams ? { 404: errorResponse('No such object, or it is not the caller’s to see.') } : {}),
    ...(facts.idempotency
      ? { 409: errorResponse('The Idempotency-Key belongs to another request, or its first request is still running.') }
      : {}),
    ...(facts.multipart
      ? {
          413: errorResponse('The file is over the size limit.'),
          415: errorResponse('The file is not of a type this upload takes (checked by its bytes).'),
        }
      : {}),
    429: errorResponse('Too many requests (RATE_LIMITED); Retry-After says when to try again, where known.'),
    500: errorResponse('An unexpected error; the requestId finds it in the server log.'),
  };
}

/** Security of one operation: none for public routes, the session or nothing for optional ones. */
function securityOf(auth: FastifyContextConfig['auth']): Record<string, string[]>[] | undefined {
  if (!auth) return [];
  if (auth === 'optional') return [{ [BEARER]: [] }, {}];
  return undefined; // the document's default: the bearer session
}

function idempotencyHeader(idempotency: 'required' | 'optional'): JsonSchema {
  return {
    type: 'object',
    properties: {
      'idempotency-key': {
        type: 'string',
        minLength: 1,
        maxLength: 200,
        description:
          'One key per user action: a retry with the same key answers the first result instead of repeating it.',
      },
    },
    ...(idempotency === 'required' ? { required: ['idempotency-key'] } : {}),
  };
}

/**
 * Zod schemas to JSON schemas. Unions are left to `tidySchema` below: the library's own union
 * rewrite runs before shared sub-schemas are filled in, so it dropped a branch used twice in one
 * body (the WhatsApp number of a consultant or a lease demand, documented as "empty only").
 */
const zodToJson = createJsonSchemaTransform({
  zodToJsonConfig: {
    override: (ctx) => {
      // Dates travel as ISO strings.
      if (ctx.zodSchema._zod.def.type === 'date')
        Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  },
});

/** A multipart upload's body: the file in one field (the uploads client sends it so). */
const MULTIPART_FILE: JsonSchema = {
  type: 'object',
  properties: { [UPLOAD_FILE_FIELD]: { type: 'string', format: 'binary' } },
  required: [UPLOAD_FILE_FIELD],
};

/** The success of a page or a file (`response: 'html'`): not JSON, so no schema (`type: 'null'`). */
const NOT_JSON = { type: 'null', description: 'A page or a file, not JSON.' };

function hasSuccess(response: unknown): boolean {
  return Object.keys((response as JsonSchema | undefined) ?? {}).some((status) => status.startsWith('2'));
}

/** Adds each route's errors, security, Idempotency-Key header and upload field to its converted schema. */
const documentRoute: FastifyDynamicSwaggerOptions['transform'] = (input) => {
  const { schema, url } = zodToJson(input);
  if (!schema || schema.hide) return { schema, url };
  const config = input.route.config ?? {};
  const security = securityOf(config.auth);
  const multipart = (schema.consumes as string[] | undefined)?.includes('multipart/form-data') ?? false;
  return {
    url,
    schema: {
      ...schema,
      ...(security ? { security } : {}),
      ...(multipart && !schema.body ? { body: MULTIPART_FILE } : {}),
      ...(config.idempotency && !schema.headers ? { headers: idempotencyHeader(config.idempotency) } : {}),
      response: {
        ...(hasSuccess(schema.response) ? {} : { 200: NOT_JSON }),
        ...errorResponses({
          auth: config.auth,
          idempotency: config.idempotency,
          hasPathParams: url.includes('/:'),
          multipart,
        }),
        ...(schema.response as JsonSchema | undefined),
      },
    },
  };
};

/** OpenAPI 3.0 spells "or null" as `nullable: true` beside a `type`. */
function isNullBranch(schema: JsonSchema): boolean {
  return schema.nullable === true && Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null;
}

/** Replaces `target`'s keys with `branch`'s, keeping `target`'s own annotations (description, default…). */
function mergeInto(target: JsonSchema, branch: JsonSchema, extra: JsonSchema = {}): void {
  const own = { ...target };
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, branch, own, extra);
}

/** One `anyOf`/`oneOf` as OpenAPI 3.0 wants it: no empty branches, null folded into `nullable`. */
function tidyUnion(schema: JsonSchema, key: 'anyOf' | 'oneOf'): void {
  const all = schema[key];
  if (!Array.isArray(all)) return;
  // An empty branch is one zod could not describe (a transform's output): it documents nothing.
  const branches = (all as JsonSchema[]).filter((b) => Object.keys(b).length > 0);
  const others = branches.filter((b) => !isNullBranch(b));
  const nullable = schema.nullable === true || others.length < branches.length;
  delete schema[key];
  delete schema.nullable;
  if (others.length === 0) {
    if (branches.length > 0) Object.assign(schema, branches[0]);
    return;
  }
  if (others.length === 1) {
    mergeInto(schema, others[0] as JsonSchema, nullable ? { nullable: true } : {});
    return;
  }
  if (!nullable) schema[key] = others;
  else if (others.every((b) => typeof b.type === 'string')) schema[key] = others.map((b) => ({ ...b, nullable: true }));
  else schema[key] = [...others, { type: 'string', nullable: true, enum: [null] }];
}

/**
 * Rewrites one JSON schema (and those inside it) into what OpenAPI 3.0 and Redocly's recommended
 * rules accept, describing the same values.
 */
function tidySchema(value: unknown): void {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  const schema = value as JsonSchema;
  const properties = schema.properties as Record<string, unknown> | undefined;
  for (const child of Object.values(properties ?? {})) tidySchema(child);
  for (const key of ['items', 'additionalProperties', 'not']) tidySchema(schema[key]);
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const list = schema[key];
    if (Array.isArray(list)) for (const child of list) tidySchema(child);
  }
  tidyUnion(schema, 'anyOf');
  tidyUnion(schema, 'oneOf');
  // A record over a fixed set of keys (counts by status) lists them as required: name them too.
  const extra = schema.additionalProperties;
  if (Array.isArray(schema.required) && extra && typeof extra === 'object') {
    const named = { ...(properties ?? {}) };
    for (const name of schema.required as string[]) named[name] ??= structuredClone(extra);
    schema.properties = named;
  }
}

interface Operation {
  parameters?: { schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface DocumentSchemas {
  components?: { schemas?: Record<string, unknown> };
  paths?: Record<string, Record<string, Operation>>;
}

/** Tidies every schema of the finished document (components, parameters, bodies, responses). */
const tidyDocument: NonNullable<FastifyDynamicSwaggerOptions['transformObject']> = (input) => {
  if (!('openapiObject' in input)) return input.swaggerObject;
  const document = input.openapiObject as DocumentSchemas;
  for (const schema of Object.values(document.components?.schemas ?? {})) tidySchema(schema);
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem)) {
      for (const parameter of operation.parameters ?? []) tidySchema(parameter.schema);
      for (const media of Object.values(operation.requestBody?.content ?? {})) tidySchema(media.schema);
      for (const response of Object.values(operation.responses ?? {}))
        for (const media of Object.values(response.content ?? {})) tidySchema(media.schema);
    }
  }
  return input.openapiObject;
};

function errorEnvelopeJson(): JsonSchema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorEnvelopeSchema, { target: 'openapi-3.0', io: 'output' });
  return schema;
}

/** The options of `@fastify/swagger`: where the API is, its licence, and the transforms above. */
export function openApiOptions(config: Config): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Souq Motors API',
        version: APP_VERSION,
        description:
          'Responses are wrapped as { code, message, data }; errors as { code, error, message, data, requestId } ' +
          'with a true HTTP status. Send the session as `Authorization: Bearer <token>`.',
        license: { name: 'Proprietary: all rights reserved', url: `${publicUrl(config)}/about/terms` },
      },
      servers: [{ url: publicUrl(config) || '/' }],
      components: {
        securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer' } },
        schemas: { [ERROR_ENVELOPE]: errorEnvelopeJson() },
      },
      security: [{ [BEARER]: [] }],
    },
    transform: documentRoute,
    transformObject: tidyDocument,
  };
}

/** The public address of the app without a trailing slash (PUBLIC_URL), or '' for wherever it is reached. */
function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? '').replace(/\/+$/, '');
}
