import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import { describe, expect, it } from 'vitest';
import english from '../messages/en.json';
import bengali from '../messages/bn.json';

/**
 * The build compiles the catalogues (next.config.ts, `precompile`), and the compiled formatter
 * knows no named styles: `{p, number, percent}` printed `−0.15`. Messages say what they mean
 * with skeletons instead; these tests read them as the app does, in English and Bengali.
 */
type Tree = { [key: string]: string | Tree };
const catalogues = { en: english as Tree, bn: bengali as Tree };

function messages(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : messages(value, `${prefix}${key}.`),
  );
}

function lookup(tree: Tree, key: string): string {
  const found = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
  if (typeof found !== 'string') throw new Error(`No message ${key}`);
  return found;
}

const formatters = {
  getNumberFormat: (locale: string, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locale, options),
  getDateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options),
  getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) =>
    new Intl.PluralRules(locale, options),
};

function say(locale: 'en' | 'bn', key: string, values: Record<string, unknown>): unknown {
  return format(compile(lookup(catalogues[locale], key)), locale, values as never, {
    formatters,
    timeZone: 'UTC',
  });
}

/** Number, date and time arguments of a compiled message with a named style (a string). */
function namedStyles(node: unknown): string[] {
  if (!Array.isArray(node)) return [];
  const [name, kind, style] = node as [unknown, unknown, unknown];
  if (typeof name === 'string' && (kind === 4 || kind === 5 || kind === 6)) {
    return typeof style === 'string' ? [`{${name}, …, ${style}}`] : [];
  }
  return node.flatMap((child) =>
    child && typeof child === 'object' && !Array.isArray(child)
      ? Object.values(child).flatMap(namedStyles)
      : namedStyles(child),
  );
}

const afternoon = new Date('2026-11-27T15:05:00Z');

describe('messages as the build compiles them', () => {
  it('use skeletons, never a named number, date or time style', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      const named = messages(catalogue).flatMap(([key, message]) =>
        namedStyles(compile(message)).map((style) => `${locale} ${key}: ${style}`),
      );
      expect(named).toEqual([]);
    }
  });

  it('print discounts as percentages', () => {
    expect(say('en', 'catalog.campaignOff', { percent: 0.15 })).toBe('−15%');
    expect(say('bn', 'catalog.campaignOff', { percent: 0.15 })).toBe('−১৫%');
    expect(say('en', 'campaigns.off', { percent: 0.2 })).toBe('−20%');
    expect(say('bn', 'campaigns.off', { percent: 0.2 })).toBe('−২০%');
    expect(say('en', 'campaigns.upTo', { percent: 0.35 })).toBe('Up to 35% off');
    expect(say('bn', 'campaigns.upTo', { percent: 0.35 })).toBe('সর্বোচ্চ ৩৫% ছাড়');
  });

  it('print dates and times as before (medium and long dates, short times)', () => {
    const date = { date: afternoon };
    expect(say('en', 'invoices.dateValue', date)).toBe('Nov 27, 2026');
    expect(say('bn', 'invoices.dateValue', date)).toBe('২৭ নভে, ২০২৬');
    expect(say('en', 'invoices.issued', date)).toBe('Issued November 27, 2026');
    expect(say('bn', 'invoices.issued', date)).toBe('ইস্যুর তারিখ ২৭ নভেম্বর, ২০২৬');
    expect(say('en', 'payments.dateValue', date)).toBe('Nov 27, 2026 3:05 PM');
    expect(say('bn', 'payments.dateValue', date)).toBe('২৭ নভে, ২০২৬ ৩:০৫ PM');
    expect(say('en', 'myDelivery.updated', date)).toBe('Updated Nov 27, 2026 3:05 PM');
    expect(say('bn', 'myDelivery.updated', date)).toBe('হালনাগাদ ২৭ নভে, ২০২৬ ৩:০৫ PM');
    const event = { date: afternoon, actor: 'Rana' };
    expect(say('en', 'orders.eventMeta', event)).toBe('Nov 27, 2026 3:05 PM · by Rana');
    expect(say('bn', 'orders.eventMeta', event)).toBe('২৭ নভে, ২০২৬ ৩:০৫ PM · Rana');
    const line = { number: 'B-7', date: afternoon, quantity: 2 };
    expect(say('en', 'orders.numberLine', line)).toBe('B-7 · Nov 27, 2026 · 2 pieces');
    expect(say('bn', 'orders.numberLine', line)).toBe('B-7 · ২৭ নভে, ২০২৬ · ২টি পিস');
  });
});
