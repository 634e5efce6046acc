import { z } from 'zod';

export const versionResponse = z.object({
  current: z.string(),
  latest: z.string(),
  url: z.string().nullable(),
  mandatory: z.boolean(),
  notes: z.string().nullable(),
});
export type VersionInfo = z.infer<typeof versionResponse>;

export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** The running app's version, so the answer can say whether updating is mandatory for it. */
export const versionQuery = z.object({
  current: z
    .string()
    .regex(/^\d+(\.\d+){0,3}$/)
    .optional(),
  /** Where the app runs; the answer does not depend on it yet. */
  platform: z.enum(['web', 'android', 'ios']).optional(),
});

/** Development only (browser journeys): the server clock. */
export const devClockSchema = z.object({ now: z.string() });

/** Development only: how far to move the server clock forward, at most a year. */
export const advanceDevClockBody = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(366 * 86_400_000),
});
