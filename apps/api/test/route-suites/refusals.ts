import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Attempt } from './customer-objects.ts';

/** How the access-control suite reads B's attempts on A's records and B's answers to them. */

/** The values an attempt sends in one field (`body.items.cart_item_id`: each item's). */
export function valuesAt(attempt: Attempt, path: string): unknown[] {
  const [part, ...keys] = path.split('.');
  if (part === 'params') return [attempt.params?.[keys[0]!]];
  if (part === 'querystring') return new URLSearchParams(attempt.query ?? '').getAll(keys[0]!);
  const spread = (values: unknown[]) => values.flatMap((v) => (Array.isArray(v) ? v : [v]));
  let values: unknown[] = [attempt.payload];
  for (const key of keys) {
    values = spread(values).flatMap((v) =>
      v && typeof v === 'object' && key in v ? [(v as Record<string, unknown>)[key]] : [],
    );
  }
  return spread(values);
}

/**
 * B is answered as for an id that does not exist: 404, or for a body field 400/422 naming it
 * (an upload that is "not an upload of yours").
 */
export function expectRefused(res: LightMyRequestResponse, attempt: Attempt, said: string) {
  const error = res.json().error as { code: string; details?: { field?: string }[] };
  if (res.statusCode === 404 || attempt.ofA.some((path) => !path.startsWith('body.'))) {
    // A's record in the path or query does not exist for B.
    expect(res.statusCode, said).toBe(404);
    expect(error.code, said).toBe('not_found');
    return;
  }
  expect([400, 422], said).toContain(res.statusCode);
  const named = (error.details ?? []).map((d) => (d.field ?? '').replace(/\.\d+(?=\.|$)/g, ''));
  const refusedField = attempt.ofA.some(
    (path) => path.startsWith('body.') && named.some((f) => path === f || path.startsWith(`${f}.`)),
  );
  expect(refusedField, `${said}: refused, but not for ${attempt.ofA.join(', ')}`).toBe(true);
}

export const sameFields = (one: string[], other: string[]) =>
  one.length === other.length && one.every((field) => other.includes(field));
