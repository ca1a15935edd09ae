import { decodeImage } from './clean-image.ts';

/** The width of every thumbnail: a parcel photo in a list, sharp on a phone's 2× screen. */
export const THUMBNAIL_WIDTH = 400;

/**
 * A small WebP of an uploaded image: turned upright by its EXIF orientation, never enlarged,
 * metadata (location included) left out. Null when the bytes cannot be made into one: the
 * upload is then shown without a thumbnail, and its thumbnail route answers 404.
 */
export async function thumbnailOf(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await decodeImage(bytes)
      .autoOrient()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}
