/**
 * Intersections, with Sudoku Explainer 1.2.1's own scan order and conditions: pointing and
 * claiming, SE's "direct" variants (an intersection that immediately yields a hidden single), and
 * SE's generalized intersections (what its dynamic chains "(+)" apply under variant rules).
 * Internal.
 *
 * Every instance is streamed in SE's order, because the dynamic forcing chains "(+)" need all of
 * them on a what-if grid, with the removed candidates that justify them (their "rule parents");
 * the rating and the hints take the first.
 */
import { digitPlanes, markPlaneQuiet, planeIsQuiet, quietTable } from './quiet.js';
import { CELL_COUNT as CELL_COUNT_TABLE, SIZE as SIZE_TABLE } from '../../board/geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../internal/bits.js';
import { positionsOf, type LogicGrid } from '../grid.js';
import { finding, type FindingSink } from './finding.js';
import { activeGeometry, classicGeometry, unitCellsOf, type EngineGeometry } from './geometry.js';
import type { RoomFinder, FamilyFinders } from './finders.js';

// Module-local bindings, not imported ones (see `singles.ts`); the geometry's tables are read on entry.
const SIZE = SIZE_TABLE;
const CELL_COUNT = CELL_COUNT_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;

/**
 * The intersections' tables of a geometry, built once per geometry:
 *
 * - `crossing[a * R + b]`: the positions (9-bit, as `positionsOf` numbers them) of unit a's cells
 *   that lie in unit b, for units that cross; 0 otherwise (and for a = b);
 * - `across2[g * 9 + i1]`: which units of group g's cover units (bit i2 for `units2[i2]`) cross
 *   its base unit `units1[i1]`, and `across1[g * 9 + i2]` which of its base units cross
 *   `units2[i2]`: the scans visit only the units that cross (a box crosses 3 of the 9 rows), in
 *   the same order. (A group's units are of one kind: nine at most.)
 */
interface Crossings {
  readonly crossing: Uint16Array;
  readonly across1: Uint16Array;
  readonly across2: Uint16Array;
}

const CROSSINGS = /* @__PURE__ */ new WeakMap<EngineGeometry, Crossings>();

/** The geometry {@link crossingsOf} was last asked for, and its tables (one map lookup per rule set, not per call). */
let lastGeo: EngineGeometry | null = null;
let lastCrossings: Crossings | null = null;

function crossingsOf(geo: EngineGeometry): Crossings {
  if (geo === lastGeo) return lastCrossings!;
  let tables = CROSSINGS.get(geo);
  if (tables === undefined) {
    const crossing = buildCrossing(geo);
    const groups = geo.lockingGroups;
    const across1 = new Uint16Array(groups.length * SIZE);
    const across2 = new Uint16Array(groups.length * SIZE);
    groups.forEach(([units1, units2], g) => {
      if (units1.length > SIZE || units2.length > SIZE)
        throw new RangeError('a locking group of more than 9 units');
      for (let i1 = 0; i1 < units1.length; i1++) {
        for (let i2 = 0; i2 < units2.length; i2++) {
          if (crossing[units1[i1]! * geo.unitCount + units2[i2]!] === 0) continue;
          across2[g * SIZE + i1]! |= 1 << i2;
          across1[g * SIZE + i2]! |= 1 << i1;
        }
      }
    });
    tables = { crossing, across1, across2 };
    CROSSINGS.set(geo, tables);
  }
  lastGeo = geo;
  lastCrossings = tables;
  return tables;
}

function buildCrossing(geo: EngineGeometry): Uint16Array {
  const count = geo.unitCount;
  const table = new Uint16Array(count * count);
  for (let a = 0; a < count; a++) {
    for (let b = 0; b < count; b++) {
      // Classic: only a box and a line (what the intersections read).
      if (a === b || (geo.classic && a < 18 === b < 18)) continue;
      let positions = 0;
      for (let k = 0; k < SIZE; k++) {
        if (geo.unitHas[b * CELL_COUNT + geo.unitCells[a * SIZE + k]!] === 1) positions |= 1 << k;
      }
      table[a * count + b] = positions;
    }
  }
  return table;
}

/**
 * `cellPlace[cell * 3 + t]`: the classic cell's row, column and box (t = 0, 1, 2) as `u << 4`
 * plus the cell's position in it, so one read gives both. Built on first use.
 */
let cellPlace: Uint16Array | null = null;

function buildCellPlace(): Uint16Array {
  const unitCells = classicGeometry().unitCells;
  const table = new Uint16Array(CELL_COUNT * 3);
  for (let unit = 0; unit < 27; unit++) {
    const t = unit < 9 ? 0 : unit < 18 ? 1 : 2;
    for (let k = 0; k < SIZE; k++) table[unitCells[unit * SIZE + k]! * 3 + t] = (unit << 4) | k;
  }
  return table;
}

/**
 * Every digit's places in every unit, `places[unit * 9 + d − 1]` (9-bit, as `positionsOf`
 * numbers them), from one pass over the cells' candidates: what the intersections read 324
 * times a call.
 */
function placesOf(geo: EngineGeometry, masks: Uint16Array): Uint16Array {
  if (!geo.classic) return placesOfUnits(geo, masks);
  const places = new Uint16Array(27 * 9);
  const place = (cellPlace ??= buildCellPlace());
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const m = masks[cell]!;
    if (m === 0) continue;
    for (let t = 0; t < 3; t++) {
      const p = place[cell * 3 + t]!;
      const at = (p >> 4) * 9 - 1;
      const bit = 1 << (p & 15);
      for (let b = m; b !== 0; b &= b - 1) places[at + LOWEST_DIGIT[b & -b]!]! |= bit;
    }
  }
  return places;
}

/** {@link placesOf} for any geometry, unit by unit. */
function placesOfUnits(geo: EngineGeometry, masks: Uint16Array): Uint16Array {
  const count = geo.unitCount;
  const unitCells = geo.unitCells;
  const places = new Uint16Array(count * 9);
  for (let unit = 0; unit < count; unit++) {
    const at = unit * 9 - 1;
    for (let k = 0; k < SIZE; k++) {
      const bit = 1 << k;
      for (let b = masks[unitCells[unit * SIZE + k]!]!; b !== 0; b &= b - 1)
        places[at + LOWEST_DIGIT[b & -b]!]! |= bit;
    }
  }
  return places;
}

/**
 * Pointing (2.6) and claiming (2.8), or with `direct` SE's direct pointing (1.7) and direct
 * claiming (1.9): an intersection after which another unit of the base's kind has one place left
 * for the digit; that placement is the finding. As in SE, a direct finding only places its digit:
 * the intersection's removals are not applied (applying them changes later steps, and with them
 * SE's rating of 18 of the 289 easy calibration puzzles).
 */
export function locking(grid: LogicGrid, direct: boolean, sink: FindingSink, initial?: Uint16Array): boolean {
  const geo = activeGeometry();
  const { masks } = grid;
  const { crossing, across1, across2 } = crossingsOf(geo);
  const count = geo.unitCount;
  const unitCells = geo.unitCells;
  const unitHas = geo.unitHas;
  const unitType = geo.unitType;
  const groups = geo.lockingGroups;
  // A digit's intersections are read off its plane: a plane that gave none gives none again.
  const planes = new Int32Array(27);
  digitPlanes(masks, planes);
  const quiet = quietTable(geo, direct ? 'direct-locking' : 'locking', groups.length * 27);
  let places: Uint16Array | undefined;
  for (let g = 0; g < groups.length; g++) {
    const [units1, units2] = groups[g]!;
    const n1 = units1.length;
    for (let d = 1; d <= 9; d++) {
      const at = (g * 9 + d - 1) * 3;
      if (planeIsQuiet(quiet, at, planes, d)) continue;
      places ??= placesOf(geo, masks);
      let found = false;
      const b = 1 << (d - 1);
      for (let i1 = 0; i1 < n1; i1++) {
        const r1 = units1[i1]!;
        const pos1 = places[r1 * 9 + d - 1]!;
        if (POPCOUNT[pos1]! <= 1) continue;
        // The cover units crossing r1, in order.
        for (let m2 = across2[g * SIZE + i1]!; m2 !== 0; m2 &= m2 - 1) {
          const i2 = 31 - Math.clz32(m2 & -m2);
          const r2 = units2[i2]!;
          const inside = crossing[r1 * count + r2]!;
          // The digit's places in r1 not all in r2.
          if ((pos1 & ~inside) !== 0) continue;
          if (direct) {
            for (let m3 = across1[g * SIZE + i2]!; m3 !== 0; m3 &= m3 - 1) {
              const r3 = units1[31 - Math.clz32(m3 & -m3)]!;
              const inside3 = crossing[r3 * count + r2]!;
              if (r3 === r1) continue;
              const pos3 = places[r3 * 9 + d - 1]!;
              if (POPCOUNT[pos3]! <= 1) continue;
              // The intersection leaves r3 one place outside r2: the direct finding's placement.
              const outside = pos3 & ~inside3;
              if (POPCOUNT[outside] !== 1) continue;
              const cell = unitCells[r3 * SIZE + LOWEST_DIGIT[outside]! - 1]!;
              // SE: "pointing" when the base is a box, else "claiming".
              const f = finding({
                technique: unitType[r1] === 0 ? 'direct-pointing' : 'direct-claiming',
                cell,
                digit: d,
                // SE applies only the placement of a direct finding, not the removals.
                pattern: {
                  kind: 'intersection',
                  digit: d,
                  base: r1,
                  cover: r2,
                  cells: unitCellsOf(r1, pos1),
                  then: r3,
                },
              });
              found = true;
              if (sink(f, null)) return true;
            }
            continue;
          }
          const removals: number[] = [];
          for (let k = 0; k < SIZE; k++) {
            const cell = unitCells[r2 * SIZE + k]!;
            if (unitHas[r1 * CELL_COUNT + cell] === 0 && (masks[cell]! & b) !== 0)
              removals.push(cell * 9 + d - 1);
          }
          if (removals.length === 0) continue;
          let parents: number[] | null = null;
          if (initial !== undefined) {
            parents = [];
            for (let k = 0; k < SIZE; k++) {
              const cell = unitCells[r1 * SIZE + k]!;
              if (
                unitHas[r2 * CELL_COUNT + cell] === 0 &&
                (initial[cell]! & b) !== 0 &&
                (masks[cell]! & b) === 0
              ) {
                parents.push(cell * 9 + d - 1);
              }
            }
          }
          const f = finding({
            // SE: "pointing" when the cover is a row or a column, else "claiming".
            technique: unitType[r2] === 1 || unitType[r2] === 2 ? 'pointing' : 'claiming',
            removals,
            pattern: {
              kind: 'intersection',
              digit: d,
              base: r1,
              cover: r2,
              cells: unitCellsOf(r1, pos1),
              then: -1,
            },
          });
          found = true;
          if (sink(f, parents)) return true;
        }
      }
      if (!found) markPlaneQuiet(quiet, at, planes, d);
    }
  }
  return false;
}

/**
 * SE's generalized intersections (used by its dynamic chains "(+)" under variant rules only):
 * in every unit (boxes, rows, columns, then the extra regions by type), a digit with 2 to 6
 * places leaves every other cell that sees all of them. Parents: the unit's other places of the
 * digit that the run removed.
 */
export function vLocking(grid: LogicGrid, sink: FindingSink, initial?: Uint16Array): boolean {
  const geo = activeGeometry();
  const { masks } = grid;
  const unitCells = geo.unitCells;
  const sees = geo.sees;
  for (const units of geo.vLockingGroups) {
    for (let d = 1; d <= 9; d++) {
      const b = 1 << (d - 1);
      for (const unit of units) {
        const pos = positionsOf(masks, unit, b);
        const n = POPCOUNT[pos]!;
        if (n < 2 || n > 6) continue;
        const removals: number[] = [];
        for (let cell = 0; cell < CELL_COUNT; cell++) {
          if ((masks[cell]! & b) === 0) continue;
          let all = true;
          for (let m = pos; m !== 0 && all; m &= m - 1) {
            const holder = unitCells[unit * SIZE + LOWEST_DIGIT[m & -m]! - 1]!;
            if (holder === cell || sees[holder * CELL_COUNT + cell] !== 1) all = false;
          }
          if (all) removals.push(cell * 9 + d - 1);
        }
        if (removals.length === 0) continue;
        let parents: number[] | null = null;
        if (initial !== undefined) {
          parents = [];
          for (let k = 0; k < SIZE; k++) {
            if ((pos & (1 << k)) !== 0) continue;
            const cell = unitCells[unit * SIZE + k]!;
            if ((initial[cell]! & b) !== 0) parents.push(cell * 9 + d - 1);
          }
        }
        const f = finding({
          technique: 'claiming',
          removals,
          pattern: {
            kind: 'intersection',
            digit: d,
            base: unit,
            cover: -1,
            cells: unitCellsOf(unit, pos),
            then: -1,
          },
        });
        if (sink(f, parents)) return true;
      }
    }
  }
  return false;
}

const LOCKING: RoomFinder = { find: (grid, sink) => locking(grid, false, sink) };
const DIRECT_LOCKING: RoomFinder = { find: (grid, sink) => locking(grid, true, sink) };

/**
 * The room's finders by technique (`finders.ts`): pointing and claiming are one search, their
 * direct variants another.
 */
export const INTERSECTION_FINDERS: FamilyFinders<'intersections'> = {
  pointing: LOCKING,
  claiming: LOCKING,
  'direct-pointing': DIRECT_LOCKING,
  'direct-claiming': DIRECT_LOCKING,
};
