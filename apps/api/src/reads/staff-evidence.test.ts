import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleFiles } from '../../test/multipart.ts';
import { STAFF_CLAIMS, useClaimsTestbed } from '../../test/claims-testbed.ts';
import { staff } from '../../test/orders-testbed.ts';
import { customerIdOf } from '../../test/wallet-fixtures.ts';

const STAFF_DISPUTES = '/api/claims/admin/v1/disputes';
const STAFF_RFQ = '/api/rfq/admin/v1/requests';

describe('staff read whose item it is and the customer’s photos behind it', () => {
  const bed = useClaimsTestbed();
  const { ctx } = bed;
  const get = (url: string, headers: Record<string, string> = staff) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const customerOf = (headers: Record<string, string>) =>
    customerIdOf(ctx.app, ctx.database.db, bed.identity, headers);

  it('a dispute: its customer in the queue and detail, its photos and the answer’s, nothing else', async () => {
    const p = await bed.deliveredBuyProduct();
    const customerId = await customerOf(p.headers);
    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/claims/customer/v1/buy-product/${p.id}/dispute`,
      headers: p.headers,
      payload: {
        reason: 'damaged',
        description: 'Cracked',
        quantity: 1,
        photo_ids: [p.photo],
        requested_resolution: 'refund',
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json().data.id as number;

    const queue = (await get(`${STAFF_DISPUTES}?status=open&per_page=100`)).json().data;
    expect(queue).toContainEqual(expect.objectContaining({ id, customer_id: customerId }));
    expect((await get(`${STAFF_DISPUTES}/${id}`)).json().data.customer_id).toBe(customerId);

    const photo = await get(`${STAFF_DISPUTES}/${id}/photos/${p.photo}`);
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['content-disposition']).toBe(
      `inline; filename="torn.webp"; filename*=UTF-8''torn.webp`,
    );
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('webp');

    // A photo the customer sends with their answer is evidence too.
    await ctx.app.inject({
      method: 'PUT',
      url: `${STAFF_DISPUTES}/${id}/request-evidence`,
      headers: staff,
      payload: { note: 'The box, please' },
    });
    const boxPhoto = (await bed.upload(p.headers, sampleFiles.png, 'box.png')).id;
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/api/claims/customer/v1/disputes/${id}/evidence`,
      headers: p.headers,
      payload: { message: 'Here', photo_ids: [boxPhoto] },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await get(`${STAFF_DISPUTES}/${id}/photos/${boxPhoto}`)).statusCode).toBe(200);

    // Another upload of the same customer, shown by no item, stays private; so do unknown ids.
    const unrelated = (await bed.upload(p.headers, sampleFiles.png, 'other.png')).id;
    expect((await get(`${STAFF_DISPUTES}/${id}/photos/${unrelated}`)).statusCode).toBe(404);
    expect((await get(`${STAFF_DISPUTES}/999999999/photos/${p.photo}`)).statusCode).toBe(404);
    // A customer never reaches the staff copy.
    expect((await get(`${STAFF_DISPUTES}/${id}/photos/${p.photo}`, p.headers)).statusCode).toBe(
      403,
    );
  });

  it('a claim: its customer, its photos inline and its video as a download', async () => {
    const c = await bed.customer();
    const customerId = await customerOf(c.headers);
    const parcel = await bed.parcel(c);
    const opened = await bed.openClaim(c.headers, bed.claimOn(c, parcel.id));
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json().data.id as number;

    const queue = (await get(`${STAFF_CLAIMS}?status=open&per_page=100`)).json().data;
    expect(queue).toContainEqual(expect.objectContaining({ id, customer_id: customerId }));
    expect((await get(`${STAFF_CLAIMS}/${id}`)).json().data.customer_id).toBe(customerId);

    const photo = await get(`${STAFF_CLAIMS}/${id}/photos/${c.photos[0]}`);
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const video = await get(`${STAFF_CLAIMS}/${id}/photos/${c.video.id}`);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-disposition']).toBe(
      `attachment; filename="unboxing.mp4"; filename*=UTF-8''unboxing.mp4`,
    );
    // A claim's id is no dispute's.
    expect((await get(`${STAFF_DISPUTES}/${id}/photos/${c.photos[0]}`)).statusCode).toBe(404);
  });

  it('a request for quotation: its customer in the queue and detail, and its pictures', async () => {
    const c = await bed.customer();
    const customerId = await customerOf(c.headers);
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/api/rfq/customer/v1/requests',
      headers: c.headers,
      payload: {
        product_name: 'Bamboo cutting board',
        image_ids: [c.photos[1]],
        quantity: 50,
        region_code: 'BD',
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const id = submitted.json().data.id as number;

    const queue = (await get(`${STAFF_RFQ}?status=submitted&per_page=100`)).json().data;
    expect(queue).toContainEqual(expect.objectContaining({ id, customer_id: customerId }));
    expect((await get(`${STAFF_RFQ}/${id}`)).json().data.customer_id).toBe(customerId);

    const image = await get(`${STAFF_RFQ}/${id}/images/${c.photos[1]}`);
    expect(image.statusCode, image.body).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await get(`${STAFF_RFQ}/${id}/images/${c.photos[0]}`)).statusCode).toBe(404);
  });
});
