import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { NotFound } from '../../platform/errors.ts';
import type { Storage, StoredFile } from '../../platform/storage.ts';
import { acceptedTypeOf } from './file-kind.ts';
import { sanitiseFileName } from './file-name.ts';
import type { AssetRow, AssetsRepository } from './repository.ts';
import type { AssetSchema } from './schemas.ts';

export type Asset = z.infer<typeof AssetSchema>;

function toAsset(row: AssetRow): Asset {
  return {
    id: row.id,
    content_type: row.contentType,
    size: row.byteSize,
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
  };
}

export function createAssetsService(repository: AssetsRepository, storage: Storage) {
  return {
    /**
     * Keeps a customer's file: checks its type by content, stores the bytes, then records the
     * row. A failed insert removes the stored file again, so no file is kept without a row.
     */
    async upload(customerId: number, file: { fileName?: string; bytes: Buffer }): Promise<Asset> {
      const contentType = await acceptedTypeOf(file.bytes);
      const storageKey = `assets/${customerId}/${randomUUID()}`;
      await storage.put(storageKey, file.bytes, contentType);
      try {
        return toAsset(
          await repository.insert({
            customerId,
            storageKey,
            contentType,
            byteSize: file.bytes.length,
            sha256: createHash('sha256').update(file.bytes).digest('hex'),
            fileName: sanitiseFileName(file.fileName),
          }),
        );
      } catch (error) {
        await storage.delete(storageKey);
        throw error;
      }
    },

    /** The customer's file and its bytes; 404 for another customer's or a missing one. */
    async open(customerId: number, id: number): Promise<{ asset: Asset; file: StoredFile }> {
      const row = await repository.findOwned(customerId, id);
      const file = row && (await storage.get(row.storageKey));
      if (!row || !file) throw new NotFound(`Asset ${id}`);
      return { asset: toAsset(row), file: { ...file, contentType: row.contentType } };
    },

    /** Whether the asset exists and is the customer's (a bank transfer checks its receipt). */
    async assetOwnedBy(customerId: number, assetId: number): Promise<boolean> {
      return (await repository.findOwned(customerId, assetId)) !== undefined;
    },
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
