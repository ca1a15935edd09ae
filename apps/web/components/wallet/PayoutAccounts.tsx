'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { accountSummary, isKnownGateway } from '../../lib/wallet/payout-account-form.ts';
import type { PayoutAccount, PayoutAccountBody, PayoutGateway } from '../../lib/wallet/types.ts';
import { Icon } from '../icons.tsx';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogClose, DialogContent } from '../ui/Dialog.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { PayoutAccountForm } from './PayoutAccountForm.tsx';

/** The accounts payouts are sent to: add, edit, delete (after asking). */
export function PayoutAccounts({
  accounts,
  gateways,
  onAdd,
  onEdit,
  onDelete,
}: {
  accounts: readonly PayoutAccount[];
  gateways: readonly PayoutGateway[];
  onAdd: (body: PayoutAccountBody) => Promise<unknown>;
  onEdit: (id: number, body: PayoutAccountBody) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
}) {
  const t = useTranslations('wallet');
  const [editing, setEditing] = useState<PayoutAccount | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PayoutAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const gatewayName = (code: string) =>
    isKnownGateway(code)
      ? t(`accountForm.gateways.${code}`)
      : (gateways.find((gateway) => gateway.code === code)?.name ?? code);

  return (
    <div className="grid gap-3">
      {accounts.length === 0 ? (
        <EmptyState
          icon="card"
          title={t('accountsEmptyTitle')}
          body={t('accountsEmptyBody')}
          action={<Button onClick={() => setEditing('new')}>{t('addAccount')}</Button>}
        />
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2" data-testid="payout-accounts">
            {accounts.map((account) => (
              <li
                key={account.id}
                className="flex items-start justify-between gap-3 rounded-xl border border-line bg-surface p-4"
              >
                <div className="min-w-0">
                  <p className="text-sm font-semibold">{gatewayName(account.gateway)}</p>
                  <p className="mt-0.5 text-sm break-words text-ink-muted tabular-nums">
                    {accountSummary(account)}
                  </p>
                  {account.details.account_name ? (
                    <p className="text-xs text-ink-subtle">{account.details.account_name}</p>
                  ) : null}
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing(account)}
                    aria-label={t('editAccount', { account: accountSummary(account) })}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDeleting(account)}
                    aria-label={t('deleteAccount', { account: accountSummary(account) })}
                  >
                    <Icon name="close" size={16} />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <div>
            <Button variant="secondary" onClick={() => setEditing('new')}>
              {t('addAccount')}
            </Button>
          </div>
        </>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        {editing ? (
          <DialogContent
            title={editing === 'new' ? t('addAccount') : t('editTitle')}
            closeLabel={t('close')}
          >
            <PayoutAccountForm
              gateways={gateways}
              account={editing === 'new' ? undefined : editing}
              onCancel={() => setEditing(null)}
              onSave={async (body) => {
                await (editing === 'new' ? onAdd(body) : onEdit(editing.id, body));
                setEditing(null);
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>

      <Dialog open={deleting !== null} onOpenChange={(open) => (open ? null : setDeleting(null))}>
        {deleting ? (
          <DialogContent
            title={t('deleteTitle')}
            description={t('deleteBody', { account: accountSummary(deleting) })}
            closeLabel={t('close')}
          >
            <div className="flex flex-wrap gap-3">
              <Button
                disabled={busy}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await onDelete(deleting.id);
                    setDeleting(null);
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                {t('deleteConfirm')}
              </Button>
              <DialogClose asChild>
                <Button variant="ghost">{t('keep')}</Button>
              </DialogClose>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
