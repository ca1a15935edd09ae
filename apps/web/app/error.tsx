'use client';

import { useTranslations } from 'next-intl';
import { Button } from '../components/ui/Button.tsx';
import { ErrorState } from '../components/ui/ErrorState.tsx';

export default function RouteError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('errors');
  return (
    <div className="container-page max-w-2xl py-12">
      <ErrorState
        title={t('title')}
        body={t('body')}
        action={
          <Button variant="secondary" size="sm" onClick={reset}>
            {t('retry')}
          </Button>
        }
      />
    </div>
  );
}
