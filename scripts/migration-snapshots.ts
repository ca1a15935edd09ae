/**
 * Each service keeps only its newest drizzle-kit snapshot (`drizzle/meta/NNNN_snapshot.json`):
 * `drizzle-kit generate` diffs the tables against the latest one alone, and the migrator runs
 * the SQL files the journal lists, never a snapshot. The older ones were most of the
 * repository's bytes, so `npm run lint` fails when one comes back and `npm run db:generate`
 * prunes them (`--prune`).
 *   tsx scripts/migration-snapshots.ts [--prune]
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export const MIGRATION_FOLDERS = ['apps/api/drizzle', 'apps/identity/drizzle'];

/** The snapshots of a meta folder's file names that are not the newest. */
export function olderSnapshots(fileNames: string[]): string[] {
  const snapshots = fileNames.filter((name) => /^\d+_snapshot\.json$/.test(name)).sort();
  return snapshots.slice(0, -1);
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const prune = process.argv.includes('--prune');
  const stale = MIGRATION_FOLDERS.flatMap((folder) => {
    const meta = path.join(root, folder, 'meta');
    return olderSnapshots(readdirSync(meta)).map((name) => path.join(meta, name));
  });
  if (prune) {
    for (const file of stale) rmSync(file);
    return;
  }
  if (stale.length > 0) {
    console.error(
      'Only the newest drizzle snapshot is kept (drizzle-kit diffs against it alone); ' +
        `remove: ${stale.map((file) => path.relative(root, file)).join(', ')} ` +
        '(tsx scripts/migration-snapshots.ts --prune).',
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] === import.meta.filename) main();
