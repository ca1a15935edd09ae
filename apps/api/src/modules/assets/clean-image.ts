import sharp, { type Sharp } from 'sharp';
import { UnsupportedFileType, type AcceptedType } from './file-kind.ts';

/**
 * Decoding stops past this many pixels: a 5 MB file can still claim a huge canvas (a
 * decompression bomb); a phone photo is about 12 megapixels.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** An image decoder that refuses bombs and broken files instead of guessing. */
export const decodeImage = (bytes: Buffer): Sharp =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

/** Each accepted image type is written back as itself, so its name and type stay true. */
const ENCODE: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 90 }),
};

/**
 * The image re-encoded in its own format, turned upright by its EXIF orientation and with
 * every piece of metadata left out: EXIF (the phone's GPS position, its serial number, the
 * time), XMP, IPTC and the colour profile (the pixels are converted to sRGB). What we keep is
 * an image we wrote, so nothing the camera recorded leaves with a download. Bytes that do not
 * decode are refused (415): they could not be cleaned, so they are not kept.
 */
export async function withoutMetadata(bytes: Buffer, type: AcceptedType): Promise<Buffer> {
  const encode = ENCODE[type];
  if (!encode) throw new Error(`${type} is not an image type`);
  try {
    return await encode(decodeImage(bytes).autoOrient()).toBuffer();
  } catch {
    throw new UnsupportedFileType('The image could not be read. Upload a JPEG, PNG or WebP image.');
  }
}
