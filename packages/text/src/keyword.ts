/**
 * Spec §5 and §9: a search keyword is at most 100 characters. Web and API share this one rule,
 * so a keyword the web cut is always one the API accepts.
 *
 * "Character" here means a Unicode code point, counted the same on both sides (never UTF-16
 * units: an emoji is one character, not two). The cut never splits what a customer sees as
 * one character: it keeps whole grapheme clusters (a flag, a ZWJ family emoji, a Bengali
 * conjunct with its vowel sign) as long as their code points fit, and drops the rest. Counting
 * graphemes instead would let one "character" carry thousands of combining marks past the
 * limit; counting code points keeps the bound on work and storage exact.
 */
export const KEYWORD_MAX_CHARACTERS = 100;

/**
 * The most UTF-16 units a keyword within the limit can take (every code point is one or two
 * units): the `maxLength` an HTML input needs so it never refuses a keyword the API accepts.
 */
export const KEYWORD_MAX_UTF16_UNITS = KEYWORD_MAX_CHARACTERS * 2;

/** Code points, the unit of the keyword limit. */
export function countCharacters(text: string): number {
  return Array.from(text).length;
}

export function isKeywordWithinLimit(keyword: string): boolean {
  return countCharacters(keyword) <= KEYWORD_MAX_CHARACTERS;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Trims, then keeps the whole graphemes that fit in the limit, and trims again. */
export function cutKeyword(raw: string): string {
  const text = raw.trim();
  if (countCharacters(text) <= KEYWORD_MAX_CHARACTERS) return text;
  let kept = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = countCharacters(segment);
    if (used + size > KEYWORD_MAX_CHARACTERS) break;
    kept += segment;
    used += size;
  }
  return kept.trim();
}
