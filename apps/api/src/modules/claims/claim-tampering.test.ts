import { describe, expect, it } from 'vitest';
import { CLAIMS, STAFF_CLAIMS, useClaimsTestbed } from '../../../test/claims-testbed.ts';
import { staff } from '../../../test/orders-testbed.ts';

const DISPUTES = '/api/claims/customer/v1/disputes';
const OPEN_DISPUTE = '/api/claims/customer/v1/buy-product';
const STAFF_DISPUTES = '/api/claims/admin/v1/disputes';
type Headers = Record<string, string>;

/**
 * A customer trying to change claims and disputes (issue #28): after staff decided, someone
 * else's, or fields that are staff's. The customer's only change is answering a request for
 * evidence on their own dispute; everything else is refused and leaves the claim as it was.
 */
describe('customers tampering with claims and disputes', () => {
  const bed = useClaimsTestbed();
  const { ctx } = bed;
  const get = async (url: string, headers: Headers) =>
    (await ctx.app.inject({ method: 'GET', url, headers })).json().data;
  const staffAct = (id: number, action: string, note = 'Decided') =>
    ctx.app.inject({
      method: 'PUT',
      url: `${STAFF_DISPUTES}/${id}/${action}`,
      headers: staff,
      payload: action === 'accept' ? { amount: 0, note } : { note },
    });
  const answer = (id: number, headers: Headers, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `${DISPUTES}/${id}/evidence`, headers, payload });

  async function openDispute() {
    const p = await bed.deliveredBuyProduct();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${OPEN_DISPUTE}/${p.id}/dispute`,
      headers: p.headers,
      payload: {
        reason: 'damaged',
        description: 'Cracked',
        quantity: 1,
        photo_ids: [p.photo],
        requested_resolution: 'refund',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...p, dispute: res.json().data as { id: number; paid: { amount: number } } };
  }

  async function decidedClaim(to: 'accepted' | 'rejected') {
    const c = await bed.customer();
    const parcel = await bed.parcel(c);
    const claim = (await bed.openClaim(c.headers, bed.claimOn(c, parcel.id))).json().data;
    expect((await bed.review(claim.id, to, 'Our decision')).statusCode).toBe(200);
    return { c, claim: await get(`${CLAIMS}/${claim.id}`, c.headers) };
  }

  it('has no route by which a customer edits, withdraws or deletes a decided claim', async () => {
    const { c, claim } = await decidedClaim('rejected');
    const attempts = [
      ['PUT', `${CLAIMS}/${claim.id}`],
      ['PATCH', `${CLAIMS}/${claim.id}`],
      ['DELETE', `${CLAIMS}/${claim.id}`],
      ['POST', `${CLAIMS}/${claim.id}/withdraw`],
      ['PUT', `${CLAIMS}/${claim.id}/review`],
      ['POST', `${CLAIMS}/${claim.id}/evidence`],
    ] as const;
    for (const [method, url] of attempts) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: c.headers,
        payload: { status: 'accepted', to: 'accepted', note: 'I accept my own claim' },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await get(`${CLAIMS}/${claim.id}`, c.headers)).toEqual(claim);
  });

  it('refuses a customer’s session on staff’s review route (the claim stays rejected)', async () => {
    const { c, claim } = await decidedClaim('rejected');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${STAFF_CLAIMS}/${claim.id}/review`,
      headers: c.headers,
      payload: { to: 'accepted', note: 'Accepting it myself' },
    });
    expect([401, 403]).toContain(res.statusCode);
    const accept = await ctx.app.inject({
      method: 'PUT',
      url: `${STAFF_DISPUTES}/${claim.id}/accept`,
      headers: c.headers,
      payload: { amount: 1_000_000, note: 'Paying myself' },
    });
    expect([401, 403]).toContain(accept.statusCode);
    expect((await get(`${CLAIMS}/${claim.id}`, c.headers)).status).toBe('rejected');
  });

  it('refuses evidence once staff decided, accepted or rejected (409), leaving the decision', async () => {
    for (const decision of ['accept', 'reject'] as const) {
      const p = await openDispute();
      expect((await staffAct(p.dispute.id, 'request-evidence')).statusCode).toBe(200);
      // Staff stop waiting: take it back under review to accept, or reject it outright.
      if (decision === 'accept')
        expect((await staffAct(p.dispute.id, 'review')).statusCode).toBe(200);
      expect((await staffAct(p.dispute.id, decision)).statusCode).toBe(200);
      const late = await answer(p.dispute.id, p.headers, { message: 'But look at this' });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('evidence_not_requested');
      const seen = await get(`${DISPUTES}/${p.dispute.id}`, p.headers);
      expect(seen.status).toBe(decision === 'accept' ? 'accepted' : 'rejected');
      expect(seen.timeline.at(-1).actor).toBe('staff');
    }
  });

  it('answers 404 for evidence on someone else’s dispute and 422 for someone else’s photos', async () => {
    const victim = await openDispute();
    const attacker = await openDispute();
    expect((await staffAct(victim.dispute.id, 'request-evidence')).statusCode).toBe(200);
    expect((await staffAct(attacker.dispute.id, 'request-evidence')).statusCode).toBe(200);
    const theirs = await answer(victim.dispute.id, attacker.headers, { message: 'Withdrawn' });
    expect(theirs.statusCode).toBe(404);
    const borrowed = await answer(attacker.dispute.id, attacker.headers, {
      message: 'My photo',
      photo_ids: [victim.photo],
    });
    expect(borrowed.statusCode).toBe(422);
    expect((await get(`${DISPUTES}/${victim.dispute.id}`, victim.headers)).status).toBe(
      'evidence_requested',
    );
  });

  it('refuses staff’s fields in what a customer sends (status, amounts, owner): 400', async () => {
    const c = await bed.customer();
    const parcel = await bed.parcel(c);
    for (const field of [
      { status: 'accepted' },
      { resolution_note: 'Accepted' },
      { customer_id: 1 },
      { kind: 'dispute' },
      { number: 'CL-00000001' },
    ]) {
      const res = await bed.openClaim(c.headers, bed.claimOn(c, parcel.id, field));
      expect(res.statusCode, JSON.stringify(field)).toBe(400);
    }
    const p = await openDispute();
    expect((await staffAct(p.dispute.id, 'request-evidence')).statusCode).toBe(200);
    for (const field of [
      { status: 'accepted' },
      { refunded_amount: 1 },
      { paid_amount: 10_000_000 },
      { amount: 10_000_000 },
      { quantity: 9_999 },
    ]) {
      const res = await answer(p.dispute.id, p.headers, { message: 'More', ...field });
      expect(res.statusCode, JSON.stringify(field)).toBe(400);
    }
    const seen = await get(`${DISPUTES}/${p.dispute.id}`, p.headers);
    expect(seen).toMatchObject({ status: 'evidence_requested', paid: p.dispute.paid });
    expect(seen.refunded.amount).toBe(0);
  });

  it('keeps staff’s rejection when the customer answers at the same moment it is decided', async () => {
    const p = await openDispute();
    expect((await staffAct(p.dispute.id, 'request-evidence')).statusCode).toBe(200);
    const [answered, rejected] = await Promise.all([
      answer(p.dispute.id, p.headers, { message: 'Here it is' }),
      staffAct(p.dispute.id, 'reject', 'No answer in time'),
    ]);
    // Both are locked on the dispute: whichever runs second sees the first's state.
    expect(rejected.statusCode).toBe(200);
    expect([200, 409]).toContain(answered.statusCode);
    const seen = await get(`${DISPUTES}/${p.dispute.id}`, p.headers);
    expect(seen.status).toBe('rejected');
    expect(seen.timeline.at(-1)).toMatchObject({ to_status: 'rejected', actor: 'staff' });
  });
});
