import { randomBytes } from 'node:crypto';
import { PRIVATE_PURPOSES, type UPLOAD_PURPOSES, type Upload } from '@souq/shared';
import type { AppContext } from '../../context';
import { type Actor, requireOwnerOrAdmin } from '../../lib/authz';
import { AppError, notFound } from '../../lib/errors';
import { IMAGE_EXT, IMAGE_MIME, processImage } from './uploads.images';
import { type UploadRow, uploadsRepository } from './uploads.repository';

export type { UploadRow } from './uploads.repository';
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Images users upload: checked, re-encoded, stored under random keys, private when personal. */
export class UploadsService {
  constructor(private readonly ctx: AppContext) {}

  async upload(actor: Actor, input: { purpose: UploadPurpose; data: Buffer }): Promise<Upload> {
    if (input.data.length === 0) throw new AppError('FILE_REQUIRED');
    if (input.data.length > this.ctx.config.UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
    const image = await processImage(input.data);
    const visibility = PRIVATE_PURPOSES.includes(input.purpose) ? 'private' : 'public';
    // Random names only: nothing of the client's file name reaches the disk or a URL.
    const name = `${visibility}/${randomBytes(18).toString('base64url')}`;
    const storageKey = `${name}.${IMAGE_EXT[image.type]}`;
    const thumbKey = `${name}.thumb.webp`;
    const { storage } = this.ctx;
    await storage.put(storageKey, image.data, IMAGE_MIME[image.type]);
    try {
      await storage.put(thumbKey, image.thumb, 'image/webp');
      const row = await uploadsRepository.insert(this.ctx.db, {
        ownerId: actor.userId,
        visibility,
        purpose: input.purpose,
        storageKey,
        thumbKey,
        mime: IMAGE_MIME[image.type],
        width: image.width,
        height: image.height,
        size: image.data.length,
        createdAt: this.ctx.clock.now(),
      });
      return this.present(row);
    } catch (err) {
      await Promise.allSettled([storage.delete(storageKey), storage.delete(thumbKey)]);
      throw err;
    }
  }

  /** Public uploads to anyone logged in; private ones to their owner and admins, 404 to others. */
  async get(actor: Actor, id: string): Promise<Upload> {
    const row = UUID.test(id) ? await uploadsRepository.findById(this.ctx.db, id) : undefined;
    if (!row) throw notFound();
    if (row.visibility === 'private') requireOwnerOrAdmin(actor, row.ownerId);
    return this.present(row);
  }

  async findOwned(userId: string, uploadId: string): Promise<UploadRow | undefined> {
    if (!UUID.test(uploadId)) return undefined;
    return uploadsRepository.findOwned(this.ctx.db, userId, uploadId);
  }

  /** The permanent URL of a public upload (avatars); null when missing or private. */
  async publicUrlOf(uploadId: string): Promise<string | null> {
    if (!UUID.test(uploadId)) return null;
    const row = await uploadsRepository.findById(this.ctx.db, uploadId);
    return row?.visibility === 'public' ? this.ctx.storage.publicUrl(row.storageKey) : null;
  }

  /** Account cancellation: rows first, then the stored files (best effort, logged). */
  async removeAllOf(userId: string): Promise<void> {
    const rows = await uploadsRepository.deleteAllOf(this.ctx.db, userId);
    const results = await Promise.allSettled(
      rows.flatMap((r) => [this.ctx.storage.delete(r.storageKey), this.ctx.storage.delete(r.thumbKey)]),
    );
    const failed = results.filter((r) => r.status === 'rejected');
    if (failed.length) this.ctx.log.warn({ userId, failed: failed.length }, 'some uploaded files could not be deleted');
  }

  private async present(row: UploadRow): Promise<Upload> {
    const { storage, config } = this.ctx;
    const isPublic = row.visibility === 'public';
    const urlOf = (key: string) =>
      isPublic ? storage.publicUrl(key) : storage.signedUrl(key, config.SIGNED_URL_TTL_SECONDS);
    return {
      id: row.id,
      visibility: row.visibility,
      purpose: row.purpose as UploadPurpose,
      mime: row.mime,
      width: row.width,
      height: row.height,
      size: row.size,
      url: await urlOf(row.storageKey),
      thumbUrl: await urlOf(row.thumbKey),
      createdAt: row.createdAt.toISOString(),
    };
  }
}
