import { describe, expect, it } from 'vitest';
import { existsIn, pathsIn } from './doc-paths.ts';

const tracked = [
  'apps/api/src/platform/storage.ts',
  'apps/web/lib/upstream.ts',
  'docs/security.md',
  'packages/edge/src/client-address.ts',
];

describe('paths the docs name', () => {
  it('finds files in code spans, links and rooted paths, not API paths, packages or URLs', () => {
    const found = pathsIn(
      [
        'See `platform/storage.ts`, [security](security.md) and apps/web/lib/upstream.ts.',
        'Calls `/api/core/v1/regions`, `suggestion/terms`, `@crossport/money`, `next/server`,',
        '`application/pdf`, [a site](https://example.com/x.md) and `invoices/{id}/{version}.pdf`.',
        '```',
        'apps/in/a/fence.ts',
        '```',
      ].join('\n'),
    );
    expect(found.sort()).toEqual([
      'apps/web/lib/upstream.ts',
      'platform/storage.ts',
      'security.md',
    ]);
  });

  it('knows a file by its full path, the path from the note, or its tail', () => {
    expect(existsIn(tracked, 'docs', 'platform/storage.ts')).toBe(true);
    expect(existsIn(tracked, 'docs', 'security.md')).toBe(true);
    expect(existsIn(tracked, '.', 'docs/security.md')).toBe(true);
    expect(existsIn(tracked, 'docs', 'apps/api/src/platform/')).toBe(true);
  });

  it('reports a file that moved away', () => {
    expect(existsIn(tracked, 'docs', 'lib/client-address.ts')).toBe(false);
    expect(existsIn(tracked, 'docs', 'packages/ui')).toBe(false);
  });
});
