'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMessages, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ApiError, api, ok } from '../../lib/api.ts';
import { looksLikeUrl, rejectedLinkCode, wordedIn } from '../../lib/catalog/harvest.ts';
import { wishlistKeys } from '../../lib/wishlist/query-keys.ts';
import { LinkError, LinkForm } from '../catalog/LinkForm.tsx';
import { useToast } from '../ui/Toast.tsx';

/**
 * Saves a product to the wishlist by its shop link. A link the catalog knows is saved at once;
 * any other is imported first and joins the wishlist when the import succeeds (the imports
 * list below the box shows how far it got).
 */
export function WishlistLinkBox() {
  const t = useTranslations('wishlistLink');
  const tErrors = useTranslations('catalog.pasteLink.errors');
  const isWorded = wordedIn(useMessages().catalog.pasteLink.errors);
  const notify = useToast();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [url, setUrl] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async (link: string) =>
      (
        await ok(
          api.POST('/api/purchase/customer/wishlist/v1/wishlist-items-by-url', {
            body: { url: link },
          }),
        )
      ).data,
    onSuccess: async (saved) => {
      setUrl('');
      if ('harvest_job' in saved) {
        notify(t('importing'));
        await queryClient.invalidateQueries({ queryKey: wishlistKeys.linkImports });
      } else {
        notify(t('saved'));
        await queryClient.invalidateQueries({ queryKey: wishlistKeys.items });
      }
    },
    onError: (error) => {
      const apiError = error instanceof ApiError ? error : null;
      const code = rejectedLinkCode(apiError?.body.details, isWorded);
      if (code) setFormError(tErrors(code));
      else if (apiError && apiError.status < 500) setFormError(t('invalid'));
      else setFormError(t('failed'));
    },
  });

  function submit() {
    const link = url.trim();
    if (!looksLikeUrl(link)) {
      setFormError(t('invalid'));
      return;
    }
    setFormError(null);
    save.mutate(link);
  }

  return (
    <div className="mt-6 rounded-xl border border-line bg-surface p-4 shadow-card">
      <LinkForm
        id={inputId}
        icon="heart"
        label={t('title')}
        hint={t('hint')}
        placeholder={t('placeholder')}
        value={url}
        onChange={setUrl}
        onSubmit={submit}
        submitLabel={save.isPending ? t('saving') : t('submit')}
        busy={save.isPending}
        errorId={formError ? `${inputId}-error` : null}
        buttonClassName="md:w-44"
      />
      {formError ? (
        <div className="mt-2">
          <LinkError id={`${inputId}-error`} message={formError} />
        </div>
      ) : null}
    </div>
  );
}
