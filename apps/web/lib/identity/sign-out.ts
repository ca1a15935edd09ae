import { throughProxy } from './flows.ts';

/** Kratos's browser logout: a logout flow, then its URL (through this origin), back home. */
export async function signOut(): Promise<void> {
  // Loaded when someone signs out: the SDK stays out of every page's first script.
  const { frontendApi } = await import('./client.ts');
  const flow = await frontendApi.createBrowserLogoutFlow({
    returnTo: new URL('/', window.location.origin).toString(),
  });
  window.location.assign(throughProxy(flow.logout_url, window.location.origin));
}
