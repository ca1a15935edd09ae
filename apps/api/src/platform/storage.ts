import path from 'node:path';
import type { Readable } from 'node:stream';
import { DEFAULT_DATA_DIR } from '@crossport/db';
import type { Config } from './config.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import { createS3Storage } from './storage/s3-storage.ts';

// The drivers check keys too; the rule lives apart so they need not import this file.
export { assertStorageKey } from './storage/storage-key.ts';

/** A stored file: its bytes as a stream and what they are. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where files live (receipts, invoice PDFs): local disk by default, an S3-compatible bucket by
 * configuration. Keys are relative paths of safe segments (`invoices/12/3f9a.pdf`); every
 * implementation refuses any other key, so no caller can reach outside its root or bucket.
 */
export interface Storage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The file, or null when no file has this key. */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export type StorageConfig = Pick<
  Config,
  | 'STORAGE_DRIVER'
  | 'STORAGE_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/** The storage the config names; the API and the worker each open one from the same config. */
export function createStorage(config: StorageConfig): Storage {
  if (config.STORAGE_DRIVER === 's3') {
    const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
    if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
      throw new Error(
        'STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      );
    }
    return createS3Storage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorage(config.STORAGE_DIR ?? path.join(DEFAULT_DATA_DIR, 'storage'));
}
