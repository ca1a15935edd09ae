'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { describeError, errorLine, type ErrorMessage } from './error-message.ts';

/** API error codes with a sentence of our own in `apiErrors.codes`. */
const KNOWN_CODES = ['impersonation_read_only'] as const;
type KnownCode = (typeof KNOWN_CODES)[number];
const isKnown = (code: string): code is KnownCode =>
  (KNOWN_CODES as readonly string[]).includes(code);

/** Turns any failed call into the customer's words, in the page's language (spec §8). */
export function useErrorMessage(): {
  describe: (error: unknown) => ErrorMessage;
  line: (error: unknown) => string;
} {
  const t = useTranslations('apiErrors');
  const describe = useCallback(
    (error: unknown) =>
      describeError(error, {
        category: (category) => t(`categories.${category}`),
        network: (failure) => t(`network.${failure}`),
        status: (status) => t('network.status', { status }),
        known: (code) => (isKnown(code) ? t(`codes.${code}`) : null),
      }),
    [t],
  );
  const line = useCallback((error: unknown) => errorLine(describe(error)), [describe]);
  return { describe, line };
}
