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
import { CELL_COUNT as CELL_COUNT_TABLE, SIZE as SIZE_TABLE } from '../../board/geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../internal/bits.js';
import { positionsOf, type LogicGrid } from '../grid.js';
import { BASE_TENTHS } from './ratings.js';
import { finding, type FindingSink } from './finding.js';
import { CLASSIC_GEOMETRY, onGeometry, type EngineGeometry } from './geometry.js';

// Local bindings: hot loops read module-local bindings, not imported ones. The geometry's tables
// are the active geometry's (`./geometry.ts`), rebound when it changes.
const SIZE = SIZE_TABLE;
const CELL_COUNT = CELL_COUNT_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;
const BASE = BASE_TENTHS;
let GEO: EngineGeometry = CLASSIC_GEOMETRY;
let PEERS: Uint8Array = GEO.peers;
let PEER_START: Uint16Array = GEO.peerStart;
let SEES: Uint8Array = GEO.sees;
let UNIT_CELLS: Uint8Array = GEO.unitCells;
let UNIT_HAS: Uint8Array = GEO.unitHas;
let UNIT_COUNT = GEO.unitCount;
/**
 * `CROSSING[a * R + b]`: the positions (9-bit, as `positionsOf` numbers them) of unit a's cells
 * that lie in unit b, for units that cross; 0 otherwise (and for a = b). Built once per geometry.
 */
let CROSSING: Uint16Array = /* @__PURE__ */ buildCrossing(CLASSIC_GEOMETRY);
const CROSSINGS = new WeakMap<EngineGeometry, Uint16Array>();
onGeometry((geo) => {
  GEO = geo;
  PEERS = geo.visPeers;
  PEER_START = geo.peerStart;
  SEES = geo.sees;
  UNIT_CELLS = geo.unitCells;
  UNIT_HAS = geo.unitHas;
  UNIT_COUNT = geo.unitCount;
  let crossing = CROSSINGS.get(geo);
  if (crossing === undefined) {
    crossing = buildCrossing(geo);
    CROSSINGS.set(geo, crossing);
  }
  CROSSING = crossing;
});

function buildCrossing(geo: EngineGeometry): Uint16Array {
  const count = geo.unitCount;
  const table = new Uint16Array(count * count);
  for (let a = 0; a < count; a++) {
    for (let b = 0; b < count; b++) {
      // Classic: only a box and a line (what the intersections read).
      if (a === b || (geo.classic && a < 18 === b < 18)) continue;
      let positions = 0;
      for (let k = 0; k < SIZE_TABLE; k++) {
        if (geo.unitHas[b * CELL_COUNT_TABLE + geo.unitCells[a * SIZE_TABLE + k]!] === 1) positions |= 1 << k;
      }
      table[a * count + b] = positions;
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
      table[CLASSIC_GEOMETRY.unitCells[unit * SIZE_TABLE + k]! * 3 + t] = (unit << 4) | k;
  }
  return table;
}

/**
 * Every digit's places in every unit, `places[unit * 9 + d − 1]` (9-bit, as `positionsOf`
 * numbers them), from one pass over the cells' candidates: what the intersections read 324
 * times a call.
 */
function placesOf(masks: Uint16Array): Uint16Array {
  if (!GEO.classic) return placesOfUnits(masks);
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

/** {@link placesOf} for any geometry, unit by unit. */
function placesOfUnits(masks: Uint16Array): Uint16Array {
  const places = new Uint16Array(UNIT_COUNT * 9);
  for (let unit = 0; unit < UNIT_COUNT; unit++) {
    const at = unit * 9 - 1;
    for (let k = 0; k < SIZE; k++) {
      const bit = 1 << k;
      for (let b = masks[UNIT_CELLS[unit * SIZE + k]!]!; b !== 0; b &= b - 1)
        places[at + LOWEST_DIGIT[b & -b]!]! |= bit;
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
  if (!GEO.classic) return hiddenSinglesAnyRules(values, masks, sink);
  const order = GEO.singleOrder;
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

/**
 * {@link hiddenSingles} under any rule set: SE's scan (boxes or jigsaw regions, columns, rows,
 * then the extra regions by SE's type order; full houses first). A single in a box rates 1.2,
 * in any other region 1.5.
 */
function hiddenSinglesAnyRules(values: Uint8Array, masks: Uint16Array, sink: FindingSink): boolean {
  const order = GEO.singleOrder;
  const count = order.length;
  const full = new Uint8Array(count);
  let anyFull = false;
  for (let u = 0; u < count; u++) {
    const base = order[u]! * SIZE;
    let empty = 0;
    for (let k = 0; k < SIZE; k++) if (values[UNIT_CELLS[base + k]!] === 0) empty++;
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
        const id = alone
          ? 'full-house'
          : GEO.unitType[unit] === 0
            ? 'hidden-single-box'
            : 'hidden-single-line';
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
  const count = UNIT_COUNT;
  const places = placesOf(masks);
  const unitType = GEO.unitType;
  for (const [units1, units2] of GEO.lockingGroups) {
    const n1 = units1.length;
    const n2 = units2.length;
    for (let d = 1; d <= 9; d++) {
      const b = 1 << (d - 1);
      for (let i1 = 0; i1 < n1; i1++) {
        const r1 = units1[i1]!;
        const pos1 = places[r1 * 9 + d - 1]!;
        if (POPCOUNT[pos1]! <= 1) continue;
        for (let i2 = 0; i2 < n2; i2++) {
          const r2 = units2[i2]!;
          const inside = crossing[r1 * count + r2]!;
          // Not crossing, or the digit's places in r1 not all in r2.
          if (inside === 0 || (pos1 & ~inside) !== 0) continue;
          if (direct) {
            for (let i3 = 0; i3 < n1; i3++) {
              const r3 = units1[i3]!;
              const inside3 = crossing[r3 * count + r2]!;
              if (r3 === r1 || inside3 === 0) continue;
              const pos3 = places[r3 * 9 + d - 1]!;
              if (POPCOUNT[pos3]! <= 1) continue;
              // The intersection leaves r3 one place outside r2: the direct hint's placement.
              const outside = pos3 & ~inside3;
              if (POPCOUNT[outside] !== 1) continue;
              const hcell = UNIT_CELLS[r3 * SIZE + LOWEST_DIGIT[outside]! - 1]!;
              // SE: "pointing" when the base is a box, else "claiming".
              const id = unitType[r1] === 0 ? 'direct-pointing' : 'direct-claiming';
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
          // SE: "pointing" when the cover is a row or a column, else "claiming".
          const id = unitType[r2] === 1 || unitType[r2] === 2 ? 'pointing' : 'claiming';
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
  for (const unit of GEO.setOrder) {
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

/** The 9-bit position of `cell` in `unit`, or 0 when the unit does not hold it. */
function positionOfCell(unit: number, cell: number): number {
  for (let k = 0; k < SIZE; k++) if (UNIT_CELLS[unit * SIZE + k] === cell) return 1 << k;
  return 0;
}

/**
 * Naked sets of `degree` cells (3.0, 3.6, 5.0). With `general`, SE's generalized naked set (what
 * its dynamic chains "(+)" use under variant rules): every unit, and a digit of the set leaves
 * every cell that sees all the set's cells holding it.
 */
export function nakedSets(
  grid: LogicGrid,
  degree: number,
  sink: FindingSink,
  initial?: Uint16Array,
  general = false,
): boolean {
  const { values, masks } = grid;
  for (const unit of general ? GEO.setOrder : GEO.nakedOrder) {
    // SE looks in a unit with at least 2 × degree empty cells.
    if (!GEO.classic && emptyCount(values, unit) < degree * 2) continue;
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
      if (general) {
        // SE's generalized naked set: each digit leaves every cell that sees all its holders.
        for (let cell = 0; cell < CELL_COUNT; cell++) {
          if ((combo & positionOfCell(unit, cell)) !== 0) continue;
          for (let m = masks[cell]! & union; m !== 0; m &= m - 1) {
            const bit = m & -m;
            let all = true;
            for (let c = combo; c !== 0; c &= c - 1) {
              const holder = UNIT_CELLS[unit * SIZE + LOWEST_DIGIT[c & -c]! - 1]!;
              if ((masks[holder]! & bit) !== 0 && SEES[holder * CELL_COUNT + cell] !== 1) all = false;
            }
            if (all) removals.push(cell * 9 + LOWEST_DIGIT[bit]! - 1);
          }
        }
        removals.sort((a, b) => a - b);
      } else {
        for (let k = 0; k < SIZE; k++) {
          if ((combo & (1 << k)) !== 0) continue;
          const cell = UNIT_CELLS[unit * SIZE + k]!;
          for (let m = masks[cell]! & union; m !== 0; m &= m - 1)
            removals.push(cell * 9 + LOWEST_DIGIT[m & -m]! - 1);
        }
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
    const end = PEER_START[pivot + 1]!;
    for (let i = PEER_START[pivot]!; i < end; i++) {
      const w1 = PEERS[i]!;
      const m1 = masks[w1]!;
      if (POPCOUNT[m1] !== 2) continue;
      for (let j = i + 1; j < end; j++) {
        const w2 = PEERS[j]!;
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
  // SE's "VLatin" rule sets: intersections, hidden pairs, naked pairs, X-Wings; under the others
  // (extra regions, knight or king rules): generalized intersections and naked pairs instead.
  const plain = GEO.plain;
  switch (index) {
    case 0:
      return plain ? locking(grid, false, sink, initial) : vLocking(grid, sink, initial);
    case 1:
      return hiddenSets(grid, 2, false, sink, initial);
    case 2:
      return nakedSets(grid, 2, sink, initial, !plain);
    default:
      return fish(grid, 2, sink, initial);
  }
}

/**
 * SE's generalized intersections (used by its dynamic chains "(+)" under variant rules only):
 * in every unit (boxes, rows, columns, then the extra regions by type), a digit with 2 to 6
 * places leaves every other cell that sees all of them. Parents: the unit's other places of the
 * digit that the run removed.
 */
export function vLocking(grid: LogicGrid, sink: FindingSink, initial?: Uint16Array): boolean {
  const { masks } = grid;
  for (const units of GEO.vLockingGroups) {
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
            const holder = UNIT_CELLS[unit * SIZE + LOWEST_DIGIT[m & -m]! - 1]!;
            if (holder === cell || SEES[holder * CELL_COUNT + cell] !== 1) all = false;
          }
          if (all) removals.push(cell * 9 + d - 1);
        }
        if (removals.length === 0) continue;
        let parents: number[] | null = null;
        if (initial !== undefined) {
          parents = [];
          for (let k = 0; k < SIZE; k++) {
            if ((pos & (1 << k)) !== 0) continue;
            const cell = UNIT_CELLS[unit * SIZE + k]!;
            if ((initial[cell]! & b) !== 0) parents.push(cell * 9 + d - 1);
          }
        }
        const h = finding('claiming', BASE.claiming, -1, 0, removals, unitCellsOf(unit, pos), [unit], b);
        if (sink(h, parents)) return true;
      }
    }
  }
  return false;
}

/** Number of rules {@link advancedRule} knows. */
export const ADVANCED_RULE_COUNT = 4;
