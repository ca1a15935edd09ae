import fc from 'fast-check';
import type { RouteCase, JsonSchema } from './route-cases.ts';
import { asText, hostileLeaf, hostileShaped, validShaped } from './schema-arbitraries.ts';

export interface GeneratedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Bodies that are not the JSON the schema describes at all. */
const brokenBody = fc.constantFrom(
  '{"a":',
  'null',
  '[]',
  '"text"',
  '1e999',
  '{"__proto__":{"x":1}}',
);

/** A path segment; text that cannot be percent-encoded (a lone surrogate) goes as bad UTF-8. */
/** Mostly JSON, sometimes a media type the API does not read. */
const oddContentType = fc.oneof(
  { weight: 4, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
    'application/xml',
  ),
);

function encodedSegment(text: string, encode: (text: string) => string): string {
  try {
    return encode(text);
  } catch {
    return '%ED%A0%80';
  }
}

function valuesOf(schema: JsonSchema | undefined, hostile: boolean) {
  const shape = schema ?? { type: 'string' };
  return hostile ? hostileShaped(shape) : validShaped(shape);
}

function pathArbitrary(c: RouteCase, hostile: boolean): fc.Arbitrary<string> {
  const segments = c.url.split('/').map((segment) => {
    if (segment === '*')
      return fc.string({ maxLength: 30 }).map((text) => encodedSegment(text, encodeURI));
    if (!segment.startsWith(':')) return fc.constant(segment);
    const schema = c.params?.properties?.[segment.slice(1)];
    return valuesOf(schema, hostile).map((v) => encodedSegment(asText(v), encodeURIComponent));
  });
  return fc.tuple(...segments).map((parts) => parts.join('/'));
}

function queryArbitrary(c: RouteCase, hostile: boolean): fc.Arbitrary<string> {
  const schema = c.querystring ?? (hostile ? { type: 'object' } : undefined);
  if (!schema) return fc.constant('');
  return valuesOf(schema, hostile).map((value) => {
    const query = new URLSearchParams();
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, item] of Object.entries(value)) {
        for (const one of Array.isArray(item) ? item : [item]) query.append(key, asText(one));
      }
    }
    const text = query.toString();
    return text ? `?${text}` : '';
  });
}

function bodyArbitrary(c: RouteCase, hostile: boolean): fc.Arbitrary<string | undefined> {
  if (!c.body) return fc.constant(undefined);
  const json = valuesOf(c.body, hostile).map((value) => JSON.stringify(value));
  if (!hostile) return json;
  return fc.oneof(
    { weight: 6, arbitrary: json },
    { weight: 1, arbitrary: brokenBody },
    { weight: 1, arbitrary: hostileLeaf.map((v) => JSON.stringify(v)) },
  );
}

/**
 * A request to the route from one of the given callers: valid in shape or hostile, as `modes`
 * picks (true is hostile).
 */
export function requestArbitrary(
  c: RouteCase,
  callers: fc.Arbitrary<Record<string, string>>,
  modes: fc.Arbitrary<boolean> = fc.boolean(),
): fc.Arbitrary<GeneratedRequest> {
  return modes.chain((hostile) =>
    fc
      .record({
        path: pathArbitrary(c, hostile),
        query: queryArbitrary(c, hostile),
        payload: bodyArbitrary(c, hostile),
        caller: callers,
        contentType: hostile ? oddContentType : fc.constant('application/json'),
        // Money-moving routes want a fresh Idempotency-Key, as every client sends one.
        key: fc.uuid(),
      })
      .map(({ path, query, payload, caller, contentType, key }) => {
        const headers = c.route.config?.idempotent ? { ...caller, 'idempotency-key': key } : caller;
        return {
          method: c.method,
          url: `${path}${query}`,
          headers: payload === undefined ? headers : { ...headers, 'content-type': contentType },
          payload,
        };
      }),
  );
}
