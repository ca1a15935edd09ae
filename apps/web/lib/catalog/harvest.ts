import type { HarvestJob } from './types.ts';

/** How often a running import is asked about, and when the page stops waiting. */
export const HARVEST_POLL_MS = 1_000;
export const HARVEST_GIVE_UP_MS = 60_000;

export type HarvestStep = 'sending' | 'queued' | 'running' | 'done' | 'failed';

/** Where an import stands, for the progress bar: a step and a rough percentage. */
export function harvestProgress(job: HarvestJob | null): { step: HarvestStep; percent: number } {
  if (job === null) return { step: 'sending', percent: 10 };
  switch (job.status) {
    case 'queued':
      return { step: 'queued', percent: 30 };
    case 'running':
      return { step: 'running', percent: 65 };
    case 'succeeded':
      return { step: 'done', percent: 100 };
    case 'failed':
      return { step: 'failed', percent: 100 };
  }
}

/** Whether the text looks like a shop link worth sending; the API makes the final call. */
export function looksLikeUrl(raw: string): boolean {
  try {
    const url = new URL(raw.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * The harvest error codes the page explains in its own words: those with a sentence under
 * `catalog.pasteLink.errors` in the messages. The API names the codes (HarvestJob.error.code);
 * this list is not copied here, so a new code shows the API's sentence until it is worded.
 */
export type KnownHarvestError = keyof Messages['catalog']['pasteLink']['errors'];
type Messages = typeof import('../../messages/en.json');

/** Whether the messages' `catalog.pasteLink.errors` block has a sentence for a code. */
export function wordedIn(errors: Readonly<Record<string, string>>): (code: string) => boolean {
  return (code) => Object.hasOwn(errors, code);
}

/** The code when the messages word it (`isWorded` is `t.has` of the errors block). */
export function knownHarvestError(
  code: string | undefined,
  isWorded: (code: string) => boolean,
): KnownHarvestError | null {
  return code && isWorded(code) ? (code as KnownHarvestError) : null;
}

/**
 * A link the API refuses outright (422) names the reason as the `url` field's message in the
 * error details (`body.url` where the link came in a body); the same codes as a failed job.
 */
export function rejectedLinkCode(
  details: unknown,
  isWorded: (code: string) => boolean,
): KnownHarvestError | null {
  if (!Array.isArray(details)) return null;
  for (const detail of details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { field, message } = detail as { field?: unknown; message?: unknown };
    if ((field === 'url' || field === 'body.url') && typeof message === 'string')
      return knownHarvestError(message, isWorded);
  }
  return null;
}
