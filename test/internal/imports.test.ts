/**
 * No import cycle in src/: every relative import (`import … from './x.js'`, type imports and
 * re-exports included) is an edge, and a depth-first search finds any cycle. A module that needs
 * a type of a module that needs it back moves the type to a leaf (as `catalogue.ts`, the
 * technique engine's `finding.ts`, `step.ts` do).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The relative imports of a module (static, dynamic, `export … from`) of other modules (`.js`,
 * the source's `.ts`), as file paths; data files (`package.json`) are no module of the graph.
 */
function importsOf(file: string, text: string): string[] {
  const targets = new Set<string>();
  const statement = /\b(?:import|export)\s[^;]*?\bfrom\s*['"](\.[^'"]+)['"]/g;
  const bare = /\bimport\s*['"](\.[^'"]+)['"]/g;
  const dynamic = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  for (const pattern of [statement, bare, dynamic])
    for (const match of text.matchAll(pattern))
      if (match[1]!.endsWith('.js')) targets.add(resolve(dirname(file), match[1]!.replace(/\.js$/, '.ts')));
  return [...targets];
}

/** Every cycle a depth-first search meets, each as the modules along it (relative to src/). */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('imports in src/', () => {
  const files = sources(SRC);
  const graph = new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));

  it('resolve to files of src/', () => {
    const missing = [...graph].flatMap(([file, targets]) =>
      targets.filter((target) => !graph.has(target)).map((target) => `${relative(SRC, file)} → ${target}`),
    );
    expect(missing).toEqual([]);
  });

  it('form no cycle, type imports included', () => {
    const cycles = cyclesOf(graph).map((cycle) => cycle.map((file) => relative(SRC, file)).join(' → '));
    expect(cycles).toEqual([]);
  });

  it('the check finds a cycle (type imports too) when there is one', () => {
    const a = join(SRC, 'a.ts');
    const b = join(SRC, 'b.ts');
    const toy = new Map([
      [a, importsOf(a, "import type { B } from './b.js';")],
      [b, importsOf(b, "import {\n  A,\n} from './a.js';")],
    ]);
    expect(cyclesOf(toy)).toEqual([[a, b, a]]);
  });
});
