/**
 * The engine's non-chaining finders (singles, intersections, naked and hidden sets, basic fish,
 * XY- and XYZ-Wing), with Sudoku Explainer 1.2.1's own scan order and conditions. Internal.
 *
 * The rating must reproduce the *path* SE takes, not just find some step: SE applies the first
 * hint its producers report, in a fixed producer order, so the scan order inside a rule (boxes,
 * then rows, then columns for singles; block→line before line→block for intersections…), SE's
 * "direct" variants (an intersection or a hidden set that immediately yields a hidden single),
 * and SE's conditions (a hidden set of size n is only looked for in units with more than 2n empty
 * cells) all change ratings. These finders stream *every* instance, in SE's order, as bare
 * {@link Finding}s, because the dynamic forcing chains "(+)" need all instances of the
 * pointing/claiming, pair and X-Wing rules on a what-if grid together with the removed candidates
 * that justify them (their "rule parents"); the rating and the hints take the first.
 *
 * Ratings are integers in tenths (17 = 1.7) so sums of length terms stay exact.
 */
import {
  CELL_COUNT as CELL_COUNT_TABLE,
  PEERS as PEERS_TABLE,
  PEER_COUNT as PEER_COUNT_TABLE,
  SEES as SEES_TABLE,
  SE_SET_UNIT_ORDER,
  SE_UNIT_ORDER,
  SIZE as SIZE_TABLE,
  UNIT_CELLS as UNIT_CELLS_TABLE,
  UNIT_HAS as UNIT_HAS_TABLE,
} from '../../board/geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../internal/bits.js';
import { positionsOf, type LogicGrid } from '../grid.js';
import { BASE_TENTHS } from './ratings.js';
import { finding, type FindingSink } from './finding.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const SIZE = SIZE_TABLE;
const CELL_COUNT = CELL_COUNT_TABLE;
const PEERS = PEERS_TABLE;
const PEER_COUNT = PEER_COUNT_TABLE;
const SEES = SEES_TABLE;
const UNIT_CELLS = UNIT_CELLS_TABLE;
const UNIT_HAS = UNIT_HAS_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;
const BASE = BASE_TENTHS;

/**
 * `CROSSING[a * 27 + b]`: the positions (9-bit, as `positionsOf` numbers them) of unit a's cells
 * that lie in unit b, for a box and a line that cross; 0 otherwise (and for a = b). Built once.
 */
const CROSSING: Uint16Array = /* @__PURE__ */ buildCrossing();

function buildCrossing(): Uint16Array {
  const table = new Uint16Array(27 * 27);
  for (let a = 0; a < 27; a++) {
    for (let b = 0; b < 27; b++) {
      if (a === b || a < 18 === b < 18) continue;
      let positions = 0;
      for (let k = 0; k < SIZE_TABLE; k++) {
        if (UNIT_HAS_TABLE[b * CELL_COUNT_TABLE + UNIT_CELLS_TABLE[a * SIZE_TABLE + k]!] === 1)
          positions |= 1 << k;
      }
      table[a * 27 + b] = positions;
    }
  }
  return table;
}

/** The cells at the positions `positions` (9-bit) of `unit`, ascending. */
export function unitCellsOf(unit: number, positions: number): number[] {
  const cells: number[] = [];
  for (let m = positions; m !== 0; m &= m - 1)
    cells.push(UNIT_CELLS[unit * SIZE + LOWEST_DIGIT[m & -m]! - 1]!);
  return cells;
}

/**
 * `CELL_PLACE[cell * 3 + t]`: unit `CELL_UNITS[cell * 3 + t]` (row, column, box) as `u << 4`
 * plus the cell's position in it, so one read gives both. Built once.
 */
const CELL_PLACE: Uint16Array = /* @__PURE__ */ buildCellPlace();

function buildCellPlace(): Uint16Array {
  const table = new Uint16Array(CELL_COUNT_TABLE * 3);
  for (let unit = 0; unit < 27; unit++) {
    const t = unit < 9 ? 0 : unit < 18 ? 1 : 2;
    for (let k = 0; k < SIZE_TABLE; k++)
      table[UNIT_CELLS_TABLE[unit * SIZE_TABLE + k]! * 3 + t] = (unit << 4) | k;
  }
  return table;
}

/**
 * Every digit's places in every unit, `places[unit * 9 + d − 1]` (9-bit, as `positionsOf`
 * numbers them), from one pass over the cells' candidates: what the intersections read 324
 * times a call.
 */
function placesOf(masks: Uint16Array): Uint16Array {
  const places = new Uint16Array(27 * 9);
  const cellPlace = CELL_PLACE;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const m = masks[cell]!;
    if (m === 0) continue;
    for (let t = 0; t < 3; t++) {
      const place = cellPlace[cell * 3 + t]!;
      const at = (place >> 4) * 9 - 1;
      const bit = 1 << (place & 15);
      for (let b = m; b !== 0; b &= b - 1) places[at + LOWEST_DIGIT[b & -b]!]! |= bit;
    }
  }
  return places;
}

function emptyCount(values: Uint8Array, unit: number): number {
  let n = 0;
  for (let k = 0; k < SIZE; k++) if (values[UNIT_CELLS[unit * SIZE + k]!] === 0) n++;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Singles

/**
 * SE's hidden singles: full houses (1.0) first, then hidden singles in boxes (1.2), rows, columns
 * (1.5); within a unit, digits ascending.
 *
 * A digit with one place in a unit is a bit of `once & ~twice`, folded over the unit's nine
 * masks (filled cells have mask 0) when the scan reaches the unit: nine operations per unit
 * instead of a positions scan per digit. This finder runs at every step of every rating.
 */
export function hiddenSingles(grid: LogicGrid, sink: FindingSink): boolean {
  const { values, masks } = grid;
  const order = SE_UNIT_ORDER;
  // Full houses: units with one empty cell, found from the values alone.
  let fullHouses = 0;
  for (let u = 0; u < 27; u++) {
    const base = order[u]! * SIZE;
    let empty = 0;
    for (let k = 0; k < SIZE; k++) if (values[UNIT_CELLS[base + k]!] === 0) empty++;
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
        const m = masks[UNIT_CELLS[base + k]!]!;
        twice |= once & m;
        once |= m;
      }
      for (let digits = once & ~twice; digits !== 0; digits &= digits - 1) {
        const b = digits & -digits;
        let cell = -1;
        for (let k = 0; k < SIZE; k++) {
          const c = UNIT_CELLS[base + k]!;
          if ((masks[c]! & b) !== 0) cell = c;
        }
        const id = alone ? 'full-house' : unit >= 18 ? 'hidden-single-box' : 'hidden-single-line';
        if (sink(finding(id, BASE[id], cell, LOWEST_DIGIT[b]!, [], [cell], [unit]), null)) return true;
      }
    }
  }
  return false;
}

/** Naked singles (2.3), cells in reading order. */
export function nakedSingles(grid: LogicGrid, sink: FindingSink): boolean {
  const { values, masks } = grid;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (values[cell] !== 0) continue;
    const m = masks[cell]!;
    if (
      POPCOUNT[m] === 1 &&
      sink(finding('naked-single', BASE['naked-single'], cell, LOWEST_DIGIT[m]!, [], [cell]), null)
    )
      return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Intersections

/** The (base, cover) unit kinds SE scans, in order: box→column, box→row, column→box, row→box. */
const LOCKING_KINDS: readonly (readonly [number, number])[] = [
  [18, 9],
  [18, 0],
  [9, 18],
  [0, 18],
];

/**
 * Pointing (2.6) and claiming (2.8), or with `direct` SE's direct pointing (1.7) and direct
 * claiming (1.9): an intersection after which another unit of the base's kind has one place left
 * for the digit; that placement is the hint. As in SE, a direct hint only places its digit: the
 * intersection's removals are not applied (applying them changes later steps, and with them SE's
 * rating of 18 of the 289 easy calibration puzzles).
 */
export function locking(grid: LogicGrid, direct: boolean, sink: FindingSink, initial?: Uint16Array): boolean {
  const { masks } = grid;
  const crossing = CROSSING;
  const places = placesOf(masks);
  for (const [kind1, kind2] of LOCKING_KINDS) {
    for (let d = 1; d <= 9; d++) {
      const b = 1 << (d - 1);
      for (let i1 = 0; i1 < 9; i1++) {
        const r1 = kind1 + i1;
        const pos1 = places[r1 * 9 + d - 1]!;
        if (POPCOUNT[pos1]! <= 1) continue;
        for (let i2 = 0; i2 < 9; i2++) {
          const r2 = kind2 + i2;
          const inside = crossing[r1 * 27 + r2]!;
          // Not crossing, or the digit's places in r1 not all in r2.
          if (inside === 0 || (pos1 & ~inside) !== 0) continue;
          if (direct) {
            for (let i3 = 0; i3 < 9; i3++) {
              const r3 = kind1 + i3;
              const inside3 = crossing[r3 * 27 + r2]!;
              if (r3 === r1 || inside3 === 0) continue;
              const pos3 = places[r3 * 9 + d - 1]!;
              if (POPCOUNT[pos3]! <= 1) continue;
              // The intersection leaves r3 one place outside r2: the direct hint's placement.
              const outside = pos3 & ~inside3;
              if (POPCOUNT[outside] !== 1) continue;
              const hcell = UNIT_CELLS[r3 * SIZE + LOWEST_DIGIT[outside]! - 1]!;
              const id = kind1 === 18 ? 'direct-pointing' : 'direct-claiming';
              const h = finding(
                id,
                BASE[id],
                hcell,
                d,
                [], // SE applies only the placement of a direct hint, not the removals
                unitCellsOf(r1, pos1),
                [r1, r2, r3],
                b,
              );
              if (sink(h, null)) return true;
            }
            continue;
          }
          const removals: number[] = [];
          for (let k = 0; k < SIZE; k++) {
            const cell = UNIT_CELLS[r2 * SIZE + k]!;
            if (UNIT_HAS[r1 * CELL_COUNT + cell] === 0 && (masks[cell]! & b) !== 0)
              removals.push(cell * 9 + d - 1);
          }
          if (removals.length === 0) continue;
          const id = kind1 === 18 ? 'pointing' : 'claiming';
          let parents: number[] | null = null;
          if (initial !== undefined) {
            parents = [];
            for (let k = 0; k < SIZE; k++) {
              const cell = UNIT_CELLS[r1 * SIZE + k]!;
              if (
                UNIT_HAS[r2 * CELL_COUNT + cell] === 0 &&
                (initial[cell]! & b) !== 0 &&
                (masks[cell]! & b) === 0
              ) {
                parents.push(cell * 9 + d - 1);
              }
            }
          }
          const h = finding(id, BASE[id], -1, 0, removals, unitCellsOf(r1, pos1), [r1, r2], b);
          if (sink(h, parents)) return true;
        }
      }
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Naked and hidden sets

/** Every k-subset of 0..n-1 as bit masks, in lexicographic order, by k (1–4) and n (≤ 9). */
const COMBOS: number[][] = /* @__PURE__ */ buildCombos();

function buildCombos(): number[][] {
  const combos: number[][] = [[], [], [], [], []];
  for (let k = 1; k <= 4; k++) {
    const out: number[] = [];
    const rec = (start: number, left: number, acc: number): void => {
      if (left === 0) {
        out.push(acc);
        return;
      }
      for (let i = start; i < 9; i++) rec(i + 1, left - 1, acc | (1 << i));
    };
    rec(0, k, 0);
    combos[k] = out;
  }
  return combos;
}

// Ids by degree: index degree − 2.
const HIDDEN_IDS = ['hidden-pair', 'hidden-triple', 'hidden-quad'] as const;
const NAKED_IDS = ['naked-pair', 'naked-triple', 'naked-quad'] as const;

/**
 * Hidden sets of `degree` digits (3.4, 4.0, 5.4), or with `direct` SE's direct hidden pair (2.0)
 * and triplet (2.5): a hidden set after which another digit has one place left in the unit.
 */
export function hiddenSets(
  grid: LogicGrid,
  degree: number,
  direct: boolean,
  sink: FindingSink,
  initial?: Uint16Array,
): boolean {
  const { values, masks } = grid;
  const pos = new Int32Array(10);
  const combos = COMBOS[degree]!;
  for (const unit of SE_SET_UNIT_ORDER) {
    const empty = emptyCount(values, unit);
    if (!(empty > degree * 2 || (direct && empty > degree))) continue;
    // Each digit's places in the unit, from one pass over its cells (filled cells have mask 0).
    pos.fill(0);
    const base = unit * SIZE;
    for (let k = 0; k < SIZE; k++) {
      for (let m = masks[UNIT_CELLS[base + k]!]!; m !== 0; m &= m - 1) pos[LOWEST_DIGIT[m & -m]!]! |= 1 << k;
    }
    // A digit of a hidden set has 1 to `degree` places: the others cannot be in one.
    let usable = 0;
    for (let d = 1; d <= 9; d++) {
      const n = POPCOUNT[pos[d]!]!;
      if (n !== 0 && n <= degree) usable |= 1 << (d - 1);
    }
    if (POPCOUNT[usable]! < degree) continue;
    for (let c = 0; c < combos.length; c++) {
      const combo = combos[c]!;
      if ((combo & ~usable) !== 0) continue;
      let union = 0;
      for (let m = combo; m !== 0; m &= m - 1) union |= pos[LOWEST_DIGIT[m & -m]!]!;
      if (POPCOUNT[union] !== degree) continue;
      if (direct) {
        for (let d = 1; d <= 9; d++) {
          if ((combo & (1 << (d - 1))) !== 0) continue;
          const p = pos[d]!;
          if (POPCOUNT[p]! <= 1) continue;
          const rest = p & ~union;
          if (POPCOUNT[rest] === 1) {
            const cell = UNIT_CELLS[base + LOWEST_DIGIT[rest]! - 1]!;
            const id = degree === 2 ? 'direct-hidden-pair' : 'direct-hidden-triple';
            // Only the placement, as SE applies it.
            const h = finding(id, BASE[id], cell, d, [], unitCellsOf(unit, union), [unit], combo);
            if (sink(h, null)) return true;
            break;
          }
        }
        continue;
      }
      const removals: number[] = [];
      for (let k = 0; k < SIZE; k++) {
        if ((union & (1 << k)) === 0) continue;
        const cell = UNIT_CELLS[base + k]!;
        for (let m = masks[cell]! & ~combo; m !== 0; m &= m - 1)
          removals.push(cell * 9 + LOWEST_DIGIT[m & -m]! - 1);
      }
      if (removals.length > 0) {
        let parents: number[] | null = null;
        if (initial !== undefined) {
          parents = [];
          for (let m = combo; m !== 0; m &= m - 1) {
            const b = m & -m;
            const digit = LOWEST_DIGIT[b]!;
            for (let k = 0; k < SIZE; k++) {
              if ((union & (1 << k)) !== 0) continue;
              const cell = UNIT_CELLS[base + k]!;
              if ((initial[cell]! & b) !== 0 && (masks[cell]! & b) === 0) parents.push(cell * 9 + digit - 1);
            }
          }
        }
        const h = finding(
          HIDDEN_IDS[degree - 2]!,
          BASE[HIDDEN_IDS[degree - 2]!],
          -1,
          0,
          removals,
          unitCellsOf(unit, union),
          [unit],
          combo,
        );
        if (sink(h, parents)) return true;
      }
    }
  }
  return false;
}

/** Naked sets of `degree` cells (3.0, 3.6, 5.0). */
export function nakedSets(
  grid: LogicGrid,
  degree: number,
  sink: FindingSink,
  initial?: Uint16Array,
): boolean {
  const { masks } = grid;
  for (const unit of SE_SET_UNIT_ORDER) {
    // Candidate cells of the unit: empty, 2..degree candidates.
    let avail = 0;
    for (let k = 0; k < SIZE; k++) {
      const n = POPCOUNT[masks[UNIT_CELLS[unit * SIZE + k]!]!]!;
      if (n >= 2 && n <= degree) avail |= 1 << k;
    }
    if (POPCOUNT[avail]! < degree) continue;
    for (const combo of COMBOS[degree]!) {
      if ((combo & avail) !== combo) continue;
      let union = 0;
      for (let m = combo; m !== 0; m &= m - 1)
        union |= masks[UNIT_CELLS[unit * SIZE + LOWEST_DIGIT[m & -m]! - 1]!]!;
      if (POPCOUNT[union] !== degree) continue;
      const removals: number[] = [];
      for (let k = 0; k < SIZE; k++) {
        if ((combo & (1 << k)) !== 0) continue;
        const cell = UNIT_CELLS[unit * SIZE + k]!;
        for (let m = masks[cell]! & union; m !== 0; m &= m - 1)
          removals.push(cell * 9 + LOWEST_DIGIT[m & -m]! - 1);
      }
      if (removals.length === 0) continue;
      let parents: number[] | null = null;
      if (initial !== undefined) {
        parents = [];
        for (let m = combo; m !== 0; m &= m - 1) {
          const cell = UNIT_CELLS[unit * SIZE + LOWEST_DIGIT[m & -m]! - 1]!;
          for (let g = initial[cell]! & ~masks[cell]!; g !== 0; g &= g - 1)
            parents.push(cell * 9 + LOWEST_DIGIT[g & -g]! - 1);
        }
      }
      const h = finding(
        NAKED_IDS[degree - 2]!,
        BASE[NAKED_IDS[degree - 2]!],
        -1,
        0,
        removals,
        unitCellsOf(unit, combo),
        [unit],
        union,
      );
      if (sink(h, parents)) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Basic fish

// Ids by degree: index degree − 2.
const FISH_IDS = ['x-wing', 'swordfish', 'jellyfish'] as const;

/** X-Wing (3.2), Swordfish (3.8), Jellyfish (5.2): base rows then base columns, digits 1–9. */
export function fish(grid: LogicGrid, degree: number, sink: FindingSink, initial?: Uint16Array): boolean {
  const { masks } = grid;
  const pos = new Int32Array(9);
  for (let d = 1; d <= 9; d++) {
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
            const cell = UNIT_CELLS[cover * SIZE + k]!;
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
              const cell = UNIT_CELLS[base * SIZE + k]!;
              if ((initial[cell]! & b) !== 0 && (masks[cell]! & b) === 0) parents.push(cell * 9 + d - 1);
            }
          }
        }
        const units: number[] = [];
        for (let m = combo; m !== 0; m &= m - 1) units.push(baseKind + LOWEST_DIGIT[m & -m]! - 1);
        for (let m = union; m !== 0; m &= m - 1) units.push(coverKind + LOWEST_DIGIT[m & -m]! - 1);
        const h = finding(FISH_IDS[degree - 2]!, BASE[FISH_IDS[degree - 2]!], -1, 0, removals, [], units, b);
        if (sink(h, parents)) return true;
      }
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// XY-Wing and XYZ-Wing

/** Do cells `a` and `b` share a unit (`a` ≠ `b`)? The geometry's peer matrix, for every finder. */
export function sees(a: number, b: number): boolean {
  return SEES[a * CELL_COUNT + b] === 1;
}

/** XY-Wing (4.2) or, with `xyz`, XYZ-Wing (4.4). */
export function xyWing(grid: LogicGrid, xyz: boolean, sink: FindingSink): boolean {
  const { masks } = grid;
  const need = xyz ? 3 : 2;
  for (let pivot = 0; pivot < CELL_COUNT; pivot++) {
    const pm = masks[pivot]!;
    if (POPCOUNT[pm] !== need) continue;
    const base = pivot * PEER_COUNT;
    for (let i = 0; i < PEER_COUNT; i++) {
      const w1 = PEERS[base + i]!;
      const m1 = masks[w1]!;
      if (POPCOUNT[m1] !== 2) continue;
      for (let j = i + 1; j < PEER_COUNT; j++) {
        const w2 = PEERS[base + j]!;
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
          if (!sees(cell, w1) || !sees(cell, w2) || (xyz && !sees(cell, pivot))) continue;
          removals.push(cell * 9 + digit - 1);
        }
        if (removals.length > 0) {
          const h = finding(
            xyz ? 'xyz-wing' : 'xy-wing',
            BASE[xyz ? 'xyz-wing' : 'xy-wing'],
            -1,
            0,
            removals,
            [pivot, w1, w2],
            [],
            z,
          );
          if (sink(h, null)) return true;
        }
      }
    }
  }
  return false;
}

/** The rules (with their candidate parents) the dynamic chains "(+)" apply on a what-if grid, in SE's order. */
export function advancedRule(
  index: number,
  grid: LogicGrid,
  sink: FindingSink,
  initial: Uint16Array,
): boolean {
  switch (index) {
    case 0:
      return locking(grid, false, sink, initial);
    case 1:
      return hiddenSets(grid, 2, false, sink, initial);
    case 2:
      return nakedSets(grid, 2, sink, initial);
    default:
      return fish(grid, 2, sink, initial);
  }
}

/** Number of rules {@link advancedRule} knows. */
export const ADVANCED_RULE_COUNT = 4;
