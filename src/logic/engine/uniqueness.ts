/**
 * The engine's uniqueness finders, Sudoku Explainer 1.2.1's unique rectangles and loops (4.5–5.0)
 * and bivalue universal grave (5.6–6.0). Internal. (SE's aligned exclusions, sound on any board:
 * `exclusion.ts`.)
 *
 * The unique loops and BUG assume the puzzle has a single solution, and the rating and the hints
 * only run them when it does (the catalogue's `unique` column). The finders follow SE's search (depth-first loops through cells
 * holding both loop digits, at most two cells with extra candidates; BUG cells found unit by
 * unit) so that the same step is taken first.
 *
 * Unique loops: rating 4.5, +0.1 for a 6-cell loop, +0.2 for 8 cells, +0.5 for 10 or more;
 * types 2 and 4 rate as type 1, type 3 (a naked set with the extra digits) adds 0.1 per extra cell of
 * the set. BUG: type 1 5.6, types 2 and 4 5.7, type 3 5.7 + 0.1 × (set size − 1).
 */
import { CELL_COUNT as CELL_COUNT_TABLE, SIZE as SIZE_TABLE } from '../../board/geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../internal/bits.js';
import { positionsOf, type LogicGrid } from '../grid.js';
import { BASE_TENTHS } from './ratings.js';
import {
  finding,
  type Finding,
  type BugPattern,
  type FindingSink,
  type LoopPattern,
  type UniquenessDetail,
} from './finding.js';
import { activeGeometry, type EngineGeometry } from './geometry.js';
import { combinations } from './subsets.js';
import { findLoops } from './loop-search.js';
import type { FamilyFinders } from './finders.js';

// Module-local bindings, not imported ones (see `singles.ts`); the geometry is read on entry and
// handed to the helpers.
const SIZE = SIZE_TABLE;
const CELL_COUNT = CELL_COUNT_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;

/** SE's units of each cell in region type order: box, row, column, then the extra regions. */
function unitsOfCell(geo: EngineGeometry, cell: number): number[] {
  return slice(geo.cellUnits, geo.cellUnitStart[cell]!, geo.cellUnitStart[cell + 1]!);
}

/** Cells sharing a unit with `cell` (not itself), SE order, as a fresh array. */
function houseOf(geo: EngineGeometry, cell: number): number[] {
  return slice(geo.sePeers, geo.peerStart[cell]!, geo.peerStart[cell + 1]!);
}

/** `table[from..to)` as an array (`Array.from` of a `subarray` cost a view and an iterator a call). */
function slice(table: Uint8Array, from: number, to: number): number[] {
  const out: number[] = [];
  for (let k = from; k < to; k++) out.push(table[k]!);
  return out;
}

/**
 * A loop (its cells `loop`) or BUG (no `loop`) finding, with the prose's account; SE's type (1–4)
 * is its sort key.
 */
function uniquenessFinding(fields: {
  readonly technique: 'unique-rectangle' | 'unique-loop' | 'bivalue-universal-grave';
  readonly tenths: number;
  readonly removals: readonly number[];
  readonly loop?: readonly number[];
  readonly detail: UniquenessDetail;
}): Finding {
  const { technique, tenths, removals, loop, detail } = fields;
  const pattern: LoopPattern | BugPattern =
    loop === undefined ? { kind: 'bug', ...detail } : { kind: 'loop', cells: loop, ...detail };
  return finding({ technique, tenths, removals, sortKey: detail.type, pattern });
}

const NO_CELLS: readonly number[] = [];

/**
 * The prose's account of how a loop or BUG is broken (see {@link UniquenessDetail}); no digit
 * (0), no unit (−1) and no set cells unless given.
 */
function detail(fields: {
  readonly type: 1 | 2 | 3 | 4;
  readonly digits: number;
  readonly extraCells: readonly number[];
  readonly digit?: number | undefined;
  readonly unit?: number | undefined;
  readonly setCells?: readonly number[];
}): UniquenessDetail {
  const { type, digits, extraCells } = fields;
  return {
    type,
    digits,
    extraCells,
    digit: fields.digit ?? 0,
    unit: fields.unit ?? -1,
    setCells: fields.setCells ?? NO_CELLS,
  };
}

// =============================================================================================
// Unique loops

/**
 * A unique loop's rating: the unique rectangle's base (4.5) plus SE's term for its size: 0.1 for
 * 6 cells (the unique loop's base, 4.6), 0.2 for 8, 0.5 for 10 or more.
 */
function loopBase(size: number): number {
  let r = BASE_TENTHS['unique-rectangle'];
  if (size >= 10) r += 3;
  if (size >= 8) r += 2;
  else if (size >= 6) r += 1;
  return r;
}

function commonHouse(geo: EngineGeometry, cells: readonly number[]): number[] {
  let common: number[] | null = null;
  for (const c of cells) {
    const h = houseOf(geo, c);
    common = common === null ? h : common.filter((x) => h.includes(x));
  }
  return (common ?? []).filter((x) => !cells.includes(x));
}

/** The units holding both `a` and `b`, in `a`'s SE order. */
function sharedUnits(geo: EngineGeometry, a: number, b: number): number[] {
  const cellUnits = geo.cellUnits;
  const unitHas = geo.unitHas;
  const out: number[] = [];
  for (let j = geo.cellUnitStart[a]!; j < geo.cellUnitStart[a + 1]!; j++) {
    const unit = cellUnits[j]!;
    if (unitHas[unit * CELL_COUNT + b] === 1) out.push(unit);
  }
  return out;
}

/** A loop finding with its type and identity, to rank and deduplicate them as SE does. */
export interface RankedLoop {
  readonly finding: Finding;
  readonly type: number;
  readonly key: string;
}

/**
 * The type 3 findings of a loop whose two extra cells `c1` and `c2` (loop digits `v`) share a
 * unit: a naked set of the unit made of c1's extra digits and other cells, found as SE finds them
 * (every set of the unit's cells holding c1 and not c2, smallest first). Exported for its test.
 */
export function type3Findings(
  geo: EngineGeometry,
  grid: LogicGrid,
  loop: readonly number[],
  c1: number,
  c2: number,
  v: number,
  out: RankedLoop[],
  key: () => string,
): void {
  const unitCells = geo.unitCells;
  const { values, masks } = grid;
  const extra = (masks[c1]! | masks[c2]!) & ~v;
  const units = sharedUnits(geo, c1, c2);
  // SE tries every set of `degree` cells of the unit (in lexicographic order of their places)
  // that holds c1 and not c2. Only the empty cells other than c1 and c2 can join it, and only
  // while the digits of the set stay within `degree`: the sets are drawn from those cells alone,
  // in the same order, and a branch ends once its digits exceed `degree` (no larger set could
  // bring them back).
  const pool: number[] = [];
  const chosen: number[] = [];
  let degree = 0;
  let unit = 0;
  const pick = (from: number, left: number, naked: number, union: number): void => {
    if (left === 0) {
      if (POPCOUNT[naked] !== degree || POPCOUNT[union] !== degree) return;
      const removals: number[] = [];
      for (let k = 0; k < SIZE; k++) {
        const cell = unitCells[unit * SIZE + k]!;
        if (cell === c1 || cell === c2 || chosen.includes(cell)) continue;
        for (let m = masks[cell]! & union; m !== 0; m &= m - 1)
          removals.push(cell * 9 + LOWEST_DIGIT[m & -m]! - 1);
      }
      if (removals.length === 0) return;
      out.push({
        finding: uniquenessFinding({
          technique: 'unique-loop',
          tenths: loopBase(loop.length) + (degree - 1),
          removals,
          loop,
          detail: detail({ type: 3, digits: v, extraCells: [c1, c2], unit, setCells: chosen.slice() }),
        }),
        type: 3,
        key: key() + ':3:' + String(unit),
      });
      return;
    }
    for (let i = from; i <= pool.length - left; i++) {
      const cell = pool[i]!;
      const u = union | masks[cell]!;
      if (POPCOUNT[u]! > degree) continue;
      chosen.push(cell);
      pick(i + 1, left - 1, naked | masks[cell]!, u);
      chosen.pop();
    }
  };
  for (degree = POPCOUNT[extra]!; degree <= 7; degree++) {
    for (const u of units) {
      unit = u;
      let empty = 0;
      for (let k = 0; k < SIZE; k++) if (values[unitCells[unit * SIZE + k]!] === 0) empty++;
      if (degree * 2 > empty) continue;
      pool.length = 0;
      for (let k = 0; k < SIZE; k++) {
        const cell = unitCells[unit * SIZE + k]!;
        const m = masks[cell]!;
        if (cell !== c1 && cell !== c2 && m !== 0 && POPCOUNT[m | extra]! <= degree) pool.push(cell);
      }
      pick(0, degree - 1, extra & masks[c1]! & masks[c2]!, extra);
    }
  }
}

/**
 * SE's unique loops (rectangles and longer loops, types 1–4), streamed best first (rating, then
 * type), as SE orders them. SE ranks every loop before it reports one, so they are collected
 * and sorted first.
 */
export function uniqueLoops(grid: LogicGrid, sink: FindingSink): boolean {
  for (const f of loopFindings(activeGeometry(), grid)) if (sink(f, null)) return true;
  return false;
}

/**
 * SE's guard for the neighbour rules: a loop is no deadly pattern (its two digits could not swap)
 * when a cell a knight's or king's move from a loop cell, outside its regions, has either loop
 * digit, or, under non-consecutive, an orthogonal neighbour has a digit next to either.
 */
function isRestricted(
  geo: EngineGeometry,
  masks: Uint16Array,
  loop: readonly number[],
  digits: number,
): boolean {
  const near = ((digits << 1) | (digits >> 1)) & 0x1ff;
  for (const cell of loop) {
    for (let k = geo.antiStart[cell]!; k < geo.antiStart[cell + 1]!; k++)
      if ((masks[geo.anti[k]!]! & digits) !== 0) return true;
    if (geo.nonConsecutive)
      for (let k = geo.orthoStart[cell]!; k < geo.orthoStart[cell + 1]!; k++)
        if ((masks[geo.ortho[k]!]! & near) !== 0) return true;
  }
  return false;
}

/** Every unique loop finding, best first. */
function loopFindings(geo: EngineGeometry, grid: LogicGrid): Finding[] {
  const unitCells = geo.unitCells;
  const { masks } = grid;
  const found: RankedLoop[] = [];
  const seen = new Set<string>();
  const add = (h: RankedLoop): void => {
    if (h.finding.removals.length === 0 || seen.has(h.key)) return;
    seen.add(h.key);
    found.push(h);
  };
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const pm = masks[cell]!;
    if (POPCOUNT[pm] !== 2) continue;
    for (const loop of findLoops(geo, masks, cell, pm)) {
      if ((geo.neighbours || geo.nonConsecutive) && isRestricted(geo, masks, loop, pm)) continue;
      const id = loop.length === 4 ? 'unique-rectangle' : 'unique-loop';
      const base = loopBase(loop.length);
      // The loop's identity, built only for a finding that removes something (most loops found
      // remove nothing).
      let sorted: string | undefined;
      const key = (): string =>
        (sorted ??= loop
          .slice()
          .sort((a, b) => a - b)
          .join(','));
      const extraCells = loop.filter((c) => POPCOUNT[masks[c]!]! > 2);
      if (extraCells.length === 1) {
        const c = extraCells[0]!;
        const removals: number[] = [];
        for (let m = pm; m !== 0; m &= m - 1) removals.push(c * 9 + LOWEST_DIGIT[m & -m]! - 1);
        add({
          finding: uniquenessFinding({
            technique: id,
            tenths: base,
            removals,
            loop,
            detail: detail({ type: 1, digits: pm, extraCells }),
          }),
          type: 1,
          key: key() + ':1',
        });
      } else if (extraCells.length >= 2) {
        let extra = 0;
        for (const c of extraCells) extra |= masks[c]!;
        extra &= ~pm;
        if (extraCells.length > 2 || POPCOUNT[extra] === 1) {
          const value = LOWEST_DIGIT[masks[extraCells[0]!]! & ~pm]!;
          const removals: number[] = [];
          for (const c of commonHouse(geo, extraCells)) {
            if ((masks[c]! & (1 << (value - 1))) !== 0) removals.push(c * 9 + value - 1);
          }
          if (removals.length > 0) {
            const found2 = uniquenessFinding({
              technique: id,
              tenths: base,
              removals,
              loop,
              detail: detail({ type: 2, digits: pm, extraCells, digit: value }),
            });
            add({ finding: found2, type: 2, key: key() + ':2' });
          }
        } else if (POPCOUNT[extra]! >= 2) {
          const list: RankedLoop[] = [];
          type3Findings(geo, grid, loop, extraCells[0]!, extraCells[1]!, pm, list, key);
          for (const h of list) add(h);
        }
        if (extraCells.length === 2) {
          const [c1, c2] = [extraCells[0]!, extraCells[1]!];
          const v1 = pm & -pm;
          const v2 = pm & ~v1;
          let r1 = -1;
          let r2 = -1;
          for (const unit of sharedUnits(geo, c1, c2)) {
            let has1 = false;
            let has2 = false;
            for (let k = 0; k < SIZE; k++) {
              const c = unitCells[unit * SIZE + k]!;
              if (c === c1 || c === c2) continue;
              if ((masks[c]! & v1) !== 0) has1 = true;
              if ((masks[c]! & v2) !== 0) has2 = true;
            }
            if (!has1) r1 = unit;
            if (!has2) r2 = unit;
          }
          const rem = r1 >= 0 ? v2 : r2 >= 0 ? v1 : 0;
          if (rem !== 0) {
            const d = LOWEST_DIGIT[rem]!;
            const removals = [c1 * 9 + d - 1, c2 * 9 + d - 1];
            const locked = r1 >= 0 ? v1 : v2;
            const info = detail({
              type: 4,
              digits: pm,
              extraCells,
              digit: LOWEST_DIGIT[locked],
              unit: r1 >= 0 ? r1 : r2,
            });
            add({
              finding: uniquenessFinding({
                technique: id,
                tenths: base,
                removals,
                loop,
                detail: info,
              }),
              type: 4,
              key: key() + ':4',
            });
          }
        }
      }
    }
  }
  found.sort((a, b) => a.finding.tenths - b.finding.tenths || a.type - b.type);
  return found.map((h) => h.finding);
}

// =============================================================================================
// Bivalue universal grave

// BUG type 1 rates at the technique's base (5.6); SE rates types 2 and 4 0.1 more, and type 3
// with a naked set of `degree` digits `degree` tenths more.

/** SE's bivalue universal grave (types 1–4), streamed in SE's order. */
export function bivalueUniversalGrave(grid: LogicGrid, sink: FindingSink): boolean {
  for (const f of bugFindings(activeGeometry(), grid)) if (sink(f, null)) return true;
  return false;
}

/** The BUG findings of `grid`, in SE's order (none when the grid is no BUG). */
function bugFindings(geo: EngineGeometry, grid: LogicGrid): Finding[] {
  const unitCells = geo.unitCells;
  const { values, masks } = grid;
  const temp = masks.slice();
  const bugCells: number[] = [];
  const bugValues = new Map<number, number>();
  let allBug = 0;
  let common: number[] | null = null;
  // SE's BUG scans the regions by type: boxes, rows, columns, then the extra regions.
  for (const unit of geo.classic ? geo.singleOrder : geo.cellTypeOrder) {
    for (let d = 1; d <= 9; d++) {
      const b = 1 << (d - 1);
      const positions = positionsOf(masks, unit, b);
      const card = POPCOUNT[positions]!;
      if (card === 0 || card === 2) continue;
      const newBug: number[] = [];
      for (let k = 0; k < SIZE; k++) {
        if ((positions & (1 << k)) === 0) continue;
        const cell = unitCells[unit * SIZE + k]!;
        if (POPCOUNT[masks[cell]!]! >= 3) newBug.push(cell);
      }
      if (newBug.length === 1) {
        const cell = newBug[0]!;
        if (!bugCells.includes(cell)) bugCells.push(cell);
        bugValues.set(cell, (bugValues.get(cell) ?? 0) | b);
        allBug |= b;
        temp[cell] = temp[cell]! & ~b;
        const h = houseOf(geo, cell);
        common = common === null ? h : common.filter((x) => h.includes(x));
        common = common.filter((x) => !bugCells.includes(x));
        if (bugCells.length > 1 && POPCOUNT[allBug]! > 1 && common.length === 0) return [];
      }
      if (newBug.length === 0) return [];
    }
  }
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (values[cell] === 0 && POPCOUNT[temp[cell]!] !== 2) return [];
  }
  for (let unit = 0; unit < geo.unitCount; unit++) {
    for (let d = 1; d <= 9; d++) {
      const card = POPCOUNT[positionsOf(temp, unit, 1 << (d - 1))]!;
      if (card !== 0 && card !== 2) return [];
    }
  }
  // SE under the neighbour rules: a bivalue cell (BUG digits aside) restricted by a neighbour
  // (see isRestricted) may not belong to the deadly pattern: no BUG.
  if (geo.neighbours || geo.nonConsecutive) {
    for (let cell = 0; cell < CELL_COUNT; cell++)
      if (values[cell] === 0 && POPCOUNT[temp[cell]!] === 2 && isRestricted(geo, masks, [cell], temp[cell]!))
        return [];
  }
  const commonCells = common ?? [];
  if (bugCells.length === 1) {
    const cell = bugCells[0]!;
    const removals: number[] = [];
    for (let m = masks[cell]! & ~allBug; m !== 0; m &= m - 1)
      removals.push(cell * 9 + LOWEST_DIGIT[m & -m]! - 1);
    return [
      uniquenessFinding({
        technique: 'bivalue-universal-grave',
        tenths: BASE_TENTHS['bivalue-universal-grave'],
        removals,
        detail: detail({ type: 1, digits: allBug, extraCells: bugCells }),
      }),
    ];
  }
  const found: Finding[] = [];
  if (POPCOUNT[allBug] === 1) {
    const d = LOWEST_DIGIT[allBug]!;
    const removals = commonCells.filter((c) => (masks[c]! & allBug) !== 0).map((c) => c * 9 + d - 1);
    if (removals.length > 0)
      found.push(
        uniquenessFinding({
          technique: 'bivalue-universal-grave',
          tenths: BASE_TENTHS['bivalue-universal-grave'] + 1,
          removals,
          detail: detail({ type: 2, digits: allBug, extraCells: bugCells, digit: d }),
        }),
      );
    if (bugCells.length === 2) bug4(geo, masks, bugCells, bugValues, allBug, found);
  } else if (commonCells.length > 0) {
    if (bugCells.length === 2) bug4(geo, masks, bugCells, bugValues, allBug, found);
    bug3(geo, masks, bugCells, allBug, commonCells, found);
  }
  return found;
}

function bug4(
  geo: EngineGeometry,
  masks: Uint16Array,
  cells: number[],
  bugValues: Map<number, number>,
  all: number,
  out: Finding[],
): void {
  const [c1, c2] = [cells[0]!, cells[1]!];
  const common = masks[c1]! & masks[c2]! & ~all;
  if (POPCOUNT[common] !== 1) return;
  for (let n = sharedUnits(geo, c1, c2).length; n > 0; n--) {
    const removals: number[] = [];
    for (const c of [c1, c2]) {
      for (let m = masks[c]! & ~bugValues.get(c)! & ~common; m !== 0; m &= m - 1) {
        removals.push(c * 9 + LOWEST_DIGIT[m & -m]! - 1);
      }
    }
    if (removals.length > 0) {
      const info = detail({
        type: 4,
        digits: all,
        extraCells: cells,
        digit: LOWEST_DIGIT[common],
        unit: sharedUnits(geo, c1, c2)[0],
      });
      out.push(
        uniquenessFinding({
          technique: 'bivalue-universal-grave',
          tenths: BASE_TENTHS['bivalue-universal-grave'] + 1,
          removals,
          detail: info,
        }),
      );
    }
  }
}

function bug3(
  geo: EngineGeometry,
  masks: Uint16Array,
  cells: number[],
  all: number,
  commonCells: number[],
  out: Finding[],
): void {
  for (const unit of unitsOfCell(geo, cells[0]!)) {
    if (!cells.every((c) => geo.unitHas[unit * CELL_COUNT + c] === 1)) continue;
    const regionCells = commonCells.filter((c) => geo.unitHas[unit * CELL_COUNT + c] === 1 && masks[c] !== 0);
    for (let degree = 2; degree <= 6; degree++) {
      if (regionCells.length < degree) continue;
      for (const combo of combinations(regionCells.length, degree - 1)) {
        let other = 0;
        const naked: number[] = [];
        for (const i of combo) {
          naked.push(regionCells[i]!);
          other |= masks[regionCells[i]!]!;
        }
        if (POPCOUNT[other] !== degree) continue;
        const set = other | all;
        if (POPCOUNT[set] !== degree) continue;
        const removals: number[] = [];
        for (const c of regionCells) {
          if (naked.includes(c)) continue;
          for (let m = masks[c]! & set; m !== 0; m &= m - 1) removals.push(c * 9 + LOWEST_DIGIT[m & -m]! - 1);
        }
        if (removals.length > 0) {
          const info = detail({ type: 3, digits: all, extraCells: cells, unit, setCells: naked });
          out.push(
            uniquenessFinding({
              technique: 'bivalue-universal-grave',
              tenths: BASE_TENTHS['bivalue-universal-grave'] + degree,
              removals,
              detail: info,
            }),
          );
        }
      }
    }
  }
}

/** The room's finders (`finders.ts`); one search finds the unique rectangles and loops. */
export const UNIQUENESS_FINDERS: FamilyFinders<'uniqueness'> = {
  'unique-rectangle': { find: uniqueLoops },
  'unique-loop': { find: uniqueLoops },
  'bivalue-universal-grave': { find: bivalueUniversalGrave },
};
