'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { describeError, errorLine, type ErrorMessage } from './error-message.ts';

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
      }),
    [t],
  );
  const line = useCallback((error: unknown) => errorLine(describe(error)), [describe]);
  return { describe, line };
}
