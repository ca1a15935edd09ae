'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { localeOrDefault } from '../lib/preferences.ts';
import { Icon } from './icons.tsx';
import { DialogButton } from './ui/DialogButton.tsx';
import { Skeleton } from './ui/Skeleton.tsx';

/** What the header knows about the region the page was rendered for. */
export interface CurrentRegion {
  code: string;
  name: string;
  currencyCode: string;
  currencySymbol: string;
  languageCodes: string[];
}

// The selects and their positioning code load with the dialog, not with every page.
const RegionChoices = dynamic(
  () => import('./RegionChoices.tsx').then((module) => module.RegionChoices),
  { ssr: false, loading: () => <Skeleton className="h-44 w-full" /> },
);

/** The header's region, currency and language button, and the dialog it opens. */
export function RegionSwitcher({ current }: { current: CurrentRegion | null }) {
  const t = useTranslations('switcher');
  const tHeader = useTranslations('header');
  const tCommon = useTranslations('common');
  const locale = localeOrDefault(useLocale());
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  function chosen() {
    setOpen(false);
    // Server components re-render with the new cookies: prices, currency and copy update.
    startRefresh(() => router.refresh());
  }

  const currencyLabel = current ? `${current.currencyCode} ${current.currencySymbol}` : '—';

  return (
    <DialogButton
      variant="ghost"
      size="sm"
      aria-label={`${tHeader('preferences')}: ${current?.name ?? '—'}, ${currencyLabel}`}
      aria-busy={refreshing}
      className="h-10 gap-1.5 px-2 md:px-3"
      open={open}
      onOpenChange={setOpen}
      title={t('title')}
      description={t('description')}
      closeLabel={tCommon('close')}
      label={
        <>
          <Icon name="globe" className="text-brand-700" />
          <span className="hidden font-semibold md:inline">{current?.code}</span>
          <span className="hidden h-4 w-px bg-line-strong md:inline" aria-hidden />
          <span data-testid="currency-label" className="font-semibold text-ink">
            {currencyLabel}
          </span>
          <span className="hidden text-ink-muted uppercase xl:inline">· {locale}</span>
          <Icon name="chevronDown" size={16} className="hidden text-ink-muted md:inline" />
        </>
      }
    >
      <RegionChoices current={current} open={open} onChosen={chosen} />
    </DialogButton>
  );
}
