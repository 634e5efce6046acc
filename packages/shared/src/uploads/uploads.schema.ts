import { z } from 'zod';

export const UPLOAD_VISIBILITIES = ['public', 'private'] as const;
/**
 * Why a file was uploaded; private purposes are licence and identity images. `car_video` takes an
 * MP4 video only; `report` (inspection report) an image or a PDF; every other purpose images only.
 */
export const UPLOAD_PURPOSES = [
  'avatar',
  'car',
  'shop',
  'post',
  'licence',
  'identity',
  'other',
  'car_video',
  'report',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const PRIVATE_PURPOSES: readonly UploadPurpose[] = ['licence', 'identity'];

/** What a stored file is: images are re-encoded with a thumbnail; videos and PDFs are stored as sent. */
export const UPLOAD_KINDS = ['image', 'video', 'pdf'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The kinds of file each purpose accepts. */
export const UPLOAD_PURPOSE_KINDS: Record<UploadPurpose, readonly UploadKind[]> = {
  avatar: ['image'],
  car: ['image'],
  shop: ['image'],
  post: ['image'],
  licence: ['image'],
  identity: ['image'],
  other: ['image'],
  car_video: ['video'],
  report: ['image', 'pdf'],
};

/** The file picker's `accept` attribute for a purpose. */
export function uploadAcceptOf(purpose: UploadPurpose): string {
  const mimes: Record<UploadKind, string> = {
    image: 'image/jpeg,image/png,image/webp',
    video: 'video/mp4',
    pdf: 'application/pdf',
  };
  return UPLOAD_PURPOSE_KINDS[purpose].map((k) => mimes[k]).join(',');
}

/** The kind of a stored file from its MIME type. */
export function uploadKindOf(mime: string): UploadKind {
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('video/')) return 'video';
  return 'image';
}

export const uploadQuery = z.object({
  purpose: z.enum(UPLOAD_PURPOSES).default('other'),
});

export const uploadSchema = z.object({
  id: z.string(),
  visibility: z.enum(UPLOAD_VISIBILITIES),
  purpose: z.enum(UPLOAD_PURPOSES),
  kind: z.enum(UPLOAD_KINDS),
  mime: z.string(),
  /** Pixels of an image; null for videos and PDFs. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  size: z.number().int(),
  /** For public files a permanent URL; for private ones a short-lived signed URL. */
  url: z.string(),
  /** A WebP thumbnail of an image; null for videos and PDFs (show a generic icon). */
  thumbUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** An upload as other domains show it (photos, videos, report files). */
export const uploadMediaSchema = z.object({
  uploadId: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  mime: z.string(),
  url: z.string(),
  thumbUrl: z.string().nullable(),
});
export type UploadMedia = z.infer<typeof uploadMediaSchema>;
