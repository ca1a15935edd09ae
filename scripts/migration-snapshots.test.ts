import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATION_FOLDERS, olderSnapshots } from './migration-snapshots.ts';

describe('the migration snapshots kept', () => {
  it('names every snapshot but the newest, whatever order the folder lists them in', () => {
    expect(
      olderSnapshots([
        '0010_snapshot.json',
        '_journal.json',
        '0002_snapshot.json',
        '0009_snapshot.json',
      ]),
    ).toEqual(['0002_snapshot.json', '0009_snapshot.json']);
    expect(olderSnapshots(['0049_snapshot.json', '_journal.json'])).toEqual([]);
  });

  it('keeps one snapshot per service: the one for its newest migration', () => {
    for (const folder of MIGRATION_FOLDERS) {
      const meta = path.resolve(import.meta.dirname, '..', folder, 'meta');
      const names = readdirSync(meta);
      expect(olderSnapshots(names), folder).toEqual([]);
      const newestSql = readdirSync(path.dirname(meta))
        .filter((name) => name.endsWith('.sql'))
        .sort()
        .at(-1);
      const snapshot = names.find((name) => name.endsWith('_snapshot.json'));
      expect(snapshot?.slice(0, 4), folder).toBe(newestSql?.slice(0, 4));
    }
  });
});
