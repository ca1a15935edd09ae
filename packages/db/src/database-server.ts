import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

export const REPOSITORY_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../..',
);
export const DEFAULT_DATA_DIR = path.join(REPOSITORY_ROOT, '.data');

export interface DatabaseServer {
  connectionString: string;
  /** True when this process started an embedded PostgreSQL it must stop. */
  embedded: boolean;
  stop(): Promise<void>;
}

/** `DATABASE_URL` when set; otherwise the embedded PostgreSQL kept under `.data/`. */
export async function resolveDatabaseServer(
  databaseUrl: string | undefined,
  dataDir = DEFAULT_DATA_DIR,
): Promise<DatabaseServer> {
  if (databaseUrl) return { connectionString: databaseUrl, embedded: false, stop: async () => {} };
  const server = await startEmbeddedPostgres(dataDir);
  return { connectionString: server.connectionString, embedded: true, stop: server.stop };
}
