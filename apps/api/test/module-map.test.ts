import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycle, importGraph, layerOf, moduleArrows, moduleOf, SRC } from './import-graph.ts';

/**
 * docs/architecture.md's module map is the allow-list of which module may import which; this
 * test holds the code to it and it to the code, so neither drifts (issue #31).
 */
const doc = readFileSync(path.resolve(SRC, '../../../docs/architecture.md'), 'utf8');

/** The arrows of the doc's "Which module may use which" block. */
function documentedArrows(): Map<string, Set<string>> {
  const section = doc.slice(doc.indexOf('- **Which module may use which**'));
  const block = /```\n([\s\S]*?)\n\s*```/.exec(section)![1]!;
  const arrows = new Map<string, Set<string>>();
  for (const line of block.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('(')) continue;
    const [left, right] = line.split(/─*►/);
    const targets = right!
      .replace(/\([^)]*\)/g, '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    for (const name of left!.split(',').map((n) => n.trim())) {
      expect(arrows.has(name), `${name} is on the map twice`).toBe(false);
      arrows.set(name, new Set(targets));
    }
  }
  return arrows;
}

const sorted = (arrows: Map<string, Set<string>>) =>
  Object.fromEntries([...arrows].map(([m, to]) => [m, [...to].sort()]).sort());

describe('the module map', () => {
  const graph = importGraph();

  it("is the code's: each module imports exactly the modules docs/architecture.md draws", () => {
    expect(sorted(moduleArrows(graph))).toEqual(sorted(documentedArrows()));
  });

  it('has no circle between modules', () => {
    const modules = new Map(
      [...moduleArrows(graph)].map(([m, to]) => [m, [...to]] as [string, string[]]),
    );
    expect(findCycle(modules)).toBeUndefined();
  });

  it('has no circle between files at run time', () => {
    // Type-only imports are erased when compiled; a circle of them orders nothing.
    expect(findCycle(importGraph({ runtimeOnly: true }))).toBeUndefined();
  });

  it('runs one way: entry files → workflows and reads → modules → platform', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets.filter((t) => layerOf(t) > layerOf(file)).map((t) => `${file} → ${t}`),
    );
    expect(upward).toEqual([]);
  });

  it('lets workflows, reads and entry files into a module only through its door', () => {
    const door = /^modules\/(?:[^/]+\/)?index\.ts$/;
    const tablesOnly = /^modules\/[^/]+\/tables\.ts$/; // demo/ writes rows like a migration
    const private_ = [...graph].flatMap(([file, targets]) =>
      moduleOf(file) || file === 'modules/index.ts'
        ? []
        : targets
            .filter((t) => t.startsWith('modules/') && !door.test(t))
            .filter((t) => !(file.startsWith('demo/') && tablesOnly.test(t)))
            .map((t) => `${file} → ${t}`),
    );
    expect(private_).toEqual([]);
  });

  it('keeps repositories behind the door but for factories, row types and counting reads', () => {
    // docs/architecture.md "One door": a door hands modules/index.ts its repository factory
    // and the staff dashboard its read-only counts; nothing else of a repository leaves.
    const allowed =
      /^(create\w+Repository|\w+Repository|\w+Row|\w+Backlogs|\w+DailyCounts|refreshSearchEntries)$/;
    const leaks = [...graph.keys()]
      .filter((file) => /^modules\/[^/]+\/index\.ts$/.test(file))
      .flatMap((file) => {
        const text = readFileSync(path.join(SRC, file), 'utf8');
        return [
          ...text.matchAll(
            /export\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'\.\/([\w-]*repository)\.ts'/g,
          ),
        ]
          .flatMap(([, names]) => names!.split(','))
          .map((name) => name.replace(/^\s*type\s+/, '').trim())
          .filter((name) => name && !allowed.test(name))
          .map((name) => `${file}: ${name}`);
      });
    expect(leaks).toEqual([]);
  });
});
