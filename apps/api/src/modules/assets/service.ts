import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { NotFound } from '../../platform/errors.ts';
import type { Storage, StoredFile } from '../../platform/storage.ts';
import { withoutMetadata } from './clean-image.ts';
import { acceptedTypeOf, FileTooLarge, isImage, isVideo, maxBytesOf } from './file-kind.ts';
import { downloadName, sanitiseFileName } from './file-name.ts';
import { createShopImages } from './shop-images.ts';
import { thumbnailOf } from './thumbnail.ts';
import type { AssetRow, AssetsRepository } from './repository.ts';
import type { AssetSchema } from './schemas.ts';

export type Asset = z.infer<typeof AssetSchema>;
export type AssetKind = 'image' | 'video' | 'document';

const kindOf = (contentType: string): AssetKind =>
  isImage(contentType) ? 'image' : isVideo(contentType) ? 'video' : 'document';

function toAsset(row: AssetRow): Asset {
  return {
    id: row.id,
    thumbnail_url: row.thumbnailKey
      ? `/api/storage/customer/asset/v1/assets/${row.id}/thumbnail`
      : null,
    content_type: row.contentType,
    size: row.byteSize,
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
  };
}

export function createAssetsService(repository: AssetsRepository, storage: Storage) {
  return {
    /** Deletes the customer's uploads but `keep` in the caller's transaction; answers their files. */
    forgetCustomer: repository.forgetCustomer,

    /** Removes files after the commit that deleted their rows; a failure leaves an orphan file. */
    async deleteFiles(keys: string[]): Promise<void> {
      for (const key of keys) await storage.delete(key);
    },

    /**
     * Keeps a customer's file (uploaded by them, or by staff for them: a parcel's photos at
     * the warehouse): checks its type by content and its size by type (videos may be larger).
     * An image is kept only re-encoded without its metadata (no GPS position leaves with a
     * download) and gets a thumbnail; sharp is never handed a video or a PDF. A failed insert
     * removes the stored files again, so no file is kept without a row.
     */
    async upload(customerId: number, file: { fileName?: string; bytes: Buffer }): Promise<Asset> {
      const contentType = await acceptedTypeOf(file.bytes);
      if (file.bytes.length > maxBytesOf(contentType)) throw new FileTooLarge(contentType);
      const bytes = isImage(contentType)
        ? await withoutMetadata(file.bytes, contentType)
        : file.bytes;
      const storageKey = `assets/${customerId}/${randomUUID()}`;
      const thumbnail = isImage(contentType) ? await thumbnailOf(bytes) : null;
      const thumbnailKey = thumbnail ? `${storageKey}-thumb` : null;
      await storage.put(storageKey, bytes, contentType);
      if (thumbnail && thumbnailKey) await storage.put(thumbnailKey, thumbnail, 'image/webp');
      try {
        return toAsset(
          await repository.insert({
            customerId,
            storageKey,
            contentType,
            byteSize: bytes.length,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            fileName: sanitiseFileName(file.fileName),
            thumbnailKey,
          }),
        );
      } catch (error) {
        await storage.delete(storageKey);
        if (thumbnailKey) await storage.delete(thumbnailKey);
        throw error;
      }
    },

    /**
     * The customer's file, its bytes and the name to download it under (with the extension of
     * the type found at upload); 404 for another customer's or a missing one.
     */
    async open(
      customerId: number,
      id: number,
    ): Promise<{ asset: Asset; file: StoredFile; downloadName: string }> {
      const row = await repository.findOwned(customerId, id);
      const file = row && (await storage.get(row.storageKey));
      if (!row || !file) throw new NotFound(`Asset ${id}`);
      return {
        asset: toAsset(row),
        file: { ...file, contentType: row.contentType },
        downloadName: downloadName(row.fileName, row.contentType),
      };
    },

    /**
     * The customer's image small (WebP). Never the upload itself: an image without a
     * thumbnail answers 404 like a PDF or a video, so this route only ever serves bytes we made.
     */
    async openThumbnail(customerId: number, id: number): Promise<StoredFile> {
      const row = await repository.findOwned(customerId, id);
      const file = row?.thumbnailKey ? await storage.get(row.thumbnailKey) : null;
      if (!file) throw new NotFound(`Thumbnail of asset ${id}`);
      return { ...file, contentType: 'image/webp' };
    },

    /** Whether the asset exists and is the customer's (a bank transfer checks its receipt). */
    async assetOwnedBy(customerId: number, assetId: number): Promise<boolean> {
      return (await repository.findOwned(customerId, assetId)) !== undefined;
    },

    /**
     * What each of `ids` is, among the customer's own uploads: `image`, `video` or `document`.
     * An id missing from the answer is not theirs (or does not exist).
     */
    async kindsOwnedBy(customerId: number, ids: number[]): Promise<Map<number, AssetKind>> {
      const rows = await repository.findAllOwned(customerId, ids);
      return new Map(rows.map((row) => [row.id, kindOf(row.contentType)]));
    },

    /** The shop's own pictures, which staff upload and every shopper may load. */
    shopImages: createShopImages(storage),
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
