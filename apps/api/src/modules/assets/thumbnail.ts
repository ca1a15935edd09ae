import sharp from 'sharp';

/** The width of every thumbnail: a parcel photo in a list, sharp on a phone's 2× screen. */
export const THUMBNAIL_WIDTH = 400;
/**
 * Decoding stops past this many pixels: a 5 MB file can still claim a huge canvas (a
 * decompression bomb); a phone photo is about 12 megapixels.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * A small WebP of an uploaded image: turned upright by its EXIF orientation, never enlarged,
 * metadata (location included) left out. Null when the bytes cannot be decoded as an image —
 * the upload is kept (its type was read from its bytes) and shown without a thumbnail.
 */
export async function thumbnailOf(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}
