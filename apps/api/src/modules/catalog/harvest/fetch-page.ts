import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { HarvestError } from './harvest-error.ts';
import { guardedLookup, isPublicAddress, parseHarvestUrl } from './url-guard.ts';

export interface FetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  allowPrivate: boolean;
}

export interface FetchedPage {
  url: string;
  html: string;
}

const USER_AGENT = 'CrossportBot/1.0 (+https://crossport.example/bot; product link import)';

interface Hop {
  status: number;
  location?: string;
  body?: string;
}

function requestOnce(url: URL, options: FetchOptions, signal: AbortSignal): Promise<Hop> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host)) {
    return Promise.reject(
      new HarvestError('host_not_allowed', `Links to ${host} cannot be imported.`),
    );
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        signal,
        lookup: guardedLookup(options.allowPrivate),
        headers: {
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml;q=0.9',
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en,zh;q=0.8',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, location: response.headers.location });
        }
        if (status >= 400) {
          response.resume();
          return resolve({ status });
        }
        const type = response.headers['content-type'] ?? '';
        if (!/html|xml/i.test(type)) {
          response.resume();
          return reject(new HarvestError('not_html', 'The link does not lead to a web page.'));
        }
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          response.destroy();
          return reject(new HarvestError('too_large', 'The page is too large to import.'));
        }
        const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
        const stream =
          encoding === 'gzip'
            ? response.pipe(zlib.createGunzip())
            : encoding === 'deflate'
              ? response.pipe(zlib.createInflate())
              : encoding === 'br'
                ? response.pipe(zlib.createBrotliDecompress())
                : response;
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            stream.destroy();
            reject(new HarvestError('too_large', 'The page is too large to import.'));
            return;
          }
          chunks.push(chunk);
        });
        stream.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        stream.on('error', (error) => reject(error));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function translate(error: unknown, url: URL): HarvestError {
  if (error instanceof HarvestError) return error;
  const cause = error as NodeJS.ErrnoException & { cause?: unknown };
  if (cause.cause instanceof HarvestError) return cause.cause;
  if (cause.name === 'AbortError' || cause.name === 'TimeoutError' || cause.code === 'ABORT_ERR') {
    return new HarvestError('timeout', `${url.host} took too long to answer.`);
  }
  return new HarvestError('unreachable', `${url.host} could not be reached.`);
}

/**
 * Fetches a product page: http(s) only, a deadline for the whole chain, a size limit counted
 * while reading (decompressed), a limited number of redirects, each hop checked by the SSRF
 * guard at connect time.
 */
export async function fetchPage(start: URL, options: FetchOptions): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = start;
  for (let hop = 0; ; hop++) {
    let result: Hop;
    try {
      result = await requestOnce(url, options, signal);
    } catch (error) {
      throw translate(error, url);
    }
    if (result.body !== undefined) return { url: url.toString(), html: result.body };
    if (result.location) {
      if (hop >= options.maxRedirects) {
        throw new HarvestError('too_many_redirects', 'The link redirects too many times.');
      }
      url = parseHarvestUrl(new URL(result.location, url).toString());
      continue;
    }
    throw new HarvestError(
      'http_error',
      result.status === 404 || result.status === 410
        ? 'The shop says this product page does not exist.'
        : `The shop answered with an error (HTTP ${result.status}).`,
    );
  }
}
