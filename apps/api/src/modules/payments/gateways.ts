import { basisPointsOf, type Money } from '@crossport/money';
import { DomainError } from '../../platform/errors.ts';
import type { CheckoutGateway } from './tables.ts';

export interface BankAccount {
  bank_name: string;
  account_name: string;
  account_number: string;
  branch: string;
  routing_number: string;
}

export interface GatewayDefinition {
  code: CheckoutGateway;
  name: string;
  currency: string;
  /** The gateway's charge on top of the amount, in basis points (185 = 1.85 %). */
  feeBasisPoints: number;
  /** What the customer must do outside the site (bank transfer: where to send the money). */
  instructions: string | null;
  bankAccount: BankAccount | null;
}

/**
 * How customers can pay, per region, as code data (a new gateway is a code change and a
 * review, not a setting). bKash charges 1.85 %, which the customer pays on top.
 */
export const GATEWAYS_BY_REGION: Readonly<Record<string, readonly GatewayDefinition[]>> = {
  BD: [
    {
      code: 'wallet',
      name: 'Wallet balance',
      currency: 'BDT',
      feeBasisPoints: 0,
      instructions: null,
      bankAccount: null,
    },
    {
      code: 'bkash',
      name: 'bKash',
      currency: 'BDT',
      feeBasisPoints: 185,
      instructions: null,
      bankAccount: null,
    },
    {
      code: 'bank_transfer',
      name: 'Bank transfer',
      currency: 'BDT',
      feeBasisPoints: 0,
      instructions:
        'Transfer the amount to the account below, write the payment number in the reference, and upload the receipt. We confirm it within one working day.',
      bankAccount: {
        bank_name: 'Dutch-Bangla Bank',
        account_name: 'Crossport Ltd',
        account_number: '1071100012345',
        branch: 'Gulshan, Dhaka',
        routing_number: '090261726',
      },
    },
  ],
};

/** This gateway cannot take payments in this currency. */
export class GatewayUnavailable extends DomainError {
  constructor(gateway: string, currency: string) {
    super(422, 'gateway_unavailable', `${gateway} cannot take payments in ${currency}.`);
  }
}

export function gatewaysOfRegion(regionCode: string): readonly GatewayDefinition[] {
  return GATEWAYS_BY_REGION[regionCode] ?? [];
}

/** The gateway that takes `currency` under this code, wherever it is offered. */
export function gatewayFor(code: CheckoutGateway, currency: string): GatewayDefinition {
  const found = Object.values(GATEWAYS_BY_REGION)
    .flat()
    .find((g) => g.code === code && g.currency === currency);
  if (!found) throw new GatewayUnavailable(code, currency);
  return found;
}

export function feeOf(gateway: GatewayDefinition, amount: Money): Money {
  return basisPointsOf(amount, gateway.feeBasisPoints);
}
