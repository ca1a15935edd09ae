import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import {
  harvestProgress,
  knownHarvestError,
  looksLikeUrl,
  rejectedLinkCode,
  wordedIn,
} from './harvest.ts';
import type { HarvestJob } from './types.ts';

const job = (status: HarvestJob['status']): HarvestJob => ({
  id: '00000000-0000-4000-8000-000000000000',
  url: 'https://item.example/1',
  status,
  product_id: status === 'succeeded' ? 7 : null,
  error: null,
  created_at: '',
  updated_at: '',
});

const isWorded = wordedIn(en.catalog.pasteLink.errors);

describe('link import', () => {
  it('moves the progress forward with the job', () => {
    expect(harvestProgress(null).step).toBe('sending');
    const percents = (['queued', 'running', 'succeeded'] as const).map(
      (status) => harvestProgress(job(status)).percent,
    );
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(harvestProgress(job('failed')).step).toBe('failed');
  });

  it('accepts only http(s) links with a host name', () => {
    expect(looksLikeUrl('https://detail.1688.com/offer/1.html')).toBe(true);
    expect(looksLikeUrl('ftp://example.com/x')).toBe(false);
    expect(looksLikeUrl('backpack')).toBe(false);
    expect(looksLikeUrl('http://localhost')).toBe(false);
  });

  it('recognises the error codes the messages word', () => {
    expect(knownHarvestError('timeout', isWorded)).toBe('timeout');
    expect(knownHarvestError('unsupported_currency', isWorded)).toBe('unsupported_currency');
    expect(knownHarvestError('weird', isWorded)).toBeNull();
    expect(knownHarvestError(undefined, isWorded)).toBeNull();
  });

  it('reads why the API refused a link from the error details', () => {
    expect(rejectedLinkCode([{ field: 'url', message: 'unreachable' }], isWorded)).toBe(
      'unreachable',
    );
    expect(rejectedLinkCode([{ field: 'body.url', message: 'host_not_allowed' }], isWorded)).toBe(
      'host_not_allowed',
    );
    expect(rejectedLinkCode([{ field: 'body.url', message: 'Too long' }], isWorded)).toBeNull();
    expect(
      rejectedLinkCode([{ field: 'body.title', message: 'unreachable' }], isWorded),
    ).toBeNull();
    expect(rejectedLinkCode(undefined, isWorded)).toBeNull();
  });
});
