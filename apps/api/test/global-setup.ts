import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadDemoData } from '../src/demo/load-demo-data.ts';
import { openDatabase } from '../src/platform/database.ts';
import { loadReferenceData } from '../src/reference-data.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '@crossport/db';
import { runMigrations } from '../src/platform/migrations.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One database per test worker (see test/database-url.ts). */
    databaseUrls: string[];
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

interface TestDatabases {
  urls: string[];
  drop(): Promise<void>;
}

let shared: Promise<TestDatabases> | undefined;
let projects = 0;

/**
 * Fresh databases per test run, on `DATABASE_URL`'s server or on an embedded PostgreSQL: a
 * template migrated and loaded with the demo data, and one copy of it per test worker; all
 * dropped afterwards. The projects that use this setup (`api`, `api-isolated`) share one set,
 * since they share the workers: made by the first, dropped after the last.
 */
export default async function setup(project: TestProject) {
  projects += 1;
  shared ??= createDatabases(Math.max(1, project.globalConfig.maxWorkers));
  const databases = await shared;
  project.provide('databaseUrls', databases.urls);
  return async () => {
    projects -= 1;
    if (projects === 0) await databases.drop();
  };
}

async function createDatabases(workers: number): Promise<TestDatabases> {
  let embedded: EmbeddedServer | undefined;
  let tempDir: string | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossport-test-pg-'));
    // The embedded server runs as an unprivileged user that must reach its data folder.
    fs.chmodSync(tempDir, 0o755);
    embedded = await startEmbeddedPostgres(tempDir, 'postgres');
    serverUrl = embedded.connectionString;
  }
  // One template, migrated and loaded once; each worker gets a copy of it, which PostgreSQL
  // makes by copying files (no migrations or demo data per copy).
  const name = `crossport_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const database = openDatabase(withDatabase(serverUrl, name), 2);
  await runMigrations(database);
  await loadReferenceData(database.db);
  await loadDemoData(database.db);
  await database.pool.end();
  // As many copies as workers may run at once (vitest.config.ts `maxWorkers`).
  const names = Array.from({ length: workers }, (_, i) => `${name}_w${i + 1}`);
  for (const copy of names) await admin.query(`CREATE DATABASE ${copy} TEMPLATE ${name}`);
  await admin.end();
  return {
    urls: names.map((copy) => withDatabase(serverUrl, copy)),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      for (const copy of [...names, name]) {
        await cleanup.query(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
      }
      await cleanup.end();
      await embedded?.stop();
      if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
