import { isOwnedReferenceName } from './parameter-kinds.ts';

/**
 * The references to records in an answer, by where they sit (`data[].id`,
 * `data[].products[].number`, `data[]` for a list of bare ids): every value under a name that
 * reads as a reference, except names parameter-kinds.ts calls shared or plain data (a shipping
 * category, a courier's tracking text). Two customers who each made their own records share none
 * of these; an answer to B that carries one of A's is a leak, whatever the route.
 */
export function referencesIn(route: string, answer: unknown): Map<string, Set<string>> {
  const numberedWithin = NUMBERED_WITHIN[route] ?? [];
  const found = new Map<string, Set<string>>();
  const add = (path: string, value: unknown) => {
    if (typeof value !== 'string' && typeof value !== 'number') return;
    const values = found.get(path) ?? new Set<string>();
    values.add(String(value));
    found.set(path, values);
  };
  const walk = (value: unknown, path: string, name: string, parent: string, kind?: string) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, `${path}[]`, name, parent, kind);
      return;
    }
    if (value && typeof value === 'object') {
      const fields = value as Record<string, unknown>;
      for (const [key, inner] of Object.entries(fields)) {
        // A reference that says what it names (`reference_type` + `reference_id`, a nested
        // subject's `type` + `id`) is compared as that kind of record. A row's own id is not.
        const ownId = key === 'id' && name === 'data';
        const typeKey =
          key === 'id' && !ownId
            ? 'type'
            : /_ids?$/.test(key)
              ? key.replace(/_ids?$/, '_type')
              : undefined;
        const typeField = typeKey ? fields[typeKey] : undefined;
        walk(
          inner,
          `${path}.${key}`,
          key,
          name,
          typeof typeField === 'string' && typeField !== '' ? typeField : undefined,
        );
      }
      return;
    }
    if (numberedWithin.includes(path)) return;
    // `warehouse.id` is a warehouse_id; the bare ids of a list are its rows.
    const meaning = kind ? `${kind}_id` : name === 'id' ? `${parent}_id` : name;
    if (name === 'data' || isOwnedReferenceName(meaning)) {
      add(path, kind ? `${kind}:${String(value)}` : value);
    }
  };
  if (answer && typeof answer === 'object' && 'data' in answer) {
    walk((answer as { data: unknown }).data, 'data', 'data', '');
  }
  return found;
}

/** The references two answers have in common, place by place. */
export function sharedReferences(
  one: Map<string, Set<string>>,
  other: Map<string, Set<string>>,
): string[] {
  return [...one].flatMap(([path, values]) =>
    [...values].filter((value) => other.get(path)?.has(value)).map((value) => `${path} = ${value}`),
  );
}

/**
 * Places in answers whose ids count within their record, so every customer has the same: a buy
 * product's variations are 1, 2, … (cancel names them with the product).
 */
const NUMBERED_WITHIN: Record<string, string[]> = {
  'GET /api/buy-and-ship/customer/buy-product/v1/list': ['data[].variations[].id'],
  'GET /api/buy-and-ship/customer/buy-product/v1/details/:id': ['data.variations[].id'],
};

/**
 * Answers whose rows are shared data that other suites add to while this one runs (the region's
 * running coupons): B's answers are compared on the caller's part of each row, by its key.
 */
const SHARED_ROWS: Record<string, { key: string; callers: string[] }> = {
  'GET /api/purchase/customer/discount/v1/discounts': { key: 'code', callers: ['uses_left'] },
};

/** B's two answers, as far as they are B's to compare (only the rows both hold, if shared). */
export function comparable(name: string, before?: Answer, after?: Answer): unknown[] {
  const shared = SHARED_ROWS[name];
  if (!shared || !before || !after) return [before, after];
  const rowsOf = (answer: Answer) =>
    new Map(
      (JSON.parse(answer.body) as { data: Record<string, unknown>[] }).data.map((row) => [
        row[shared.key],
        shared.callers.map((field) => row[field]),
      ]),
    );
  const [was, is] = [rowsOf(before), rowsOf(after)];
  const both = [...was.keys()].filter((key) => is.has(key));
  return [before, after].map((answer, i) => ({
    status: answer.status,
    rows: both.map((key) => [key, (i === 0 ? was : is).get(key)]),
  }));
}

export interface Answer {
  status: number;
  body: string;
}
