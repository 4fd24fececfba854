/**
 * Basic fish (X-Wing, Swordfish, Jellyfish) on rows and columns, in Sudoku Explainer 1.2.1's
 * order: digits 1–9, base rows then base columns. Internal. (Finned and sashimi fish:
 * `finned-fish.ts`.)
 *
 * Every instance is streamed in SE's order, with the removed candidates that justify it on a
 * what-if grid when the initial candidates are given (see `intersections.ts`).
 */
import { digitPlanes, markPlaneQuiet, planeIsQuiet, quietTable } from './quiet.js';
import { SIZE as SIZE_TABLE } from '../../board/geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../internal/bits.js';
import { positionsOf, type LogicGrid } from '../grid.js';
import { finding, type FindingSink } from './finding.js';
import { activeGeometry } from './geometry.js';
import { COMBOS } from './subsets.js';
import type { RoomFinders } from './finders.js';

// Module-local bindings, not imported ones (see `singles.ts`); the geometry's tables are read on entry.
const SIZE = SIZE_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;

/** The fins of every basic fish: none. */
const NO_FINS: readonly number[] = [];

// Ids by degree: index degree − 2.
const FISH_IDS = ['x-wing', 'swordfish', 'jellyfish'] as const;

/** X-Wing (3.2), Swordfish (3.8), Jellyfish (5.2): base rows then base columns, digits 1–9. */
export function fish(grid: LogicGrid, degree: number, sink: FindingSink, initial?: Uint16Array): boolean {
  const unitCells = activeGeometry().unitCells;
  const { masks } = grid;
  const pos = new Int32Array(9);
  // A digit's fish are read off its plane: a plane that gave none gives none again.
  const planes = new Int32Array(27);
  digitPlanes(masks, planes);
  const quiet = quietTable(activeGeometry(), FISH_IDS[degree - 2]!, 27);
  for (let d = 1; d <= 9; d++) {
    const at = (d - 1) * 3;
    if (planeIsQuiet(quiet, at, planes, d)) continue;
    let found = false;
    const b = 1 << (d - 1);
    for (const baseKind of [0, 9]) {
      const coverKind = baseKind === 0 ? 9 : 0;
      let avail = 0;
      for (let i = 0; i < 9; i++) {
        pos[i] = positionsOf(masks, baseKind + i, b);
        const n = POPCOUNT[pos[i]!]!;
        if (n >= 2 && n <= degree) avail |= 1 << i;
      }
      if (POPCOUNT[avail]! < degree) continue;
      for (const combo of COMBOS[degree]!) {
        if ((combo & avail) !== combo) continue;
        let union = 0;
        for (let m = combo; m !== 0; m &= m - 1) union |= pos[LOWEST_DIGIT[m & -m]! - 1]!;
        if (POPCOUNT[union] !== degree) continue;
        const removals: number[] = [];
        for (let m = union; m !== 0; m &= m - 1) {
          const cover = coverKind + LOWEST_DIGIT[m & -m]! - 1;
          for (let k = 0; k < SIZE; k++) {
            if ((combo & (1 << k)) !== 0) continue; // position k of a cover line is base line k
            const cell = unitCells[cover * SIZE + k]!;
            if ((masks[cell]! & b) !== 0) removals.push(cell * 9 + d - 1);
          }
        }
        if (removals.length === 0) continue;
        let parents: number[] | null = null;
        if (initial !== undefined) {
          parents = [];
          for (let m = combo; m !== 0; m &= m - 1) {
            const base = baseKind + LOWEST_DIGIT[m & -m]! - 1;
            for (let k = 0; k < SIZE; k++) {
              if ((union & (1 << k)) !== 0) continue;
              const cell = unitCells[base * SIZE + k]!;
              if ((initial[cell]! & b) !== 0 && (masks[cell]! & b) === 0) parents.push(cell * 9 + d - 1);
            }
          }
        }
        const base: number[] = [];
        const cover: number[] = [];
        for (let m = combo; m !== 0; m &= m - 1) base.push(baseKind + LOWEST_DIGIT[m & -m]! - 1);
        for (let m = union; m !== 0; m &= m - 1) cover.push(coverKind + LOWEST_DIGIT[m & -m]! - 1);
        const f = finding({
          technique: FISH_IDS[degree - 2]!,
          removals,
          pattern: { kind: 'fish', digit: d, base, cover, fins: NO_FINS },
        });
        found = true;
        if (sink(f, parents)) return true;
      }
    }
    if (!found) markPlaneQuiet(quiet, at, planes, d);
  }
  return false;
}

/** The room's finders by technique (`finders.ts`); the finned fish are `finned-fish.ts`'s. */
export const FISH_FINDERS: RoomFinders<'x-wing' | 'swordfish' | 'jellyfish'> = {
  'x-wing': { find: (grid, sink) => fish(grid, 2, sink) },
  swordfish: { find: (grid, sink) => fish(grid, 3, sink) },
  jellyfish: { find: (grid, sink) => fish(grid, 4, sink) },
};
