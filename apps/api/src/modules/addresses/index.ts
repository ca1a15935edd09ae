// The public face of the addresses module: what workflows and the app may use.
export { registerAddresses } from './module.ts';
export type { Address, AddressesService } from './service.ts';
