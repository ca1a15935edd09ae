'use client';

import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { invoicePath, paymentStatusPath, type PaymentTarget } from '../../lib/invoices/paths.ts';
import { isPayable } from '../../lib/invoices/selection.ts';
import {
  defaultChoice,
  gatewayChoices,
  walletFirstPart,
  type GatewayCode,
} from '../../lib/payments/gateway-choices.ts';
import { useGateways, usePayable, useWalletBalance } from '../../lib/payments/hooks.ts';
import { usePay } from '../../lib/payments/use-pay.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Button, buttonClasses } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Input } from '../ui/Input.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { BankTransferDetails } from './BankTransferDetails.tsx';
import { GatewayPicker } from './GatewayPicker.tsx';
import { ReceiptUpload } from './ReceiptUpload.tsx';

const card = 'rounded-xl border border-line bg-surface p-4 md:p-5';

/**
 * The payment step (after "place order", Pay on an invoice, or Pay selected): what is being
 * paid, how (wallet, bKash, bank transfer with its receipt), and Pay. bKash continues on
 * bKash's page; the others land on the status page.
 */
export function PaymentStep({
  target,
  placed,
  moneyLocale,
}: {
  target: PaymentTarget;
  placed: string | null;
  moneyLocale: string;
}) {
  const t = useTranslations('payments');
  const router = useRouter();
  const { describe, line } = useErrorMessage();
  const payable = usePayable(target);
  const gateways = useGateways();
  const balance = useWalletBalance();
  const pay = usePay(target);
  const [picked, setPicked] = useState<GatewayCode | null>(null);
  const [receipt, setReceipt] = useState<number | null>(null);
  const [reference, setReference] = useState('');
  // A wallet too short to pay alone pays what it holds first unless the customer unticks it.
  const [walletFirst, setWalletFirst] = useState(true);

  const failed = payable.error ?? gateways.error ?? balance.error;
  if (failed) return <ErrorState title={t('loadFailed')} body={describe(failed).title} />;
  if (!payable.data || !gateways.data || !balance.data) {
    return <Skeleton className="mt-6 h-80 w-full" />;
  }

  const { invoices, due } = payable.data;
  if (due.amount <= 0 || !invoices.some(isPayable)) {
    return (
      <EmptyState
        icon="check"
        title={t('nothingDueTitle')}
        body={t('nothingDueBody')}
        action={
          <Link href={invoicePath(invoices[0]!.id)} className={buttonClasses()}>
            {t('viewInvoice')}
          </Link>
        }
      />
    );
  }

  const walletPart = walletFirstPart(due, balance.data);
  const canUseWallet = walletPart.amount > 0;
  const choices = gatewayChoices(gateways.data, due, balance.data, canUseWallet && walletFirst);
  const chosenCode = defaultChoice(choices, picked);
  const chosen = choices.find((choice) => choice.gateway.code === chosenCode) ?? null;
  const needsReceipt = chosenCode === 'bank_transfer';
  const transferReference = reference.trim();
  const referenceOk = transferReference.length >= 3 && transferReference.length <= 64;
  const ready = chosen !== null && (!needsReceipt || (receipt !== null && referenceOk));

  function submit() {
    if (!chosen) return;
    pay.mutate(
      {
        gateway: chosen.gateway.code,
        ...(needsReceipt && receipt !== null
          ? { receipt_asset_id: receipt, transfer_reference: transferReference }
          : {}),
        ...(chosen.fromWallet ? { wallet_first: true } : {}),
      },
      {
        onSuccess: (payment) => {
          if (payment.redirect_url) window.location.assign(payment.redirect_url);
          else router.push(paymentStatusPath(payment.id));
        },
      },
    );
  }

  return (
    <div
      className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
      data-testid="payment-step"
    >
      <div className="grid gap-4">
        {placed ? (
          <p
            role="status"
            className="rounded-lg border border-success/30 bg-emerald-50 px-4 py-3 text-sm text-success"
          >
            {t('placed', { number: placed })}
          </p>
        ) : null}
        <section className={card}>
          <GatewayPicker
            choices={choices}
            chosen={chosenCode}
            onChoose={setPicked}
            moneyLocale={moneyLocale}
          />
          {canUseWallet && chosenCode !== 'wallet' ? (
            <label className="mt-4 flex items-start gap-3 text-sm" data-testid="wallet-first">
              <input
                type="checkbox"
                checked={walletFirst}
                onChange={(event) => setWalletFirst(event.target.checked)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              />
              <span>
                {t('walletFirst', { balance: formatMoney(walletPart, moneyLocale) })}
                <span className="block text-xs text-ink-muted">{t('walletFirstHint')}</span>
              </span>
            </label>
          ) : null}
          {chosen && needsReceipt ? (
            <div className="mt-4 grid gap-4">
              <BankTransferDetails gateway={chosen.gateway} />
              <label className="grid gap-1 text-sm font-medium" htmlFor="transfer-reference">
                {t('transferReference')}
                <Input
                  id="transfer-reference"
                  value={reference}
                  maxLength={64}
                  autoComplete="off"
                  onChange={(event) => setReference(event.target.value)}
                  aria-describedby="transfer-reference-hint"
                  data-testid="transfer-reference"
                />
                <span id="transfer-reference-hint" className="text-xs font-normal text-ink-subtle">
                  {t('transferReferenceHint')}
                </span>
              </label>
              <ReceiptUpload onUploaded={setReceipt} />
            </div>
          ) : null}
          {chosenCode === 'bkash' ? (
            <p className="mt-4 text-sm text-ink-muted">{t('bkashNext')}</p>
          ) : null}
        </section>
      </div>
      <aside className={card} aria-labelledby="payment-summary" data-testid="payment-summary">
        <h2 id="payment-summary" className="font-semibold">
          {t('summaryTitle', { count: invoices.length })}
        </h2>
        <ul className="mt-3 grid gap-2 text-sm">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex justify-between gap-3">
              <Link href={invoicePath(invoice.id)} className="min-w-0 truncate hover:underline">
                {invoice.number}
              </Link>
              <span className="shrink-0 tabular-nums">{formatMoney(invoice.due, moneyLocale)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid gap-2 border-t border-line pt-3 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t('due')}</dt>
            <dd className="tabular-nums">{formatMoney(due, moneyLocale)}</dd>
          </div>
          {chosen?.fromWallet ? (
            <div className="flex justify-between gap-3">
              <dt className="text-ink-muted">{t('fromWallet')}</dt>
              <dd className="tabular-nums" data-testid="payment-from-wallet">
                −{formatMoney(chosen.fromWallet, moneyLocale)}
              </dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t('feeLabel')}</dt>
            <dd className="tabular-nums">{chosen ? formatMoney(chosen.fee, moneyLocale) : '—'}</dd>
          </div>
          <div className="flex justify-between gap-3 font-semibold">
            <dt>{t('toPay')}</dt>
            <dd className="tabular-nums" data-testid="payment-total">
              {chosen ? formatMoney(chosen.total, moneyLocale) : '—'}
            </dd>
          </div>
        </dl>
        {pay.isError ? (
          <p className="mt-3 text-sm text-danger" role="alert">
            {line(pay.error)}
          </p>
        ) : null}
        <Button
          variant="accent"
          size="lg"
          className="mt-4 w-full"
          disabled={!ready || pay.isPending || pay.isSuccess}
          onClick={submit}
          data-testid="pay-now"
        >
          {chosen
            ? t('payAmount', { amount: formatMoney(chosen.total, moneyLocale) })
            : t('payNow')}
        </Button>
        {needsReceipt && !referenceOk ? (
          <p className="mt-2 text-xs text-ink-subtle">{t('referenceFirst')}</p>
        ) : null}
        {needsReceipt && receipt === null ? (
          <p className="mt-2 text-xs text-ink-subtle">{t('receiptFirst')}</p>
        ) : null}
      </aside>
    </div>
  );
}
