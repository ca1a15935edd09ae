import type { FastifyRequest } from 'fastify';

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

/** Query values as single strings (a repeated parameter counts by its first value). */
export function queryOf(request: FastifyRequest): Record<string, string | undefined> {
  const raw = (request.query ?? {}) as Record<string, unknown>;
  const query: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') query[key] = first;
  }
  return query;
}

/**
 * Form posts name nested fields with dots (`traits.email`); Kratos nests them like JSON.
 * Values that are already objects (JSON bodies) pass through unchanged.
 */
export function nestedBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const parts = key.split('.');
    let target = result;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      if (!next || typeof next !== 'object') target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    const last = parts[parts.length - 1]!;
    const existing = target[last];
    target[last] =
      existing && typeof existing === 'object' && value && typeof value === 'object'
        ? { ...existing, ...value }
        : Array.isArray(value)
          ? value[0]
          : value;
  }
  return result;
}
