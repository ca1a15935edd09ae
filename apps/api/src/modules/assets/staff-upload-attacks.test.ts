import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { multipartFile, sampleFiles } from '../../../test/multipart.ts';
import { signInStaff } from '../../../test/staff-fixtures.ts';
import { customerIdOf } from '../../../test/wallet-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';

const SHOP_IMAGES = '/api/storage/admin/asset/v1/shop-images';
const forCustomer = (id: number) => `/api/storage/admin/asset/v1/customers/${id}/assets`;

let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'crossport-upload-attacks-'));
});
afterAll(() => rm(storageDir, { recursive: true, force: true }));

const identity = useFakeIdentity();
const ctx = useTestApp({
  env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0', STORAGE_DIR: storageDir }),
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * A decompression bomb: a complete, valid PNG of a few kilobytes whose `side` × `side` grey
 * canvas (100 megapixels at 10 000, twice the 50-megapixel limit) decodes to hundreds of MB.
 */
function pngBomb(side = 10_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const rows = deflateSync(Buffer.alloc(side * (1 + Math.ceil(side / 8))), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';
const svg = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`,
);

async function upload(url: string, headers: Record<string, string>, bytes: Buffer, name: string) {
  const body = multipartFile(bytes, { fileName: name, contentType: 'image/png' });
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/**
 * Type confusion, oversize and decompression bombs through staff's uploads (issue #28): the
 * shop's public pictures and files staff upload for a customer. Whatever is sent, what is
 * served back is never a page the browser would run in our origin.
 */
describe('staff uploads under attack', () => {
  const contentStaff = () => signInStaff(identity, ctx.database.db, ['content']);
  const warehouseStaff = () => signInStaff(identity, ctx.database.db, ['warehouse']);
  async function customer() {
    const headers = signInCustomer(identity);
    return { headers, id: await customerIdOf(ctx.app, ctx.database.db, identity, headers) };
  }

  it.each([
    ['an SVG with a script', svg, 'banner.svg'],
    ['an HTML page named .png', Buffer.from(HTML), 'banner.png'],
    ['a PDF', sampleFiles.pdf, 'banner.png'],
    ['a video', sampleFiles.mp4, 'banner.png'],
  ])('refuses %s as a shop picture (415)', async (_attack, bytes, name) => {
    const res = await upload(SHOP_IMAGES, (await contentStaff()).headers, bytes, name);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_file_type');
  });

  it('refuses an SVG or HTML page uploaded for a customer, whatever it is called (415)', async () => {
    const { headers } = await warehouseStaff();
    const { id } = await customer();
    for (const [bytes, name] of [
      [svg, 'parcel.svg'],
      [Buffer.from(HTML), 'parcel.jpg'],
    ] as const) {
      const res = await upload(forCustomer(id), headers, bytes, name);
      expect(res.statusCode).toBe(415);
    }
  });

  it('re-encodes a PNG carrying an HTML page, so the public picture holds no page', async () => {
    const polyglot = Buffer.concat([sampleFiles.png, Buffer.from(HTML)]);
    const res = await upload(SHOP_IMAGES, (await contentStaff()).headers, polyglot, 'x.html');
    expect(res.statusCode, res.body).toBe(201);
    const shown = await ctx.app.inject({ method: 'GET', url: res.json().data.url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.rawPayload.includes('<script')).toBe(false);
    expect((await sharp(shown.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses a PNG header followed by an HTML page as a shop picture (it is no image)', async () => {
    const fake = Buffer.concat([sampleFiles.png.subarray(0, 16), Buffer.from(HTML)]);
    const res = await upload(SHOP_IMAGES, (await contentStaff()).headers, fake, 'x.png');
    expect(res.statusCode).toBe(415);
  });

  it('refuses a PNG-and-HTML file uploaded for a customer: what cannot be decoded is not kept', async () => {
    const { headers } = await warehouseStaff();
    const c = await customer();
    const fake = Buffer.concat([sampleFiles.png.subarray(0, 16), Buffer.from(HTML)]);
    const res = await upload(forCustomer(c.id), headers, fake, 'photo.html');
    // Every stored image is re-encoded without its metadata, so bytes no decoder reads as an
    // image are refused instead of being kept and served.
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().error.code).toBe('unsupported_file_type');
  });

  it('refuses a decompression bomb (a 100-megapixel PNG of a few kilobytes) quickly', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(20_000);
    const started = Date.now();
    const res = await upload(SHOP_IMAGES, (await contentStaff()).headers, bomb, 'bomb.png');
    expect(res.statusCode).toBe(415);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a bomb uploaded for a customer quickly, as it refuses a shop picture', async () => {
    const { headers } = await warehouseStaff();
    const { id } = await customer();
    const started = Date.now();
    const res = await upload(forCustomer(id), headers, pngBomb(), 'bomb.png');
    expect(res.statusCode, res.body).toBe(415);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a shop picture over 5 MB (413) before reading it all', async () => {
    const big = Buffer.concat([sampleFiles.png, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(SHOP_IMAGES, (await contentStaff()).headers, big, 'big.png');
    expect(res.statusCode).toBe(413);
  });

  it('refuses a customer’s session on the staff upload routes (403 not_staff)', async () => {
    const c = await customer();
    for (const url of [SHOP_IMAGES, forCustomer(c.id)]) {
      const res = await upload(url, c.headers, sampleFiles.png, 'a.png');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('not_staff');
    }
  });
});
