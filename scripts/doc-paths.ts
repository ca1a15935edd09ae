/**
 * Fails `npm run lint` when README.md or a note in docs/ names a file or folder that is no
 * longer there. A path counts when it is in backticks or a link, or starts with apps/,
 * packages/, scripts/ or docs/. Notes often name a file from where its reader stands
 * (`platform/storage.ts`, `lib/upstream.ts`), so a path is found when a tracked file or folder
 * ends with it; a lone name (`runner.ts`) when some tracked file has that name.
 *   tsx scripts/doc-paths.ts
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|jsonc|md|sql|css|yml|yaml|ttf|svg|png|txt)$/;
const ROOTED = /(?<![\w./-])((?:apps|packages|scripts|docs)\/[^\s`'",;]*)/g;
/** Named on purpose though not in the repository, and why. */
const NOT_OURS: Record<string, string> = {
  'public/sw.js': 'built from apps/web/sw by apps/web/scripts/build-sw.ts',
  'apps/web/public/sw.js': 'built from apps/web/sw by apps/web/scripts/build-sw.ts',
  'base-server.js': "Next.js's own file",
  'message-ids.json': "Kratos's own file",
  'x.png': 'an example of a file name',
  'apps/api/bench/results/latest.json': 'written by npm run bench, ignored by git',
  'test-results/': "Playwright's output folder, ignored by git",
};

/** The paths a markdown text names: code spans and links that look like files, rooted paths. */
export function pathsIn(markdown: string): string[] {
  const found = new Set<string>();
  const consider = (raw: string) => {
    const candidate = raw.trim().replace(/[#?].*$/, '');
    if (!candidate || /^[a-z]+:/i.test(candidate) || candidate.startsWith('/')) return; // URLs, API paths
    if (candidate.startsWith('@') || candidate.startsWith('node_modules/')) return; // packages
    if (/^(application|multipart|text|image|video|audio)\//.test(candidate)) return; // media types
    if (candidate.startsWith('.') && !candidate.startsWith('../')) return; // dot folders (.data/) are not tracked
    if (
      /[\s*<>{}$=,:;`'"|]/.test(candidate) ||
      candidate.includes('...') ||
      candidate.includes('…')
    )
      return;
    if (!/^[\w@.\-/[\]()]+$/.test(candidate) || candidate in NOT_OURS) return;
    const segments = candidate.replace(/\/$/, '').split('/');
    if (segments.slice(0, -1).some((s) => s !== '..' && s.includes('.'))) return; // Code.member/...
    // Without an extension only a folder (trailing slash) or a rooted path is surely a path:
    // `suggestion/terms` is an API path, `next/server` a module.
    const rooted = /^(apps|packages|scripts|docs)\//.test(candidate);
    if (!EXTENSIONS.test(candidate) && !candidate.endsWith('/') && !rooted) return;
    found.add(candidate);
  };
  const withoutFences = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, span] of withoutFences.matchAll(/`([^`\n]+)`/g)) consider(span!);
  for (const [, target] of withoutFences.matchAll(/\]\(([^)\s]+)\)/g)) consider(target!);
  for (const [, rooted] of withoutFences.replaceAll('](', ' ').matchAll(ROOTED)) {
    consider(rooted!.replace(/[.)]+$/, ''));
  }
  return [...found];
}

/** Whether a path a note in `docDir` names is a tracked file or folder (see the top). */
export function existsIn(tracked: readonly string[], docDir: string, named: string): boolean {
  if (named.startsWith('../')) return true; // beside the repository (../shared/): not ours to check
  const clean = named.replace(/\/$/, '');
  const fromDoc = path.posix.normalize(path.posix.join(docDir, clean));
  return tracked.some(
    (file) =>
      file === clean ||
      file === fromDoc ||
      file.startsWith(`${clean}/`) ||
      file.startsWith(`${fromDoc}/`) ||
      file.endsWith(`/${clean}`) ||
      file.includes(`/${clean}/`),
  );
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const notes = tracked.filter((file) => file === 'README.md' || /^docs\/[^/]+\.md$/.test(file));
  const stale = notes.flatMap((note) =>
    pathsIn(readFileSync(path.join(root, note), 'utf8'))
      .filter((named) => !existsIn(tracked, path.posix.dirname(note), named))
      .map((named) => `${note}: ${named}`),
  );
  if (stale.length > 0) {
    console.error(`Docs name paths that are not in the repository:\n  ${stale.join('\n  ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === import.meta.filename) main();
