import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { sectionById, type Section } from '../../lib/sections.ts';
import { Icon } from '../icons.tsx';
import { buttonClasses } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';

/** One screen of the signed-in area: its label, what it is for, and its empty state. */
export function SectionScreen({ section }: { section: Section }) {
  const t = useTranslations('dashboard');
  const key = `sections.${section.id}` as const;
  const action = section.action;
  return (
    <div>
      <nav aria-label={t('breadcrumb')} className="text-sm text-ink-subtle">
        <ol className="flex items-center gap-1">
          <li>
            <Link href={sectionById('dashboard').path} className="hover:text-brand-700">
              {t('title')}
            </Link>
          </li>
          <li aria-hidden>
            <Icon name="chevronRight" size={14} />
          </li>
          <li aria-current="page" className="text-ink-muted">
            {t(`${key}.label`)}
          </li>
        </ol>
      </nav>
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{t(`${key}.label`)}</h1>
      <p className="mt-1 text-ink-muted">{t(`${key}.description`)}</p>
      <div className="mt-6">
        <EmptyState
          icon={section.icon}
          title={t(`${key}.emptyTitle`)}
          body={t(`${key}.emptyBody`)}
          action={
            action ? (
              <Link href={action.href} className={buttonClasses()}>
                {t(`sections.${action.section}.label`)}
              </Link>
            ) : undefined
          }
        />
      </div>
    </div>
  );
}
