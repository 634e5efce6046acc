/** Where file bytes live: local disk by default, S3-compatible when configured. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** A URL a browser can load: permanent for public keys, signed and short-lived for private ones. */
  publicUrl(key: string): string;
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
}

/** Stored kinds a browser may show inline: re-encoded images. */
const INLINE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp']);

/**
 * How a stored file is served: images inline (null), every other file (PDF reports, videos) as an
 * attachment, so a document never opens as a page of this origin. The filename is the key's own
 * random name, reduced to safe characters.
 */
export function contentDispositionOf(key: string): string | null {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (INLINE_EXTENSIONS.has(ext)) return null;
  return `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_') || 'file'}"`;
}
