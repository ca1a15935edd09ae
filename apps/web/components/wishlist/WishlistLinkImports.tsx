'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMessages, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { api, ok } from '../../lib/api.ts';
import { knownHarvestError, wordedIn } from '../../lib/catalog/harvest.ts';
import {
  importPollInterval,
  isImportRunning,
  someImportFinished,
} from '../../lib/cart/link-imports.ts';
import type { WishlistLinkImport } from '../../lib/cart/types.ts';
import { wishlistKeys } from '../../lib/wishlist/query-keys.ts';
import { Icon } from '../icons.tsx';
import { Button } from '../ui/Button.tsx';
import { useToast } from '../ui/Toast.tsx';

/**
 * Links being imported for the wishlist, and failed ones until dismissed. It polls while an
 * import runs; one that succeeded leaves this list and the wishlist reloads to show it.
 */
export function WishlistLinkImports() {
  const t = useTranslations('wishlistLink');
  const tErrors = useTranslations('catalog.pasteLink.errors');
  const isWorded = wordedIn(useMessages().catalog.pasteLink.errors);
  const notify = useToast();
  const queryClient = useQueryClient();
  const imports = useQuery({
    queryKey: wishlistKeys.linkImports,
    queryFn: async ({ signal }) =>
      (await ok(api.GET('/api/purchase/customer/wishlist/v1/wishlist-link-imports', { signal })))
        .data,
    staleTime: 0,
    refetchInterval: (query) => importPollInterval(query.state.data, Date.now()),
  });
  const dismiss = useMutation({
    mutationFn: (id: number) =>
      ok(
        api.DELETE('/api/purchase/customer/wishlist/v1/wishlist-link-imports/{id}', {
          params: { path: { id } },
        }),
      ),
    onError: () => notify(t('dismissFailed'), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.linkImports }),
  });

  const previous = useRef<WishlistLinkImport[]>([]);
  useEffect(() => {
    if (!imports.data) return;
    if (someImportFinished(previous.current, imports.data)) {
      notify(t('arrived'));
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.items });
    }
    previous.current = imports.data;
  }, [imports.data, notify, queryClient, t]);

  if (!imports.data || imports.data.length === 0) return null;
  return (
    <ul
      className="mt-4 grid grid-cols-1 gap-2"
      aria-live="polite"
      data-testid="wishlist-link-imports"
    >
      {imports.data.map((linkImport) => {
        const running = isImportRunning(linkImport);
        const code = knownHarvestError(linkImport.harvest_job.error?.code, isWorded);
        return (
          <li
            key={linkImport.id}
            className="flex items-start gap-3 rounded-lg border border-line bg-surface p-3 text-sm"
          >
            <Icon
              name={running ? 'sparkle' : 'alert'}
              size={18}
              className={running ? 'mt-0.5 shrink-0 text-brand-600' : 'mt-0.5 shrink-0 text-danger'}
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium" title={linkImport.url}>
                {linkImport.url}
              </p>
              <p className={running ? 'text-ink-muted' : 'text-danger'}>
                {running
                  ? t('running')
                  : code
                    ? tErrors(code)
                    : (linkImport.harvest_job.error?.message ?? t('failed'))}
              </p>
            </div>
            {running ? null : (
              <Button
                variant="ghost"
                size="sm"
                disabled={dismiss.isPending}
                onClick={() => dismiss.mutate(linkImport.id)}
              >
                {t('dismiss')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
