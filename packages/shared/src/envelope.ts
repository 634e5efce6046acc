import { z } from 'zod';
import { cursorSchema } from './validation';

/** The spec's response envelope around a data schema, used for OpenAPI and for clients. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), message: z.string(), data });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  error: z.string(),
  message: z.string(),
  data: z
    .object({
      fields: z.array(z.object({ field: z.string(), key: z.string(), message: z.string().optional() })).optional(),
    })
    .nullable(),
  requestId: z.string().optional(),
});

export const okSchema = z.object({ ok: z.literal(true) });

/** The `:id` of a path naming one object by its UUID. */
export const idParams = z.object({ id: z.uuid() });

/** Cursor pagination shared by every list. */
export const pageQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
