import { z } from 'zod';

export const UPLOAD_VISIBILITIES = ['public', 'private'] as const;
/** Why a file was uploaded; private purposes are licence and identity images. */
export const UPLOAD_PURPOSES = ['avatar', 'car', 'shop', 'post', 'licence', 'identity', 'other'] as const;
export const PRIVATE_PURPOSES: readonly (typeof UPLOAD_PURPOSES)[number][] = ['licence', 'identity'];

export const uploadQuery = z.object({
  purpose: z.enum(UPLOAD_PURPOSES).default('other'),
});

export const uploadSchema = z.object({
  id: z.string(),
  visibility: z.enum(UPLOAD_VISIBILITIES),
  purpose: z.enum(UPLOAD_PURPOSES),
  mime: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  /** For public files a permanent URL; for private ones a short-lived signed URL. */
  url: z.string(),
  thumbUrl: z.string(),
  createdAt: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;
