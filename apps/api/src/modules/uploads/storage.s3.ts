import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDispositionOf, type FileStorage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL of public objects, e.g. a CDN; defaults to `<endpoint>/<bucket>`. */
  publicUrl?: string;
  client?: S3Client;
}

/**
 * S3-compatible storage (AWS, MinIO, R2). Keys under `public/` are meant to be readable
 * anonymously (bucket policy or CDN); keys under `private/` only through presigned GET URLs.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly base: string;

  constructor(private readonly options: S3StorageOptions) {
    this.client =
      options.client ??
      new S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        forcePathStyle: options.forcePathStyle,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      });
    this.base = trimSlash(options.publicUrl ?? defaultPublicBase(options));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    // Stored with the object, so public URLs (bucket or CDN) download documents too.
    const disposition = contentDispositionOf(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ...(disposition ? { ContentDisposition: disposition } : {}),
        // Keys are random and never rewritten.
        CacheControl: key.startsWith('public/') ? 'public, max-age=31536000, immutable' : 'private, no-store',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      if (!out.Body) return null;
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    return `${this.base}/${key}`;
  }

  async signedUrl(key: string, ttlSeconds: number): Promise<string> {
    const disposition = contentDispositionOf(key);
    const command = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: key,
      ...(disposition ? { ResponseContentDisposition: disposition } : {}),
    });
    return getSignedUrl(this.client, command, { expiresIn: ttlSeconds });
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function defaultPublicBase(o: S3StorageOptions): string {
  if (o.endpoint) {
    const endpoint = new URL(o.endpoint);
    if (o.forcePathStyle) return `${trimSlash(endpoint.toString())}/${o.bucket}`;
    return `${endpoint.protocol}//${o.bucket}.${endpoint.host}${trimSlash(endpoint.pathname)}`;
  }
  return `https://${o.bucket}.s3.${o.region}.amazonaws.com`;
}
