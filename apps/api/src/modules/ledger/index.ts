/** The ledger module's public face: other modules and the app use nothing else from it. */
export { createLedger, registerLedger } from './module.ts';
export { ledgerStaffRoutes } from './staff-routes.ts';
export { ledgerAccount, type LedgerAccount } from './accounts.ts';
export { InsufficientFunds, type LedgerService, type PostingSetInput } from './service.ts';
export { WalletBalanceSchema, WalletTransactionSchema } from './schemas.ts';
