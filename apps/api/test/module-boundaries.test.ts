import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The module-boundary rule of eslint.config.js, run through ESLint's own API on fixture files
 * that exist only here (so the real `npm run lint` never sees them).
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => `${m.severity === 2 ? 'error' : 'warning'}: ${m.message}`);
}

describe('module boundaries', () => {
  it('refuses a module reading another module’s repository', async () => {
    const errors = await restrictedImports(
      'apps/api/src/modules/cart/fixture-private-import.ts',
      "import { createCatalogRepository } from '../catalog/repository.ts';\nexport const r = createCatalogRepository;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^error: .*'\.\.\/catalog\/repository\.ts'.*index\.ts/),
    ]);
  });

  it('refuses a type-only import of another module’s internals too', async () => {
    const errors = await restrictedImports(
      'apps/api/src/modules/catalog/harvest/fixture.ts',
      "import type { RegionsService } from '../../regions/service.ts';\nexport type R = RegionsService;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a module use another module through its index.ts and its own files freely', async () => {
    const errors = await restrictedImports(
      'apps/api/src/modules/cart/fixture-public-import.ts',
      [
        "import { priceInRegion } from '../catalog/index.ts';",
        "import { createCartRepository } from './repository.ts';",
        "import { Invalid } from '../../platform/errors.ts';",
        'export const all = [priceInRegion, createCartRepository, Invalid];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses imports running back up: modules → workflows, platform → modules', async () => {
    expect(
      await restrictedImports(
        'apps/api/src/modules/orders/fixture-up.ts',
        "import { placeOrder } from '../../workflows/place-order.ts';\nexport const p = placeOrder;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'apps/api/src/platform/fixture-up.ts',
        "import { registerCart } from '../modules/cart/index.ts';\nexport const r = registerCart;\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses the app and workflows reaching past a module’s index.ts', async () => {
    for (const [file, from] of [
      ['apps/api/src/fixture-entry.ts', './modules/wishlist/service.ts'],
      ['apps/api/src/workflows/fixture-flow.ts', '../modules/cart/repository.ts'],
      ['apps/api/src/modules/fixture-wiring.ts', './cart/module.ts'],
    ]) {
      expect(await restrictedImports(file!, `export * from '${from}';\n`)).toHaveLength(1);
    }
  });

  it('keeps the identity service out of the API’s private platform files', async () => {
    const errors = await restrictedImports(
      'apps/identity/src/fixture-database.ts',
      "import { openDatabase } from '@crossport/api/platform/database';\nexport const o = openDatabase;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/packages\//)]);
    expect(
      await restrictedImports(
        'apps/identity/src/fixture-database.ts',
        "import { openDatabase } from '@crossport/db';\nexport const o = openDatabase;\n",
      ),
    ).toEqual([]);
  });

  it('lets table definitions reference another module’s tables for foreign keys', async () => {
    const errors = await restrictedImports(
      'apps/api/src/modules/wishlist/tables.ts',
      "import { customers } from '../customers/tables.ts';\nexport const c = customers;\n",
    );
    expect(errors).toEqual([]);
  });
});
