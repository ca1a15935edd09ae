import { describe, expect, it } from 'vitest';
import type { Translation, Translator } from '../translation/translator.ts';
import type { ExtractedProduct } from './extract.ts';
import { replacesOriginal, translateProduct } from './translate-product.ts';

const product = (title: string, attributes: ExtractedProduct['attributes'] = []) =>
  ({ title, attributes }) as ExtractedProduct;

/** Answers from a table; records what it was asked. */
function tableTranslator(table: Record<string, Translation>, target = 'en') {
  const asked: string[][] = [];
  const translator: Translator = {
    target,
    async translate(texts) {
      asked.push([...texts]);
      return texts.map((text) => table[text] ?? { text, detectedLanguage: null });
    },
  };
  return { translator, asked };
}

describe('translating an imported product', () => {
  it('translates the title and attribute lines in one request, each text once', async () => {
    const { translator, asked } = tableTranslator({
      '防水 帐篷': { text: 'Waterproof Tent', detectedLanguage: 'zh' },
      材质: { text: 'Material', detectedLanguage: 'zh' },
      涤纶: { text: 'Polyester', detectedLanguage: 'zh' },
    });
    const result = await translateProduct(
      product('防水 帐篷', [
        { name: '材质', value: '涤纶' },
        { name: '面料', value: '涤纶' },
      ]),
      translator,
    );
    expect(result.title).toBe('Waterproof Tent');
    expect(result.attributes).toEqual([
      { name: 'Material', value: 'Polyester' },
      { name: '面料', value: 'Polyester' },
    ]);
    expect(asked).toEqual([['防水 帐篷', '材质', '涤纶', '面料']]);
  });

  it('keeps texts the translator found already in the target language', () => {
    expect(
      replacesOriginal(
        'Hiking Backpack',
        { text: 'Hiking backpack', detectedLanguage: 'en' },
        'en',
      ),
    ).toBe(false);
    expect(replacesOriginal('帐篷', { text: 'Tent', detectedLanguage: 'zh-Hans' }, 'en')).toBe(
      true,
    );
    expect(replacesOriginal('帐篷', { text: '帐篷', detectedLanguage: 'zh' }, 'en')).toBe(false);
  });

  it('falls back to spotting Chinese, Japanese or Korean when no language is detected', () => {
    expect(replacesOriginal('帐篷', { text: 'Tent', detectedLanguage: null }, 'en')).toBe(true);
    expect(replacesOriginal('Tente', { text: 'Tent', detectedLanguage: null }, 'en')).toBe(false);
    expect(replacesOriginal('帐篷', { text: 'テント', detectedLanguage: null }, 'ja')).toBe(false);
  });

  it('keeps the original when the translation is empty', () => {
    expect(replacesOriginal('帐篷', { text: '  ', detectedLanguage: 'zh' }, 'en')).toBe(false);
  });
});
