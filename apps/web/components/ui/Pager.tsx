'use client';

import { useTranslations } from 'next-intl';
import { Button } from './Button.tsx';

/** Previous / next over a paged list, with where the customer is. Hidden for a single page. */
export function Pager({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('common');
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-between gap-3 text-sm" aria-label={t('pages')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previousPage')}
      </Button>
      <span className="text-ink-muted">{t('pageOf', { page, pages })}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('nextPage')}
      </Button>
    </nav>
  );
}
