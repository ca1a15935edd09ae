import { emptyDraft, emptyProduct, type ShipForMeDraft } from './form.ts';

/** The spec's local storage keys (§3): the stepper's data and its step survive a reload. */
export const FORM_DATA_KEY = 'ship_for_me_form_data';
export const STEPPER_KEY = 'ship_for_me_stepper';
export const STEP_COUNT = 4;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isDraft(value: unknown): value is ShipForMeDraft {
  const draft = value as ShipForMeDraft | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.warehouseId === 'string' &&
    Array.isArray(draft.products) &&
    draft.products.length > 0 &&
    draft.products.every((p) => typeof p?.title === 'string' && Array.isArray(p.imageIds)) &&
    typeof draft.addressId === 'string' &&
    typeof draft.methodId === 'string' &&
    Array.isArray(draft.addons)
  );
}

/** The saved draft and step, or a fresh start when nothing usable is stored. */
export function loadDraft(store: Store | undefined): { draft: ShipForMeDraft; step: number } {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(FORM_DATA_KEY) ?? 'null');
    const step = Number(store?.getItem(STEPPER_KEY) ?? 0);
    if (!isDraft(parsed)) return { draft: emptyDraft(), step: 0 };
    return {
      // A draft saved before a field existed gets that field's empty value.
      draft: { ...parsed, products: parsed.products.map((p) => ({ ...emptyProduct(), ...p })) },
      step: Number.isInteger(step) && step >= 0 && step < STEP_COUNT ? step : 0,
    };
  } catch {
    return { draft: emptyDraft(), step: 0 };
  }
}

export function saveDraft(store: Store | undefined, draft: ShipForMeDraft, step: number): void {
  try {
    store?.setItem(FORM_DATA_KEY, JSON.stringify(draft));
    store?.setItem(STEPPER_KEY, String(step));
  } catch {
    // A full or blocked storage only loses the reload convenience, never the form itself.
  }
}

export function clearDraft(store: Store | undefined): void {
  store?.removeItem(FORM_DATA_KEY);
  store?.removeItem(STEPPER_KEY);
}
