'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { apiFetch } from '../../lib/api.ts';
import type { Single } from '../../lib/api-types.ts';
import { knownHarvestError } from '../../lib/catalog/harvest.ts';
import {
  importPollInterval,
  isImportRunning,
  someImportFinished,
} from '../../lib/cart/link-imports.ts';
import { cartPaths } from '../../lib/cart/paths.ts';
import type { WishlistLinkImport } from '../../lib/cart/types.ts';
import { Icon } from '../icons.tsx';
import { Button } from '../ui/Button.tsx';
import { useToast } from '../ui/Toast.tsx';
import { WISHLIST_IMPORTS_KEY, WISHLIST_KEY } from './wishlist-keys.ts';

/**
 * Links being imported for the wishlist, and failed ones until dismissed. It polls while an
 * import runs; one that succeeded leaves this list and the wishlist reloads to show it.
 */
export function WishlistLinkImports() {
  const t = useTranslations('wishlistLink');
  const tErrors = useTranslations('catalog.pasteLink.errors');
  const notify = useToast();
  const queryClient = useQueryClient();
  const imports = useQuery({
    queryKey: [WISHLIST_IMPORTS_KEY],
    queryFn: async ({ signal }) =>
      (await apiFetch<Single<WishlistLinkImport[]>>(cartPaths.wishlistLinkImports, { signal }))
        .data,
    staleTime: 0,
    refetchInterval: (query) => importPollInterval(query.state.data, Date.now()),
  });
  const dismiss = useMutation({
    mutationFn: (id: number) => apiFetch(cartPaths.wishlistLinkImport(id), { method: 'DELETE' }),
    onError: () => notify(t('dismissFailed'), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WISHLIST_IMPORTS_KEY] }),
  });

  const previous = useRef<WishlistLinkImport[]>([]);
  useEffect(() => {
    if (!imports.data) return;
    if (someImportFinished(previous.current, imports.data)) {
      notify(t('arrived'));
      void queryClient.invalidateQueries({ queryKey: [WISHLIST_KEY] });
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
        const code = knownHarvestError(linkImport.harvest_job.error?.code);
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
