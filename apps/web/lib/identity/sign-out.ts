import { frontendApi } from './client.ts';
import { throughProxy } from './flows.ts';

/** Kratos's browser logout: a logout flow, then its URL (through this origin), back home. */
export async function signOut(): Promise<void> {
  const flow = await frontendApi.createBrowserLogoutFlow({
    returnTo: new URL('/', window.location.origin).toString(),
  });
  window.location.assign(throughProxy(flow.logout_url, window.location.origin));
}
