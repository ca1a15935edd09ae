import { describe, expect, it } from 'vitest';
import {
  basisPointsOfPercent,
  defaultChoice,
  gatewayChoices,
  walletFirstPart,
  type Gateway,
} from './gateway-choices.ts';

const bdt = (amount: number) => ({ amount, currency: 'BDT' });
const gateway = (code: Gateway['code'], fee_percent: string, currency = 'BDT'): Gateway => ({
  code,
  name: code,
  currency,
  fee_percent,
  instructions: null,
  bank_account: null,
});
const gateways = [
  gateway('wallet', '0.00'),
  gateway('bkash', '1.85'),
  gateway('bank_transfer', '0'),
];

describe('gateway choices', () => {
  it('reads fee percents exactly, as basis points', () => {
    expect(basisPointsOfPercent('1.85')).toBe(185);
    expect(basisPointsOfPercent('0.00')).toBe(0);
    expect(basisPointsOfPercent('2.5')).toBe(250);
    expect(basisPointsOfPercent('12')).toBe(1200);
    expect(() => basisPointsOfPercent('1.855')).toThrow(RangeError);
    expect(() => basisPointsOfPercent('-1')).toThrow(RangeError);
  });

  it('prices each gateway: bKash adds 1.85 % rounded half up to the paisa', () => {
    // 1 234.56 taka × 1.85 % = 22.839… → 22.84 taka.
    const [wallet, bkash, bank] = gatewayChoices(gateways, bdt(123_456), [
      { id: 1, currency: 'BDT', available: bdt(200_000), held: bdt(0) },
    ]);
    expect(bkash!.fee).toEqual(bdt(2_284));
    expect(bkash!.total).toEqual(bdt(125_740));
    expect(wallet!.fee).toEqual(bdt(0));
    expect(wallet!.balance).toEqual(bdt(200_000));
    expect(bank!.total).toEqual(bdt(123_456));
    expect([wallet, bkash, bank].map((choice) => choice!.unavailable)).toEqual([null, null, null]);
  });

  it('turns the wallet off, with its reason, when the available balance is short', () => {
    const [wallet] = gatewayChoices(gateways, bdt(10_000), [
      { id: 1, currency: 'BDT', available: bdt(9_999), held: bdt(50_000) },
    ]);
    expect(wallet!.unavailable).toBe('insufficient_balance');
    const [exact] = gatewayChoices(gateways, bdt(10_000), [
      { id: 1, currency: 'BDT', available: bdt(10_000), held: bdt(0) },
    ]);
    expect(exact!.unavailable).toBeNull();
  });

  it('counts a wallet without a balance in the currency as empty', () => {
    const [wallet] = gatewayChoices(gateways, bdt(10_000), [
      { id: 2, currency: 'USD', available: { amount: 99_999, currency: 'USD' }, held: bdt(0) },
    ]);
    expect(wallet!.balance).toEqual(bdt(0));
    expect(wallet!.unavailable).toBe('insufficient_balance');
  });

  it('with the wallet first, prices bKash and bank transfer on what the wallet cannot pay', () => {
    const balances = [{ id: 1, currency: 'BDT', available: bdt(40_000), held: bdt(0) }];
    const [wallet, bkash, bank] = gatewayChoices(gateways, bdt(123_456), balances, true);
    expect(wallet!.fromWallet).toBeNull();
    expect(wallet!.unavailable).toBe('insufficient_balance');
    // bKash takes 834.56 taka: 1.85 % of it is 15.439… → 15.44.
    expect(bkash).toMatchObject({ fromWallet: bdt(40_000), fee: bdt(1_544), total: bdt(85_000) });
    expect(bank).toMatchObject({ fromWallet: bdt(40_000), fee: bdt(0), total: bdt(83_456) });
  });

  it('takes nothing from a wallet that is empty or could pay everything alone', () => {
    const wallet = (amount: number) => [
      { id: 1, currency: 'BDT', available: bdt(amount), held: bdt(0) },
    ];
    expect(walletFirstPart(bdt(10_000), wallet(0))).toEqual(bdt(0));
    expect(walletFirstPart(bdt(10_000), wallet(10_000))).toEqual(bdt(0));
    expect(walletFirstPart(bdt(10_000), wallet(9_999))).toEqual(bdt(9_999));
    expect(walletFirstPart(bdt(10_000), [])).toEqual(bdt(0));
    const [, bkash] = gatewayChoices(gateways, bdt(10_000), wallet(0), true);
    expect(bkash!.fromWallet).toBeNull();
    expect(bkash!.total).toEqual(bdt(10_185));
  });

  it('refuses a gateway in another currency', () => {
    const [usd] = gatewayChoices([gateway('bkash', '1.85', 'USD')], bdt(10_000), []);
    expect(usd!.unavailable).toBe('other_currency');
  });

  it('starts on the customer’s pick when it can pay, else the first that can', () => {
    const choices = gatewayChoices(gateways, bdt(10_000), []);
    expect(defaultChoice(choices, null)).toBe('bkash');
    expect(defaultChoice(choices, 'bank_transfer')).toBe('bank_transfer');
    expect(defaultChoice(choices, 'wallet')).toBe('bkash');
    expect(defaultChoice([], null)).toBeNull();
  });
});
