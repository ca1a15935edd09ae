'use client';

import { useTranslations } from 'next-intl';
import { Button } from '../ui/Button.tsx';

/** Previous / next under a paged list, with where the reader is; nothing for a single page. */
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
  const t = useTranslations('wallet');
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages === 1) return null;
  return (
    <nav aria-label={t('pagerLabel')} className="flex items-center justify-between gap-3 text-sm">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span className="text-ink-muted">{t('pageOf', { page, pages })}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </Button>
    </nav>
  );
}
