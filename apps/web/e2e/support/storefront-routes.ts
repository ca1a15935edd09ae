import { readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const APP_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'app');

/**
 * Every storefront route, as the app directory declares it: each `page.tsx` under
 * apps/web/app, route groups (`(account)`) left out of the path. Dynamic segments stay as
 * written (`/products/[id]`), so a caller fills or skips them by name and a new route is
 * covered without editing a list.
 */
export function storefrontRoutes(dir = APP_DIR): string[] {
  const routes: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(at, entry.name));
      else if (entry.name === 'page.tsx') {
        const segments = relative(dir, at)
          .split(sep)
          .filter((segment) => segment && !/^\(.*\)$/.test(segment));
        routes.push(`/${segments.join('/')}`);
      }
    }
  };
  walk(dir);
  return routes.sort();
}

/** Whether a route has a segment only a real id (or slug) fills. */
export const isDynamic = (route: string) => /\[[^\]]+\]/.test(route);
