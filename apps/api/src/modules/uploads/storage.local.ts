import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../../lib/clock';
import { hmac, safeEqual } from '../../lib/crypto';
import type { FileStorage } from './storage';

/**
 * What a storage key may look like: `public/…` or `private/…`, then path segments of letters,
 * digits, `_`, `-` and single inner dots. No `..`, no leading `/`, no backslashes, no `%`.
 */
const KEY_PATTERN = /^(public|private)(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*){1,4}$/;

export function isSafeKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

export interface LocalStorageOptions {
  /** Folder holding the files, e.g. `<DATA_DIR>/uploads`. */
  root: string;
  /** Secret for signed URLs of private files. */
  secret: string;
  clock: Clock;
  /** Absolute origin for file URLs (native apps load them from another origin); '' for same origin. */
  baseUrl?: string;
}

/**
 * Files on local disk. Public keys are served at `/files/public/…`, private ones at
 * `/files/private/…?expires=<unix>&sig=<hmac>` (see uploads.routes.ts).
 */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;
  constructor(private readonly options: LocalStorageOptions) {
    this.root = path.resolve(options.root);
  }

  /** The file's absolute path, or null when the key is not a safe key under the root. */
  pathOf(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const full = path.resolve(this.root, key);
    return full.startsWith(this.root + path.sep) ? full : null;
  }

  private requirePath(key: string): string {
    const full = this.pathOf(key);
    if (!full) throw new Error(`unsafe storage key: ${key}`);
    return full;
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const full = this.requirePath(key);
    await mkdir(path.dirname(full), { recursive: true });
    // Written under a temporary name and renamed: a reader never sees half a file.
    const tmp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, body, { flag: 'wx' });
    await rename(tmp, full);
  }

  async get(key: string): Promise<Buffer | null> {
    const full = this.pathOf(key);
    if (!full) return null;
    try {
      return await readFile(full);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR')
        return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const full = this.pathOf(key);
    if (full) await rm(full, { force: true });
  }

  publicUrl(key: string): string {
    if (!key.startsWith('public/')) throw new Error('publicUrl of a private key');
    return `${this.options.baseUrl ?? ''}/files/${key}`;
  }

  async signedUrl(key: string, ttlSeconds: number): Promise<string> {
    const expires = Math.floor(this.options.clock.now().getTime() / 1000) + ttlSeconds;
    return `${this.options.baseUrl ?? ''}/files/${key}?expires=${expires}&sig=${this.signature(key, expires)}`;
  }

  /** True when the signature is ours for this key and has not expired (server clock). */
  verify(key: string, expires: string | undefined, sig: string | undefined): boolean {
    if (!expires || !sig || !/^\d{1,12}$/.test(expires) || !isSafeKey(key)) return false;
    const at = Number(expires);
    if (at * 1000 <= this.options.clock.now().getTime()) return false;
    return safeEqual(this.signature(key, at), sig);
  }

  private signature(key: string, expires: number): string {
    return hmac(this.options.secret, `souq-file:${key}:${expires}`);
  }
}
