import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { sectionById } from '../../lib/sections.ts';
import { Icon } from '../icons.tsx';

/** Dashboard › … › current page, like the other section screens. */
export function Breadcrumbs({ trail }: { trail: { label: string; href?: string }[] }) {
  const t = useTranslations('dashboard');
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-ink-subtle">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link href={sectionById('dashboard').path} className="hover:text-brand-700">
            {t('title')}
          </Link>
        </li>
        {trail.map((step) => (
          <li key={step.label} className="flex items-center gap-1">
            <Icon name="chevronRight" size={14} />
            {step.href ? (
              <Link href={step.href} className="hover:text-brand-700">
                {step.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink-muted">
                {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
