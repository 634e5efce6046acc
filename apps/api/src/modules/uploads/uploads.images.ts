import sharp from 'sharp';
import { AppError } from '../../lib/errors';

export type ImageType = 'jpeg' | 'png' | 'webp';

export const IMAGE_MIME: Record<ImageType, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const IMAGE_EXT: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** Longest side of a stored image and of its thumbnail, in pixels. */
export const MAX_SIDE = 2560;
export const THUMB_SIDE = 400;
/** Refuses decompression bombs before decoding: 100 megapixels is more than any phone camera. */
const MAX_INPUT_PIXELS = 100_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type of an image by its first bytes; the client's mimetype and file name are ignored. */
export function sniffImageType(data: Buffer): ImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export interface ProcessedImage {
  type: ImageType;
  data: Buffer;
  width: number;
  height: number;
  thumb: Buffer;
}

/**
 * Decodes and re-encodes an image: turned upright by its EXIF orientation, longest side capped,
 * same format out, every metadata block (EXIF with GPS, XMP, IPTC, ICC) dropped, plus a WebP
 * thumbnail. Anything that does not decode as the type its magic bytes claim is refused.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = sniffImageType(input);
  if (!type) throw new AppError('UNSUPPORTED_FILE_TYPE');
  try {
    const source = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const meta = await source.metadata();
    if (meta.format !== type) throw new AppError('UNSUPPORTED_FILE_TYPE');
    let pipeline = source
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    // No withMetadata()/keepMetadata(): sharp writes none of the input's metadata.
    pipeline =
      type === 'jpeg'
        ? pipeline.jpeg({ quality: 85, progressive: true })
        : type === 'png'
          ? pipeline.png({ compressionLevel: 8 })
          : pipeline.webp({ quality: 82 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const thumb = await sharp(data)
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { type, data, width: info.width, height: info.height, thumb };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Valid magic bytes but not a decodable image (truncated, corrupt, too many pixels).
    throw new AppError('UNSUPPORTED_FILE_TYPE');
  }
}
