'use client';

import { formatMoney } from '@crossport/money';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import {
  basisPointsOfPercent,
  type GatewayChoice,
  type GatewayCode,
} from '../../lib/payments/gateway-choices.ts';
import { Icon, type IconName } from '../icons.tsx';

const icons: Record<GatewayCode, IconName> = {
  wallet: 'card',
  bkash: 'phone',
  bank_transfer: 'bank',
};

/**
 * Wallet / bKash / bank transfer as radio cards: each with its fee and what the customer pays
 * there; the wallet shows its available balance and, when short, why it cannot be chosen.
 */
export function GatewayPicker({
  choices,
  chosen,
  onChoose,
  moneyLocale,
}: {
  choices: readonly GatewayChoice[];
  chosen: GatewayCode | null;
  onChoose: (code: GatewayCode) => void;
  moneyLocale: string;
}) {
  const t = useTranslations('payments');
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 font-semibold">{t('chooseGateway')}</legend>
      {choices.map((choice) => {
        const code = choice.gateway.code;
        const disabled = choice.unavailable !== null;
        const selected = chosen === code;
        return (
          <label
            key={code}
            data-testid={`gateway-${code}`}
            className={clsx(
              'flex gap-3 rounded-lg border p-3 md:p-4',
              disabled
                ? 'cursor-not-allowed border-line bg-canvas opacity-75'
                : 'cursor-pointer hover:border-brand-400',
              selected ? 'border-brand-600 ring-1 ring-brand-600' : 'border-line',
            )}
          >
            <input
              type="radio"
              name="gateway"
              value={code}
              checked={selected}
              disabled={disabled}
              onChange={() => onChoose(code)}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
            />
            <Icon name={icons[code]} className="mt-0.5 shrink-0 text-brand-700" />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="font-medium">{t(`gateway.${code}`)}</span>
                <span className="font-semibold tabular-nums" data-testid="gateway-total">
                  {formatMoney(choice.total, moneyLocale)}
                </span>
              </span>
              <span className="mt-1 block text-xs text-ink-muted" data-testid="gateway-fee">
                {choice.fee.amount > 0
                  ? t('fee', {
                      // Shown, never computed with: the fee itself is exact (gatewayChoices).
                      percent: basisPointsOfPercent(choice.gateway.fee_percent) / 100,
                      fee: formatMoney(choice.fee, moneyLocale),
                    })
                  : t('noFee')}
              </span>
              {choice.balance ? (
                <span className="mt-1 block text-xs text-ink-muted" data-testid="wallet-balance">
                  {t('available', { balance: formatMoney(choice.balance, moneyLocale) })}
                </span>
              ) : null}
              {choice.unavailable ? (
                <span className="mt-1 block text-xs font-medium text-danger">
                  {t(`unavailable.${choice.unavailable}`)}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
