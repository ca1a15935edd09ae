import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/platform/database.ts';
import { testDatabaseUrl } from './database-url.ts';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/** Boots the real API against this run's database for the tests of one file. */
export function useTestApp(
  options: {
    env?: () => Record<string, string>;
    /** Gateways and checks the app takes from outside (a bKash double, an asset check, a clock). */
    app?: () => Pick<AppOptions, 'bkash' | 'assetOwnedBy' | 'now'>;
  } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const databaseUrl = testDatabaseUrl();
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      // Files tests upload or render stay out of the repository's .data/.
      STORAGE_DIR: path.join(tmpdir(), `crossport-test-storage-${process.pid}`),
      ...options.env?.(),
    });
    // A small pool with the server's lock timeout, so bursts meet the pool as in production.
    context.database = openDatabase(databaseUrl, 4, {
      lockTimeoutMs: config.DATABASE_LOCK_TIMEOUT_MS,
    });
    context.app = await buildApp({
      config,
      database: context.database,
      // TEST_LOG=error shows what a 500 hid (the error shape never carries it).
      logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
      ...options.app?.(),
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.pool.end();
  });
  return context;
}
