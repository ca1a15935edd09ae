import { createOpenApiDocuments } from '@crossport/api/openapi';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

const banner = (which: string) =>
  `// Generated from the ${which} OpenAPI document by \`npm run generate:api-client\`.\n// Do not edit by hand.\n`;

export interface ApiClientFiles {
  document: string;
  types: string;
  staffDocument: string;
  staffTypes: string;
}

async function render(openapi: object, which: string) {
  const document = await prettier.format(JSON.stringify(openapi), { parser: 'json' });
  const ast = await openapiTS(openapi as Parameters<typeof openapiTS>[0]);
  return { document, types: banner(which) + astToString(ast) };
}

/** Renders the API's current OpenAPI documents (customer, staff) and their types, as committed. */
export async function renderApiClientFiles(): Promise<ApiClientFiles> {
  const { customer, staff } = await createOpenApiDocuments();
  const customerFiles = await render(customer, 'commerce API');
  const staffFiles = await render(staff, 'staff API');
  return { ...customerFiles, staffDocument: staffFiles.document, staffTypes: staffFiles.types };
}
