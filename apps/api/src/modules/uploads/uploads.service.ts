import { randomBytes } from 'node:crypto';
import {
  type FieldIssue,
  PRIVATE_PURPOSES,
  UPLOAD_PURPOSE_KINDS,
  type Upload,
  type UploadKind,
  type UploadMedia,
  type UploadPurpose,
  uploadKindOf,
} from '@souq/shared';
import type { AppContext } from '../../context';
import { type Actor, requireOwnerOrAdmin } from '../../lib/authz';
import { AppError, notFound } from '../../lib/errors';
import { checkDocument, DOCUMENT_EXT, DOCUMENT_MIME, type DocumentType } from './uploads.files';
import { IMAGE_EXT, IMAGE_MIME, processImage, sniffImageType } from './uploads.images';
import { type UploadRow, uploadsRepository } from './uploads.repository';

export type { UploadPurpose } from '@souq/shared';
export type { UploadRow } from './uploads.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `validation:` key telling which files a purpose takes, for the field issue of a refused file. */
const TYPE_HINT: Record<string, string> = {
  image: 'fileTypeImage',
  video: 'fileTypeVideo',
  'image,pdf': 'fileTypeReport',
};

export interface RequireUploadsOptions {
  /** Kinds of file allowed (image, video, pdf); any when absent. */
  kinds?: readonly UploadKind[];
  /** Purposes allowed; any when absent. */
  purposes?: readonly UploadPurpose[];
  /** Only public (or only private) files. */
  visibility?: 'public' | 'private';
  /** The request field to name in the error (e.g. `photoUploadIds`). */
  field?: string;
}

/**
 * Files users upload. Images are checked, re-encoded without metadata and get a WebP thumbnail;
 * MP4 videos and PDFs are checked by their bytes and stored as sent. Random keys; private when personal.
 */
export class UploadsService {
  constructor(private readonly ctx: AppContext) {}

  /** The size limit of a purpose's files, in bytes (the route passes it to the multipart reader). */
  maxBytesOf(purpose: UploadPurpose): number {
    const { config } = this.ctx;
    if (purpose === 'car_video') return config.UPLOAD_VIDEO_MAX_BYTES;
    if (purpose === 'report') return config.UPLOAD_REPORT_MAX_BYTES;
    return config.UPLOAD_MAX_BYTES;
  }

  async upload(actor: Actor, input: { purpose: UploadPurpose; data: Buffer }): Promise<Upload> {
    if (input.data.length === 0) throw new AppError('FILE_REQUIRED');
    if (input.data.length > this.maxBytesOf(input.purpose)) throw new AppError('PAYLOAD_TOO_LARGE');
    const kinds = UPLOAD_PURPOSE_KINDS[input.purpose];
    const visibility = PRIVATE_PURPOSES.includes(input.purpose) ? 'private' : 'public';
    // Random names only: nothing of the client's file name reaches the disk or a URL.
    const name = `${visibility}/${randomBytes(18).toString('base64url')}`;
    const refuse = () =>
      new AppError('UNSUPPORTED_FILE_TYPE', {}, [{ field: 'file', key: TYPE_HINT[kinds.join(',')] ?? 'invalid' }]);

    if (kinds.includes('image') && (sniffImageType(input.data) || !kinds.some((k) => k !== 'image'))) {
      let image: Awaited<ReturnType<typeof processImage>>;
      try {
        image = await processImage(input.data);
      } catch (err) {
        if (err instanceof AppError && err.code === 'UNSUPPORTED_FILE_TYPE') throw refuse();
        throw err;
      }
      const storageKey = `${name}.${IMAGE_EXT[image.type]}`;
      const thumbKey = `${name}.thumb.webp`;
      return this.store(
        [
          { key: storageKey, body: image.data, mime: IMAGE_MIME[image.type] },
          { key: thumbKey, body: image.thumb, mime: 'image/webp' },
        ],
        {
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
        },
      );
    }

    const documents: DocumentType[] = [];
    if (kinds.includes('video')) documents.push('mp4');
    if (kinds.includes('pdf')) documents.push('pdf');
    let type: DocumentType;
    try {
      type = checkDocument(input.data, documents);
    } catch {
      throw refuse();
    }
    const storageKey = `${name}.${DOCUMENT_EXT[type]}`;
    return this.store([{ key: storageKey, body: input.data, mime: DOCUMENT_MIME[type] }], {
      ownerId: actor.userId,
      visibility,
      purpose: input.purpose,
      storageKey,
      thumbKey: null,
      mime: DOCUMENT_MIME[type],
      width: null,
      height: null,
      size: input.data.length,
      createdAt: this.ctx.clock.now(),
    });
  }

  /**
   * Stores a public WebP image this server drew itself (the demo car photos), with its thumbnail,
   * without decoding and re-encoding it again. Never for a user's file: those go through upload().
   */
  async storeDrawnImage(
    actor: Actor,
    input: { purpose: UploadPurpose; webp: Buffer; thumb: Buffer; width: number; height: number },
  ): Promise<Upload> {
    if (sniffImageType(input.webp) !== 'webp' || sniffImageType(input.thumb) !== 'webp') {
      throw new AppError('UNSUPPORTED_FILE_TYPE');
    }
    const name = `public/${randomBytes(18).toString('base64url')}`;
    const storageKey = `${name}.webp`;
    const thumbKey = `${name}.thumb.webp`;
    return this.store(
      [
        { key: storageKey, body: input.webp, mime: IMAGE_MIME.webp },
        { key: thumbKey, body: input.thumb, mime: 'image/webp' },
      ],
      {
        ownerId: actor.userId,
        visibility: 'public',
        purpose: input.purpose,
        storageKey,
        thumbKey,
        mime: IMAGE_MIME.webp,
        width: input.width,
        height: input.height,
        size: input.webp.length,
        createdAt: this.ctx.clock.now(),
      },
    );
  }

  /** Writes the files, then the row; removes the files again when anything fails. */
  private async store(
    files: { key: string; body: Buffer; mime: string }[],
    values: Parameters<typeof uploadsRepository.insert>[1],
  ): Promise<Upload> {
    const { storage } = this.ctx;
    try {
      for (const f of files) await storage.put(f.key, f.body, f.mime);
      const row = await uploadsRepository.insert(this.ctx.db, values);
      return this.present(row);
    } catch (err) {
      await Promise.allSettled(files.map((f) => storage.delete(f.key)));
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

  /**
   * For other domains saving upload ids (photos, videos, reports, licences): the user's own uploads
   * in the given order. Throws UPLOAD_NOT_USABLE when an id is unknown, someone else's, repeated,
   * or of a kind, purpose or visibility the caller does not allow.
   */
  async requireOwnUploads(
    userId: string,
    ids: readonly string[],
    opts: RequireUploadsOptions = {},
  ): Promise<UploadRow[]> {
    if (ids.length === 0) return [];
    const fail = () => {
      const fields: FieldIssue[] | undefined = opts.field ? [{ field: opts.field, key: 'uploadNotUsable' }] : undefined;
      return new AppError('UPLOAD_NOT_USABLE', {}, fields);
    };
    if (new Set(ids).size !== ids.length || ids.some((id) => !UUID.test(id))) throw fail();
    const rows = await uploadsRepository.findManyOwned(this.ctx.db, userId, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw fail();
      if (opts.kinds && !opts.kinds.includes(uploadKindOf(row.mime))) throw fail();
      if (opts.purposes && !opts.purposes.includes(row.purpose as UploadPurpose)) throw fail();
      if (opts.visibility && row.visibility !== opts.visibility) throw fail();
      return row;
    });
  }

  /**
   * URLs of uploads for showing them (listings, shops, rental cars), in the given order; unknown
   * ids are left out. Private files get short-lived signed URLs: call this only for a viewer
   * who may see them (the owner or an admin).
   */
  async presentMany(ids: readonly (string | null | undefined)[]): Promise<UploadMedia[]> {
    const wanted = [...new Set(ids.filter((id): id is string => !!id && UUID.test(id)))];
    if (wanted.length === 0) return [];
    const rows = await uploadsRepository.findMany(this.ctx.db, wanted);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const out: UploadMedia[] = [];
    for (const id of wanted) {
      const row = byId.get(id);
      if (row) out.push(await this.mediaOf(row));
    }
    return out;
  }

  /** presentMany as a map by upload id, for lists that look up several ids per item. */
  async presentMap(ids: readonly (string | null | undefined)[]): Promise<Map<string, UploadMedia>> {
    return new Map((await this.presentMany(ids)).map((m) => [m.uploadId, m]));
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
      rows.flatMap((r) =>
        [r.storageKey, r.thumbKey].filter((k): k is string => !!k).map((k) => this.ctx.storage.delete(k)),
      ),
    );
    const failed = results.filter((r) => r.status === 'rejected');
    if (failed.length) this.ctx.log.warn({ userId, failed: failed.length }, 'some uploaded files could not be deleted');
  }

  private urlOf(row: UploadRow, key: string): Promise<string> | string {
    const { storage, config } = this.ctx;
    return row.visibility === 'public' ? storage.publicUrl(key) : storage.signedUrl(key, config.SIGNED_URL_TTL_SECONDS);
  }

  private async mediaOf(row: UploadRow): Promise<UploadMedia> {
    return {
      uploadId: row.id,
      kind: uploadKindOf(row.mime),
      mime: row.mime,
      url: await this.urlOf(row, row.storageKey),
      thumbUrl: row.thumbKey ? await this.urlOf(row, row.thumbKey) : null,
    };
  }

  private async present(row: UploadRow): Promise<Upload> {
    const media = await this.mediaOf(row);
    return {
      id: row.id,
      visibility: row.visibility,
      purpose: row.purpose as UploadPurpose,
      kind: media.kind,
      mime: row.mime,
      width: row.width,
      height: row.height,
      size: row.size,
      url: media.url,
      thumbUrl: media.thumbUrl,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
