'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { fetchRegions } from '../lib/regions/fetch-regions.ts';
import { regionKeys } from '../lib/regions/query-keys.ts';
import type { Region } from '../lib/regions/types.ts';
import {
  LOCALE_COOKIE,
  REGION_COOKIE,
  localeForRegion,
  localeOrDefault,
  preferenceCookie,
  supportedLocales,
  type Locale,
} from '../lib/preferences.ts';
import { Icon } from './icons.tsx';
import { Button } from './ui/Button.tsx';
import { Dialog, DialogContent, DialogTrigger } from './ui/Dialog.tsx';
import { ErrorState } from './ui/ErrorState.tsx';
import { Select } from './ui/Select.tsx';
import { Skeleton } from './ui/Skeleton.tsx';
import { useToast } from './ui/Toast.tsx';

/** What the header knows about the region the page was rendered for. */
export interface CurrentRegion {
  code: string;
  name: string;
  currencyCode: string;
  currencySymbol: string;
  languageCodes: string[];
}

function languageCodes(region: Region): string[] {
  return region.languages?.map((language) => language.code) ?? [];
}

/** The region's languages we have catalogues for, plus the one being read right now. */
function languageChoices(current: CurrentRegion | null, locale: Locale): Locale[] {
  const offered = supportedLocales(current?.languageCodes ?? []);
  return offered.includes(locale) ? offered : [...offered, locale];
}

export function RegionSwitcher({ current }: { current: CurrentRegion | null }) {
  const t = useTranslations('switcher');
  const tHeader = useTranslations('header');
  const tCommon = useTranslations('common');
  const locale = localeOrDefault(useLocale());
  const router = useRouter();
  const notify = useToast();
  const [open, setOpen] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  const regions = useQuery({
    queryKey: regionKeys.expanded,
    queryFn: ({ signal }) => fetchRegions(signal),
    enabled: open,
  });

  function refresh() {
    // Server components re-render with the new cookies: prices, currency and copy update.
    startRefresh(() => router.refresh());
  }

  function chooseRegion(code: string) {
    const region = regions.data?.find((candidate) => candidate.code === code);
    if (!region || code === current?.code) return;
    document.cookie = preferenceCookie(REGION_COOKIE, region.code);
    const nextLocale = localeForRegion(locale, languageCodes(region), region.default_language_code);
    if (nextLocale !== locale) document.cookie = preferenceCookie(LOCALE_COOKIE, nextLocale);
    setOpen(false);
    refresh();
    notify(t('regionSaved', { currency: region.currency_code }));
  }

  function chooseLanguage(code: string) {
    if (code === locale) return;
    document.cookie = preferenceCookie(LOCALE_COOKIE, code);
    setOpen(false);
    refresh();
  }

  const currencyLabel = current ? `${current.currencyCode} ${current.currencySymbol}` : '—';

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${tHeader('preferences')}: ${current?.name ?? '—'}, ${currencyLabel}`}
          aria-busy={refreshing}
          className="h-10 gap-1.5 px-2 md:px-3"
        >
          <Icon name="globe" className="text-brand-700" />
          <span className="hidden font-semibold md:inline">{current?.code}</span>
          <span className="hidden h-4 w-px bg-line-strong md:inline" aria-hidden />
          <span data-testid="currency-label" className="font-semibold text-ink">
            {currencyLabel}
          </span>
          <span className="hidden text-ink-muted uppercase xl:inline">· {locale}</span>
          <Icon name="chevronDown" size={16} className="hidden text-ink-muted md:inline" />
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('title')}
        description={t('description')}
        closeLabel={tCommon('close')}
      >
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <label htmlFor="region-select" className="text-sm font-semibold">
              {t('region')}
            </label>
            {regions.isPending ? (
              <Skeleton className="h-11 w-full" />
            ) : regions.isError ? (
              <ErrorState
                title={t('loadFailed')}
                action={
                  <Button size="sm" variant="secondary" onClick={() => regions.refetch()}>
                    {t('retry')}
                  </Button>
                }
              />
            ) : (
              <Select
                id="region-select"
                value={current?.code}
                onValueChange={chooseRegion}
                options={regions.data.map((region) => ({
                  value: region.code,
                  label: region.name,
                  hint: `${region.currency_code} ${region.currency?.symbol ?? ''}`.trim(),
                }))}
              />
            )}
          </div>
          <div className="flex flex-col gap-2">
            <label htmlFor="language-select" className="text-sm font-semibold">
              {t('language')}
            </label>
            <Select
              id="language-select"
              value={locale}
              onValueChange={chooseLanguage}
              options={languageChoices(current, locale).map((code) => ({
                value: code,
                label: t(`languages.${code}`),
              }))}
            />
          </div>
          {current ? (
            <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
              {t('currency')}: <strong>{currencyLabel}</strong>
            </p>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
