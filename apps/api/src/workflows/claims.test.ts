import { describe, expect, it } from 'vitest';
import { CLAIMS, STAFF_CLAIMS, useClaimsTestbed } from '../../test/claims-testbed.ts';
import { sampleFiles } from '../../test/multipart.ts';
import { staff } from '../../test/orders-testbed.ts';

const bed = useClaimsTestbed();
const { ctx } = bed;

const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('opening a claim', () => {
  it('opens a claim on a delivered parcel inside the window, with photos and an unboxing video', async () => {
    const c = await bed.customer();
    expect(c.video).toMatchObject({ content_type: 'video/mp4', thumbnail_url: null });
    const parcel = await bed.parcel(c);
    bed.clock.hoursAfterDelivery(23);

    const res = await bed.openClaim(c.headers, bed.claimOn(c, parcel.id));
    expect(res.statusCode, res.body).toBe(201);
    const claim = res.json().data;
    expect(claim).toMatchObject({
      subject_type: 'shipment_product',
      subject_id: parcel.id,
      reason: 'damaged',
      photo_ids: c.photos,
      video_id: c.video.id,
      status: 'open',
      resolution_note: null,
      timeline: [{ from_status: null, to_status: 'open', actor: 'customer' }],
    });
    expect(claim.number).toMatch(/^CL-\d{8}$/);
    // The delivery time is the parcel's own `delivered` timeline entry.
    const detail = await get(
      `/api/shipping-core/customer/shipment/v1/shipment-products/${parcel.number}`,
      c.headers,
    );
    const delivered = detail
      .json()
      .data.timeline.find((e: { status: string }) => e.status === 'delivered');
    expect(claim.delivered_at).toBe(delivered.at);

    const one = await get(`${CLAIMS}/${claim.id}`, c.headers);
    expect(one.json().data).toEqual(claim);
    const mine = await get(CLAIMS, c.headers);
    expect(mine.json()).toMatchObject({
      data: [{ id: claim.id, number: claim.number }],
      pagination: { page: 1, per_page: 20, total: 1 },
    });
    expect((await get(`${CLAIMS}?status=accepted`, c.headers)).json().data).toEqual([]);
  });

  it('takes photos without a video', async () => {
    const c = await bed.customer();
    const parcel = await bed.parcel(c);
    const res = await bed.openClaim(c.headers, bed.claimOn(c, parcel.id, { video_id: undefined }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.video_id).toBeNull();
  });

  it('refuses a claim once the 24-hour window has closed, naming the window and the delivery', async () => {
    const c = await bed.customer();
    const parcel = await bed.parcel(c);
    bed.clock.hoursAfterDelivery(25);

    const res = await bed.openClaim(c.headers, bed.claimOn(c, parcel.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('claim_window_closed');
    expect(res.json().error.message).toMatch(
      /^Claims can be opened within 24 hours of delivery; this parcel was delivered on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC\.$/,
    );
    expect(res.json().error.details).toEqual([
      { field: 'body.subject_id', message: expect.stringMatching(/^The window closed at /) },
    ]);
    expect((await get(CLAIMS, c.headers)).json().data).toEqual([]);
  });

  it('refuses a parcel not delivered yet (409 not_delivered) and another customer’s (404)', async () => {
    const c = await bed.customer();
    const waiting = await bed.parcel(c, 'requested');
    const early = await bed.openClaim(c.headers, bed.claimOn(c, waiting.id));
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('not_delivered');

    const other = await bed.customer();
    const theirs = await bed.parcel(other);
    const foreign = await bed.openClaim(c.headers, bed.claimOn(c, theirs.id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
    // A buy product id that is a parcel's is no buy product of theirs either.
    const wrongType = await bed.openClaim(
      c.headers,
      bed.claimOn(c, waiting.id, { subject_type: 'buy_product' }),
    );
    expect(wrongType.statusCode).toBe(404);
  });

  it('refuses a second undecided claim on the same parcel (409), and takes one after a decision', async () => {
    const c = await bed.customer();
    const parcel = await bed.parcel(c);
    const first = await bed.openClaim(c.headers, bed.claimOn(c, parcel.id));
    expect(first.statusCode, first.body).toBe(201);

    const again = await bed.openClaim(c.headers, bed.claimOn(c, parcel.id, { reason: 'other' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('claim_already_open');
    // Two at once: the partial unique index lets one win.
    const racing = await Promise.all(
      [0, 1].map(async () => {
        const p = await bed.parcel(c);
        return Promise.all([
          bed.openClaim(c.headers, bed.claimOn(c, p.id)),
          bed.openClaim(c.headers, bed.claimOn(c, p.id)),
        ]);
      }),
    );
    for (const pair of racing) {
      expect(pair.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    }

    expect((await bed.review(first.json().data.id, 'under_review', 'Looking')).statusCode).toBe(
      200,
    );
    expect((await bed.openClaim(c.headers, bed.claimOn(c, parcel.id))).statusCode).toBe(409);
    expect((await bed.review(first.json().data.id, 'rejected', 'Packed well')).statusCode).toBe(
      200,
    );
    const after = await bed.openClaim(c.headers, bed.claimOn(c, parcel.id));
    expect(after.statusCode, after.body).toBe(201);
  });

  it('refuses photos and videos that are not the customer’s own, or not photos and videos (422 naming the field)', async () => {
    const c = await bed.customer();
    const parcel = await bed.parcel(c);
    const other = await bed.customer();
    const pdf = (await bed.upload(c.headers, sampleFiles.pdf, 'receipt.pdf')).id;

    const cases: [object, string][] = [
      [{ photo_ids: [c.photos[0], other.photos[0]] }, 'body.photo_ids'],
      [{ photo_ids: [pdf] }, 'body.photo_ids'],
      [{ photo_ids: [c.video.id] }, 'body.photo_ids'],
      [{ video_id: other.video.id }, 'body.video_id'],
      [{ video_id: c.photos[1] }, 'body.video_id'],
      [{ video_id: 999_999_999 }, 'body.video_id'],
    ];
    for (const [extra, field] of cases) {
      const res = await bed.openClaim(c.headers, bed.claimOn(c, parcel.id, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.json().error.details).toEqual([{ field, message: expect.any(String) }]);
    }
    for (const photos of [[], Array.from({ length: 11 }, (_, i) => i + 1), [1, 1]]) {
      const res = await bed.openClaim(c.headers, bed.claimOn(c, parcel.id, { photo_ids: photos }));
      expect(res.statusCode).toBe(400);
    }
    const tooLong = await bed.openClaim(
      c.headers,
      bed.claimOn(c, parcel.id, { description: 'x'.repeat(2001) }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect((await get(CLAIMS, c.headers)).json().data).toEqual([]);
  });

  it('opens a claim on a delivered buy product, judged by its own timeline', async () => {
    const { headers, id, photo } = await bed.deliveredBuyProduct();
    const body = {
      subject_type: 'buy_product',
      subject_id: id,
      reason: 'wrong_item',
      description: 'Ordered the blue one, the red one came.',
      photo_ids: [photo],
    };
    bed.clock.hoursAfterDelivery(25);
    const late = await bed.openClaim(headers, body);
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toMatch(/this product was delivered on/);

    bed.clock.hoursAfterDelivery(1);
    const res = await bed.openClaim(headers, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ subject_type: 'buy_product', subject_id: id });
  });
});

describe('staff review', () => {
  it('takes a claim under review and accepts it; the customer reads the resolution', async () => {
    const c = await bed.customer();
    const parcel = await bed.parcel(c);
    const opened = (await bed.openClaim(c.headers, bed.claimOn(c, parcel.id))).json().data;

    const queue = await get(`${STAFF_CLAIMS}?status=open&per_page=100`, staff);
    expect(queue.json().data.map((x: { id: number }) => x.id)).toContain(opened.id);

    const reviewing = await bed.review(opened.id, 'under_review', 'Checking the video');
    expect(reviewing.statusCode, reviewing.body).toBe(200);
    expect(reviewing.json().data).toMatchObject({ status: 'under_review', resolution_note: null });
    const accepted = await bed.review(opened.id, 'accepted', 'Damaged in transit: refunded');
    expect(accepted.json().data).toMatchObject({
      status: 'accepted',
      resolution_note: 'Damaged in transit: refunded',
    });

    const seen = (await get(`${CLAIMS}/${opened.id}`, c.headers)).json().data;
    expect(seen.resolution_note).toBe('Damaged in transit: refunded');
    expect(
      seen.timeline.map(
        (e: { from_status: string | null; to_status: string; actor: string }) =>
          `${e.from_status ?? ''}>${e.to_status}:${e.actor}`,
      ),
    ).toEqual(['>open:customer', 'open>under_review:staff', 'under_review>accepted:staff']);

    // Decided is final; an unknown claim is a 404.
    const again = await bed.review(opened.id, 'rejected', 'Changed my mind');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This claim is accepted and cannot become rejected.');
    expect((await bed.review(999_999_999, 'accepted', 'x')).statusCode).toBe(404);
    const decided = await get(`${STAFF_CLAIMS}?status=accepted&per_page=100`, staff);
    expect(decided.json().data.map((x: { id: number }) => x.id)).toContain(opened.id);
  });

  it('keeps customers out of the staff routes and another customer’s claim', async () => {
    const c = await bed.customer();
    const parcel = await bed.parcel(c);
    const opened = (await bed.openClaim(c.headers, bed.claimOn(c, parcel.id))).json().data;
    const other = await bed.customer();
    expect((await get(`${CLAIMS}/${opened.id}`, other.headers)).statusCode).toBe(404);
    expect((await get(CLAIMS, other.headers)).json().data).toEqual([]);
    expect((await get(STAFF_CLAIMS, c.headers)).statusCode).toBe(403);
    const move = await ctx.app.inject({
      method: 'PUT',
      url: `${STAFF_CLAIMS}/${opened.id}/review`,
      headers: c.headers,
      payload: { to: 'accepted', note: 'Mine' },
    });
    expect(move.statusCode).toBe(403);
  });
});
