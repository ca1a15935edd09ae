import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, localeOrDefault } from '../lib/preferences.ts';
import { mergeMessages } from './merge-messages.ts';

// No locale in the URL: the reader's language is the NEXT_LOCALE cookie, English by default.
export default getRequestConfig(async () => {
  const locale = localeOrDefault((await cookies()).get(LOCALE_COOKIE)?.value);
  const english = (await import('../messages/en.json')).default;
  if (locale === 'en') return { locale, messages: english };
  const translated = (await import(`../messages/${locale}.json`)).default as Record<
    string,
    unknown
  >;
  // Catalogues other than English may be partial; untranslated strings fall back to English.
  return { locale, messages: mergeMessages(english, translated) };
});
