import type { Session } from '@ory/client-fetch';

/**
 * Runs once per new session, right after the identity has been synced to the commerce API
 * (so the customer exists there). The hook point for the guest-cart merge of the cart issue:
 * `POST .../guest-cart` (merge) with the guest headers belongs here.
 * Deliberately empty until the cart exists.
 */
export async function onSignedIn(_session: Session): Promise<void> {}
