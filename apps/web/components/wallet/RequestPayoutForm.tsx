'use client';

import { formatMoney, subtractMoney, type Money } from '@crossport/money';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { serverFieldErrors } from '../../lib/addresses/form.ts';
import { ApiError } from '../../lib/api.ts';
import { createAttemptKeys } from '../../lib/attempt-key.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { isMoney, parseAmount, payoutAmountProblem } from '../../lib/wallet/amount.ts';
import { accountSummary } from '../../lib/wallet/payout-account-form.ts';
import type { PayoutAccount, PayoutGateway, PayoutRequestBody } from '../../lib/wallet/types.ts';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';
import { Select } from '../ui/Select.tsx';

/**
 * "Request payout": an amount and the account to send it to. Each attempt carries its own
 * Idempotency-Key (reused only when the same request is retried after no answer), so a double
 * click or a retry never holds the money twice. Refusals show under the field they concern.
 */
export function RequestPayoutForm({
  accounts,
  gateways,
  available,
  moneyLocale,
  onRequest,
  onCancel,
}: {
  accounts: readonly PayoutAccount[];
  gateways: readonly PayoutGateway[];
  /** What the wallet can pay out, in the payout currency. */
  available: Money;
  moneyLocale: string;
  onRequest: (body: PayoutRequestBody, idempotencyKey: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useTranslations('wallet.requestForm');
  const { line } = useErrorMessage();
  const attempts = useRef(createAttemptKeys());
  const [accountId, setAccountId] = useState(accounts[0] ? String(accounts[0].id) : '');
  const [amountText, setAmountText] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const account = accounts.find((candidate) => String(candidate.id) === accountId);
  const gateway = gateways.find((candidate) => candidate.code === account?.gateway);
  const amount = parseAmount(amountText, available.currency);
  const problem = payoutAmountProblem(amount, available, gateway);
  const amountProblem = problem
    ? t(`amountProblems.${problem}`, {
        available: formatMoney(available, moneyLocale),
        minimum: gateway ? formatMoney(gateway.min, moneyLocale) : '',
        maximum: gateway ? formatMoney(gateway.max, moneyLocale) : '',
      })
    : null;
  const amountMessage = (touched ? amountProblem : null) ?? serverErrors.amount ?? null;
  const accountMessage =
    (touched && !account ? t('chooseAccount') : null) ?? serverErrors.payout_account_id ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountProblem || !account || !isMoney(amount)) return;
    // The API takes minor units of the gateway's currency, which is the wallet's here.
    const body: PayoutRequestBody = { payout_account_id: account.id, amount: amount.amount };
    setSending(true);
    setServerErrors({});
    setFailure(null);
    try {
      await onRequest(body, attempts.current.keyFor(body));
      attempts.current.settle();
    } catch (error) {
      attempts.current.settle(error);
      if (error instanceof ApiError && error.code === 'insufficient_funds') {
        setServerErrors({ amount: t('insufficientFunds') });
      } else {
        const fields = error instanceof ApiError ? serverFieldErrors(error.body.details) : {};
        // `amount.amount` and `amount` both concern the amount input.
        if (fields['amount.amount']) fields.amount ??= fields['amount.amount'];
        setServerErrors(fields);
        if (!fields.amount && !fields.payout_account_id) setFailure(line(error));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="request-payout-form">
      <p className="text-sm text-ink-muted">
        {t('availableLine', { available: formatMoney(available, moneyLocale) })}
      </p>
      <div className="grid gap-1.5">
        <label htmlFor="payout-account" className="text-sm font-medium">
          {t('account')}
        </label>
        <Select
          id="payout-account"
          value={accountId || undefined}
          onValueChange={(next) => {
            setAccountId(next);
            setServerErrors({});
          }}
          placeholder={t('chooseAccount')}
          options={accounts.map((candidate) => ({
            value: String(candidate.id),
            label: accountSummary(candidate),
            hint: gateways.find((g) => g.code === candidate.gateway)?.name,
          }))}
        />
        {accountMessage ? <p className="text-xs text-danger">{accountMessage}</p> : null}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="payout-amount" className="text-sm font-medium">
          {t('amount', { currency: available.currency })}
        </label>
        <Input
          id="payout-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          aria-invalid={amountMessage ? true : undefined}
          aria-describedby={amountMessage ? 'payout-amount-error' : undefined}
          onChange={(event) => {
            setAmountText(event.target.value);
            setServerErrors({});
          }}
        />
        {amountMessage ? (
          <p id="payout-amount-error" className="text-xs text-danger">
            {amountMessage}
          </p>
        ) : null}
        {gateway && !amountProblem && isMoney(amount) ? (
          <p className="text-xs text-ink-muted" data-testid="payout-receivable">
            {t('receivable', {
              receivable: formatMoney(subtractMoney(amount, gateway.fee), moneyLocale),
              fee: formatMoney(gateway.fee, moneyLocale),
            })}
          </p>
        ) : gateway ? (
          <p className="text-xs text-ink-muted">
            {t('limits', {
              minimum: formatMoney(gateway.min, moneyLocale),
              maximum: formatMoney(gateway.max, moneyLocale),
              fee: formatMoney(gateway.fee, moneyLocale),
            })}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={sending}>
          {sending ? t('sending') : t('submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
