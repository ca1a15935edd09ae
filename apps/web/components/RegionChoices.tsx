'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
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
import type { CurrentRegion } from './RegionSwitcher.tsx';
import { Button } from './ui/Button.tsx';
import { ErrorState } from './ui/ErrorState.tsx';
import { Select } from './ui/Select.tsx';
import { Skeleton } from './ui/Skeleton.tsx';
import { useToast } from './ui/Toast.tsx';

function languageCodes(region: Region): string[] {
  return region.languages?.map((language) => language.code) ?? [];
}

/** The region's languages we have catalogues for, plus the one being read right now. */
function languageChoices(current: CurrentRegion | null, locale: Locale): Locale[] {
  const offered = supportedLocales(current?.languageCodes ?? []);
  return offered.includes(locale) ? offered : [...offered, locale];
}

/**
 * The region and language choices in the header's preferences dialog (RegionSwitcher),
 * loaded the first time a shopper opens it: most pages are read without.
 */
export function RegionChoices({
  current,
  open,
  onChosen,
}: {
  current: CurrentRegion | null;
  open: boolean;
  /** A new region or language is saved in its cookie: the page renders again with it. */
  onChosen: () => void;
}) {
  const t = useTranslations('switcher');
  const locale = localeOrDefault(useLocale());
  const notify = useToast();

  const regions = useQuery({
    queryKey: regionKeys.expanded,
    queryFn: ({ signal }) => fetchRegions(signal),
    enabled: open,
  });

  function chooseRegion(code: string) {
    const region = regions.data?.find((candidate) => candidate.code === code);
    if (!region || code === current?.code) return;
    document.cookie = preferenceCookie(REGION_COOKIE, region.code);
    const nextLocale = localeForRegion(locale, languageCodes(region), region.default_language_code);
    if (nextLocale !== locale) document.cookie = preferenceCookie(LOCALE_COOKIE, nextLocale);
    onChosen();
    notify(t('regionSaved', { currency: region.currency_code }));
  }

  function chooseLanguage(code: string) {
    if (code === locale) return;
    document.cookie = preferenceCookie(LOCALE_COOKIE, code);
    onChosen();
  }

  const currencyLabel = current ? `${current.currencyCode} ${current.currencySymbol}` : '—';

  return (
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
  );
}
