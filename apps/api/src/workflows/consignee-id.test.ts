import { describe, expect, it } from 'vitest';
import { SHIPMENT, useParcelsTestbed } from '../../test/parcels-testbed.ts';

const bed = useParcelsTestbed();

describe('the receiver’s tax or national id', () => {
  it('is asked for where customs need it (India), checked, stored as printed, and shown', async () => {
    const c = await bed.customer();
    const context = (
      await bed.call(c, 'GET', '/api/context/customer/v1/ship-for-me?region=IN')
    ).json().data;
    expect(context.rules.tax_id).toEqual({
      label: 'PAN or Aadhaar number (customs KYC)',
      example: 'ABCDE1234F',
    });
    const methods = (
      await bed.call(
        c,
        'GET',
        '/api/shipping-agent/customer/international/v1/shipping-methods?region=IN',
      )
    ).json().data as { id: number; code: string }[];
    const send = (extra: object) =>
      bed.call(c, 'POST', `${SHIPMENT}/shipment-products?region=IN`, {
        warehouse_id: c.warehouseId,
        shipping_address_id: c.addressId,
        shipping_method_id: methods.find((m) => m.code === 'air')!.id,
        products: [bed.product()],
        ...extra,
      });
    const missing = await send({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toMatchObject({
      code: 'tax_id_required',
      details: [{ field: 'body.tax_id' }],
    });
    expect((await send({ tax_id: '12345' })).json().error.code).toBe('tax_id_invalid');
    const sent = await send({ tax_id: 'abcde 1234f' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.tax_id).toBe('ABCDE1234F');
  });

  it('is neither asked for nor kept where customs do not need it (Bangladesh)', async () => {
    const c = await bed.customer();
    const context = (
      await bed.call(c, 'GET', '/api/context/customer/v1/ship-for-me?region=BD')
    ).json().data;
    expect(context.rules.tax_id).toBeNull();
    const [parcel] = await bed.requestParcels(c, [bed.product()]);
    expect(parcel).toBeDefined();
  });
});
