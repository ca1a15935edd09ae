import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import net from 'node:net';
import path from 'node:path';
import { REPOSITORY_ROOT } from '@crossport/db';
import { afterAll } from 'vitest';
import { testDatabaseUrl } from './database-url.ts';

export interface ApiProcess {
  url: string;
  child: ChildProcess;
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

const BUILD_DIR = path.join(
  REPOSITORY_ROOT,
  'node_modules',
  '.cache',
  `crossport-services-${process.pid}`,
);
let built: Promise<string> | undefined;

/**
 * The API server compiled as `npm start` runs it (scripts/build-services.ts), once per test
 * process, beside node_modules so its imports resolve: it starts in half the time of tsx.
 */
function compiledServer(): Promise<string> {
  built ??= promisify(execFile)(
    process.execPath,
    // Only the API: the other bundles (web, launcher…) are not what these tests start.
    [
      '--import',
      'tsx',
      'scripts/build-services.ts',
      BUILD_DIR,
      'api-server=apps/api/src/server.ts',
    ],
    { cwd: REPOSITORY_ROOT },
  ).then(() => path.join(BUILD_DIR, 'api-server.mjs'));
  return built;
}

/**
 * The API as its own process (the compiled `apps/api/src/server.ts`) on this run's database,
 * for tests that must kill it (crash points) or restart it. Every process started is killed
 * after the file.
 */
export function useApiProcesses(baseEnv: () => Record<string, string>) {
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await rm(BUILD_DIR, { recursive: true, force: true });
    // The next file in this worker builds again rather than reuse the folder just removed.
    built = undefined;
  });

  return async function startApi(env: Record<string, string> = {}): Promise<ApiProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--enable-source-maps', await compiledServer()], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: testDatabaseUrl(),
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        SESSION_CACHE_SECONDS: '0',
        ...baseEnv(),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 600; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode})`);
      const up = await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) return { url, child };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The API did not start in 60 s');
  };
}

/** The settings that point an API process at a fake bKash server. */
export function fakeBkashEnv(fake: {
  url: string;
  credentials: { appKey: string; appSecret: string; username: string; password: string };
}): Record<string, string> {
  return {
    BKASH_BASE_URL: fake.url,
    BKASH_APP_KEY: fake.credentials.appKey,
    BKASH_APP_SECRET: fake.credentials.appSecret,
    BKASH_USERNAME: fake.credentials.username,
    BKASH_PASSWORD: fake.credentials.password,
  };
}
