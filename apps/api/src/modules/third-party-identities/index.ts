/** The third-party identities module's public face: linking a provider's session to a customer. */
export { registerThirdPartyIdentities } from './module.ts';
export type { ThirdPartyIdentitiesService } from './service.ts';
