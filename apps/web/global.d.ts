import type messages from './messages/en.json';
import type { Locale } from './lib/preferences.ts';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
