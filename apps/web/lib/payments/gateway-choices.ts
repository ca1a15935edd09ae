import { addMoney, basisPointsOf, type Money } from '@crossport/money';
import type { Schemas } from '@crossport/api-client';

export type Gateway = Schemas['PaymentGateway'];
export type GatewayCode = Gateway['code'];
export type WalletBalance = Schemas['WalletBalance'];

/** Why a gateway cannot take this payment; the payment step says it beside the option. */
export type Unavailable = 'insufficient_balance' | 'other_currency';

export interface GatewayChoice {
  gateway: Gateway;
  /** Paid from the wallet first, before this gateway takes the rest (wallet first only). */
  fromWallet: Money | null;
  /** The gateway's charge on top of what it takes. */
  fee: Money;
  /** What the customer pays there: what it takes + fee. */
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

/** The wallet's available balance in this currency; none held counts as zero. */
export function walletAvailable(balances: readonly WalletBalance[], currency: string): Money {
  return (
    balances.find((entry) => entry.currency === currency)?.available ?? { amount: 0, currency }
  );
}

/**
 * What the wallet pays first when the customer asks for it: what it holds, up to what is due;
 * nothing when it could pay everything alone (then the wallet itself is the choice).
 */
export function walletFirstPart(due: Money, balances: readonly WalletBalance[]): Money {
  const held = walletAvailable(balances, due.currency).amount;
  return { amount: held > 0 && held < due.amount ? held : 0, currency: due.currency };
}

/**
 * Every gateway of the region priced for this amount, in the API's order: its fee (rounded half
 * up to the paisa, as the API charges it), the total, and whether it can take the payment —
 * a gateway in another currency cannot, nor a wallet whose available balance is short. With
 * `walletFirst`, bKash and bank transfer take only what the wallet cannot pay, and their fee
 * is on that rest (as the API's `wallet_first` charges it).
 */
export function gatewayChoices(
  gateways: readonly Gateway[],
  due: Money,
  balances: readonly WalletBalance[],
  walletFirst = false,
): GatewayChoice[] {
  const first = walletFirst ? walletFirstPart(due, balances) : null;
  return gateways.map((gateway) => {
    const isWallet = gateway.code === 'wallet';
    const fromWallet = !isWallet && first && first.amount > 0 ? first : null;
    const takes = fromWallet
      ? { amount: due.amount - fromWallet.amount, currency: due.currency }
      : due;
    const fee = basisPointsOf(takes, basisPointsOfPercent(gateway.fee_percent));
    const total = addMoney(takes, fee);
    const balance = isWallet ? walletAvailable(balances, due.currency) : null;
    let unavailable: Unavailable | null = null;
    if (gateway.currency !== due.currency) unavailable = 'other_currency';
    else if (balance && balance.amount < total.amount) unavailable = 'insufficient_balance';
    return { gateway, fromWallet, fee, total, balance, unavailable };
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
