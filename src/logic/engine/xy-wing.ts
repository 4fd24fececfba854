/**
 * XY-Wing and XYZ-Wing, in Sudoku Explainer 1.2.1's order: pivots in reading order, wings among
 * the pivot's peers in SE's "visible cells" order. Internal. (W-Wing: `w-wing.ts`.)
 */
import { CELL_COUNT as CELL_COUNT_TABLE } from '../../board/geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../internal/bits.js';
import type { LogicGrid } from '../grid.js';
import { finding, type FindingSink } from './finding.js';
import { activeGeometry } from './geometry.js';
import type { RoomFinders } from './finders.js';

// Module-local bindings, not imported ones (see `singles.ts`); the geometry's tables are read on entry.
const CELL_COUNT = CELL_COUNT_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;

/** XY-Wing (4.2) or, with `xyz`, XYZ-Wing (4.4). */
export function xyWing(grid: LogicGrid, xyz: boolean, sink: FindingSink): boolean {
  const geo = activeGeometry();
  const peers = geo.visPeers;
  const peerStart = geo.peerStart;
  const sees = geo.sees;
  const { masks } = grid;
  const need = xyz ? 3 : 2;
  for (let pivot = 0; pivot < CELL_COUNT; pivot++) {
    const pm = masks[pivot]!;
    if (POPCOUNT[pm] !== need) continue;
    const end = peerStart[pivot + 1]!;
    for (let i = peerStart[pivot]!; i < end; i++) {
      const w1 = peers[i]!;
      const m1 = masks[w1]!;
      if (POPCOUNT[m1] !== 2) continue;
      for (let j = i + 1; j < end; j++) {
        const w2 = peers[j]!;
        const m2 = masks[w2]!;
        if (POPCOUNT[m2] !== 2 || m1 === m2) continue;
        const z = m1 & m2;
        if (POPCOUNT[z] !== 1) continue;
        if (xyz) {
          if ((m1 | m2) !== pm) continue;
        } else {
          if ((pm & z) !== 0 || (m1 | m2) !== (pm | z)) continue;
        }
        const digit = LOWEST_DIGIT[z]!;
        const removals: number[] = [];
        for (let cell = 0; cell < CELL_COUNT; cell++) {
          if (cell === w1 || cell === w2 || cell === pivot || (masks[cell]! & z) === 0) continue;
          const row = cell * CELL_COUNT;
          if (sees[row + w1] !== 1 || sees[row + w2] !== 1 || (xyz && sees[row + pivot] !== 1)) continue;
          removals.push(cell * 9 + digit - 1);
        }
        if (removals.length > 0) {
          const f = finding({
            technique: xyz ? 'xyz-wing' : 'xy-wing',
            removals,
            pattern: { kind: 'wing', digit, pivot, pincers: [w1, w2] },
          });
          if (sink(f, null)) return true;
        }
      }
    }
  }
  return false;
}

/** The room's finders by technique (`finders.ts`); the W-Wing is `w-wing.ts`'s. */
export const XY_WING_FINDERS: RoomFinders<'xy-wing' | 'xyz-wing'> = {
  'xy-wing': { find: (grid, sink) => xyWing(grid, false, sink) },
  'xyz-wing': { find: (grid, sink) => xyWing(grid, true, sink) },
};
