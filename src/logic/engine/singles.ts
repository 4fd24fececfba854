/**
 * Singles, with Sudoku Explainer 1.2.1's own scan order: full houses, hidden singles in boxes,
 * then in rows and columns, then naked singles. Internal.
 *
 * The rating must reproduce the *path* SE takes, not just find some step: SE applies the first
 * finding its finders report, in a fixed order (`rating/se-order.ts`), so the scan order inside a
 * rule changes ratings. These finders stream *every* instance, in SE's order, as bare
 * {@link Finding}s; the rating and the hints take the first.
 */
import { CELL_COUNT as CELL_COUNT_TABLE, SIZE as SIZE_TABLE } from '../../board/geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../internal/bits.js';
import type { LogicGrid } from '../grid.js';
import { finding, type Finding, type FindingSink, type SinglePattern } from './finding.js';
import { activeGeometry, type EngineGeometry } from './geometry.js';
import type { RoomFinder, FamilyFinders } from './finders.js';

// Module-local bindings, not imported ones: the test runner's module transform turns an imported
// binding into a property read on every access. The geometry's tables are read on entry.
const SIZE = SIZE_TABLE;
const CELL_COUNT = CELL_COUNT_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;

/**
 * SE's hidden singles: full houses (1.0) first, then hidden singles in boxes (1.2), rows, columns
 * (1.5); within a unit, digits ascending.
 *
 * A digit with one place in a unit is a bit of `once & ~twice`, folded over the unit's nine
 * masks (filled cells have mask 0) when the scan reaches the unit: nine operations per unit
 * instead of a positions scan per digit. This finder runs at every step of every rating.
 */
export function hiddenSingles(grid: LogicGrid, sink: FindingSink): boolean {
  const geo = activeGeometry();
  const { values, masks } = grid;
  if (!geo.classic) return hiddenSinglesAnyRules(geo, values, masks, sink);
  const order = geo.singleOrder;
  const unitCells = geo.unitCells;
  // Full houses: units with one empty cell, found from the values alone.
  let fullHouses = 0;
  for (let u = 0; u < 27; u++) {
    const base = order[u]! * SIZE;
    let empty = 0;
    for (let k = 0; k < SIZE; k++) if (values[unitCells[base + k]!] === 0) empty++;
    if (empty === 1) fullHouses |= 1 << u;
  }
  for (let pass = fullHouses !== 0 ? 0 : 1; pass < 2; pass++) {
    for (let u = 0; u < 27; u++) {
      const alone = (fullHouses & (1 << u)) !== 0;
      if (alone !== (pass === 0)) continue;
      // Folded when reached: the rating stops at the first single, most often in an early box.
      const unit = order[u]!;
      const base = unit * SIZE;
      let once = 0;
      let twice = 0;
      for (let k = 0; k < SIZE; k++) {
        const m = masks[unitCells[base + k]!]!;
        twice |= once & m;
        once |= m;
      }
      for (let digits = once & ~twice; digits !== 0; digits &= digits - 1) {
        const b = digits & -digits;
        let cell = -1;
        for (let k = 0; k < SIZE; k++) {
          const c = unitCells[base + k]!;
          if ((masks[c]! & b) !== 0) cell = c;
        }
        const technique = alone ? 'full-house' : unit >= 18 ? 'hidden-single-box' : 'hidden-single-line';
        if (sink(single(technique, cell, LOWEST_DIGIT[b]!, unit), null)) return true;
      }
    }
  }
  return false;
}

function single(
  technique: 'full-house' | 'hidden-single-box' | 'hidden-single-line',
  cell: number,
  digit: number,
  unit: number,
): Finding {
  return finding({ technique, cell, digit, pattern: { kind: 'single', unit } });
}

/**
 * {@link hiddenSingles} under any rule set: SE's scan (boxes or jigsaw regions, columns, rows,
 * then the extra regions by SE's type order; full houses first). A single in a box rates 1.2,
 * in any other region 1.5.
 */
function hiddenSinglesAnyRules(
  geo: EngineGeometry,
  values: Uint8Array,
  masks: Uint16Array,
  sink: FindingSink,
): boolean {
  const order = geo.singleOrder;
  const unitCells = geo.unitCells;
  const count = order.length;
  const full = new Uint8Array(count);
  let anyFull = false;
  for (let u = 0; u < count; u++) {
    const base = order[u]! * SIZE;
    let empty = 0;
    for (let k = 0; k < SIZE; k++) if (values[unitCells[base + k]!] === 0) empty++;
    if (empty === 1) {
      full[u] = 1;
      anyFull = true;
    }
  }
  for (let pass = anyFull ? 0 : 1; pass < 2; pass++) {
    for (let u = 0; u < count; u++) {
      const alone = full[u] === 1;
      if (alone !== (pass === 0)) continue;
      const unit = order[u]!;
      const base = unit * SIZE;
      let once = 0;
      let twice = 0;
      for (let k = 0; k < SIZE; k++) {
        const m = masks[unitCells[base + k]!]!;
        twice |= once & m;
        once |= m;
      }
      for (let digits = once & ~twice; digits !== 0; digits &= digits - 1) {
        const b = digits & -digits;
        let cell = -1;
        for (let k = 0; k < SIZE; k++) {
          const c = unitCells[base + k]!;
          if ((masks[c]! & b) !== 0) cell = c;
        }
        const technique = alone
          ? 'full-house'
          : geo.unitType[unit] === 0
            ? 'hidden-single-box'
            : 'hidden-single-line';
        if (sink(single(technique, cell, LOWEST_DIGIT[b]!, unit), null)) return true;
      }
    }
  }
  return false;
}

/** The pattern of every naked single: no unit. */
const NAKED: SinglePattern = { kind: 'single', unit: -1 };

/** Naked singles (2.3), cells in reading order. */
export function nakedSingles(grid: LogicGrid, sink: FindingSink): boolean {
  const { values, masks } = grid;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (values[cell] !== 0) continue;
    const m = masks[cell]!;
    if (
      POPCOUNT[m] === 1 &&
      sink(finding({ technique: 'naked-single', cell, digit: LOWEST_DIGIT[m]!, pattern: NAKED }), null)
    )
      return true;
  }
  return false;
}

const HIDDEN_SINGLES: RoomFinder = { find: hiddenSingles };

/** The room's finders by technique (`finders.ts`): one search for the full houses and hidden singles. */
export const SINGLES_FINDERS: FamilyFinders<'singles'> = {
  'full-house': HIDDEN_SINGLES,
  'hidden-single-box': HIDDEN_SINGLES,
  'hidden-single-line': HIDDEN_SINGLES,
  'naked-single': { find: nakedSingles },
};
