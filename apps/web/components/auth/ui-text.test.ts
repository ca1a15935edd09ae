import type { UiText } from '@ory/client-fetch';
import { describe, expect, it } from 'vitest';
import { formatUiText, type LooseTranslator } from './ui-text.ts';

const catalogue: Record<string, string> = {
  '4000006': 'The email or password is not right.',
  '4000003': 'Use at least {min_length} characters.',
};

const t = Object.assign(
  (key: string, values?: Record<string, string | number>) =>
    catalogue[key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name])),
  { has: (key: string) => key in catalogue, raw: (key: string) => catalogue[key] },
) as LooseTranslator;

const text = (id: number, value: string, context?: object) =>
  ({ id, text: value, type: 'error', context }) as UiText;

describe('Kratos messages in the reader language', () => {
  it('uses our sentence for a known message id', () => {
    expect(formatUiText(t, text(4000006, 'The provided credentials are invalid.'))).toBe(
      'The email or password is not right.',
    );
  });

  it('fills placeholders from the context', () => {
    expect(formatUiText(t, text(4000003, 'too short', { min_length: 8 }))).toBe(
      'Use at least 8 characters.',
    );
  });

  it("falls back to the service's text for unknown ids or a context missing a value", () => {
    expect(formatUiText(t, text(4000099, 'Something new'))).toBe('Something new');
    expect(formatUiText(t, text(4000003, 'length must be >= 8'))).toBe('length must be >= 8');
  });
});
