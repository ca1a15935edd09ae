import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/database.ts';

/**
 * The API's OpenAPI document, built from the route schemas without a database: the pool below
 * is never connected because generating the document runs no query.
 */
export async function createOpenApiDocument(): Promise<object> {
  return (await createOpenApiDocuments()).customer;
}

/** The customer document and the staff document (the back office's client), from one build. */
export async function createOpenApiDocuments(): Promise<{ customer: object; staff: object }> {
  const database = openDatabase('postgres://127.0.0.1:1/unused', 1);
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'production' }),
    database,
    logger: false,
  });
  await app.ready();
  const customer = app.swagger();
  const staff = app.staffDocument.render() as object;
  await app.close();
  await database.pool.end();
  return { customer, staff };
}
