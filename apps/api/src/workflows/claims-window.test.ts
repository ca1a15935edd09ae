import { describe, expect, it } from 'vitest';
import { useClaimsTestbed } from '../../test/claims-testbed.ts';

// The same API with CLAIM_WINDOW_HOURS=48.
const bed = useClaimsTestbed({ windowHours: 48 });

describe('a configured claim window of 48 hours', () => {
  it('accepts a claim 30 hours after delivery and refuses one after 49, naming 48 hours', async () => {
    const c = await bed.customer();
    const late = await bed.parcel(c);
    bed.clock.hoursAfterDelivery(49);
    const refused = await bed.openClaim(c.headers, bed.claimOn(c, late.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(
      /^Claims can be opened within 48 hours of delivery/,
    );

    const parcel = await bed.parcel(c);
    bed.clock.hoursAfterDelivery(30);
    const res = await bed.openClaim(c.headers, bed.claimOn(c, parcel.id));
    expect(res.statusCode, res.body).toBe(201);
  });
});
