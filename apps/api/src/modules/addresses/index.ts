/** The addresses module's public face: other modules and the app use nothing else from it. */
export { formatAddress } from './address-format.ts';
export { registerAddresses } from './module.ts';
export type { Address, AddressesService } from './service.ts';
