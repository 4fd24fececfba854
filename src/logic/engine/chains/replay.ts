/**
 * The replay of a multiple chain's branches, for the prose only. Internal; imported by
 * `prose-chains.ts` (the sentences) and `links.ts` (the links) alone, so it loads with the prose
 * (hints, `rateBoard(…, { steps: true })`).
 *
 * A Nishio, multiple or dynamic finding keeps only the potential each branch assumes
 * (`ForcingPattern.assumptions`). Propagation is deterministic, so replaying each assumption on the grid
 * the finding was made on rebuilds the very runs the finder saw; each branch is then read back
 * as its main line of first parents ({@link ChainBranch}), the rest of a dynamic link's parents
 * being the candidates removed earlier in the same run. For a nested chain, the branch also lists
 * the inner chains its end rests on ({@link InnerUse}): the replayed run records, per candidate an
 * inner chain removed, that chain's finding (`Run.nested`).
 */
import type { LogicGrid } from '../../grid.js';
import type { Finding } from '../finding.js';
import { NODES as NODES_TABLE, OFF as OFF_TABLE } from './potentials.js';
import { bindChainTables } from './producers.js';
import { propagatorOf } from './search.js';
import { modesOf, type MultipleMode, type NestedChain } from './modes.js';
import type { Run } from './run.js';
import { lastReplay } from './state.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const NODES = NODES_TABLE;
const OFF = OFF_TABLE;

/** One branch of a Nishio, multiple or dynamic forcing chain, replayed for the prose. */
export interface ChainBranch {
  /** The potential the branch assumes. */
  readonly assumption: number;
  /**
   * The branch's main line, as potentials from the assumption: to the conclusion, or for a
   * contradiction to the potential it finds true.
   */
  readonly line: readonly number[];
  /** For a contradiction: the line to the same candidate found false; else null. */
  readonly opposite: readonly number[] | null;
  /** Distinct potentials the branch's end depends on (its share of the complexity). */
  readonly size: number;
  /**
   * Nested chains: the inner chains the branch's end rests on, those on its main lines first (in
   * line order), then the others as the walk back from the end meets them; empty otherwise.
   */
  readonly inner: readonly InnerUse[];
}

/** An inner chain of a nested branch: what it removed in the branch, and what it rests on. */
export interface InnerUse {
  /** The "off" potential the inner chain removed in the branch. */
  readonly node: number;
  /**
   * The inner chain's finding, made on the branch's what-if grid (the grid with the candidates the
   * branch removed before it erased).
   */
  readonly finding: NestedChain['finding'];
  /** The candidates the branch removed that the inner chain relies on, as "off" potentials. */
  readonly parents: readonly number[];
}

/**
 * The line of first parents that leads to `node` in `run` (`own` overrides the node's parents),
 * from the seed: the main thread of a branch, whose other parents are the candidates removed
 * earlier in the same run.
 */
function lineOf(run: Run, node: number, own?: readonly number[]): number[] {
  const { start, len, pool } = run;
  const out = [node];
  const first = (q: number): number => (start[q]! >= 0 && len[q]! > 0 ? pool[start[q]!]! : -1);
  let p = own !== undefined ? (own.length > 0 ? own[0]! : -1) : first(node);
  // Parents are always discovered before their children, so the walk ends; bounded regardless.
  for (let guard = 0; p >= 0 && guard < NODES; guard++) {
    out.push(p);
    p = first(p);
  }
  return out.reverse();
}

/**
 * The inner chains among the ancestors of `ends` in `run` (each end with its own parents when
 * given), main lines first: see {@link ChainBranch.inner}.
 */
function innerOf(
  run: Run,
  ends: readonly (readonly [node: number, own: readonly number[] | undefined])[],
  lines: readonly (readonly number[])[],
): InnerUse[] {
  const nested = run.nested;
  if (nested === null) return [];
  const { start, len, pool } = run;
  const seen = new Set<number>();
  const order: number[] = [];
  const queue: number[] = [];
  const visit = (q: number): void => {
    if (seen.has(q)) return;
    seen.add(q);
    queue.push(q);
  };
  for (const [node, own] of ends) {
    if (own === undefined) visit(node);
    else for (const q of own) visit(q);
  }
  for (let head = 0; head < queue.length; head++) {
    const q = queue[head]!;
    if (nested[q] !== undefined) order.push(q);
    const from = start[q]!;
    if (from < 0) continue;
    for (let i = 0; i < len[q]!; i++) visit(pool[from + i]!);
  }
  const onLine = lines.flat();
  const rank = (q: number): number => {
    const i = onLine.indexOf(q);
    return i < 0 ? onLine.length + order.indexOf(q) : i;
  };
  return order
    .sort((a, b) => rank(a) - rank(b))
    .map((node) => {
      const from = start[node]!;
      return {
        node,
        finding: nested[node]!.finding,
        parents: Array.from(pool.subarray(from, from + len[node]!)),
      };
    });
}

/**
 * The branches of a multiple chain finding `f` made on `grid` (the grid it was found on), or null
 * when `f` is not one. The rating keeps no branch: only the prose pays for this. Asked twice in a
 * row for the same finding and grid, it replays once (`lastReplay` of `state.ts`).
 */
export function branchesOf(grid: LogicGrid, f: Finding): ChainBranch[] | null {
  bindChainTables();
  return lastReplay(grid, f, replay);
}

function replay(grid: LogicGrid, f: Finding): ChainBranch[] | null {
  // The nested dynamic chains come from one of several finders: the first that rebuilds the
  // branches is taken.
  for (const mode of modesOf(f.technique)) {
    const branches = replayIn(grid, f, mode);
    if (branches !== null) return branches;
  }
  return null;
}

function replayIn(grid: LogicGrid, f: Finding, which: MultipleMode): ChainBranch[] | null {
  if (f.pattern.kind !== 'forcing') return null;
  const assumptions = f.pattern.assumptions;
  const prop = propagatorOf(grid.values, grid.masks, which);
  // A single assumption is a contradiction; otherwise every branch reaches the conclusion.
  const target =
    assumptions.length === 1 ? -1 : f.cell >= 0 ? f.cell * 9 + f.digit - 1 : OFF + f.removals[0]!;
  const branches: ChainBranch[] = [];
  for (const assumption of assumptions) {
    const run = prop.seeded(assumption);
    const absurd = prop.propagate(run);
    if (target >= 0) {
      if (!run.has(target)) return null; // not found on this grid
      const line = lineOf(run, target);
      branches.push({
        assumption,
        line,
        opposite: null,
        size: run.ancestorCount(target),
        inner: innerOf(run, [[target, undefined]], [line]),
      });
    } else {
      if (absurd === null) return null;
      const line = lineOf(run, absurd.on, absurd.onParents);
      const opposite = lineOf(run, absurd.off, absurd.offParents);
      branches.push({
        assumption,
        line,
        opposite,
        size:
          run.ancestorCount(absurd.on, absurd.onParents) + run.ancestorCount(absurd.off, absurd.offParents),
        inner: innerOf(
          run,
          [
            [absurd.on, absurd.onParents],
            [absurd.off, absurd.offParents],
          ],
          [line, opposite],
        ),
      });
    }
    prop.release(run);
  }
  return branches;
}
