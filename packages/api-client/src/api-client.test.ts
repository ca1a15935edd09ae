import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderApiClientFiles } from '../scripts/render.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('generated api client', () => {
  it('matches the API’s current OpenAPI document (run npm run generate:api-client)', async () => {
    const { document, types } = await renderApiClientFiles();
    expect(fs.readFileSync(path.join(root, 'openapi.json'), 'utf8')).toBe(document);
    expect(fs.readFileSync(path.join(root, 'src/schema.d.ts'), 'utf8')).toBe(types);
  });

  it('documents every customer path of the regions module', async () => {
    const { document } = await renderApiClientFiles();
    const paths = Object.keys(JSON.parse(document).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/core/customer/region/v1/current',
        '/api/core/customer/region/v1/regions',
        '/api/core/customer/region/v1/regions/{id}/settings',
        '/api/core/customer/currency/v1/currencies',
        '/api/shipping-core/customer/shipping-category/v1/shipping-categories',
      ]),
    );
  });
});
