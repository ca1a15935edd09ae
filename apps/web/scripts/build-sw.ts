/**
 * Builds the offline app's files into public/ before `next build` (docs/pwa.md):
 * - `sw.js`, the service worker (sw/sw.ts, Serwist) bundled by esbuild — Next's bundler does
 *   not build workers for public/;
 * - `offline/<lang>.html`, the offline page in each language, plain HTML from the catalogues.
 * The revision changes per build, so installed apps fetch the new files.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { offlinePageHtml, type OfflineWords } from './offline-page.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const LANGUAGES = ['en', 'bn'] as const;

await mkdir(`${root}public/offline`, { recursive: true });
for (const lang of LANGUAGES) {
  const messages = JSON.parse(await readFile(`${root}messages/${lang}.json`, 'utf8')) as {
    offline: OfflineWords;
  };
  await writeFile(`${root}public/offline/${lang}.html`, offlinePageHtml(lang, messages.offline));
}

await build({
  entryPoints: [`${root}sw/sw.ts`],
  outfile: `${root}public/sw.js`,
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2022',
  legalComments: 'none',
  define: {
    __BUILD_REVISION__: JSON.stringify(randomUUID()),
    __OFFLINE_LANGUAGES__: JSON.stringify(LANGUAGES),
  },
  logLevel: 'warning',
});
