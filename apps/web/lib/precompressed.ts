import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import {
  STATIC_SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from '@crossport/edge/security-headers';

/**
 * The build's hashed scripts and styles, answered from the brotli or gzip copies
 * scripts/compress-static.ts wrote beside them at build time (docs/performance.md): Next
 * compresses every request again with gzip at a middling level, while brotli at its best level,
 * done once, makes the phone's first page load about an eighth smaller.
 */
const STATIC_PREFIX = '/_next/static/';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file extensions compressed at build time, and served from their compressed copies. */
export const COMPRESSIBLE_EXTENSIONS = Object.keys(CONTENT_TYPES);

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The encodings the browser takes (`Accept-Encoding`), without the ones it refuses with q=0. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/**
 * The file under `.next/static` a request names, or null when it names none: other paths,
 * encoded separators and `..` never leave the folder.
 */
export function staticFileFor(url: string | undefined, staticDir: string): string | null {
  const pathname = (url ?? '').split('?')[0]!;
  if (!pathname.startsWith(STATIC_PREFIX) || pathname.includes('%')) return null;
  const file = path.join(staticDir, pathname.slice(STATIC_PREFIX.length));
  return file.startsWith(`${staticDir}${path.sep}`) ? file : null;
}

/**
 * Answers a GET or HEAD of a build file from its precompressed copy; false (Next answers)
 * when the file has no copy in an encoding the browser takes.
 */
export async function servePrecompressed(
  request: IncomingMessage,
  response: ServerResponse,
  staticDir: string,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const file = staticFileFor(request.url, staticDir);
  const contentType = file ? CONTENT_TYPES[path.extname(file)] : undefined;
  if (!file || !contentType) return false;
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  for (const encoding of ENCODINGS) {
    if (!accepted.has(encoding.name)) continue;
    const compressed = `${file}${encoding.suffix}`;
    const size = await stat(compressed).then(
      (found) => (found.isFile() ? found.size : null),
      () => null,
    );
    if (size === null) continue;
    for (const { key, value } of STATIC_SECURITY_HEADERS) response.setHeader(key, value);
    // Same rule as next.config.ts's headers: the server (serveNext) has set or cleared it.
    if (/^https(,|$)/.test(String(request.headers['x-forwarded-proto'] ?? ''))) {
      response.setHeader(STRICT_TRANSPORT_SECURITY.key, STRICT_TRANSPORT_SECURITY.value);
    }
    response.writeHead(200, {
      'Content-Type': contentType,
      'Content-Encoding': encoding.name,
      'Content-Length': size,
      Vary: 'Accept-Encoding',
      // The file name carries a hash of its content: a browser may keep it for a year.
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    if (request.method === 'HEAD') response.end();
    else
      createReadStream(compressed)
        .on('error', () => response.destroy())
        .pipe(response);
    return true;
  }
  return false;
}
