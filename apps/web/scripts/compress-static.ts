/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each script and style of the build,
 * after `next build` (docs/performance.md); the web server answers from them
 * (lib/precompressed.ts). Both at their best level: slow, but done once per build instead of
 * on every request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS } from '../lib/precompressed.ts';

const staticDir = fileURLToPath(new URL('../.next/static', import.meta.url));
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

const files = (await readdir(staticDir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE_EXTENSIONS.includes(path.extname(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name));

let before = 0;
let after = 0;
for (const file of files) {
  const content = await readFile(file);
  const [brotli, gzipped] = await Promise.all([
    toBrotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    toGzip(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
  before += content.length;
  after += brotli.length;
}
console.log(
  `compressed ${files.length} static files: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB (brotli)`,
);
