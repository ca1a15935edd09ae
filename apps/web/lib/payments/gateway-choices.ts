import { addMoney, basisPointsOf, type Money } from '@crossport/money';
import type { Schemas } from '@crossport/api-client';

export type Gateway = Schemas['PaymentGateway'];
export type GatewayCode = Gateway['code'];
export type WalletBalance = Schemas['WalletBalance'];

/** Why a gateway cannot take this payment; the payment step says it beside the option. */
export type Unavailable = 'insufficient_balance' | 'other_currency';

export interface GatewayChoice {
  gateway: Gateway;
  /** The gateway's charge on top of what is due. */
  fee: Money;
  /** What the customer pays there: due + fee. */
  total: Money;
  /** The wallet's available balance in the due's currency (wallet only). */
  balance: Money | null;
  unavailable: Unavailable | null;
}

/**
 * A gateway's fee percent ("1.85") as basis points (185), exactly: no float ever touches money.
 * The API writes it with two decimals; anything else is a bug worth failing on.
 */
export function basisPointsOfPercent(percent: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent);
  if (!match) throw new RangeError(`Not a fee percent: ${JSON.stringify(percent)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Every gateway of the region priced for this amount, in the API's order: its fee (rounded half
 * up to the paisa, as the API charges it), the total, and whether it can take the payment —
 * a gateway in another currency cannot, nor a wallet whose available balance is short.
 */
export function gatewayChoices(
  gateways: readonly Gateway[],
  due: Money,
  balances: readonly WalletBalance[],
): GatewayChoice[] {
  return gateways.map((gateway) => {
    const fee = basisPointsOf(due, basisPointsOfPercent(gateway.fee_percent));
    const total = addMoney(due, fee);
    const balance =
      gateway.code === 'wallet'
        ? (balances.find((entry) => entry.currency === due.currency)?.available ?? {
            amount: 0,
            currency: due.currency,
          })
        : null;
    let unavailable: Unavailable | null = null;
    if (gateway.currency !== due.currency) unavailable = 'other_currency';
    else if (balance && balance.amount < total.amount) unavailable = 'insufficient_balance';
    return { gateway, fee, total, balance, unavailable };
  });
}

/** The option chosen first: the customer's pick if it can pay, else the first that can. */
export function defaultChoice(
  choices: readonly GatewayChoice[],
  picked: GatewayCode | null,
): GatewayCode | null {
  const usable = choices.filter((choice) => choice.unavailable === null);
  return (
    usable.find((choice) => choice.gateway.code === picked)?.gateway.code ??
    usable[0]?.gateway.code ??
    null
  );
}
