/**
 * The chain producers: Sudoku Explainer 1.2.1's chaining engine as the rating and the hints call
 * it. Internal.
 *
 * SE rates everything above 6.5 with one engine that follows *implications between candidates*
 * ("potentials", `potentials.ts`): a candidate assumed true ("on") turns its cell's other
 * candidates and its peers' copies off; a candidate turned off turns on the other candidate of a
 * bivalue cell (a Y-link) or the other place of a digit with two places in a unit (an X-link).
 * From that one engine come:
 *
 * | producer | what it looks for | base rating |
 * |---|---|---|
 * | cycles and forcing chains | X-, Y- and XY-cycles; a candidate implying its own negation (forcing X- and XY-chains) | 6.5 / 6.6 / 7.0 |
 * | Nishio | X-links only, *dynamic*: an assumption that leads to a candidate both on and off | 7.5 |
 * | multiple | every candidate of a cell (or every place of a digit in a unit) implying the same thing | 8.0 |
 * | dynamic | the same plus contradictions and double implications, propagating on a what-if grid | 8.5 |
 * | dynamic (+) | dynamic, and when propagation stalls, pointing/claiming, pairs and X-Wings on the what-if grid | 9.0 |
 *
 * The first is a search of one-direction chains on the grid as it stands (`unary.ts`); the other
 * four compare the runs of the dynamic propagator (`propagator.ts`, whose `MODES` table says how
 * each one propagates) from several assumptions. Each producer returns every finding it sees,
 * best first.
 *
 * The length term L (see `lengthTenths`) grows with the chain's *complexity*: the number of
 * distinct candidates among the conclusion's ancestors, counting the hidden parents a dynamic
 * step depends on (the candidates removed earlier in the same what-if run). SE keeps the first
 * way it reaches a candidate; so does this engine, with SE's processing order (breadth-first
 * layers for the unary chains; "on" before "off" in the multiple chains), so complexities and
 * therefore ratings match.
 *
 * Nested levels beyond "(+)" (SE's 9.5–11 "nested" chains) are not searched: a puzzle that needs
 * them is reported as beyond the rating's techniques.
 */
import {
  CELL_COUNT as CELL_COUNT_TABLE,
  SE_CELL_UNITS as SE_UNITS_TABLE,
  SIZE as SIZE_TABLE,
  UNIT_CELLS as UNIT_CELLS_TABLE,
} from '../../../board/geometry.js';
import { throwIfAborted } from '../../../internal/args.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../../internal/bits.js';
import type { LogicGrid } from '../../grid.js';
import type { Finding, FindingSink } from '../finding.js';
import {
  ORDER_BINARY,
  ORDER_CELL,
  ORDER_CONTRADICTION,
  ORDER_UNIT,
  OFF as OFF_TABLE,
  chainHint,
  sortHints,
  targetRemovals,
} from './potentials.js';
import { MODES, Propagator, type MultipleMode, type Run } from './propagator.js';
import { UnaryScratch, loopHints } from './unary.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const CELL_COUNT = CELL_COUNT_TABLE;
const SE_UNITS = SE_UNITS_TABLE;
const SIZE = SIZE_TABLE;
const UNIT_CELLS = UNIT_CELLS_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;
const OFF = OFF_TABLE;

/**
 * SE's first chaining producer: X-, Y- and XY-cycles and forcing X- and XY-chains, streamed best
 * first (lowest rating, then complexity, then SE's kind order). SE ranks every chain before it
 * reports one, so they are all collected and sorted first.
 */
export function cycleAndForcingChains(grid: LogicGrid, sink: FindingSink, signal?: AbortSignal): boolean {
  return stream(cycleAndForcingHints(grid, signal), sink);
}

/**
 * One of SE's multiple-chain producers (Nishio, multiple, dynamic, dynamic (+)), streamed best
 * first; collected and sorted first, as for {@link cycleAndForcingChains}.
 */
export function multipleChains(
  grid: LogicGrid,
  which: MultipleMode,
  sink: FindingSink,
  signal?: AbortSignal,
): boolean {
  return stream(multipleChainHints(grid, which, signal), sink);
}

function stream(findings: readonly Finding[], sink: FindingSink): boolean {
  for (const f of findings) if (sink(f, null)) return true;
  return false;
}

/** Every finding of the first producer, best first. */
function cycleAndForcingHints(grid: LogicGrid, signal?: AbortSignal): Finding[] {
  const scratch = new UnaryScratch();
  const result: Finding[] = [];
  loopHints(scratch, grid, false, true, result, signal);
  loopHints(scratch, grid, true, false, result, signal);
  loopHints(scratch, grid, true, true, result, signal);
  sortHints(result);
  return result;
}

/**
 * One of SE's multiple-chain producers (Nishio, multiple, dynamic, dynamic (+)): every hint it
 * finds on `grid`, best first.
 */
function multipleChainHints(grid: LogicGrid, which: MultipleMode, signal?: AbortSignal): Finding[] {
  const mode = MODES[which];
  const { values, masks } = grid;
  const prop = new Propagator(values, masks, mode);
  const { id: technique } = mode;
  const result: Finding[] = [];
  const multiple = !mode.nishio;
  const contradictions = mode.dynamic || mode.nishio;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (values[cell] !== 0) continue;
    const card = POPCOUNT[masks[cell]!]!;
    if (!(card > 2 || (card > 1 && mode.dynamic))) continue;
    throwIfAborted(signal);
    const valueRuns: Run[] = [];
    // The branches' starting potentials, for the prose (built once per cell, when needed).
    let cellAssumptions: number[] | undefined;
    const reductions = card >= 3 && !mode.nishio && mode.dynamic;
    for (let m = masks[cell]!; m !== 0; m &= m - 1) {
      // Polled per candidate too: one cell's chains took up to 77 ms of CPU on the hardest
      // puzzles, too long a gap for a `timeout` kept within 50 ms.
      throwIfAborted(signal);
      const dIndex = LOWEST_DIGIT[m & -m]! - 1;
      const on = cell * 9 + dIndex;
      const onRun = prop.seeded(on);
      const absurdOn = prop.propagate(onRun);
      if (contradictions && absurdOn !== null) {
        result.push(
          chainHint({
            technique,
            complexity:
              onRun.ancestorCount(absurdOn.on, absurdOn.onParents) +
              onRun.ancestorCount(absurdOn.off, absurdOn.offParents),
            order: ORDER_CONTRADICTION,
            removals: [on],
            cells: [cell],
            assumptions: [on],
          }),
        );
      }
      if (contradictions || reductions) {
        const offRun = prop.seeded(on + OFF);
        const absurdOff = prop.propagate(offRun);
        if (contradictions && absurdOff !== null) {
          const removals = targetRemovals(masks, on);
          if (removals.length > 0) {
            result.push(
              chainHint({
                technique,
                complexity:
                  offRun.ancestorCount(absurdOff.on, absurdOff.onParents) +
                  offRun.ancestorCount(absurdOff.off, absurdOff.offParents),
                order: ORDER_CONTRADICTION,
                removals,
                conclusion: on,
                cells: [cell],
                assumptions: [on + OFF],
              }),
            );
          }
        }
        if (reductions) {
          const both = [on, on + OFF];
          for (const n of onRun.ons) {
            if (!offRun.has(n)) continue;
            const removals = targetRemovals(masks, n);
            if (removals.length === 0) continue;
            result.push(
              chainHint({
                technique,
                complexity: onRun.ancestorCount(n) + offRun.ancestorCount(n),
                order: ORDER_BINARY,
                removals,
                conclusion: n,
                cells: [cell, (n / 9) | 0],
                assumptions: both,
              }),
            );
          }
          for (const n of onRun.offs) {
            if (!offRun.has(n)) continue;
            result.push(
              chainHint({
                technique,
                complexity: onRun.ancestorCount(n) + offRun.ancestorCount(n),
                order: ORDER_BINARY,
                removals: [n - OFF],
                conclusion: n,
                cells: [cell, ((n - OFF) / 9) | 0],
                assumptions: both,
              }),
            );
          }
        }
        prop.release(offRun);
      }
      if (multiple) {
        throwIfAborted(signal);
        unitChains(prop, masks, cell, dIndex, onRun, result);
      }
      valueRuns.push(onRun);
    }
    if (multiple) {
      const first = valueRuns[0]!;
      for (const list of [first.ons, first.offs]) {
        for (const n of list) {
          if (!valueRuns.every((r) => r.has(n))) continue;
          const removals = targetRemovals(masks, n);
          if (removals.length === 0) continue;
          let complexity = 0;
          for (const r of valueRuns) complexity += r.ancestorCount(n);
          cellAssumptions ??= valueRuns.map((r) => r.ons[0]!);
          result.push(
            chainHint({
              technique,
              complexity,
              order: ORDER_CELL,
              removals,
              conclusion: n,
              cells: [cell],
              assumptions: cellAssumptions,
            }),
          );
        }
      }
    }
    for (const run of valueRuns) prop.release(run);
  }
  sortHints(result);
  return result;
}

/**
 * The unit chains of digit `dIndex` from `cell`: in each unit of the cell where the cell is the
 * digit's first place, every place assumed in turn (`onRun` is the cell's, already complete).
 */
function unitChains(
  prop: Propagator,
  masks: Uint16Array,
  cell: number,
  dIndex: number,
  onRun: Run,
  result: Finding[],
): void {
  const { id: technique } = prop.mode;
  const b = 1 << dIndex;
  for (let t = 0; t < 3; t++) {
    const unit = SE_UNITS[cell * 3 + t]!;
    const cells: number[] = [];
    for (let k = 0; k < SIZE; k++) {
      const c = UNIT_CELLS[unit * SIZE + k]!;
      if ((masks[c]! & b) !== 0) cells.push(c);
    }
    if (cells.length < 2 || cells[0] !== cell) continue;
    const runs: Run[] = [onRun];
    let assumptions: number[] | undefined;
    for (let i = 1; i < cells.length; i++) {
      const run = prop.seeded(cells[i]! * 9 + dIndex);
      prop.propagate(run);
      runs.push(run);
    }
    for (const list of [onRun.ons, onRun.offs]) {
      for (const n of list) {
        if (!runs.every((r) => r.has(n))) continue;
        const removals = targetRemovals(masks, n);
        if (removals.length === 0) continue;
        let complexity = 0;
        for (const r of runs) complexity += r.ancestorCount(n);
        assumptions ??= cells.map((c) => c * 9 + dIndex);
        result.push(
          chainHint({
            technique,
            complexity,
            order: ORDER_UNIT,
            removals,
            conclusion: n,
            cells,
            units: [unit],
            assumptions,
          }),
        );
      }
    }
    for (let i = 1; i < runs.length; i++) prop.release(runs[i]!);
  }
}
