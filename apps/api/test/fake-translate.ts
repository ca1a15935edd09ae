import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** The words the fake knows, Chinese → English; it translates a text word by word. */
const DICTIONARY: Record<string, string> = {
  户外: 'Outdoor',
  露营帐篷: 'Camping Tent',
  防水: 'Waterproof',
  '3-4人': 'for 3-4 Persons',
  材质: 'Material',
  涤纶: 'Polyester',
};

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export interface FakeTranslate {
  /** http://127.0.0.1:port */
  url: string;
  /** The key every request must carry as `api_key`. */
  apiKey: string;
  /** Bodies of the `POST /translate` requests, in order. */
  requests: Record<string, unknown>[];
  /** When set, answers this status with LibreTranslate's `{error}` body. */
  failWith: number | null;
  /** When set, answers 200 with this body instead of a translation. */
  rawAnswer: string | null;
  /** Waits this long before answering. */
  delayMs: number;
  /** Back to answering translations at once, keeping the recorded requests. */
  reset(): void;
}

function translate(text: string, target: string): { text: string; language: string } {
  const language = CJK.test(text) ? 'zh' : 'en';
  if (language === target) return { text, language };
  return {
    text: text
      .split(/\s+/)
      .map((word) => DICTIONARY[word] ?? word)
      .join(' '),
    language,
  };
}

function answer(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** What LibreTranslate's `POST /translate` answers for this request body. */
function respond(fake: FakeTranslate, body: Record<string, unknown>): [number, unknown] {
  if (fake.failWith) return [fake.failWith, { error: 'Translation engine unavailable' }];
  const { q, source, target } = body;
  if (q === undefined || (typeof q !== 'string' && !Array.isArray(q))) {
    return [400, { error: 'Invalid request: missing q parameter' }];
  }
  if (typeof target !== 'string')
    return [400, { error: 'Invalid request: missing target parameter' }];
  if (body.api_key !== fake.apiKey) return [403, { error: 'Invalid API key' }];
  const texts = (Array.isArray(q) ? q : [q]).map(String);
  const results = texts.map((text) => translate(text, target));
  const detected = results.map((r) => ({ confidence: 90, language: r.language }));
  const translatedText = results.map((r) => r.text);
  const auto = source === 'auto';
  return Array.isArray(q)
    ? [200, { translatedText, ...(auto ? { detectedLanguage: detected } : {}) }]
    : [
        200,
        { translatedText: translatedText[0], ...(auto ? { detectedLanguage: detected[0] } : {}) },
      ];
}

/**
 * A LibreTranslate stand-in on 127.0.0.1 speaking `POST /translate` (docs/translation.md):
 * a small dictionary, an API key, and switches to fail, stall or answer nonsense.
 */
export function useFakeTranslate(): FakeTranslate {
  const fake: FakeTranslate = {
    url: '',
    apiKey: `key-${crypto.randomUUID()}`,
    requests: [],
    failWith: null,
    rawAnswer: null,
    delayMs: 0,
    reset() {
      fake.failWith = null;
      fake.rawAnswer = null;
      fake.delayMs = 0;
    },
  };
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.method !== 'POST' || request.url !== '/translate') {
        return answer(response, 404, { error: 'Not Found' });
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return answer(response, 400, { error: 'Invalid request: body is not JSON' });
        }
        fake.requests.push(body);
        const [status, payload] =
          fake.rawAnswer === null ? respond(fake, body) : [200, fake.rawAnswer];
        const timer = setTimeout(() => answer(response, status, payload), fake.delayMs);
        response.on('close', () => clearTimeout(timer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return fake;
}
