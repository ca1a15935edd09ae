import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CLIENT_NAMESPACES, pickMessages } from './client-messages.ts';

const web = fileURLToPath(new URL('..', import.meta.url));
const IMPORT = /(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+\.tsx?)'/g;

/**
 * The namespaces client-side code reached from the entries uses, with a file using each: files
 * marked 'use client' and everything they import run in the browser.
 */
function clientNamespaces(entries: string[]): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string, client: boolean) => {
    if (seen.has(`${file}|${client}`)) return;
    seen.add(`${file}|${client}`);
    const source = readFileSync(file, 'utf8');
    const inBrowser = client || /^\s*['"]use client['"]/.test(source);
    if (inBrowser) {
      const where = path.relative(web, file);
      for (const [, namespace] of source.matchAll(/useTranslations\(\s*(?:'([^']*)')?\s*\)/g)) {
        used.set(namespace ?? '(the whole catalogue)', where);
      }
      for (const [, namespace] of source.matchAll(/useMessages\(\)\.([\w.]+)/g)) {
        used.set(namespace!, where);
      }
    }
    for (const [, specifier] of source.matchAll(IMPORT)) {
      visit(path.resolve(path.dirname(file), specifier!), inBrowser);
    }
  };
  for (const entry of entries) visit(path.join(web, entry), false);
  return used;
}

/** Sections whose layout gives the whole catalogue (AccountMessages). */
const WHOLE_CATALOGUE = ['(account)', '(auth)', 'cart', 'checkout'];
const settingsInAccount = 'settings';

const routeFiles = readdirSync(path.join(web, 'app'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)(page|layout|error|not-found)\.tsx$/.test(file))
  .map((file) => `app/${file}`);

describe('messages sent to the browser', () => {
  it('takes the named namespaces, nested as in the catalogue', () => {
    const catalogue = { a: { b: 'B', c: { d: 'D' } }, e: 'E', f: { g: 'G' } };
    expect(pickMessages(catalogue, ['a.c', 'e', 'missing.x'])).toEqual({
      a: { c: { d: 'D' } },
      e: 'E',
    });
  });

  it("covers every namespace the public pages' client components use", () => {
    const publicRoutes = routeFiles.filter(
      (file) =>
        ![...WHOLE_CATALOGUE, settingsInAccount].some((section) =>
          file.startsWith(`app/${section}/`),
        ),
    );
    expect(publicRoutes).toContain('app/page.tsx');
    expect(publicRoutes).toContain('app/products/[id]/page.tsx');
    const covered = (namespace: string) =>
      PUBLIC_CLIENT_NAMESPACES.some(
        (picked) => namespace === picked || namespace.startsWith(`${picked}.`),
      );
    const missing = [...clientNamespaces(publicRoutes)]
      .filter(([namespace]) => !covered(namespace))
      .map(([namespace, file]) => `${namespace} (${file})`);
    expect(missing).toEqual([]);
  });

  it('gives the whole catalogue to the sections left out of the public list', () => {
    for (const section of WHOLE_CATALOGUE) {
      expect(readFileSync(path.join(web, 'app', section, 'layout.tsx'), 'utf8')).toContain(
        '<AccountMessages>',
      );
    }
    expect(readFileSync(path.join(web, 'app/settings/layout.tsx'), 'utf8')).toContain(
      "from '../(account)/layout.tsx'",
    );
  });
});
