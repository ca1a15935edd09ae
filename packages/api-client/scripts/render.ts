import { createOpenApiDocument } from '@crossport/api/openapi';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

const BANNER =
  '// Generated from the commerce API OpenAPI document by `npm run generate:api-client`.\n// Do not edit by hand.\n';

/** Renders the API's current OpenAPI document and its TypeScript types, as committed. */
export async function renderApiClientFiles(): Promise<{ document: string; types: string }> {
  const openapi = await createOpenApiDocument();
  const document = await prettier.format(JSON.stringify(openapi), { parser: 'json' });
  const ast = await openapiTS(openapi as Parameters<typeof openapiTS>[0]);
  const types = BANNER + astToString(ast);
  return { document, types };
}
