// The public face of the customers module: what workflows and the app may use.
export type { CurrentCustomer } from './current-customer.ts';
