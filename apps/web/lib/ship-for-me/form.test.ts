import { describe, expect, it } from 'vitest';
import { emptyDraft, requestBody } from './form.ts';

describe('requestBody', () => {
  const draft = {
    ...emptyDraft(),
    warehouseId: '1',
    addressId: '2',
    methodId: '3',
    products: [
      {
        ...emptyDraft().products[0]!,
        title: 'Kurta',
        declaredValue: '1200',
        shippingCategoryId: '4',
      },
    ],
  };

  it('sends the receiver’s tax id only when one was typed', () => {
    expect(requestBody(draft, 'INR')).not.toHaveProperty('tax_id');
    expect(requestBody({ ...draft, taxId: '   ' }, 'INR')).not.toHaveProperty('tax_id');
    expect(requestBody({ ...draft, taxId: ' ABCDE1234F ' }, 'INR').tax_id).toBe('ABCDE1234F');
  });

  it('keeps money in minor units', () => {
    expect(requestBody(draft, 'INR').products[0]!.declared_value).toBe(120_000);
  });
});
