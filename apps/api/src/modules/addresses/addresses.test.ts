import { describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
const base = '/api/user/customer/address/v1';

const dhaka = {
  country_code: 'BD',
  label: 'home',
  name: 'Nusrat Jahan',
  phone: '+8801711000000',
  fields: {
    division: 'dhaka',
    district: 'dhaka',
    thana: 'dhanmondi',
    address_line1: 'House 12, Road 5',
  },
};

async function addAddress(headers: Record<string, string>, payload: object = dhaka) {
  return ctx.app.inject({ method: 'POST', url: `${base}/addresses`, headers, payload });
}

describe('addresses', () => {
  it('adds the first address as the default, creating the customer when never synced', async () => {
    const headers = signInCustomer(identity);
    const res = await addAddress(headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      country_code: 'BD',
      label: 'home',
      is_default: true,
      fields: { division: 'dhaka', thana: 'dhanmondi' },
      display_lines: ['House 12, Road 5', 'Dhanmondi, Dhaka', 'Dhaka, Bangladesh'],
    });
    const list = await ctx.app.inject({ method: 'GET', url: `${base}/addresses`, headers });
    expect(list.json().data).toHaveLength(1);
  });

  it('moves the default when another address is made default, and back on delete', async () => {
    const headers = signInCustomer(identity);
    const first = (await addAddress(headers)).json().data;
    const second = (
      await addAddress(headers, {
        country_code: 'us',
        label: 'office',
        name: 'Sam Lee',
        phone: '+1 212 555 0100',
        fields: { address_line1: '1 Main St', city: 'New York', state: 'NY', zip: '10001-1234' },
        is_default: true,
      })
    ).json().data;
    expect(second.is_default).toBe(true);
    expect(second.display_lines).toEqual([
      '1 Main St',
      'New York, New York 10001-1234',
      'United States',
    ]);
    const list = (await ctx.app.inject({ method: 'GET', url: `${base}/addresses`, headers })).json()
      .data;
    expect(list.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `${base}/addresses/${second.id}`,
      headers,
    });
    expect(del.statusCode).toBe(204);
    const after = (
      await ctx.app.inject({ method: 'GET', url: `${base}/addresses`, headers })
    ).json().data;
    expect(after).toEqual([expect.objectContaining({ id: first.id, is_default: true })]);
  });

  it('updates an address', async () => {
    const headers = signInCustomer(identity);
    const created = (await addAddress(headers)).json().data;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/addresses/${created.id}`,
      headers,
      payload: { ...dhaka, fields: { ...dhaka.fields, thana: 'gulshan' }, label: 'office' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      label: 'office',
      fields: { thana: 'gulshan' },
      display_lines: ['House 12, Road 5', 'Gulshan, Dhaka', 'Dhaka, Bangladesh'],
    });
    expect(res.json().data.is_default).toBe(true);
  });

  it('answers 404 for another customer’s address', async () => {
    const owner = signInCustomer(identity);
    const created = (await addAddress(owner)).json().data;
    const other = signInCustomer(identity);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await ctx.app.inject({
        method,
        url: `${base}/addresses/${created.id}`,
        headers: other,
        ...(method === 'PUT' ? { payload: dhaka } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    const list = await ctx.app.inject({ method: 'GET', url: `${base}/addresses`, headers: other });
    expect(list.json().data).toEqual([]);
  });

  it('refuses a thana outside the chosen district, naming the field', async () => {
    const res = await addAddress(signInCustomer(identity), {
      ...dhaka,
      fields: { ...dhaka.fields, thana: 'teknaf' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: 'body.fields.thana', message: expect.stringContaining('Teknaf') },
    ]);
  });

  it('refuses a bad ZIP code and a missing state', async () => {
    const res = await addAddress(signInCustomer(identity), {
      country_code: 'US',
      name: 'Sam',
      phone: '+12125550100',
      fields: { address_line1: '1 Main St', city: 'NYC', zip: '1234' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(['body.fields.state', 'body.fields.zip']);
  });

  it('fills the Australian default post code 3029', async () => {
    const res = await addAddress(signInCustomer(identity), {
      country_code: 'AU',
      name: 'Kim',
      phone: '+61 3 9000 0000',
      fields: { address_line1: '1 Station St', suburb: 'Hoppers Crossing', state: 'VIC' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.fields.post_code).toBe('3029');
  });

  it('refuses unknown countries, unknown fields and unknown body keys', async () => {
    const headers = signInCustomer(identity);
    const country = await addAddress(headers, { ...dhaka, country_code: 'FR' });
    expect(country.json().error.details[0].field).toBe('body.country_code');
    const field = await addAddress(headers, { ...dhaka, fields: { ...dhaka.fields, moon: 'x' } });
    expect(field.json().error.details[0].field).toBe('body.fields.moon');
    const key = await addAddress(headers, { ...dhaka, colour: 'blue' });
    expect(key.statusCode).toBe(400);
    expect(key.json().error.details[0].field).toBe('body.colour');
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${base}/addresses` });
    expect(res.statusCode).toBe(401);
  });
});

describe('labels and address schema', () => {
  it('lists the labels', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${base}/labels` });
    expect(res.json().data.map((l: { code: string }) => l.code)).toEqual([
      'home',
      'office',
      'other',
    ]);
  });

  it('answers the Bangladeshi form with districts under divisions', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${base}/address-schema?country_code=bd`,
    });
    expect(res.statusCode).toBe(200);
    const { fields } = res.json().data;
    const district = fields.find((f: { key: string }) => f.key === 'district');
    expect(district.depends_on).toBe('division');
    expect(district.options).toContainEqual({
      code: 'gazipur',
      name: 'Gazipur',
      name_bn: 'গাজীপুর',
      parent: 'dhaka',
    });
  });

  it('takes an address anywhere in Bangladesh, a Barishal upazila or a retired Dhaka thana', async () => {
    const headers = signInCustomer(identity);
    const barishal = await addAddress(headers, {
      ...dhaka,
      fields: {
        division: 'barishal',
        district: 'bhola',
        thana: 'char-fasson',
        post_code: '8340',
        address_line1: 'Ward 4, College Road',
      },
    });
    expect(barishal.statusCode).toBe(201);
    expect(barishal.json().data.display_lines).toEqual([
      'Ward 4, College Road',
      'Char Fasson, Bhola 8340',
      'Barishal, Bangladesh',
    ]);
    // Uttara thana was split in two; an address saved with it still saves and reads by name.
    const uttara = await addAddress(headers, {
      ...dhaka,
      fields: { ...dhaka.fields, thana: 'uttara' },
    });
    expect(uttara.statusCode).toBe(201);
    expect(uttara.json().data.display_lines[1]).toBe('Uttara, Dhaka');
    const elsewhere = await addAddress(headers, {
      ...dhaka,
      fields: { ...dhaka.fields, thana: 'char-fasson' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.details[0].field).toBe('body.fields.thana');
  });

  it('answers each delivery country and 404 for others', async () => {
    for (const code of ['BD', 'US', 'GB', 'IN', 'AU', 'AE']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${base}/address-schema?country_code=${code}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const au = await ctx.app.inject({
      method: 'GET',
      url: `${base}/address-schema?country_code=AU`,
    });
    const postCode = au.json().data.fields.find((f: { key: string }) => f.key === 'post_code');
    expect(postCode.default).toBe('3029');
    const fr = await ctx.app.inject({
      method: 'GET',
      url: `${base}/address-schema?country_code=FR`,
    });
    expect(fr.statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: `${base}/address-schema` });
    expect(bad.json().error.details[0].field).toBe('querystring.country_code');
  });
});
