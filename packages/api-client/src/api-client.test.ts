import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderApiClientFiles } from '../scripts/render.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('generated api client', () => {
  it('matches the API’s current OpenAPI document (run npm run generate:api-client)', async () => {
    const files = await renderApiClientFiles();
    const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
    // Parsed first, so a failure shows which operation differs rather than two long strings.
    expect(JSON.parse(read('openapi.json'))).toEqual(JSON.parse(files.document));
    expect(read('openapi.json')).toBe(files.document);
    expect(read('src/schema.d.ts')).toBe(files.types);
    expect(read('staff-openapi.json')).toBe(files.staffDocument);
    expect(read('src/staff-schema.d.ts')).toBe(files.staffTypes);
  });

  it('gives the back office a staff client with the staff routes only', async () => {
    const { document, staffDocument } = await renderApiClientFiles();
    const staffPaths = Object.keys(JSON.parse(staffDocument).paths);
    expect(staffPaths).toEqual(
      expect.arrayContaining([
        '/api/staff/admin/v1/me',
        '/api/payment/admin/payment/v1/payments/{id}/approve',
        '/api/shipping-core/admin/shipment/v1/shipment-products/{id}/receive',
      ]),
    );
    expect(staffPaths.every((p) => p.includes('/admin/'))).toBe(true);
    const customerPaths = Object.keys(JSON.parse(document).paths);
    expect(customerPaths.filter((p) => staffPaths.includes(p))).toEqual([]);
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
