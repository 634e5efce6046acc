/**
 * Demo car photos for the seeds: drawn by car-photos.ts, encoded once and kept in a cache folder
 * (by default node_modules/.cache/souq-demo-photos, or DEMO_PHOTO_CACHE), so a second seeding on the
 * same machine (a fresh database, the browser tests) only copies files. The cache key is a hash of
 * the drawing itself: a change to the drawing code draws again. The cache is optional: when its
 * folder cannot be written the photos are drawn every time.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Actor } from '../../lib/authz';
import { REPO_ROOT } from '../../lib/paths';
import type { UploadsService } from '../../modules/uploads/uploads.service';
import { type CarLook, carPhotoSvg, PHOTO_HEIGHT, PHOTO_WIDTH, type PhotoView } from './car-photos';

const THUMB_SIDE = 400;

export function demoPhotoCacheDir(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.DEMO_PHOTO_CACHE === 'off') return null;
  return env.DEMO_PHOTO_CACHE || path.join(REPO_ROOT, 'node_modules', '.cache', 'souq-demo-photos');
}

export interface DrawnPhoto {
  webp: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

async function draw(svg: string): Promise<DrawnPhoto> {
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
  const thumb = await sharp(webp)
    .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside' })
    .webp({ quality: 72, effort: 2 })
    .toBuffer();
  return { webp, thumb, width: PHOTO_WIDTH, height: PHOTO_HEIGHT };
}

/** One photo of a car, from the cache when it was drawn before. */
export async function demoPhoto(look: CarLook, view: PhotoView, cacheDir = demoPhotoCacheDir()): Promise<DrawnPhoto> {
  const svg = carPhotoSvg(look, view);
  if (!cacheDir) return draw(svg);
  const key = createHash('sha256').update(svg).digest('hex').slice(0, 32);
  const file = path.join(cacheDir, `${key}.webp`);
  const thumbFile = path.join(cacheDir, `${key}.thumb.webp`);
  try {
    return { webp: readFileSync(file), thumb: readFileSync(thumbFile), width: PHOTO_WIDTH, height: PHOTO_HEIGHT };
  } catch {
    // not drawn yet
  }
  const photo = await draw(svg);
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Written under a temporary name first: a second process never reads half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(`${thumbFile}.${process.pid}.tmp`, photo.thumb);
    renameSync(`${thumbFile}.${process.pid}.tmp`, thumbFile);
    writeFileSync(tmp, photo.webp);
    renameSync(tmp, file);
  } catch {
    // A read-only place: draw again next time.
  }
  return photo;
}

/**
 * Draws (or reads) a car's photos and stores them as the owner's public uploads; returns their
 * ids in view order. Two photos are drawn at a time (sharp renders off the main thread).
 */
export async function storeCarPhotos(
  uploads: UploadsService,
  owner: Actor,
  look: CarLook,
  views: readonly PhotoView[],
): Promise<string[]> {
  const drawn = await Promise.all(views.map((v) => demoPhoto(look, v)));
  const ids: string[] = [];
  for (const photo of drawn) ids.push((await uploads.storeDrawnImage(owner, { purpose: 'car', ...photo })).id);
  return ids;
}

/** Runs `fn` over `items`, `limit` at a time, results in order (drawing photos keeps a core busy). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}
