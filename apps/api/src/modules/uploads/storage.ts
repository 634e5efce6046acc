/** Where file bytes live: local disk by default, S3-compatible when configured. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** A URL a browser can load: permanent for public keys, signed and short-lived for private ones. */
  publicUrl(key: string): string;
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
}
