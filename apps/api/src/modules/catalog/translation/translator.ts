/** One text as the translator returned it. */
export interface Translation {
  text: string;
  /** The language the translator took the original to be in, when it says (e.g. "zh"). */
  detectedLanguage: string | null;
}

/**
 * Machine translation of short product texts (titles, attribute lines). An external service
 * sits behind it; `libretranslate.ts` speaks the one we use (docs/translation.md).
 */
export interface Translator {
  /** The language every text is translated into, e.g. "en". */
  readonly target: string;
  /** Translates the texts in one round trip; answers in the same order. */
  translate(texts: readonly string[]): Promise<Translation[]>;
}

/** The translation service could not be reached, refused, or answered something unusable. */
export class TranslationError extends Error {
  override readonly name = 'TranslationError';
}
