import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { multipartFile, sampleFiles } from '../../../test/multipart.ts';
import { signInStaff } from '../../../test/staff-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';

const SHOP_IMAGES = '/api/storage/admin/asset/v1/shop-images';
let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'crossport-shop-images-'));
});
afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

const identity = useFakeIdentity();
const ctx = useTestApp({
  env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0', STORAGE_DIR: storageDir }),
});

async function upload(headers: Record<string, string>, bytes: Buffer, fileName = 'banner.png') {
  const body = multipartFile(bytes, { fileName, contentType: 'image/png' });
  return ctx.app.inject({
    method: 'POST',
    url: SHOP_IMAGES,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const contentStaff = () => signInStaff(identity, ctx.database.db, ['content']);

describe('pictures for the shop’s pages', () => {
  it('re-encodes a large photo as a WebP at most 2400 px wide that anyone may load', async () => {
    const photo = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#ff6600' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'someone' } } })
      .toBuffer();
    const res = await upload((await contentStaff()).headers, photo, 'banner.jpg');
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().data;
    expect(image).toMatchObject({ width: 2400, height: 800 });
    expect(image.url).toMatch(
      /^\/api\/storage\/customer\/asset\/v1\/shop-images\/[0-9a-f-]{36}\.webp$/,
    );

    const shown = await ctx.app.inject({ method: 'GET', url: image.url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['cache-control']).toContain('public');
    const meta = await sharp(shown.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2400 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const { headers } = await contentStaff();
    for (const bytes of [sampleFiles.html, sampleFiles.pdf]) {
      const res = await upload(headers, bytes, 'banner.png');
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toEqual({
        code: 'unsupported_file_type',
        message: 'Upload a JPEG, PNG or WebP image.',
      });
    }
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([sampleFiles.png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload((await contentStaff()).headers, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('refuses customers and staff without the permission', async () => {
    const customer = await upload(signInCustomer(identity), sampleFiles.png);
    expect(customer.statusCode).toBe(403);
    const warehouse = await signInStaff(identity, ctx.database.db, ['warehouse']);
    const refused = await upload(warehouse.headers, sampleFiles.png);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('not_permitted');
  });

  it('answers 404 for a name it never gave', async () => {
    for (const name of ['00000000-0000-0000-0000-000000000000.webp', 'receipt.pdf']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/storage/customer/asset/v1/shop-images/${name}`,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
