import type { UiText } from '@ory/client-fetch';
import { canFormat, messageKey, messageValues } from '../../lib/identity/nodes.ts';

/** The parts of a next-intl translator the Kratos catalogue needs, keyed by message id. */
export interface LooseTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
  raw(key: string): unknown;
}

/**
 * A Kratos UI text in the reader's language: our catalogue's sentence for its message id when
 * we have one and its context fills every placeholder, else the identity service's own text.
 */
export function formatUiText(t: LooseTranslator, text: UiText): string {
  const key = messageKey(text).replace(/^kratos\./, '');
  if (!t.has(key)) return text.text;
  // A message as the build compiled it: plain text, or a list of text and arguments.
  const template = t.raw(key);
  const values = messageValues(text);
  const isMessage = typeof template === 'string' || Array.isArray(template);
  if (!isMessage || !canFormat(template, values)) return text.text;
  return t(key, values);
}
