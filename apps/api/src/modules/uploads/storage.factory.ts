import path from 'node:path';
import type { Config } from '../../config';
import { type Clock, systemClock } from '../../lib/clock';
import type { FileStorage } from './storage';
import { LocalFileStorage } from './storage.local';
import { S3FileStorage } from './storage.s3';

/**
 * S3-compatible storage when S3_BUCKET is set, otherwise local disk under `<DATA_DIR>/uploads`.
 * The clock signs and checks the local signed URLs (pass the app's clock so tests can expire them).
 */
export function createStorage(config: Config, clock: Clock = systemClock): FileStorage {
  if (config.S3_BUCKET) {
    return new S3FileStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      // config.ts refuses an S3_BUCKET without both keys.
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return new LocalFileStorage({
    root: path.resolve(config.DATA_DIR, 'uploads'),
    secret: config.SECRET_KEY,
    clock,
    baseUrl: config.PUBLIC_URL?.replace(/\/$/, '') ?? '',
  });
}
