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
    databaseUrl: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * One fresh database per test run, on `DATABASE_URL`'s server or on an embedded PostgreSQL,
 * migrated and loaded with the demo data; dropped afterwards.
 */
export default async function setup(project: TestProject) {
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
  const name = `crossport_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const databaseUrl = withDatabase(serverUrl, name);
  const database = openDatabase(databaseUrl, 2);
  await runMigrations(database);
  await loadReferenceData(database.db);
  await loadDemoData(database.db);
  await database.pool.end();
  project.provide('databaseUrl', databaseUrl);

  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
    await embedded?.stop();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}
