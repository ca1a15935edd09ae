import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { multipartFile, sampleFiles, videoFile } from '../../../test/multipart.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { assets } from './tables.ts';

const ASSETS = '/api/storage/customer/asset/v1/assets';
let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'crossport-assets-'));
});
afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

const identity = useFakeIdentity();
const ctx = useTestApp({
  env: () => ({
    IDENTITY_URL: identity.url,
    SESSION_CACHE_SECONDS: '0',
    STORAGE_DIR: storageDir,
    ASSET_UPLOADS_PER_HOUR: '5',
  }),
});

async function upload(
  headers: Record<string, string>,
  bytes: Buffer,
  options: Parameters<typeof multipartFile>[1] = {},
) {
  const body = multipartFile(bytes, options);
  return ctx.app.inject({
    method: 'POST',
    url: ASSETS,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('receipt upload', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['pdf', 'application/pdf'],
  ] as const)('keeps a %s with the type read from its bytes', async (kind, type) => {
    const a = signInCustomer(identity);
    // The client claims another type: only the bytes count.
    const res = await upload(a, sampleFiles[kind], {
      fileName: `receipt.${kind}`,
      contentType: 'text/html',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      content_type: type,
      size: sampleFiles[kind].length,
      file_name: `receipt.${kind}`,
    });
    const [row] = await ctx.database.db
      .select()
      .from(assets)
      .where(eq(assets.id, res.json().data.id));
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a file whose bytes are not an image or PDF, whatever its name and type say', async () => {
    const res = await upload(signInCustomer(identity), sampleFiles.html, {
      fileName: 'receipt.png',
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_file_type');
  });

  it('refuses a file over 5 MB with 413 in our error shape, and keeps nothing', async () => {
    const before = (await ctx.database.db.select().from(assets)).length;
    const big = Buffer.concat([sampleFiles.png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(signInCustomer(identity), big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: { code: 'payload_too_large', message: expect.any(String) },
    });
    expect((await ctx.database.db.select().from(assets)).length).toBe(before);
  });

  it('refuses a 20 MB upload and a Windows program renamed .jpg', async () => {
    const a = signInCustomer(identity);
    const huge = await upload(
      a,
      Buffer.concat([sampleFiles.jpeg, Buffer.alloc(20 * 1024 * 1024)]),
      {
        fileName: 'photo.jpg',
      },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
    // "MZ" and a DOS stub: an .exe whatever its name and claimed type.
    const exe = Buffer.concat([
      Buffer.from('MZ'),
      Buffer.alloc(58),
      Buffer.from('This program cannot be run in DOS mode.'),
    ]);
    const renamed = await upload(a, exe, { fileName: 'photo.jpg', contentType: 'image/jpeg' });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.code).toBe('unsupported_file_type');
  });

  it('refuses a body without a part named file, and a JSON body', async () => {
    const a = signInCustomer(identity);
    const wrongField = await upload(a, sampleFiles.png, { field: 'receipt' });
    expect(wrongField.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: ASSETS,
      headers: a,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('sanitises the file name: no directories, no control or direction characters, 200 at most', async () => {
    const a = signInCustomer(identity);
    const res = await upload(a, sampleFiles.png, {
      fileName: `..\\..\\evil/\u202Egpj.exe ${'ব'.repeat(300)}`,
    });
    const name: string = res.json().data.file_name;
    expect(name.startsWith('gpj.exe ব')).toBe(true);
    expect([...name].length).toBeLessThanOrEqual(200);
  });

  it('needs a session, and the XSRF header when the session is a cookie', async () => {
    const body = multipartFile(sampleFiles.png);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: ASSETS,
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const token = signInCustomer(identity)['x-session-token']!;
    const cookie = `ory_kratos_session=${token}; XSRF-TOKEN=xsrf-123`;
    const without = await ctx.app.inject({
      method: 'POST',
      url: ASSETS,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(without.statusCode).toBe(403);
    expect(without.json().error.code).toBe('csrf_token_mismatch');
    const withHeader = await ctx.app.inject({
      method: 'POST',
      url: ASSETS,
      headers: { ...body.headers, cookie, 'x-xsrf-token': 'xsrf-123' },
      payload: body.payload,
    });
    expect(withHeader.statusCode, withHeader.body).toBe(201);
  });

  it('limits uploads per customer per hour', async () => {
    const a = signInCustomer(identity);
    for (let i = 0; i < 5; i += 1) expect((await upload(a, sampleFiles.png)).statusCode).toBe(201);
    const refused = await upload(a, sampleFiles.png);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another customer has their own budget.
    expect((await upload(signInCustomer(identity), sampleFiles.png)).statusCode).toBe(201);
  });
});

describe('receipt download', () => {
  it('streams the owner’s file as an attachment that browsers must not sniff', async () => {
    const a = signInCustomer(identity);
    const { id } = (await upload(a, sampleFiles.pdf, { fileName: 'রসিদ may.pdf' })).json().data;
    const res = await ctx.app.inject({ method: 'GET', url: `${ASSETS}/${id}`, headers: a });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____ may.pdf"; filename*=UTF-8''${encodeURIComponent('রসিদ may.pdf')}`,
    );
    expect(res.rawPayload.equals(sampleFiles.pdf)).toBe(true);
  });

  it('answers 404 for another customer’s file and an unknown id', async () => {
    const a = signInCustomer(identity);
    const { id } = (await upload(a, sampleFiles.png)).json().data;
    const b = signInCustomer(identity);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${ASSETS}/${id}`, headers: b })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${ASSETS}/999999999`, headers: a })).statusCode,
    ).toBe(404);
  });
});

describe('thumbnails', () => {
  it('makes a 400 px WebP of a photo, upright and without its metadata', async () => {
    const a = signInCustomer(identity);
    // A 1200×800 photo taken with the phone turned (EXIF orientation 6: rotate 90°).
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#3a7d5c' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(a, photo, { fileName: 'parcel.jpg' });
    expect(res.statusCode, res.body).toBe(201);
    const { id, thumbnail_url: url } = res.json().data;
    expect(url).toBe(`${ASSETS}/${id}/thumbnail`);
    const thumb = await ctx.app.inject({ method: 'GET', url, headers: a });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 600 });
    expect(meta.exif).toBeUndefined();
    const other = await ctx.app.inject({ method: 'GET', url, headers: signInCustomer(identity) });
    expect(other.statusCode).toBe(404);
  });

  it('never enlarges a small image, and makes none for a PDF', async () => {
    const a = signInCustomer(identity);
    const tiny = await upload(a, sampleFiles.png);
    const thumb = await ctx.app.inject({
      method: 'GET',
      url: tiny.json().data.thumbnail_url,
      headers: a,
    });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(1);
    const pdf = await upload(a, sampleFiles.pdf, { fileName: 'invoice.pdf' });
    expect(pdf.json().data.thumbnail_url).toBeNull();
    const none = await ctx.app.inject({
      method: 'GET',
      url: `${ASSETS}/${pdf.json().data.id}/thumbnail`,
      headers: a,
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('video upload (claims’ unboxing videos)', () => {
  it.each([
    ['mp4', 'video/mp4'],
    ['mov', 'video/quicktime'],
    ['webm', 'video/webm'],
  ] as const)('keeps a %s read from its bytes, without a thumbnail', async (kind, type) => {
    const a = signInCustomer(identity);
    const res = await upload(a, sampleFiles[kind], {
      fileName: `unboxing.${kind}`,
      contentType: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ content_type: type, thumbnail_url: null });
    const [row] = await ctx.database.db
      .select()
      .from(assets)
      .where(eq(assets.id, res.json().data.id));
    expect(row!.thumbnailKey).toBeNull();
    const thumbnail = await ctx.app.inject({
      method: 'GET',
      url: `${ASSETS}/${res.json().data.id}/thumbnail`,
      headers: a,
    });
    expect(thumbnail.statusCode).toBe(404);
  });

  it('takes a video over the 5 MB photo limit, and refuses one over 100 MB with 413', async () => {
    const a = signInCustomer(identity);
    const six = await upload(a, videoFile('isom', 6 * 1024 * 1024), { fileName: 'unboxing.mp4' });
    expect(six.statusCode, six.body).toBe(201);
    expect(six.json().data.size).toBeGreaterThan(6 * 1024 * 1024);

    const before = (await ctx.database.db.select().from(assets)).length;
    const huge = await upload(a, videoFile('isom', 101 * 1024 * 1024), {
      fileName: 'unboxing.mp4',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toEqual({
      code: 'payload_too_large',
      message: 'The video is larger than 100 MB.',
    });
    expect((await ctx.database.db.select().from(assets)).length).toBe(before);
  });

  it('still holds a photo to 5 MB, even one its sender calls a video', async () => {
    const res = await upload(
      signInCustomer(identity),
      Buffer.concat([sampleFiles.png, Buffer.alloc(6 * 1024 * 1024)]),
      { fileName: 'unboxing.mp4', contentType: 'video/mp4' },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });
});
