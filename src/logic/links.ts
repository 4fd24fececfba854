/**
 * The links of a chain step, as public data: each link joins two candidates and is strong or
 * weak. Internal; built from the finding where the public step is built (the hints and
 * `rateBoard(…, { steps: true })`), never by the rating alone.
 *
 * A chain is recorded as *potentials* (see `CyclePattern.chain`): a candidate said true (its code) or
 * false (`729 + code`), each implying the next. A link into a false potential is **weak** (the
 * two candidates cannot both be true: "r1c1 is 3, so r1c5 is not 3"); a link into a true one is
 * **strong** (at least one of the two is true: "r1c5 is not 4, so r2c5 is 4"), the Eureka
 * convention HoDoKu and Sudoku Explainer draw as dashed and solid lines. In the dynamic chains
 * (Nishio, multiple, dynamic and dynamic (+) forcing chains) a potential may follow from several
 * earlier ones; a branch is read along its line of first parents (`branchesOf`), so its links are
 * that line's, and a contradiction's two lines are both given. Consecutive potentials of the same
 * candidate (none in today's chains) give no link.
 */
import { OFF } from './engine/chains/potentials.js';
import { branchesOf } from './engine/chains/replay.js';
import type { Finding } from './engine/finding.js';
import type { LogicGrid } from './grid.js';
import { candidateRef, type SudokuStepLink } from './step.js';

const NO_LINKS: readonly SudokuStepLink[] = /* @__PURE__ */ Object.freeze([]);

/**
 * The links of finding `f` made on `grid` (the grid before the step), in chain order, each link
 * once (a forcing chain's branches may share their first links): the chain of a cycle or forcing
 * X-/XY-chain, every branch line of a multiple or dynamic chain; none for other findings.
 */
export function findingLinks(f: Finding, grid: LogicGrid): readonly SudokuStepLink[] {
  const p = f.pattern;
  let lines: (readonly number[])[];
  if (p.kind === 'cycle' || p.kind === 'chain') lines = [p.chain];
  else if (p.kind === 'forcing') {
    const branches = branchesOf(grid, f);
    if (branches === null) return NO_LINKS;
    lines = branches.flatMap((b) => (b.opposite === null ? [b.line] : [b.line, b.opposite]));
  } else return NO_LINKS;
  const seen = new Set<number>();
  const links: SudokuStepLink[] = [];
  for (const line of lines)
    for (let i = 1; i < line.length; i++) {
      const from = line[i - 1]! % OFF;
      const node = line[i]!;
      const to = node % OFF;
      if (from === to) continue;
      const strong = node < OFF;
      // Codes are below 729, so this key is one per (from, to, kind).
      const key = (from * OFF + to) * 2 + (strong ? 1 : 0);
      if (seen.has(key)) continue;
      seen.add(key);
      links.push(
        Object.freeze({ from: candidateRef(from), to: candidateRef(to), kind: strong ? 'strong' : 'weak' }),
      );
    }
  return links.length === 0 ? NO_LINKS : Object.freeze(links);
}
