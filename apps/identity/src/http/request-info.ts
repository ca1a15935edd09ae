import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';

/**
 * Kratos answers JSON when the client asks for it (Accept) or speaks it (Content-Type);
 * everything else is treated as a browser navigation or form post and answered with redirects.
 */
export function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const contentType = request.headers['content-type'] ?? '';
  return accept.includes('application/json') || contentType.includes('application/json');
}

export function clientDevice(request: FastifyRequest): { ip: string; userAgent: string } {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

/** Flow parameters (`return_to`, `login_challenge`, ...) are stored with the flow: cap them. */
const MAX_QUERY_VALUE = 2048;

/** Query values as single strings (a repeated parameter counts by its first value). */
export function queryOf(request: FastifyRequest): Record<string, string | undefined> {
  const raw = (request.query ?? {}) as Record<string, unknown>;
  const query = Object.create(null) as Record<string, string | undefined>;
  for (const [key, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first !== 'string') continue;
    if (first.length > MAX_QUERY_VALUE) {
      throw badRequest(
        `The query parameter "${key}" is longer than ${MAX_QUERY_VALUE} characters.`,
      );
    }
    query[key] = first;
  }
  return query;
}

/** Keys that would reach an object's prototype instead of the object itself. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Kratos bodies nest a few levels (`traits.<field>`); anything deeper is not ours. */
const MAX_DEPTH = 8;

function refusePrototypeKey(key: string): never {
  throw badRequest(`The request body may not use the field name "${key}".`);
}

/** A copy of a JSON value whose objects have no prototype, refusing prototype keys. */
function cleanValue(value: unknown, depth: number): unknown {
  if (Array.isArray(value)) return value.map((item) => cleanValue(item, depth + 1));
  if (!value || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) throw badRequest('The request body is nested too deeply.');
  const copy = Object.create(null) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value)) {
    if (PROTOTYPE_KEYS.has(key)) refusePrototypeKey(key);
    copy[key] = cleanValue(item, depth + 1);
  }
  return copy;
}

/**
 * Form posts name nested fields with dots (`traits.email`); Kratos nests them like JSON.
 * Values that are already objects (JSON bodies) are copied. Every object is built without a
 * prototype and `__proto__`/`constructor`/`prototype` segments are refused, so no key can
 * write to `Object.prototype` (this runs before the CSRF check, for anyone).
 */
export function nestedBody(body: unknown): Record<string, unknown> {
  const result = Object.create(null) as Record<string, unknown>;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return result;
  for (const [key, raw] of Object.entries(body)) {
    const parts = key.split('.');
    const badPart = parts.find((part) => PROTOTYPE_KEYS.has(part));
    if (badPart !== undefined) refusePrototypeKey(badPart);
    if (parts.length > MAX_DEPTH) throw badRequest('The request body is nested too deeply.');
    const value = cleanValue(Array.isArray(raw) ? raw[0] : raw, parts.length);
    let target = result;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      if (!next || typeof next !== 'object') target[part] = Object.create(null);
      target = target[part] as Record<string, unknown>;
    }
    const last = parts[parts.length - 1]!;
    const existing = target[last];
    target[last] =
      existing && typeof existing === 'object' && value && typeof value === 'object'
        ? Object.assign(Object.create(null) as object, existing, value)
        : value;
  }
  return result;
}
