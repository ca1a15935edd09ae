import { describe, expect, it } from 'vitest';
import {
  IMPORT_POLL_FAST_MS,
  IMPORT_POLL_SLOW_MS,
  importPollInterval,
  someImportFinished,
} from './link-imports.ts';
import type { WishlistLinkImport } from './types.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');

function linkImport(
  id: number,
  status: WishlistLinkImport['harvest_job']['status'],
  secondsAgo = 5,
): WishlistLinkImport {
  const at = new Date(NOW - secondsAgo * 1000).toISOString();
  return {
    id,
    url: `https://shop.example/item/${id}`,
    created_at: at,
    harvest_job: {
      id: `00000000-0000-4000-8000-00000000000${id}`,
      url: `https://shop.example/item/${id}`,
      status,
      product_id: null,
      error: null,
      created_at: at,
      updated_at: at,
    },
  };
}

describe('importPollInterval', () => {
  it('polls briskly while a fresh import runs, then patiently', () => {
    expect(importPollInterval([linkImport(1, 'queued')], NOW)).toBe(IMPORT_POLL_FAST_MS);
    expect(importPollInterval([linkImport(1, 'running', 120)], NOW)).toBe(IMPORT_POLL_SLOW_MS);
  });

  it('stops when nothing runs', () => {
    expect(importPollInterval([linkImport(1, 'failed')], NOW)).toBe(false);
    expect(importPollInterval([], NOW)).toBe(false);
    expect(importPollInterval(undefined, NOW)).toBe(false);
  });
});

describe('someImportFinished', () => {
  it('notices a running import that left the list', () => {
    expect(
      someImportFinished(
        [linkImport(1, 'running'), linkImport(2, 'queued')],
        [linkImport(2, 'queued')],
      ),
    ).toBe(true);
  });

  it('ignores a dismissed failure and imports still listed', () => {
    expect(someImportFinished([linkImport(1, 'failed')], [])).toBe(false);
    expect(someImportFinished([linkImport(1, 'queued')], [linkImport(1, 'running')])).toBe(false);
  });
});
