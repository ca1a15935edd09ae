/**
 * Wallet and payout wire shapes, taken from the client generated from the API's OpenAPI
 * document (apps/api/src/modules/{ledger,payouts}/schemas.ts), so a changed schema fails the
 * type check here.
 */
import type { paths, Schemas } from '@crossport/api-client';

export type WalletTransaction = Schemas['WalletTransaction'];
export type PayoutGateway = Schemas['PayoutGateway'];
export type PayoutAccount = Schemas['PayoutAccount'];
export type PayoutAccountBody = Schemas['PayoutAccountBody'];
export type PayoutRequest = Schemas['PayoutRequest'];
/** `amount` is minor units of the gateway's currency (a number, not a Money). */
export type PayoutRequestBody =
  paths['/api/wallet/customer/wallet/v1/payout-requests']['post']['requestBody']['content']['application/json'];
