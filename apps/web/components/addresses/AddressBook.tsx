'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { bodyOf } from '../../lib/addresses/form.ts';
import { useAddresses } from '../../lib/addresses/hooks.ts';
import { addressKeys } from '../../lib/addresses/query-keys.ts';
import { api, ok } from '../../lib/api.ts';
import type { Address } from '../../lib/cart/types.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogClose, DialogContent } from '../ui/Dialog.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { AddressCard } from './AddressCard.tsx';
import { AddressForm } from './AddressForm.tsx';

const ADDRESS = '/api/user/customer/address/v1/addresses/{id}';
const card = 'rounded-xl border border-line bg-surface p-4 shadow-card md:p-5';

/**
 * The customer's saved addresses: add one, edit one in place, make one the default, delete
 * one after confirming. Checkout picks from the same list.
 */
export function AddressBook({ defaultCountry }: { defaultCountry: string }) {
  const t = useTranslations('addressBook');
  const notify = useToast();
  const queryClient = useQueryClient();
  const addresses = useAddresses();
  /** `new` while adding, an address id while editing it. */
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: addressKeys.all });
  const makeDefault = useMutation({
    mutationFn: (address: Address) =>
      ok(
        api.PUT(ADDRESS, {
          params: { path: { id: address.id } },
          body: bodyOf(address, { is_default: true }),
        }),
      ),
    onSuccess: () => notify(t('defaultChanged')),
    onError: () => notify(t('actionFailed'), 'error'),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (address: Address) =>
      ok(api.DELETE(ADDRESS, { params: { path: { id: address.id } } })),
    onSuccess: () => {
      setDeleting(null);
      notify(t('deleted'));
    },
    onError: () => notify(t('actionFailed'), 'error'),
    onSettled: refresh,
  });

  const list = addresses.data ?? [];
  const saved = (message: string) => () => {
    setEditing(null);
    notify(message);
  };
  const addButton = (
    <Button onClick={() => setEditing('new')} data-testid="add-address">
      {t('add')}
    </Button>
  );

  let body;
  if (addresses.isPending) {
    body = (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label={t('loading')}>
        {[0, 1].map((key) => (
          <div key={key} className={card}>
            <Skeleton className="h-5 w-24" />
            <Skeleton className="mt-4 h-4 w-40" />
            <Skeleton className="mt-2 h-4 w-32" />
            <Skeleton className="mt-2 h-4 w-56" />
            <Skeleton className="mt-5 h-9 w-48" />
          </div>
        ))}
      </div>
    );
  } else if (addresses.isError) {
    body = (
      <ErrorState
        title={t('loadFailed')}
        action={
          <Button variant="secondary" size="sm" onClick={() => void addresses.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (list.length === 0 && editing !== 'new') {
    body = (
      <EmptyState icon="home" title={t('emptyTitle')} body={t('emptyBody')} action={addButton} />
    );
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-2" data-testid="address-list">
        {list.map((address) =>
          editing === address.id ? (
            <li key={address.id} className={`${card} md:col-span-2`}>
              <h2 className="mb-4 text-lg font-semibold">{t('editTitle')}</h2>
              <AddressForm
                address={address}
                defaultCountry={defaultCountry}
                onSaved={saved(t('saved'))}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <AddressCard
              key={address.id}
              address={address}
              className={card}
              busy={makeDefault.isPending && makeDefault.variables.id === address.id}
              onEdit={() => setEditing(address.id)}
              onMakeDefault={() => makeDefault.mutate(address)}
              onDelete={() => setDeleting(address)}
            />
          ),
        )}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-ink-muted">{t('subtitle')}</p>
        </div>
        {list.length > 0 && editing !== 'new' ? addButton : null}
      </div>
      {editing === 'new' ? (
        <section className={card} aria-labelledby="new-address">
          <h2 id="new-address" className="mb-4 text-lg font-semibold">
            {t('addTitle')}
          </h2>
          <AddressForm
            defaultCountry={defaultCountry}
            onSaved={saved(t('added'))}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : null}
      {body}
      <Dialog open={deleting !== null} onOpenChange={(open) => (open ? null : setDeleting(null))}>
        {deleting ? (
          <DialogContent
            title={t('deleteTitle')}
            description={t('deleteBody', { address: deleting.display_lines[0] ?? deleting.name })}
            closeLabel={t('close')}
          >
            <div className="flex flex-wrap justify-end gap-3">
              <DialogClose asChild>
                <Button variant="ghost">{t('keep')}</Button>
              </DialogClose>
              <Button
                className="bg-danger hover:bg-danger/90 active:bg-danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(deleting)}
                data-testid="confirm-delete"
              >
                {remove.isPending ? t('deleting') : t('delete')}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
