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
