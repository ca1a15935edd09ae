import type { Translation, Translator } from '../translation/translator.ts';
import type { ExtractedProduct } from './extract.ts';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_LANGUAGES = new Set(['zh', 'zt', 'ja', 'ko']);

/** "zh-Hans" and "zh" are the same language for deciding whether to translate. */
const baseLanguage = (code: string) => code.toLowerCase().split('-')[0] ?? code;

/**
 * Whether a translation should replace the page's text: only when the text was not already in
 * the target language — as the translator detected it, or, when it does not say, because the
 * text is Chinese, Japanese or Korean and the target is not.
 */
export function replacesOriginal(original: string, translation: Translation, target: string) {
  const text = translation.text.trim();
  if (!text || text === original) return false;
  if (translation.detectedLanguage) {
    return baseLanguage(translation.detectedLanguage) !== baseLanguage(target);
  }
  return CJK.test(original) && !CJK_LANGUAGES.has(baseLanguage(target));
}

/**
 * The product with its title and attribute lines in the translator's target language, asked
 * in one round trip. Variation values stay as the page wrote them: our buyers pick those on
 * the source page, and the variations keep no second name to find them by.
 */
export async function translateProduct(
  product: ExtractedProduct,
  translator: Translator,
): Promise<ExtractedProduct> {
  const texts = [
    ...new Set([product.title, ...product.attributes.flatMap((a) => [a.name, a.value])]),
  ];
  const translations = await translator.translate(texts);
  const byOriginal = new Map(texts.map((text, index) => [text, translations[index]]));
  const translate = (text: string) => {
    const translation = byOriginal.get(text);
    return translation && replacesOriginal(text, translation, translator.target)
      ? translation.text.trim()
      : text;
  };
  return {
    ...product,
    title: translate(product.title),
    attributes: product.attributes.map((a) => ({
      name: translate(a.name),
      value: translate(a.value),
    })),
  };
}
