import { z } from 'zod';
import { type Translation, TranslationError, type Translator } from './translator.ts';

const DetectedLanguageSchema = z.object({
  language: z.string().min(1),
  confidence: z.number().optional(),
});

/**
 * LibreTranslate's answer to an array `q`: one text per question, in order, and with
 * `source: "auto"` the language it detected for each (some versions send one object for all).
 */
const TranslateAnswerSchema = z.object({
  translatedText: z.array(z.string()),
  detectedLanguage: z
    .union([z.array(DetectedLanguageSchema.nullable()), DetectedLanguageSchema])
    .optional(),
});

const ErrorAnswerSchema = z.object({ error: z.string() });

/** Titles and attribute lines come back in a few kilobytes; anything near this is not them. */
const DEFAULT_MAX_RESPONSE_BYTES = 1_000_000;

export interface LibreTranslateOptions {
  /** Base URL of the server; requests go to `{url}/translate`. */
  url: string;
  apiKey?: string | undefined;
  target: string;
  /** Deadline for the whole exchange, answer body included. */
  timeoutMs: number;
  maxResponseBytes?: number;
}

/** Reads the body, giving up as soon as it is larger than a translation answer can be. */
async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new TranslationError(`LibreTranslate answered more than ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** A Translator speaking the LibreTranslate HTTP API (`POST /translate`, docs/translation.md). */
export function createLibreTranslateTranslator(options: LibreTranslateOptions): Translator {
  const endpoint = new URL(
    'translate',
    options.url.endsWith('/') ? options.url : `${options.url}/`,
  );
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;

  return {
    target: options.target,

    async translate(texts: readonly string[]): Promise<Translation[]> {
      if (texts.length === 0) return [];
      const signal = AbortSignal.timeout(options.timeoutMs);
      let status: number;
      let body: string;
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            q: texts,
            source: 'auto',
            target: options.target,
            format: 'text',
            ...(options.apiKey ? { api_key: options.apiKey } : {}),
          }),
          // A translation server has no reason to redirect a POST; following one could
          // send the API key somewhere else.
          redirect: 'error',
          signal,
        });
        status = response.status;
        body = await readLimited(response, maxBytes);
      } catch (error) {
        if (error instanceof TranslationError) throw error;
        throw new TranslationError(
          signal.aborted
            ? `LibreTranslate did not answer within ${options.timeoutMs} ms`
            : `LibreTranslate at ${endpoint.origin} cannot be reached`,
          { cause: error },
        );
      }

      const json = parseJson(body);
      if (status < 200 || status > 299) {
        const refusal = ErrorAnswerSchema.safeParse(json);
        const reason = refusal.success ? `: ${refusal.data.error.slice(0, 200)}` : '';
        throw new TranslationError(`LibreTranslate answered ${status}${reason}`);
      }
      const answer = TranslateAnswerSchema.safeParse(json);
      if (!answer.success)
        throw new TranslationError('LibreTranslate answered something that is not a translation');
      const { translatedText, detectedLanguage } = answer.data;
      if (translatedText.length !== texts.length) {
        throw new TranslationError(
          `LibreTranslate answered ${translatedText.length} translations for ${texts.length} texts`,
        );
      }
      return translatedText.map((text, index) => {
        const detected = Array.isArray(detectedLanguage)
          ? detectedLanguage[index]
          : detectedLanguage;
        return { text, detectedLanguage: detected?.language ?? null };
      });
    },
  };
}
