/**
 * Where a puzzle stalls: a screen of generation by technique (`./technique.ts`) that refuses,
 * before its rating or its hint path, most puzzles that do not need the technique.
 *
 * A rating, or the hint engine's path, takes one step at a time: at each step its finders are
 * asked again, cheapest first, and the first finding alone is applied. Such a path uses the
 * technique only where no finder before it moves on any more, and the technique's does. The
 * findings' eliminations hold in the puzzle's one solution, whatever the order they are found in,
 * and a finder that found something finds it again (or its pattern has been finished by singles)
 * in a position with fewer candidates, so the finders before the technique first stall in the same
 * position on every path: the one reached by applying every finding of each finder at once, and
 * the singles in bulk (`LogicGrid.propagateSingles`), until none moves on ({@link stallOf}). That
 * takes far fewer finder runs than a path, which asks every finder again after each single and
 * runs a chain search for each elimination where this runs it once for all it finds. A puzzle
 * whose closure solves it, or where the technique does not move on where it stalls, does not need
 * it ({@link mayNeed}); the others go on to the rating or the hint path, which decide.
 *
 * The uniqueness techniques (unique loops, BUG) are the exception to "finds it again": more
 * eliminations elsewhere may break their pattern. Where that made a path stall elsewhere than the
 * closure, the screen could refuse a puzzle the path keeps; never the reverse, since the rating or
 * the hint path still decides every puzzle it passes.
 */
import type { Finder, Finding } from '../logic/engine/finding.js';
import { codeCell, codeDigit, LogicGrid } from '../logic/grid.js';
import { throwIfAborted } from '../internal/args.js';
import type { Polled } from '../internal/deadline.js';

/**
 * The finders of a closure, and the technique's test where it stalls (`movesOn`). `finders` run
 * in turn (after the singles, which the grid places in bulk); only their findings of the `allowed`
 * techniques are applied (a finder may report later techniques too).
 */
export interface StallFinders {
  readonly finders: readonly Finder[];
  readonly allowed: ReadonlySet<string>;
  /** True when the technique moves on in the stalled position `grid`. */
  readonly movesOn: (grid: LogicGrid, deadline: Polled | undefined) => boolean;
}

/**
 * Applies to `grid` every single and every finding of `closure.finders`, each finder's findings
 * all at once, from the first finder again after any change, until none moves on. True when that
 * solves the grid; false when it stalls (the grid is left where it stalled). `grid` must hold a
 * puzzle with one solution: the findings are applied as they come. `deadline` is polled between
 * finder runs and inside the chains.
 */
export function stallOf(grid: LogicGrid, closure: StallFinders, deadline: Polled | undefined): boolean {
  const { finders, allowed } = closure;
  const found: Finding[] = [];
  const sink = (f: Finding): boolean => {
    if (allowed.has(f.technique)) found.push(f);
    return false;
  };
  grid.propagateSingles();
  for (let k = 0; k < finders.length;) {
    if (grid.emptyCount() === 0) return true;
    throwIfAborted(deadline);
    found.length = 0;
    finders[k]!(grid, sink, deadline);
    let moved = false;
    for (const f of found) {
      for (const code of f.removals) if (grid.eliminate(codeCell(code), codeDigit(code))) moved = true;
      if (f.cell >= 0 && grid.values[f.cell] === 0) {
        grid.place(f.cell, f.digit);
        moved = true;
      }
    }
    if (moved) {
      grid.propagateSingles();
      k = 0;
    } else k++;
  }
  return grid.emptyCount() === 0;
}

/**
 * False when the puzzle `values` (one solution, classic rules) does not need the technique of
 * `closure` (see the header): the closure solves it, or the technique does not move on where the
 * closure stalls.
 */
export function mayNeed(values: Uint8Array, closure: StallFinders, deadline: Polled | undefined): boolean {
  const grid = LogicGrid.fromValues(values);
  return !stallOf(grid, closure, deadline) && closure.movesOn(grid, deadline);
}
