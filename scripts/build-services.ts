/**
 * Compiles the Node services (API server, API worker, identity service) to plain JavaScript,
 * one ESM bundle each, so they start without compiling TypeScript at run time (tsx spends
 * seconds and memory on every start). Our own code and workspace packages are bundled;
 * everything from node_modules stays an import. `import.meta.url` keeps naming the source
 * file (and `import.meta.dirname` its folder), so the few files that find data beside
 * themselves (migrations, fonts, the HS-code list, the Next builds) read it where it is: a bundle runs inside its checkout (or an image of it).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SERVICE_ENTRIES = {
  'api-server': 'apps/api/src/server.ts',
  'api-worker': 'apps/api/src/worker.ts',
  'identity-server': 'apps/identity/src/server.ts',
  // The web and back-office HTTP servers around Next's handler (Next's own build is `next
  // build`), and the local bKash fake `npm start` runs when no gateway is configured.
  'web-server': 'apps/web/server.ts',
  'admin-server': 'apps/admin/server.ts',
  'fake-bkash': 'apps/api/src/modules/payments/bkash/fake-bkash-main.ts',
  // `npm start`'s launcher: the database, migrations, demo data, then the processes above.
  start: 'scripts/start.ts',
} as const;
export type ServiceName = keyof typeof SERVICE_ENTRIES;

/** Where `npm run build:services` writes: inside the repository, so imports find node_modules. */
export const SERVICES_DIR = path.join(ROOT, 'dist', 'services');

const keepPackagesExternal: Plugin = {
  name: 'node-modules-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@crossport/') ? undefined : { path: args.path, external: true },
    );
  },
};

const sourceFileUrls: Plugin = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      const contents = source
        .replaceAll('import.meta.url', url)
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: 'ts' };
    });
  },
};

export async function buildServices(outdir: string = SERVICES_DIR): Promise<string> {
  return bundleForNode(SERVICE_ENTRIES, outdir);
}

/**
 * One ESM bundle per entry (name → source file, relative to the repository), the way the
 * services are built; `outdir` must be inside the repository so imports find node_modules.
 */
export async function bundleForNode(
  entries: Record<string, string>,
  outdir: string,
): Promise<string> {
  await build({
    absWorkingDir: ROOT,
    entryPoints: entries,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
    plugins: [keepPackagesExternal, sourceFileUrls],
  });
  return outdir;
}

// `tsx scripts/build-services.ts [outdir [name=entry…]]`: the services, or the entries named
// (the API bench builds its server this way).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const [given, ...named] = process.argv.slice(2);
  const outdir = given ? path.resolve(given) : SERVICES_DIR;
  if (named.length) {
    await bundleForNode(Object.fromEntries(named.map((pair) => pair.split('=', 2))), outdir);
  } else {
    await buildServices(outdir);
  }
  console.log(`services built in ${Date.now() - started} ms: ${path.relative(ROOT, outdir)}`);
}
