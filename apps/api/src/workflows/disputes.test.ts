import { describe, expect, it } from 'vitest';
import { createLedger } from '../modules/ledger/index.ts';
import { useClaimsTestbed } from '../../test/claims-testbed.ts';
import { staff } from '../../test/orders-testbed.ts';

const OPEN = '/api/claims/customer/v1/buy-product';
const DISPUTES = '/api/claims/customer/v1/disputes';
const STAFF = '/api/claims/admin/v1/disputes';
const TIMELINE = '/api/tracking/customer/timeline/v1/dispute';
const WALLET = '/api/wallet/customer/wallet/v1/balance';

describe('Buy-and-Ship disputes (issue #15)', () => {
  const bed = useClaimsTestbed();
  const { ctx } = bed;

  const body = (photo: number, extra: object = {}) => ({
    reason: 'damaged',
    description: 'Two of the mugs arrived cracked.',
    quantity: 2,
    photo_ids: [photo],
    requested_resolution: 'refund',
    ...extra,
  });
  const open = (headers: Record<string, string>, id: number, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `${OPEN}/${id}/dispute`, headers, payload });
  const get = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const act = (id: number, action: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `${STAFF}/${id}/${action}`, headers: staff, payload });
  const wallet = async (headers: Record<string, string>) => {
    const res = await get(WALLET, headers);
    const bdt = (res.json().data as { currency: string; available: { amount: number } }[]).find(
      (b) => b.currency === 'BDT',
    );
    return bdt?.available.amount ?? 0;
  };
  const notices = async (headers: Record<string, string>) =>
    (await get('/api/notification/customer/v1/notifications?per_page=100', headers)).json();

  it('opens a dispute on a delivered product; reads it back, lists it, and only once', async () => {
    const p = await bed.deliveredBuyProduct();
    const res = await open(p.headers, p.id, body(p.photo));
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json().data;
    expect(d).toMatchObject({
      buy_product_id: p.id,
      quantity: 2,
      status: 'open',
      requested_resolution: 'refund',
      refunded: { amount: 0, currency: 'BDT' },
    });
    expect(d.paid.amount).toBeGreaterThan(0);
    expect(d.timeline.map((e: { to_status: string }) => e.to_status)).toEqual(['open']);
    expect((await get(`${DISPUTES}/${d.id}`, p.headers)).json().data.id).toBe(d.id);
    expect((await get(`${TIMELINE}/${d.id}`, p.headers)).json().data).toHaveLength(1);
    const list = (await get(`${DISPUTES}?status=open`, p.headers)).json();
    expect(list.data.map((x: { id: number }) => x.id)).toEqual([d.id]);
    expect(list.pagination.total).toBe(1);
    // Disputes are not in the claims list, and a claim id is not a dispute.
    expect((await get('/api/claims/customer/v1/claims', p.headers)).json().data).toEqual([]);
    const again = await open(p.headers, p.id, body(p.photo));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('dispute_already_open');
    // Another customer sees nothing of it.
    const other = await bed.deliveredBuyProduct();
    expect((await get(`${DISPUTES}/${d.id}`, other.headers)).statusCode).toBe(404);
    expect((await get(`${TIMELINE}/${d.id}`, other.headers)).statusCode).toBe(404);
    expect((await open(other.headers, p.id, body(other.photo))).statusCode).toBe(404);
    expect((await get(DISPUTES, other.headers)).json().data).toEqual([]);
    const notice = (await notices(p.headers)).data[0];
    expect(notice).toMatchObject({ kind: 'dispute_update', link: `/dashboard/disputes/${d.id}` });
  });

  it('refuses an undelivered product (409), bad input, too many items and a closed window', async () => {
    const s = await bed.shopper();
    const order = await bed.placeOrder(s);
    const undelivered = order.buy_products[0].id as number;
    const p = await bed.deliveredBuyProduct();
    const photo = (
      await bed.upload(
        s.headers,
        (await import('../../test/multipart.ts')).sampleFiles.png,
        'a.png',
      )
    ).id;
    const early = await open(s.headers, undelivered, body(photo));
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('not_delivered');
    for (const bad of [
      body(p.photo, { quantity: 0 }),
      body(p.photo, { requested_resolution: 'money' }),
      body(p.photo, { description: 'x'.repeat(2001) }),
      body(p.photo, { photo_ids: [] }),
      { ...body(p.photo), extra: 1 },
    ]) {
      expect((await open(p.headers, p.id, bad)).statusCode).toBe(400);
    }
    const tooMany = await open(p.headers, p.id, body(p.photo, { quantity: 999 }));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.details[0].field).toBe('body.quantity');
    // Someone else's photo is not evidence.
    const notMine = await open(p.headers, p.id, body(photo));
    expect(notMine.statusCode).toBe(422);
    bed.clock.hoursAfterDelivery(169);
    const late = await open(p.headers, p.id, body(p.photo));
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe('dispute_window_closed');
  });

  it('staff ask for evidence, the customer answers, staff refund half once, then reopen', async () => {
    const p = await bed.deliveredBuyProduct();
    const d = (await open(p.headers, p.id, body(p.photo))).json().data;
    const before = await wallet(p.headers);

    const asked = await act(d.id, 'request-evidence', { note: 'A photo of the box, please' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.status).toBe('evidence_requested');
    const answer = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: `${DISPUTES}/${d.id}/evidence`,
        headers,
        payload: { message: 'Here is the box', photo_ids: [p.photo] },
      });
    const other = await bed.deliveredBuyProduct();
    expect((await answer(other.headers)).statusCode).toBe(404);
    const answered = await answer(p.headers);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.status).toBe('under_review');
    expect((await answer(p.headers)).statusCode).toBe(409);

    const half = Math.floor(d.paid.amount / 2);
    expect((await act(d.id, 'accept', { amount: d.paid.amount + 1, note: 'x' })).statusCode).toBe(
      422,
    );
    expect((await act(d.id, 'accept', { amount: -1, note: 'x' })).statusCode).toBe(400);
    // Two accepts at once: one refund.
    const [a1, a2] = await Promise.all([
      act(d.id, 'accept', { amount: half, note: 'Half back for the cracked mugs' }),
      act(d.id, 'accept', { amount: half, note: 'Half back for the cracked mugs' }),
    ]);
    expect([a1.statusCode, a2.statusCode].sort()).toEqual([200, 409]);
    expect(await wallet(p.headers)).toBe(before + half);
    const ledger = createLedger(ctx.database.db);
    expect(await ledger.audit()).toEqual({ drifted: [], unbalanced: [] });

    const seen = (await get(`${DISPUTES}/${d.id}`, p.headers)).json().data;
    expect(seen).toMatchObject({ status: 'accepted', refunded: { amount: half } });
    expect(
      seen.timeline.map((e: { to_status: string; actor: string }) => `${e.to_status}:${e.actor}`),
    ).toEqual([
      'open:customer',
      'evidence_requested:staff',
      'under_review:customer',
      'accepted:staff',
    ]);
    expect(seen.timeline[3].refund).toEqual({ amount: half, currency: 'BDT' });
    expect(seen.timeline[2].photo_ids).toEqual([p.photo]);

    // Reopened, more than what is left is refused; the rest is refunded and nothing more.
    expect((await act(d.id, 'reopen', { note: 'Looking again' })).json().data.status).toBe(
      'under_review',
    );
    expect((await act(d.id, 'reopen', { note: 'Again' })).statusCode).toBe(409);
    const rest = d.paid.amount - half;
    expect((await act(d.id, 'accept', { amount: rest + 1, note: 'x' })).statusCode).toBe(422);
    expect((await act(d.id, 'accept', { amount: rest, note: 'The rest' })).statusCode).toBe(200);
    expect(await wallet(p.headers)).toBe(before + d.paid.amount);
    await act(d.id, 'reopen', { note: 'Once more' });
    expect((await act(d.id, 'accept', { amount: 1, note: 'x' })).statusCode).toBe(422);
    const rejected = await act(d.id, 'reject', { note: 'Already refunded in full' });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      resolution_note: 'Already refunded in full',
    });
    expect(await ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
    const kinds = (await notices(p.headers)).data.map((n: { kind: string }) => n.kind);
    expect(kinds.filter((k: string) => k === 'dispute_update').length).toBeGreaterThanOrEqual(7);
  });

  it('gives staff the queue by status, 404 for unknown ids, 400 for bad bodies, 401 without token', async () => {
    const p = await bed.deliveredBuyProduct();
    const d = (await open(p.headers, p.id, body(p.photo))).json().data;
    const list = await get(`${STAFF}?status=open&per_page=100`, staff);
    expect(list.json().data.map((x: { id: number }) => x.id)).toContain(d.id);
    expect((await get(`${STAFF}?status=nope`, staff)).statusCode).toBe(400);
    expect((await get(`${STAFF}/${d.id}`, staff)).json().data.id).toBe(d.id);
    expect((await get(`${STAFF}/999999999`, staff)).statusCode).toBe(404);
    expect((await act(999_999_999, 'reject', { note: 'x' })).statusCode).toBe(404);
    expect((await act(d.id, 'reject', { note: '' })).statusCode).toBe(400);
    expect((await get(STAFF, {})).statusCode).toBe(401);
    // A dispute is not reachable as a claim.
    expect((await get(`/api/claims/admin/v1/claims/${d.id}`, staff)).statusCode).toBe(404);
  });
});
