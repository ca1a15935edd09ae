/**
 * What the payments module needs from bKash, in bKash's own words (tokenized checkout,
 * docs/bkash.md). `createBkashClient` implements it over HTTP against bKash or the local fake;
 * tests of the payment workflows may hand in an in-memory double. Amounts are strings with two
 * decimals, as bKash sends them ("1050.00"); the caller converts with `@crossport/money`.
 */
export type BkashTransactionStatus =
  'Initiated' | 'Completed' | 'Failed' | 'Cancelled' | 'Expired' | 'Pending Authorized';

export interface BkashCreatedPayment {
  paymentID: string;
  /** Where the customer's browser goes to approve the payment. */
  bkashURL: string;
  transactionStatus: BkashTransactionStatus;
  amount: string;
  currency: string;
  merchantInvoiceNumber: string;
}

export interface BkashPaymentState {
  paymentID: string;
  transactionStatus: BkashTransactionStatus;
  /** bKash's transaction id, present once the payment is Completed. */
  trxID?: string;
  amount: string;
  currency: string;
  merchantInvoiceNumber: string;
}

export interface BkashRefund {
  originalTrxID: string;
  refundTrxID: string;
  transactionStatus: BkashTransactionStatus;
  amount: string;
  currency: string;
}

/** bKash answered with a non-success statusCode (e.g. "2056" invalid payment state). */
export class BkashError extends Error {
  constructor(
    readonly statusCode: string,
    readonly statusMessage: string,
  ) {
    super(`bKash ${statusCode}: ${statusMessage}`);
    this.name = 'BkashError';
  }
}

/** bKash did not answer in time or could not be reached: the outcome is unknown. */
export class BkashUnavailable extends Error {
  constructor(cause: unknown) {
    super('bKash could not be reached', { cause });
    this.name = 'BkashUnavailable';
  }
}

export interface BkashGateway {
  /** Starts a payment; bKash redirects the customer to `callbackURL?paymentID=…&status=…`. */
  createPayment(input: {
    amount: string;
    currency: 'BDT';
    payerReference: string;
    merchantInvoiceNumber: string;
    callbackURL: string;
  }): Promise<BkashCreatedPayment>;
  /**
   * Captures a payment the customer approved. Calling it twice is a BkashError from bKash
   * ("2117" already executed, "2062" already completed): callers then `queryPayment`.
   */
  executePayment(paymentID: string): Promise<BkashPaymentState>;
  /** The payment's state at bKash now (the reconciliation job's question). */
  queryPayment(paymentID: string): Promise<BkashPaymentState>;
  refundPayment(input: {
    paymentID: string;
    trxID: string;
    amount: string;
    sku: string;
    reason: string;
  }): Promise<BkashRefund>;
}
