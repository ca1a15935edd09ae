import { describe, expect, it } from 'vitest';
import { clearDraft, FORM_DATA_KEY, loadDraft, saveDraft, STEPPER_KEY } from './draft-storage.ts';
import { emptyDraft, emptyProduct, productProblems, requestBody } from './form.ts';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the Ship For Me draft in local storage', () => {
  it('comes back with its step under the spec’s keys, and is cleared after sending', () => {
    const store = memoryStore();
    const draft = { ...emptyDraft(), warehouseId: '3' };
    draft.products[0]!.title = 'Shoes';
    saveDraft(store, draft, 2);
    expect([...store.items.keys()]).toEqual([FORM_DATA_KEY, STEPPER_KEY]);
    expect(loadDraft(store)).toEqual({ draft, step: 2 });
    clearDraft(store);
    expect(loadDraft(store)).toEqual({ draft: emptyDraft(), step: 0 });
  });

  it('fills fields a draft saved by an older page did not have', () => {
    const store = memoryStore();
    const old = { ...emptyDraft(), products: [{ ...emptyProduct(), title: 'Lamp' }] };
    // Saved by the page before products had `contents` and `insured`.
    const before: Partial<(typeof old.products)[number]> = { ...old.products[0]! };
    delete before.contents;
    delete before.insured;
    store.setItem(FORM_DATA_KEY, JSON.stringify({ ...old, products: [before] }));
    expect(loadDraft(store).draft.products[0]).toMatchObject({
      title: 'Lamp',
      contents: [],
      insured: false,
    });
  });

  it('starts afresh from broken or foreign data, and from an impossible step', () => {
    const store = memoryStore();
    store.setItem(FORM_DATA_KEY, '{not json');
    expect(loadDraft(store).draft).toEqual(emptyDraft());
    store.setItem(FORM_DATA_KEY, JSON.stringify({ products: [] }));
    expect(loadDraft(store).draft).toEqual(emptyDraft());
    saveDraft(store, emptyDraft(), 9);
    expect(loadDraft(store).step).toBe(0);
    expect(loadDraft(undefined).step).toBe(0);
  });
});

describe('a product of the request', () => {
  it('names each field that is wrong', () => {
    const product = {
      ...emptyProduct(),
      quantity: '0',
      link: 'not a link',
      hsCode: '12',
      trackingId: ' ',
    };
    expect(productProblems(product, 'BDT')).toEqual({
      title: 'titleRequired',
      link: 'linkInvalid',
      quantity: 'quantityInvalid',
      declaredValue: 'valueInvalid',
      shippingCategoryId: 'categoryRequired',
      hsCode: 'hsCodeInvalid',
    });
  });

  it('sends money in minor units and optional fields only when filled in', () => {
    const draft = {
      ...emptyDraft(),
      warehouseId: '1',
      addressId: '2',
      methodId: '3',
      addons: ['extra_packing'],
      products: [
        {
          ...emptyProduct(),
          title: ' Mug ',
          declaredValue: '1,250.50',
          shippingCategoryId: '4',
          hsCode: ' 6912.00 ',
          trackingId: '  ',
        },
      ],
    };
    expect(requestBody(draft, 'BDT')).toEqual({
      warehouse_id: 1,
      shipping_address_id: 2,
      shipping_method_id: 3,
      products: [
        {
          title: 'Mug',
          quantity: 1,
          declared_value: 125_050,
          shipping_category_id: 4,
          image_ids: [],
          contents: [],
          insured: false,
          addon_service_codes: ['extra_packing'],
          hs_code: '691200',
        },
      ],
    });
  });
});
