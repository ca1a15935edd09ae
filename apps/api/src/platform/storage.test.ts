import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3.ts';
import { loadConfig } from './config.ts';
import { assertStorageKey, createStorage, type Storage } from './storage.ts';

let dir: string;
let s3: FakeS3;
const stores: Record<string, Storage> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'crossport-storage-'));
  s3 = await startFakeS3({ bucket: 'receipts', accessKeyId: 'test-key' });
  stores.local = createStorage(loadConfig({ STORAGE_DIR: dir }));
  stores.s3 = createStorage(
    loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.url,
      S3_BUCKET: 'receipts',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    }),
  );
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s storage', (driver) => {
  const store = () => stores[driver]!;

  it('stores bytes and a stream, and answers them with their type and size', async () => {
    await store().put('assets/1/a.png', Buffer.from('png bytes'), 'image/png');
    await store().put(
      'assets/1/b.pdf',
      Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7')]),
      'application/pdf',
    );
    const png = await store().get('assets/1/a.png');
    expect(png?.contentType).toBe('image/png');
    expect(png?.size).toBe(9);
    expect((await buffer(png!.body)).toString()).toBe('png bytes');
    const pdf = await store().get('assets/1/b.pdf');
    expect((await buffer(pdf!.body)).toString()).toBe('%PDF-1.7');
    expect(pdf?.contentType).toBe('application/pdf');
  });

  it('answers null and false for a missing key, and deletes idempotently', async () => {
    expect(await store().get('assets/none')).toBeNull();
    expect(await store().exists('assets/none')).toBe(false);
    await store().put('assets/2/c', Buffer.from('x'), 'text/plain');
    expect(await store().exists('assets/2/c')).toBe(true);
    await store().delete('assets/2/c');
    await store().delete('assets/2/c');
    expect(await store().exists('assets/2/c')).toBe(false);
    expect(await store().get('assets/2/c')).toBeNull();
  });

  it('overwrites a key with the new bytes', async () => {
    await store().put('invoices/1/v.pdf', Buffer.from('one'), 'application/pdf');
    await store().put('invoices/1/v.pdf', Buffer.from('two!'), 'application/pdf');
    const file = await store().get('invoices/1/v.pdf');
    expect(file?.size).toBe(4);
    expect((await buffer(file!.body)).toString()).toBe('two!');
  });

  it.each(['../etc/passwd', 'a/../../b', '/abs', 'a//b', '.hidden', 'a/./b', 'a\\b', 'a/b\0', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(store().put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(store().get(key)).rejects.toThrow(/Invalid storage key/);
    },
  );
});

describe('the S3 driver', () => {
  it('signs every request with SigV4 and addresses the bucket path-style', async () => {
    expect(s3.requests.length).toBeGreaterThan(0);
    for (const request of s3.requests) {
      expect(request.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
      expect(request.path.startsWith('/receipts/')).toBe(true);
    }
    expect([...s3.objects.keys()]).toContain('assets/1/a.png');
  });

  it('treats a refused request (403) as an error, not as a missing file', async () => {
    const wrong = createStorage(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: s3.url,
        S3_BUCKET: 'receipts',
        S3_ACCESS_KEY_ID: 'other-key',
        S3_SECRET_ACCESS_KEY: 'x',
      }),
    );
    await expect(wrong.get('assets/1/a.png')).rejects.toThrow();
  });

  it('is refused at start-up without its settings', () => {
    expect(() =>
      createStorage(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'receipts' })),
    ).toThrow(/S3_ENDPOINT/);
  });
});

describe('local storage', () => {
  it('leaves no temporary files behind and keeps files under its root', async () => {
    expect(await readdir(path.join(dir, 'tmp'))).toEqual([]);
    expect(await readdir(path.join(dir, 'objects'))).toEqual(expect.arrayContaining(['assets']));
  });

  it('accepts ordinary keys', () => {
    expect(() => assertStorageKey('invoices/12/3f9a.pdf')).not.toThrow();
  });
});
