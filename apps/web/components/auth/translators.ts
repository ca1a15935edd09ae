import { getTranslations } from 'next-intl/server';
import type { LooseTranslator } from './ui-text.ts';

/** The Kratos message catalogue, looked up by message id at run time. */
export async function getKratosTranslator(): Promise<LooseTranslator> {
  return (await getTranslations('kratos')) as unknown as LooseTranslator;
}
