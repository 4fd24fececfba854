/**
 * W-Wing (4.4), a hint technique beyond Sudoku Explainer's. Internal. (XY- and XYZ-Wing are
 * SE's, in `xy-wing.ts`.)
 *
 * Two bivalue cells with the same candidates {x, y} that do not see each other, and a conjugate
 * pair on x (x's only two places in some unit) whose ends see one cell each: one end holds x, so
 * the cell it sees is not x but y; hence one of the two cells is y, and y leaves every cell that
 * sees both. Cells are compared with the geometry's peer matrix (`sees`); the scan allocates only
 * the findings it reports.
 */
import { CELL_COUNT, UNIT_COUNT } from '../../board/geometry.js';
import { bit, LOWEST_DIGIT, POPCOUNT } from '../../internal/bits.js';
import { positionsOf, type LogicGrid } from '../grid.js';
import { finding, type FindingSink } from './finding.js';
import { sees } from './geometry.js';
import { commonPeerRemovals, firstCell, secondCell } from './single-digit.js';
import type { RoomFinders } from './finders.js';

/**
 * W-Wings: cell pairs in reading order, the linking digit x the lower one first, units 0–26 for
 * the link. Pattern cells `[a, b, endA, endB]` (`endA` sees `a`), units the link's unit, digits
 * {x, y}; the removals are y's.
 */
export function wWings(grid: LogicGrid, sink: FindingSink): boolean {
  const { masks } = grid;
  for (let a = 0; a < CELL_COUNT; a++) {
    const mask = masks[a]!;
    if (POPCOUNT[mask] !== 2) continue;
    for (let b = a + 1; b < CELL_COUNT; b++) {
      if (masks[b] !== mask || sees(a, b)) continue;
      for (let m = mask; m !== 0; m &= m - 1) {
        const x = LOWEST_DIGIT[m & -m]!;
        const y = LOWEST_DIGIT[mask & ~(m & -m)]!;
        const removals = commonPeerRemovals(grid, y, a, b);
        if (removals.length === 0) continue;
        for (let unit = 0; unit < UNIT_COUNT; unit++) {
          const positions = positionsOf(grid.masks, unit, bit(x));
          if (POPCOUNT[positions] !== 2) continue;
          const p = firstCell(unit, positions);
          const q = secondCell(unit, positions);
          if (p === a || p === b || q === a || q === b) continue;
          let endA: number;
          let endB: number;
          if (sees(p, a) && sees(q, b)) [endA, endB] = [p, q];
          else if (sees(q, a) && sees(p, b)) [endA, endB] = [q, p];
          else continue;
          const f = finding({
            technique: 'w-wing',
            removals,
            pattern: { kind: 'w-wing', digits: mask, cells: [a, b], digit: x, unit, ends: [endA, endB] },
          });
          if (sink(f, null)) return true;
        }
      }
    }
  }
  return false;
}

/** The room's finders by technique (`finders.ts`), on the classic grid only. */
export const W_WING_FINDERS: RoomFinders<'w-wing'> = { 'w-wing': { find: wWings, classicOnly: true } };
