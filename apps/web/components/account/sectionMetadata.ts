import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Section } from '../../lib/sections.ts';

export async function sectionMetadata(section: Section | undefined): Promise<Metadata> {
  if (!section) return {};
  const t = await getTranslations('dashboard');
  return {
    title: t(`sections.${section.id}.label`),
    description: t(`sections.${section.id}.description`),
    robots: { index: false },
  };
}
