'use client';

import { useTranslations } from 'next-intl';
import type { Gateway } from '../../lib/payments/gateway-choices.ts';

/** Where to send a bank transfer, and what to write on it. */
export function BankTransferDetails({ gateway }: { gateway: Gateway }) {
  const t = useTranslations('payments');
  const account = gateway.bank_account;
  return (
    <div className="rounded-lg bg-brand-50 p-3 text-sm md:p-4" data-testid="bank-details">
      <p className="text-ink-muted">{t('bankInstructions')}</p>
      {account ? (
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
          <dt className="text-ink-muted">{t('bank.bankName')}</dt>
          <dd className="font-medium break-words">{account.bank_name}</dd>
          <dt className="text-ink-muted">{t('bank.accountName')}</dt>
          <dd className="font-medium break-words">{account.account_name}</dd>
          <dt className="text-ink-muted">{t('bank.accountNumber')}</dt>
          <dd className="font-medium break-all tabular-nums">{account.account_number}</dd>
          <dt className="text-ink-muted">{t('bank.branch')}</dt>
          <dd className="font-medium break-words">{account.branch}</dd>
          <dt className="text-ink-muted">{t('bank.routingNumber')}</dt>
          <dd className="font-medium tabular-nums">{account.routing_number}</dd>
        </dl>
      ) : null}
    </div>
  );
}
