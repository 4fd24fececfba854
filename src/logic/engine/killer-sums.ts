/**
 * The killer techniques of known sums beyond one region's single innie or outie. Internal.
 *
 * The 45 rule over a **group** of regions: 1–3 adjacent rows, 1–3 adjacent columns, a box, two
 * boxes side by side in a band or a stack (and a single region of any other kind). The group's
 * digits add up to 45 per region. Its cages are wholly inside (their sums counted), or cross
 * its border: a crossing cage is counted either by its cells inside (innies: unknown digits) or
 * by its whole sum (then its cells outside are outies). Cells of the group in no cage are
 * innies. Whatever way the crossing cages are counted, the innies minus the outies add up to
 * a known number: 45 per region, minus the sums counted. Placed digits are known; the open
 * cells left must make the number, with different digits where they see each other (same
 * region or same cage). A candidate that no such way uses leaves its cell.
 *
 * - **Group innie/outie** (2.7): one innie or one outie of a group of 2 or more regions, and
 *   nothing else: that cell's digit is known (a placement).
 * - **Cage/unit interaction** (2.8): in a unit, a digit whose places all lie in one cage: the
 *   cage holds it, so only the digit sets holding it are left for the cage.
 * - **Virtual cage** (3.0): innies only, or outies only, of two or more cells: they add up to a
 *   known number, like a cage of their own.
 * - **Innie–outie difference** (3.2): innies and outies both: their difference is known.
 * - **Cage split** (3.4): a cage crossing a group whose other cells are all counted (wholly
 *   inside cages or placed): its part inside adds up to a known number, so its part outside adds
 *   up to the cage's sum minus that (a virtual cage of the cage's outside part).
 *
 * Groups in a fixed order (single rows, single columns, boxes, other regions, then pairs and
 * triples of rows, of columns, then pairs of boxes); every finder returns at once under rules
 * without cages.
 */
import { BOX_OF, CELL_COUNT, SIZE } from '../../board/geometry.js';
import { LOWEST_DIGIT, POPCOUNT } from '../../internal/bits.js';
import type { LogicGrid } from '../grid.js';
import type { RuleTables } from '../../rules/rule-set.js';
import { SUM_KEYS } from '../../rules/cages.js';
import type { EngineGeometry } from './geometry.js';
import { finding, type FindingSink, type KillerSumPattern } from './finding.js';

/** Open cells at most in a sum searched (innies and outies together). */
const MOST_OPEN = 7;
/** Search nodes at most for one sum (beyond it nothing is concluded from that sum). */
const MOST_NODES = 20000;

/** The groups of regions of a geometry, each a list of units; built once per geometry. */
const GROUPS = /* @__PURE__ */ new WeakMap<EngineGeometry, readonly (readonly number[])[]>();

function groupsOf(geo: EngineGeometry): readonly (readonly number[])[] {
  let groups = GROUPS.get(geo);
  if (groups !== undefined) return groups;
  const list: number[][] = [];
  for (let u = 0; u < geo.unitCount; u++) list.push([u]);
  for (const size of [2, 3])
    for (const base of [0, 9])
      for (let a = 0; a + size <= 9; a++) list.push(Array.from({ length: size }, (_, i) => base + a + i));
  // Pairs of boxes side by side, where the third kind of region is the classic boxes.
  let boxes = geo.hasBoxes && geo.unitCount >= 27;
  for (let b = 0; boxes && b < 9; b++)
    for (let i = 0; i < SIZE; i++) if (BOX_OF[geo.unitCells[(18 + b) * SIZE + i]!] !== b) boxes = false;
  if (boxes)
    for (let b = 0; b < 9; b++) {
      if (b % 3 < 2) list.push([18 + b, 19 + b]);
      if (b < 6) list.push([18 + b, 21 + b]);
    }
  groups = list;
  GROUPS.set(geo, groups);
  return groups;
}

/** The kinds of sums told apart (each a technique). */
const enum Kind {
  Single,
  Virtual,
  Difference,
  Split,
}

/**
 * One sum of the 45 rule: in the group `units`, the `whole` cages inside and the crossing cages
 * counted by their cells inside (`inner`) or by their sum (`outer`); `innies` minus `outies`
 * add up to `total`: the finding's pattern without its kind.
 */
export type KillerSum = Omit<KillerSumPattern, 'kind'>;

/** The cells of cage `k`. */
export function cageCells(t: RuleTables, k: number): number[] {
  const cells: number[] = [];
  for (let i = t.cageStart[k]!; i < t.cageStart[k + 1]!; i++) cells.push(t.cageCells[i]!);
  return cells;
}

/**
 * The candidates of `cells` that some way of filling them uses: each open cell one of its
 * candidates, different where cells see each other, the digits of `plus` minus those of `minus`
 * adding up to `total` (placed digits counted as they are). Null when the search ran too long.
 */
function supports(
  grid: LogicGrid,
  plus: readonly number[],
  minus: readonly number[],
  total: number,
): Uint16Array | null {
  const { values, masks } = grid;
  const sees = grid.geo.sees;
  let rest = total;
  const open: number[] = [];
  const sign: number[] = [];
  for (const cell of plus)
    if (values[cell] !== 0) rest -= values[cell]!;
    else {
      open.push(cell);
      sign.push(1);
    }
  for (const cell of minus)
    if (values[cell] !== 0) rest += values[cell]!;
    else {
      open.push(cell);
      sign.push(-1);
    }
  const n = open.length;
  // The least and most the cells from i on can add (distinctness ignored).
  const low = new Int32Array(n + 1);
  const high = new Int32Array(n + 1);
  for (let i = n - 1; i >= 0; i--) {
    const m = masks[open[i]!]!;
    const lo = LOWEST_DIGIT[m & -m]!;
    const hi = 32 - Math.clz32(m);
    low[i] = low[i + 1]! + (sign[i]! > 0 ? lo : -hi);
    high[i] = high[i + 1]! + (sign[i]! > 0 ? hi : -lo);
  }
  const got = new Uint16Array(n);
  const digit = new Uint8Array(n);
  let nodes = 0;
  let full = 0;
  const need = (1 << n) - 1;
  const walk = (i: number, left: number): boolean => {
    if (++nodes > MOST_NODES) return false;
    if (i === n) {
      if (left !== 0) return true;
      for (let j = 0; j < n; j++) {
        got[j]! |= 1 << (digit[j]! - 1);
        if (got[j] === masks[open[j]!]) full |= 1 << j;
      }
      return true;
    }
    if (left < low[i]! || left > high[i]!) return true;
    const cell = open[i]!;
    for (let m = masks[cell]!; m !== 0; m &= m - 1) {
      const d = LOWEST_DIGIT[m & -m]!;
      let clash = false;
      for (let j = 0; j < i; j++)
        if (digit[j] === d && sees[open[j]! * CELL_COUNT + cell] === 1) {
          clash = true;
          break;
        }
      if (clash) continue;
      digit[i] = d;
      if (!walk(i + 1, left - sign[i]! * d)) return false;
      if (full === need) return false;
    }
    return true;
  };
  const done = walk(0, rest);
  if (!done && full !== need) return null;
  const result = new Uint16Array(CELL_COUNT);
  for (let j = 0; j < n; j++) result[open[j]!] = full === need ? masks[open[j]!]! : got[j]!;
  return result;
}

/**
 * Streams the sums of the 45 rule over the groups (see the module's comment) whose open cells
 * number at most {@link MOST_OPEN}, of the kind `wanted`; `visit` returns true to stop.
 */
/** A group's cages, which the cages alone set: built once per geometry. */
interface GroupCages {
  readonly units: readonly number[];
  /** The group's cells in no cage. */
  readonly free: readonly number[];
  /** The cages wholly inside, and 45 per region minus their sums. */
  readonly whole: readonly number[];
  readonly total: number;
  /** The crossing cages, each one's cells inside and outside. */
  readonly crossing: readonly number[];
  readonly inside: readonly (readonly number[])[];
  readonly outside: readonly (readonly number[])[];
}

const GROUP_CAGES = /* @__PURE__ */ new WeakMap<EngineGeometry, readonly GroupCages[]>();

function groupCagesOf(geo: EngineGeometry, t: RuleTables): readonly GroupCages[] {
  let list = GROUP_CAGES.get(geo);
  if (list !== undefined) return list;
  const built: GroupCages[] = [];
  const inGroup = new Uint8Array(CELL_COUNT);
  const seen = new Int8Array(t.cageCount);
  for (const units of groupsOf(geo)) {
    inGroup.fill(0);
    for (const u of units) for (let i = 0; i < SIZE; i++) inGroup[geo.unitCells[u * SIZE + i]!] = 1;
    const whole: number[] = [];
    const crossing: number[] = [];
    const free: number[] = [];
    let total = 45 * units.length;
    seen.fill(0);
    for (const u of units)
      for (let i = 0; i < SIZE; i++) {
        const cell = geo.unitCells[u * SIZE + i]!;
        const k = t.cageOf[cell]!;
        if (k < 0) {
          free.push(cell);
          continue;
        }
        if (seen[k] !== 0) continue;
        seen[k] = 1;
        let all = true;
        for (let j = t.cageStart[k]!; j < t.cageStart[k + 1]!; j++)
          if (inGroup[t.cageCells[j]!] === 0) all = false;
        if (all) {
          whole.push(k);
          total -= t.cageSums[k]!;
        } else crossing.push(k);
      }
    const inside: number[][] = [];
    const outside: number[][] = [];
    for (const k of crossing) {
      const a: number[] = [];
      const b: number[] = [];
      for (let j = t.cageStart[k]!; j < t.cageStart[k + 1]!; j++) {
        const cell = t.cageCells[j]!;
        (inGroup[cell] === 1 ? a : b).push(cell);
      }
      inside.push(a);
      outside.push(b);
    }
    built.push({ units, free, whole, total, crossing, inside, outside });
  }
  list = built;
  GROUP_CAGES.set(geo, list);
  return list;
}

function eachSum(grid: LogicGrid, t: RuleTables, wanted: Kind, visit: (sum: KillerSum) => boolean): boolean {
  const { values } = grid;
  const openOf = (cells: readonly number[]): number => {
    let n = 0;
    for (const cell of cells) if (values[cell] === 0) n++;
    return n;
  };
  for (const group of groupCagesOf(grid.geo, t)) {
    const { units, free, whole, total, crossing, inside, outside } = group;
    // Each crossing cage's open cells inside and outside.
    const openIn = inside.map(openOf);
    const openOut = outside.map(openOf);
    const base = openOf(free);
    // The fewest open cells any way of counting the crossing cages leaves.
    let least = base;
    for (let c = 0; c < crossing.length; c++) least += Math.min(openIn[c]!, openOut[c]!);
    if (least > MOST_OPEN) continue;
    const inner: number[] = [];
    const outer: number[] = [];
    // c: the crossing cage to count next; oi, oo: open innies and outies so far; n: cells so far.
    const choose = (c: number, oi: number, oo: number, n: number, outSum: number): boolean => {
      if (oi + oo > MOST_OPEN) return false;
      if (c === crossing.length) {
        if (oi + oo === 0) return false;
        let kind: Kind;
        if (n === 1) {
          // One region's single innie or outie is the innie/outie technique's.
          if (units.length === 1) return false;
          kind = Kind.Single;
        } else if (oi > 0 && oo > 0) kind = Kind.Difference;
        else if (oi === 0 && outer.length === 1) kind = Kind.Split;
        else kind = Kind.Virtual;
        if (kind !== wanted) return false;
        const innies = [...free];
        for (const k of inner) innies.push(...inside[crossing.indexOf(k)]!);
        const outies: number[] = [];
        for (const k of outer) outies.push(...outside[crossing.indexOf(k)]!);
        const sum: KillerSum = {
          units,
          whole,
          inner: inner.slice(),
          outer: outer.slice(),
          innies,
          outies,
          total: total - outSum,
        };
        return visit(sum);
      }
      const k = crossing[c]!;
      inner.push(k);
      if (choose(c + 1, oi + openIn[c]!, oo, n + inside[c]!.length, outSum)) return true;
      inner.pop();
      outer.push(k);
      if (choose(c + 1, oi, oo + openOut[c]!, n + outside[c]!.length, outSum + t.cageSums[k]!)) return true;
      outer.pop();
      return false;
    };
    if (choose(0, base, 0, free.length, 0)) return true;
  }
  return false;
}

/** The finder of the sums of one kind: a placement for a single cell, else the removals. */
function findSums(
  grid: LogicGrid,
  sink: FindingSink,
  kind: Kind,
  technique: 'innie-outie-group' | 'virtual-cage' | 'innie-outie-difference' | 'cage-split',
): boolean {
  const t = grid.geo.killer;
  if (t === null) return false;
  const { masks, values } = grid;
  return eachSum(grid, t, kind, (sum) => {
    const pattern = { kind: 'killer-sum' as const, ...sum };
    if (kind === Kind.Single) {
      const outie = sum.outies.length === 1;
      const cell = outie ? sum.outies[0]! : sum.innies[0]!;
      const digit = outie ? -sum.total : sum.total;
      if (values[cell] !== 0 || digit < 1 || digit > 9 || (masks[cell]! & (1 << (digit - 1))) === 0)
        return false;
      return sink(finding({ technique, cell, digit, pattern }), null);
    }
    const kept = supports(grid, sum.innies, sum.outies, sum.total);
    if (kept === null) return false;
    const removals: number[] = [];
    let open = 0;
    for (const cell of [...sum.innies, ...sum.outies]) {
      if (values[cell] !== 0) continue;
      open += POPCOUNT[masks[cell]!]!;
      for (let hit = masks[cell]! & ~kept[cell]!; hit !== 0; hit &= hit - 1)
        removals.push(cell * 9 + LOWEST_DIGIT[hit & -hit]! - 1);
    }
    // A sum no way makes is a contradiction: left to the other techniques.
    if (removals.length === 0 || removals.length === open) return false;
    removals.sort((a, b) => a - b);
    return sink(finding({ technique, removals, pattern }), null);
  });
}

/**
 * Cage/unit interactions: in each unit, each digit not placed there whose places all lie in one
 * cage; that cage's sets are those holding the digit, and its cells lose the digits of no such set.
 */
export function cageUnitInteractions(grid: LogicGrid, sink: FindingSink): boolean {
  const geo = grid.geo;
  const t = geo.killer;
  if (t === null) return false;
  const { values, masks } = grid;
  for (let unit = 0; unit < geo.unitCount; unit++) {
    const cells = geo.unitCells.subarray(unit * SIZE, unit * SIZE + SIZE);
    let placed = 0;
    for (const cell of cells) if (values[cell] !== 0) placed |= 1 << (values[cell]! - 1);
    for (let digit = 1; digit <= 9; digit++) {
      const bit = 1 << (digit - 1);
      if ((placed & bit) !== 0) continue;
      let cage = -2;
      for (const cell of cells) {
        if (values[cell] !== 0 || (masks[cell]! & bit) === 0) continue;
        const k = t.cageOf[cell]!;
        if (cage === -2) cage = k;
        else if (cage !== k) cage = -1;
      }
      if (cage < 0) continue;
      const all = cageCells(t, cage);
      let had = 0;
      const open: number[] = [];
      for (const cell of all) {
        if (values[cell] !== 0) had |= 1 << (values[cell]! - 1);
        else open.push(cell);
      }
      const key = all.length * SUM_KEYS + t.cageSums[cage]!;
      const sets: number[] = [];
      let other = 0;
      for (let j = t.comboStart[key]!; j < t.comboStart[key + 1]!; j++) {
        const set = t.combos[j]!;
        if ((set & had) !== had || !fitsAll(masks, open, set & ~had)) continue;
        if ((set & bit) !== 0) sets.push(set);
        else other |= set;
      }
      if (other === 0 || sets.length === 0) continue;
      let allowed = 0;
      for (const set of sets) allowed |= set;
      const removals: number[] = [];
      for (const cell of open)
        for (let hit = masks[cell]! & ~allowed; hit !== 0; hit &= hit - 1)
          removals.push(cell * 9 + LOWEST_DIGIT[hit & -hit]! - 1);
      if (removals.length === 0) continue;
      removals.sort((a, b) => a - b);
      const found = finding({
        technique: 'cage-unit-interaction',
        removals,
        pattern: { kind: 'cage-unit', unit, digit, cage, cells: all, sum: t.cageSums[cage]!, sets },
      });
      if (sink(found, null)) return true;
    }
  }
  return false;
}

/** Can the `open` cells take distinct digits of `avail`, each one of its candidates, using all? */
function fitsAll(masks: Uint16Array, open: readonly number[], avail: number): boolean {
  const walk = (i: number, left: number): boolean => {
    if (i === open.length) return true;
    for (let m = masks[open[i]!]! & left; m !== 0; m &= m - 1) if (walk(i + 1, left & ~(m & -m))) return true;
    return false;
  };
  return walk(0, avail);
}

/** Group innies/outies: one innie or outie of a group of regions, placed. */
export function groupInnieOuties(grid: LogicGrid, sink: FindingSink): boolean {
  return findSums(grid, sink, Kind.Single, 'innie-outie-group');
}

/** Virtual cages: innies (or outies) of several cells adding up to a known number. */
export function virtualCages(grid: LogicGrid, sink: FindingSink): boolean {
  return findSums(grid, sink, Kind.Virtual, 'virtual-cage');
}

/** Innie–outie differences: innies minus outies known. */
export function innieOutieDifferences(grid: LogicGrid, sink: FindingSink): boolean {
  return findSums(grid, sink, Kind.Difference, 'innie-outie-difference');
}

/** Cage splits: a crossing cage's part outside a group, its sum known. */
export function cageSplits(grid: LogicGrid, sink: FindingSink): boolean {
  return findSums(grid, sink, Kind.Split, 'cage-split');
}
