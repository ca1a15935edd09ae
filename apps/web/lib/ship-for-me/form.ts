import { isMoney, parseAmount } from '../wallet/amount.ts';
import type { ShipmentRequestBody } from './types.ts';

/** One product as the customer types it; numbers stay text until the form is sent. */
export interface ProductDraft {
  title: string;
  link: string;
  quantity: string;
  declaredValue: string;
  shippingCategoryId: string;
  hsCode: string;
  trackingId: string;
  imageIds: number[];
  /** What carriers restrict that it contains (battery, liquid, medicine, magnet). */
  contents: string[];
  insured: boolean;
}

/** Everything the stepper collects; kept in local storage under `ship_for_me_form_data`. */
export interface ShipForMeDraft {
  warehouseId: string;
  products: ProductDraft[];
  addressId: string;
  methodId: string;
  addons: string[];
  /** The receiver's tax or national id, where the destination's customs ask for one. */
  taxId?: string;
}

export const MAX_PRODUCTS = 20;

export function emptyProduct(): ProductDraft {
  return {
    title: '',
    link: '',
    quantity: '1',
    declaredValue: '',
    shippingCategoryId: '',
    hsCode: '',
    trackingId: '',
    imageIds: [],
    contents: [],
    insured: false,
  };
}

export function emptyDraft(): ShipForMeDraft {
  return { warehouseId: '', products: [emptyProduct()], addressId: '', methodId: '', addons: [] };
}

export type ProductProblem =
  | 'titleRequired'
  | 'linkInvalid'
  | 'quantityInvalid'
  | 'valueInvalid'
  | 'categoryRequired'
  | 'hsCodeInvalid'
  | 'trackingInvalid';

/** What is wrong with a product, field by field, with the API's own limits. */
export function productProblems(
  product: ProductDraft,
  currency: string,
): Partial<Record<keyof ProductDraft, ProductProblem>> {
  const problems: Partial<Record<keyof ProductDraft, ProductProblem>> = {};
  if (!product.title.trim()) problems.title = 'titleRequired';
  if (product.link.trim() && !/^https?:\/\/[^\s]+\.[^\s]+/i.test(product.link.trim())) {
    problems.link = 'linkInvalid';
  }
  const quantity = Number(product.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999) {
    problems.quantity = 'quantityInvalid';
  }
  if (!isMoney(parseAmount(product.declaredValue, currency)))
    problems.declaredValue = 'valueInvalid';
  if (!product.shippingCategoryId) problems.shippingCategoryId = 'categoryRequired';
  if (product.hsCode.trim() && !/^\d{6}$/.test(product.hsCode.replace(/[.\s]/g, ''))) {
    problems.hsCode = 'hsCodeInvalid';
  }
  const tracking = product.trackingId.trim();
  if (tracking && !/^[A-Za-z0-9][A-Za-z0-9 -]{0,63}$/.test(tracking)) {
    problems.trackingId = 'trackingInvalid';
  }
  return problems;
}

/** The request the API takes; optional fields go only when filled in (after trimming). */
export function requestBody(draft: ShipForMeDraft, currency: string): ShipmentRequestBody {
  return {
    warehouse_id: Number(draft.warehouseId),
    shipping_address_id: Number(draft.addressId),
    shipping_method_id: Number(draft.methodId),
    products: draft.products.map((product) => {
      const value = parseAmount(product.declaredValue, currency);
      const link = product.link.trim();
      const hsCode = product.hsCode.replace(/[.\s]/g, '');
      const trackingId = product.trackingId.trim();
      return {
        title: product.title.trim(),
        quantity: Number(product.quantity),
        declared_value: isMoney(value) ? value.amount : 0,
        shipping_category_id: Number(product.shippingCategoryId),
        image_ids: product.imageIds,
        contents: product.contents as ShipmentRequestBody['products'][number]['contents'],
        insured: product.insured,
        addon_service_codes:
          draft.addons as ShipmentRequestBody['products'][number]['addon_service_codes'],
        ...(link ? { link } : {}),
        ...(hsCode ? { hs_code: hsCode } : {}),
        ...(trackingId ? { tracking_id: trackingId } : {}),
      };
    }),
    ...(draft.taxId?.trim() ? { tax_id: draft.taxId.trim() } : {}),
  };
}
