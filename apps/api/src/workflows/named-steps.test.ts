import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * "Workflow" means named steps (issue #31): a workflow whose body went back to a plain
 * function, calling services between steps or instead of them, fails here. Read from the
 * source, so every workflow is checked without building its services.
 */
const DIR = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * Each `createWorkflow(name, body)` of a file, with how many steps its body runs: each call of
 * its `run`, and each call that hands `run` on to shared steps (`runCheckoutSteps`).
 */
function workflowsIn(file: string): { workflow: string; steps: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: { workflow: string; steps: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'createWorkflow'
    ) {
      const [name, body] = node.arguments;
      const workflow = name && ts.isStringLiteral(name) ? name.text : `${file}: ${name?.getText()}`;
      const run =
        body && (ts.isArrowFunction(body) || ts.isFunctionExpression(body))
          ? body.parameters[1]?.name
          : undefined;
      found.push({ workflow, steps: run && ts.isIdentifier(run) ? runsOf(body!, run.text) : 0 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function runsOf(body: ts.Node, run: string): number {
  let count = 0;
  const isRun = (node: ts.Node) => ts.isIdentifier(node) && node.text === run;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && (isRun(node.expression) || node.arguments.some(isRun))) {
      count += 1;
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return count;
}

describe('every workflow', () => {
  const workflows = sourceFiles(DIR).flatMap(workflowsIn);

  it('is found: the consolidation, warehouse-request and receipt workflows among them', () => {
    expect(workflows.map((w) => w.workflow)).toEqual(
      expect.arrayContaining([
        'request-consolidation',
        'repack-consolidation',
        'confirm-consolidation',
        'cancel-consolidation',
        'ask-parcel-request',
        'answer-parcel-request',
        'receive-buy-product',
        'settle-payment',
      ]),
    );
  });

  it('runs at least two named steps through its run', () => {
    expect(workflows.filter((w) => w.steps < 2)).toEqual([]);
  });
});
