import { AppError } from '../../lib/errors';

/** Files stored as sent (no re-encode): MP4 videos and PDF documents. */
export type DocumentType = 'mp4' | 'pdf';

export const DOCUMENT_MIME: Record<DocumentType, string> = { mp4: 'video/mp4', pdf: 'application/pdf' };
export const DOCUMENT_EXT: Record<DocumentType, string> = { mp4: 'mp4', pdf: 'pdf' };

/**
 * ISO base media brands of MP4 video. HEIF/AVIF images ('heic', 'mif1', 'avif') and QuickTime
 * ('qt  ') share the `ftyp` box but are not MP4 video.
 */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
  'MSNV',
  'XAVC',
]);
const NOT_MP4_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'qt  ',
  'M4A ',
  'M4B ',
]);

/** Top-level boxes an MP4 file may hold; anything else means the bytes are not an MP4. */
const TOP_LEVEL_BOXES = new Set([
  'ftyp',
  'moov',
  'mdat',
  'free',
  'skip',
  'wide',
  'uuid',
  'meta',
  'moof',
  'mfra',
  'sidx',
  'styp',
  'pdin',
  'udta',
  'emsg',
  'prft',
]);

/**
 * True when the bytes are an MP4 video: `ftyp` at offset 4 with an MP4 brand, then a chain of
 * well-formed top-level boxes that includes the movie box (`moov`).
 */
export function isMp4(data: Buffer): boolean {
  if (data.length < 16 || data.toString('latin1', 4, 8) !== 'ftyp') return false;
  const ftypSize = data.readUInt32BE(0);
  if (ftypSize < 16 || ftypSize > data.length) return false;
  const major = data.toString('latin1', 8, 12);
  if (NOT_MP4_BRANDS.has(major)) return false;
  let branded = MP4_BRANDS.has(major);
  for (let at = 16; at + 4 <= ftypSize; at += 4) {
    if (MP4_BRANDS.has(data.toString('latin1', at, at + 4))) branded = true;
  }
  if (!branded) return false;
  let offset = 0;
  let sawMovie = false;
  while (offset < data.length) {
    if (offset + 8 > data.length) return false;
    let size = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    if (!TOP_LEVEL_BOXES.has(type)) return false;
    if (size === 1) {
      if (offset + 16 > data.length) return false;
      const large = data.readBigUInt64BE(offset + 8);
      if (large > BigInt(data.length - offset)) return false;
      size = Number(large);
      if (size < 16) return false;
    } else if (size === 0) {
      size = data.length - offset;
    } else if (size < 8) {
      return false;
    }
    if (offset + size > data.length) return false;
    if (type === 'moov') sawMovie = true;
    offset += size;
  }
  return sawMovie;
}

/** True when the bytes are a PDF: `%PDF-1.x`/`%PDF-2.x` header and an `%%EOF` marker near the end. */
export function isPdf(data: Buffer): boolean {
  if (data.length < 16 || !/^%PDF-[12]\.\d/.test(data.toString('latin1', 0, 8))) return false;
  return data.subarray(Math.max(0, data.length - 2048)).includes('%%EOF');
}

/** The type of a video or PDF by its bytes; the client's mimetype and file name are ignored. */
export function sniffDocumentType(data: Buffer): DocumentType | null {
  if (isPdf(data)) return 'pdf';
  if (isMp4(data)) return 'mp4';
  return null;
}

/** Checks a file to be stored as sent; refuses what is not one of the allowed types. */
export function checkDocument(data: Buffer, allowed: readonly DocumentType[]): DocumentType {
  const type = sniffDocumentType(data);
  if (!type || !allowed.includes(type)) throw new AppError('UNSUPPORTED_FILE_TYPE');
  return type;
}
