/**
 * The replay of a multiple chain's branches, for the prose only. Internal; imported by
 * `prose-chains.ts` alone, so it loads with the prose (hints, `rateBoard(…, { steps: true })`).
 *
 * A Nishio, multiple or dynamic finding keeps only the potential each branch assumes
 * (`Finding.assumptions`). Propagation is deterministic, so replaying each assumption on the grid
 * the finding was made on rebuilds the very runs the producer saw; each branch is then read back
 * as its main line of first parents ({@link ChainBranch}), the rest of a dynamic link's parents
 * being the candidates removed earlier in the same run.
 */
import type { LogicGrid } from '../../grid.js';
import type { Finding } from '../finding.js';
import { NODES as NODES_TABLE, OFF as OFF_TABLE } from './potentials.js';
import { propagatorOf } from './producers.js';
import { modesOf, type MultipleMode, type Run } from './propagator.js';

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

// The last replay, kept for one call: the sentence (`prose-chains.ts`) and the links
// (`links.ts`) of one step both read the branches, on the same grid before it changes.
let lastFinding: Finding | null = null;
let lastGrid: LogicGrid | null = null;
let lastBranches: ChainBranch[] | null = null;

/**
 * The branches of a multiple chain finding `f` made on `grid` (the grid it was found on), or null
 * when `f` is not one. The rating keeps no branch: only the prose pays for this. Asked twice in a
 * row for the same finding and grid, it replays once.
 */
export function branchesOf(grid: LogicGrid, f: Finding): ChainBranch[] | null {
  if (f === lastFinding && grid === lastGrid) return lastBranches;
  const branches = replay(grid, f);
  lastFinding = f;
  lastGrid = grid;
  lastBranches = branches;
  return branches;
}

function replay(grid: LogicGrid, f: Finding): ChainBranch[] | null {
  // The nested dynamic chains come from one of several producers: the first that rebuilds the
  // branches is taken.
  for (const mode of modesOf(f.technique)) {
    const branches = replayIn(grid, f, mode);
    if (branches !== null) return branches;
  }
  return null;
}

function replayIn(grid: LogicGrid, f: Finding, which: MultipleMode): ChainBranch[] | null {
  const assumptions = f.assumptions;
  if (assumptions === undefined) return null;
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
      branches.push({
        assumption,
        line: lineOf(run, target),
        opposite: null,
        size: run.ancestorCount(target),
      });
    } else {
      if (absurd === null) return null;
      branches.push({
        assumption,
        line: lineOf(run, absurd.on, absurd.onParents),
        opposite: lineOf(run, absurd.off, absurd.offParents),
        size:
          run.ancestorCount(absurd.on, absurd.onParents) + run.ancestorCount(absurd.off, absurd.offParents),
      });
    }
    prop.release(run);
  }
  return branches;
}
