import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The API's source folder; every path below is relative to it, with forward slashes. */
export const SRC = path.resolve(import.meta.dirname, '../src');

/** Static imports and re-exports; group 1 is `type` when the whole statement is type-only. */
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

/**
 * Every non-test file of apps/api/src and the files of apps/api/src it imports. With
 * `runtimeOnly`, type-only imports (`import type`, erased when compiled) are left out.
 */
export function importGraph({ runtimeOnly = false } = {}): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...[...text.matchAll(IMPORT)]
        .filter(([, typeOnly]) => !(runtimeOnly && typeOnly))
        .map(([, , specifier]) => specifier!),
      ...[...text.matchAll(DYNAMIC)].map(([, specifier]) => specifier!),
    ];
    const targets = specifiers
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.relative(SRC, path.resolve(path.dirname(file), specifier)))
      .map((target) => target.split(path.sep).join('/'))
      .filter((target) => !target.startsWith('..'));
    graph.set(path.relative(SRC, file).split(path.sep).join('/'), [...new Set(targets)]);
  }
  return graph;
}

/** The module a file belongs to (`modules/<name>/…`), or undefined. */
export const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];

/** Which layer a file is in, lowest first: what may import what runs down this list. */
export function layerOf(file: string): number {
  if (file.startsWith('platform/')) return 0;
  if (file.startsWith('modules/')) return 1; // modules/index.ts wires the modules: same layer
  // Reads sit beside workflows: both use modules through their doors, and no module uses them.
  if (file.startsWith('workflows/') || file.startsWith('reads/')) return 2;
  return 3; // entry files: app, server, worker, openapi-document, jobs/, demo/
}

/**
 * Module → the other modules it imports. A `tables.ts` importing another module's
 * `tables.ts` for a foreign key is the documented exception and no arrow.
 */
export function moduleArrows(graph: Map<string, string[]>): Map<string, Set<string>> {
  const arrows = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    if (!from) continue;
    if (!arrows.has(from)) arrows.set(from, new Set());
    for (const target of targets) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      if (file.endsWith('/tables.ts') && target.endsWith('/tables.ts')) continue;
      arrows.get(from)!.add(to);
    }
  }
  return arrows;
}

/** A circle of files importing each other, or undefined when there is none. */
export function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'open') return [...stack.slice(stack.indexOf(file)), file];
    state.set(file, 'open');
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      const cycle = visit(target);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}
