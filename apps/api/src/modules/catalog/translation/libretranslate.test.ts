import { afterEach, describe, expect, it } from 'vitest';
import { useFakeTranslate } from '../../../../test/fake-translate.ts';
import { createLibreTranslateTranslator, type LibreTranslateOptions } from './libretranslate.ts';
import { TranslationError } from './translator.ts';

const fake = useFakeTranslate();
afterEach(() => fake.reset());

const translator = (options: Partial<LibreTranslateOptions> = {}) =>
  createLibreTranslateTranslator({
    url: fake.url,
    apiKey: fake.apiKey,
    target: 'en',
    timeoutMs: 1_000,
    ...options,
  });

describe('LibreTranslate translator', () => {
  it('translates several texts in one request and reports the detected languages', async () => {
    const before = fake.requests.length;
    const result = await translator().translate(['户外 露营帐篷', '材质', 'Hiking Backpack']);
    expect(result).toEqual([
      { text: 'Outdoor Camping Tent', detectedLanguage: 'zh' },
      { text: 'Material', detectedLanguage: 'zh' },
      { text: 'Hiking Backpack', detectedLanguage: 'en' },
    ]);
    expect(fake.requests.slice(before)).toEqual([
      {
        q: ['户外 露营帐篷', '材质', 'Hiking Backpack'],
        source: 'auto',
        target: 'en',
        format: 'text',
        api_key: fake.apiKey,
      },
    ]);
  });

  it('sends the configured target language', async () => {
    const before = fake.requests.length;
    await translator({ target: 'bn' }).translate(['防水']);
    expect(fake.requests[before]).toMatchObject({ target: 'bn' });
  });

  it('sends no api_key when none is configured, and the server refuses it', async () => {
    const before = fake.requests.length;
    const attempt = translator({ apiKey: undefined }).translate(['防水']);
    await expect(attempt).rejects.toThrow(TranslationError);
    await expect(attempt).rejects.toThrow('LibreTranslate answered 403: Invalid API key');
    expect(fake.requests[before]).not.toHaveProperty('api_key');
  });

  it('turns an error answer into a TranslationError carrying its message', async () => {
    fake.failWith = 503;
    await expect(translator().translate(['防水'])).rejects.toThrow(
      'LibreTranslate answered 503: Translation engine unavailable',
    );
  });

  it('gives up when the server does not answer in time', async () => {
    fake.delayMs = 3_000;
    const started = Date.now();
    await expect(translator({ timeoutMs: 200 }).translate(['防水'])).rejects.toThrow(
      'LibreTranslate did not answer within 200 ms',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it.each([
    ['not JSON', '<html>Bad gateway</html>'],
    ['another shape', '{"result": "Waterproof"}'],
    ['texts that are not strings', '{"translatedText": [42]}'],
    ['fewer translations than texts', '{"translatedText": []}'],
  ])('refuses an answer that is %s', async (_, body) => {
    fake.rawAnswer = body;
    await expect(translator().translate(['防水'])).rejects.toThrow(
      /LibreTranslate answered (something that is not a translation|0 translations for 1 texts)/,
    );
  });

  it('refuses an answer larger than a translation can be', async () => {
    fake.rawAnswer = JSON.stringify({ translatedText: ['x'.repeat(5_000)] });
    await expect(translator({ maxResponseBytes: 1_000 }).translate(['防水'])).rejects.toThrow(
      'LibreTranslate answered more than 1000 bytes',
    );
  });

  it('reports a server that cannot be reached', async () => {
    await expect(translator({ url: 'http://127.0.0.1:9' }).translate(['防水'])).rejects.toThrow(
      'LibreTranslate at http://127.0.0.1:9 cannot be reached',
    );
  });

  it('keeps a path in the configured URL', async () => {
    await expect(translator({ url: `${fake.url}/libre` }).translate(['防水'])).rejects.toThrow(
      'LibreTranslate answered 404: Not Found',
    );
  });

  it('asks nothing for no texts', async () => {
    const before = fake.requests.length;
    expect(await translator().translate([])).toEqual([]);
    expect(fake.requests.length).toBe(before);
  });
});
