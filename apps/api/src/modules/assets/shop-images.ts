import { randomUUID } from 'node:crypto';
import type { OutputInfo } from 'sharp';
import { NotFound } from '../../platform/errors.ts';
import type { Storage, StoredFile } from '../../platform/storage.ts';
import { decodeImage } from './clean-image.ts';
import { acceptedTypeOf, IMAGE_UPLOAD, UnsupportedFileType } from './file-kind.ts';

/** Where shoppers load a shop image from: a site path, so the storefront serves it on its own origin. */
export const SHOP_IMAGE_PATH = '/api/storage/customer/asset/v1/shop-images';
/** A hero or banner fills a wide desktop at 2×; anything wider is only bytes. */
export const SHOP_IMAGE_MAX_WIDTH = 2400;
const NAME = /^[0-9a-f-]{36}\.webp$/;
const keyOf = (name: string) => `shop-images/${name}`;

export interface ShopImage {
  url: string;
  width: number;
  height: number;
  size: number;
}

/**
 * Pictures staff put on the shop's pages (banners, heroes, streamers' avatars). Public by
 * design, unlike customers' uploads: they are kept under a random name, never the staff
 * member's file, and always re-encoded — upright, metadata (location included) dropped, at
 * most 2400 px wide, WebP — so what shoppers load is an image we made, whatever was sent.
 */
export function createShopImages(storage: Storage) {
  return {
    async upload(bytes: Buffer): Promise<ShopImage> {
      await acceptedTypeOf(bytes, IMAGE_UPLOAD);
      let encoded: { data: Buffer; info: OutputInfo };
      try {
        encoded = await decodeImage(bytes)
          .autoOrient()
          .resize({ width: SHOP_IMAGE_MAX_WIDTH, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw new UnsupportedFileType(
          'The image could not be read. Upload a JPEG, PNG or WebP image.',
        );
      }
      const name = `${randomUUID()}.webp`;
      await storage.put(keyOf(name), encoded.data, 'image/webp');
      return {
        url: `${SHOP_IMAGE_PATH}/${name}`,
        width: encoded.info.width,
        height: encoded.info.height,
        size: encoded.data.length,
      };
    },

    /** The image by its name; 404 for any other name, so no other stored file is reachable. */
    async open(name: string): Promise<StoredFile> {
      const file = NAME.test(name) ? await storage.get(keyOf(name)) : null;
      if (!file) throw new NotFound('Image');
      return { ...file, contentType: 'image/webp' };
    },
  };
}
