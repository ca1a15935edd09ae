'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useMessages, useTranslations } from 'next-intl';
import { useRouter } from '../TopLoader.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError, api, ok } from '../../lib/api.ts';
import { catalogKeys } from '../../lib/catalog/query-keys.ts';
import {
  HARVEST_GIVE_UP_MS,
  HARVEST_POLL_MS,
  harvestProgress,
  knownHarvestError,
  wordedIn,
  looksLikeUrl,
  rejectedLinkCode,
} from '../../lib/catalog/harvest.ts';
import { productHref } from '../../lib/catalog/product-href.ts';
import type { HarvestJob } from '../../lib/catalog/types.ts';
import { LinkError, LinkForm } from './LinkForm.tsx';

/**
 * "Paste a link": imports a product page from a source shop (POST harvest-jobs), shows how far
 * the import got while it polls the job, and opens the product page once it is ready.
 */
export function PasteLinkBox({
  initialUrl = '',
  autoStart = false,
  className,
}: {
  initialUrl?: string;
  /** Start importing `initialUrl` right away (a link typed into the search box). */
  autoStart?: boolean;
  className?: string;
}) {
  const t = useTranslations('catalog.pasteLink');
  const isWorded = wordedIn(useMessages().catalog.pasteLink.errors);
  const router = useRouter();
  const inputId = useId();
  const [url, setUrl] = useState(initialUrl);
  const [formError, setFormError] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  const autoStarted = useRef(false);

  const start = useMutation({
    mutationFn: async (link: string) =>
      (await ok(api.POST('/api/product/customer/v1/harvest-jobs', { body: { url: link } }))).data,
  });
  const jobId = start.data?.id;

  const poll = useQuery({
    queryKey: catalogKeys.harvestJob(jobId ?? null),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/product/customer/v1/harvest-jobs/{id}', {
            params: { path: { id: jobId! } },
            signal,
          }),
        )
      ).data,
    enabled: jobId !== undefined && !isSettled(start.data),
    initialData: start.data,
    staleTime: 0,
    refetchInterval: (query) =>
      isSettled(query.state.data) || Date.now() - startedAt > HARVEST_GIVE_UP_MS
        ? false
        : HARVEST_POLL_MS,
  });

  const job = poll.data ?? start.data ?? null;
  const timedOut =
    job !== null && !isSettled(job) && poll.dataUpdatedAt - startedAt > HARVEST_GIVE_UP_MS;
  const readyId = job?.status === 'succeeded' ? job.product_id : null;

  useEffect(() => {
    if (readyId !== null) router.push(productHref(readyId));
  }, [readyId, router]);

  function run(link: string) {
    const trimmed = link.trim();
    if (!looksLikeUrl(trimmed)) {
      setFormError(t('invalid'));
      return;
    }
    setFormError(null);
    setStartedAt(Date.now());
    start.mutate(trimmed);
  }

  useEffect(() => {
    if (autoStart && initialUrl && !autoStarted.current) {
      autoStarted.current = true;
      run(initialUrl);
    }
    // Runs once for a link handed over by the search page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const working = start.isPending || (job !== null && !isSettled(job) && !timedOut);
  const error = formError ?? failureMessage();
  const progress = harvestProgress(job);

  function failureMessage(): string | null {
    if (start.isError) {
      const apiError = start.error instanceof ApiError ? start.error : null;
      const code = rejectedLinkCode(apiError?.body.details, isWorded);
      if (code) return t(`errors.${code}`);
      if (apiError && apiError.status < 500) return t('invalid');
      return t('unavailable');
    }
    if (poll.isError && !isSettled(job)) return t('unavailable');
    if (timedOut) return t('slow');
    if (job?.status === 'failed') {
      const code = knownHarvestError(job.error?.code, isWorded);
      return code ? t(`errors.${code}`) : (job.error?.message ?? t('unavailable'));
    }
    if (job?.status === 'succeeded' && job.product_id === null) return t('errors.not_a_product');
    return null;
  }

  return (
    <div
      className={clsx('rounded-xl border border-line bg-surface p-4 shadow-card md:p-6', className)}
    >
      <LinkForm
        id={inputId}
        icon="sparkle"
        label={t('title')}
        hint={t('hint')}
        placeholder={t('placeholder')}
        value={url}
        onChange={setUrl}
        onSubmit={() => run(url)}
        submitLabel={working ? t('working') : t('submit')}
        busy={working}
        errorId={error ? `${inputId}-error` : null}
        buttonVariant="accent"
        buttonClassName="md:w-40"
      />
      <div aria-live="polite" className="mt-3 empty:hidden">
        {working || readyId !== null ? (
          <div>
            <div
              role="progressbar"
              aria-label={t('progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              className="h-2 overflow-hidden rounded-full bg-brand-50"
            >
              <div
                className="h-full rounded-full bg-brand-500 transition-[width] duration-500"
                style={{ width: `${progress.percent}%` }}
              />
            </div>
            <p className="mt-2 text-sm text-ink-muted" data-testid="harvest-step">
              {t(`steps.${progress.step}`)}
            </p>
          </div>
        ) : null}
        {error && !working ? <LinkError id={`${inputId}-error`} message={error} /> : null}
      </div>
    </div>
  );
}

function isSettled(job: HarvestJob | null | undefined): boolean {
  return job?.status === 'succeeded' || job?.status === 'failed';
}
