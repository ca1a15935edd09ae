import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { multipartFile, sampleFiles, videoFile } from '../../../test/multipart.ts';
import { signInStaff } from '../../../test/staff-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { customerIdOf } from '../../../test/wallet-fixtures.ts';
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
    expect(res.json().data).toMatchObject({ content_type: type, file_name: `receipt.${kind}` });
    const [row] = await ctx.database.db
      .select()
      .from(assets)
      .where(eq(assets.id, res.json().data.id));
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The size is what is kept: a PDF as sent, an image as re-encoded.
    const download = await ctx.app.inject({
      method: 'GET',
      url: `${ASSETS}/${res.json().data.id}`,
      headers: a,
    });
    expect(res.json().data.size).toBe(download.rawPayload.length);
    if (kind === 'pdf') expect(download.rawPayload.equals(sampleFiles.pdf)).toBe(true);
  });

  it('refuses an image whose bytes do not decode, and keeps nothing', async () => {
    const before = (await ctx.database.db.select().from(assets)).length;
    // A JPEG's magic number and then nothing a decoder can read: it could not be cleaned.
    const broken = Buffer.concat([sampleFiles.jpeg.subarray(0, 20), Buffer.alloc(200, 7)]);
    const res = await upload(signInCustomer(identity), broken, { fileName: 'photo.jpg' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_file_type');
    expect((await ctx.database.db.select().from(assets)).length).toBe(before);
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

/** Whether an EXIF block (TIFF, after `Exif\0\0` in JPEG and WebP) points to a GPS position. */
function hasGpsPosition(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.toString('latin1', 0, 4) === 'Exif' ? exif.subarray(6) : exif;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let entry = 0; entry < u16(ifd0); entry += 1) {
    if (u16(ifd0 + 2 + entry * 12) === 0x8825) return true; // GPSInfo
  }
  return false;
}

/**
 * A 1200×800 photo as a phone writes it: held sideways (EXIF orientation 6), with the camera,
 * the time and the GPS position of where it was taken.
 */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp') {
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#3a7d5c' },
  })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Crossport Phone', Model: 'X1', DateTime: '2026:05:01 10:00:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 48/1 3600/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 1800/100',
      },
    })
    .toFormat(format)
    .toBuffer();
  // The fixture itself carries what must be dropped.
  const sent = await sharp(photo).metadata();
  expect(hasGpsPosition(sent.exif)).toBe(true);
  expect(sent.exif?.includes(Buffer.from('Crossport Phone'))).toBe(true);
  return photo;
}

describe('uploaded photos keep no metadata', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'keeps a %s re-encoded upright, without EXIF or its GPS position',
    async (format) => {
      const a = signInCustomer(identity);
      const res = await upload(a, await phonePhoto(format), { fileName: `parcel.${format}` });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.content_type).toBe(`image/${format}`);
      const download = await ctx.app.inject({
        method: 'GET',
        url: `${ASSETS}/${res.json().data.id}`,
        headers: a,
      });
      expect(download.statusCode).toBe(200);
      const kept = await sharp(download.rawPayload).metadata();
      expect(kept).toMatchObject({ format, width: 800, height: 1200 });
      expect(kept.exif).toBeUndefined();
      expect(kept.xmp).toBeUndefined();
      expect(kept.orientation).toBeUndefined();
      expect(download.rawPayload.includes(Buffer.from('Crossport Phone'))).toBe(false);
    },
  );

  it('drops the metadata of a photo staff upload for a customer too (a parcel at the warehouse)', async () => {
    const customer = signInCustomer(identity);
    const customerId = await customerIdOf(ctx.app, ctx.database.db, identity, customer);
    const { headers } = await signInStaff(identity, ctx.database.db, ['warehouse']);
    const body = multipartFile(await phonePhoto('jpeg'), { fileName: 'parcel.jpg' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/storage/admin/asset/v1/customers/${customerId}/assets`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `${ASSETS}/${res.json().data.id}`,
      headers: customer,
    });
    const kept = await sharp(download.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
    expect(kept.exif).toBeUndefined();
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

  it.each([
    ['x.html', sampleFiles.png, 'x.png'],
    ['receipt', sampleFiles.pdf, 'receipt.pdf'],
    ['photo.JPEG', sampleFiles.jpeg, 'photo.JPEG'],
    ['scan.pdf', sampleFiles.webp, 'scan.webp'],
    ['unboxing.exe', sampleFiles.mov, 'unboxing.mov'],
  ])('downloads %s under the extension of the type its bytes are', async (sent, bytes, name) => {
    const a = signInCustomer(identity);
    const uploaded = await upload(a, bytes, { fileName: sent });
    expect(uploaded.json().data.file_name).toBe(sent);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${ASSETS}/${uploaded.json().data.id}`,
      headers: a,
    });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
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

  it('never serves the upload itself when an image has no thumbnail', async () => {
    const a = signInCustomer(identity);
    const { id } = (await upload(a, sampleFiles.png, { fileName: 'parcel.png' })).json().data;
    // As for an image kept before thumbnails were made of every one.
    await ctx.database.db.update(assets).set({ thumbnailKey: null }).where(eq(assets.id, id));
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${ASSETS}/${id}/thumbnail`,
      headers: a,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
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
