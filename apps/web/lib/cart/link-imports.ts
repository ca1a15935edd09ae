import type { WishlistLinkImport } from './types.ts';

/** How often running imports are asked about: briskly at first, then patiently. */
export const IMPORT_POLL_FAST_MS = 2_000;
export const IMPORT_POLL_SLOW_MS = 15_000;
const FAST_FOR_MS = 60_000;

export function isImportRunning(linkImport: WishlistLinkImport): boolean {
  const { status } = linkImport.harvest_job;
  return status === 'queued' || status === 'running';
}

/** The next poll of the imports list, or false when none is running. */
export function importPollInterval(
  imports: readonly WishlistLinkImport[] | undefined,
  now: number,
): number | false {
  const running = (imports ?? []).filter(isImportRunning);
  if (running.length === 0) return false;
  const newest = Math.max(...running.map((i) => Date.parse(i.created_at)));
  return now - newest < FAST_FOR_MS ? IMPORT_POLL_FAST_MS : IMPORT_POLL_SLOW_MS;
}

/**
 * Whether an import finished since the last look: a running import that left the list has
 * become a wishlist item, so the wishlist needs reloading.
 */
export function someImportFinished(
  before: readonly WishlistLinkImport[],
  after: readonly WishlistLinkImport[],
): boolean {
  const stillListed = new Set(after.map((i) => i.id));
  return before.some((i) => isImportRunning(i) && !stillListed.has(i.id));
}
