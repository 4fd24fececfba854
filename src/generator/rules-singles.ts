/**
 * Singles propagation under a variant rule set: the band search's cheap test of the two easiest
 * bands (`./singles.ts` for the classic rules, whose reasoning this follows), over every region
 * of the rules and every peer (knight's and king's moves included), and, under non-consecutive,
 * without the digits next to an orthogonal neighbour's.
 *
 * Sudoku Explainer's rating under the rules takes a hidden single in any region at 1.0–1.5 and
 * the naked single at 2.3 (docs/variants.md), and tries them before anything else, so hidden
 * singles filling a puzzle put its rating at 1.5 at most, and singles of both kinds at 2.3 at
 * most; each deduction is sound, so a puzzle they fill has one solution under the rules. The band
 * search uses the test to steer clue removal and to reject, without rating, puzzles too easy for
 * a band; every puzzle it keeps is still rated under the rules, so the test only ever saves work.
 *
 * Representation: one 9-bit candidate mask per cell (digit d at bit d − 1), narrowed as digits are
 * placed; a region's "once" and "twice" masks give its hidden singles in one pass.
 */
import { ALL, LOWEST_DIGIT, POPCOUNT } from '../internal/bits.js';
import type { RuleTables } from '../rules/rule-set.js';

/** Which singles a singles test may use (here and in `./singles.ts`). */
export type SinglesKind = 'hidden' | 'all';

/**
 * The cells `cells[from…to)` just emptied from a puzzle that singles of the same kind filled (clue
 * removal): singles fill the puzzle without them iff they place all of them again, since from
 * there on they fill a superset of the puzzle's givens, and singles only gain from more correct
 * digits (every one is the solution's). So the test stops as soon as they are all placed back.
 */
export interface Emptied {
  readonly cells: Uint8Array;
  readonly from: number;
  readonly to: number;
}

/** Marks the `emptied` cells in `want` and returns their number; -1 without them. */
export function wantedOf(emptied: Emptied | undefined, want: Uint8Array): number {
  if (emptied === undefined) return -1;
  want.fill(0);
  for (let j = emptied.from; j < emptied.to; j++) want[emptied.cells[j]!] = 1;
  return emptied.to - emptied.from;
}

/** Working state of one test, reused across calls. */
export class RulesSinglesScratch {
  readonly grid: Uint8Array = new Uint8Array(81);
  readonly candidates: Int32Array = new Int32Array(81);
  /** The emptied cells of a test with `emptied` (see {@link Emptied}). */
  readonly want: Uint8Array = new Uint8Array(81);
  /** Digits placed per region (the numbering of `RuleTables.regions`). */
  used: Int32Array = new Int32Array(0);
}

function place(s: RulesSinglesScratch, t: RuleTables, cell: number, bit: number): void {
  const { grid, candidates, used } = s;
  grid[cell] = LOWEST_DIGIT[bit]!;
  candidates[cell] = 0;
  for (let k = t.cellRegionStart[cell]!; k < t.cellRegionStart[cell + 1]!; k++)
    used[t.cellRegions[k]!]! |= bit;
  const clear = ~bit;
  for (let k = t.peerStart[cell]!; k < t.peerStart[cell + 1]!; k++) candidates[t.peers[k]!]! &= clear;
  if (t.nonConsecutive) {
    const next = ~((bit << 1) | (bit >> 1));
    for (let k = t.orthoStart[cell]!; k < t.orthoStart[cell + 1]!; k++) candidates[t.ortho[k]!]! &= next;
  }
}

/**
 * True when every peer of a cell under `t` shares a region with it (no knight's or king's moves,
 * no cages), so that a cell's candidates are the digits none of its regions holds (less, under
 * non-consecutive, its orthogonal neighbours' next digits).
 */
export function regionsOnly(t: RuleTables): boolean {
  return t.knightStart[81] === 0 && t.kingStart[81] === 0 && !t.killer;
}

/**
 * Places the givens of `values` in `s` (its grid and region digits cleared) one by one, each
 * clearing its digit from its peers: the number of empty cells, or -1 when a given's digit was
 * already ruled out (by a peer's given, or a neighbour's next digit), so that there is no solution.
 */
export function setUpByPeers(values: Uint8Array, s: RulesSinglesScratch, t: RuleTables): number {
  s.candidates.fill(ALL);
  let empty = 0;
  for (let cell = 0; cell < 81; cell++) {
    const v = values[cell]!;
    if (v === 0) empty++;
    else {
      const bit = 1 << (v - 1);
      if ((s.candidates[cell]! & bit) === 0) return -1;
      place(s, t, cell, bit);
    }
  }
  return empty;
}

/**
 * {@link setUpByPeers} for rules whose peers all share a region ({@link regionsOnly}): the givens
 * mark their regions' digits, then each empty cell's candidates are read from its regions (three
 * or four reads a cell instead of twenty writes a given), and under non-consecutive the givens'
 * next digits leave their neighbours. The same state and result (checked by
 * `test/generator/rules-singles.test.ts`).
 */
export function setUpByRegions(values: Uint8Array, s: RulesSinglesScratch, t: RuleTables): number {
  const { grid, candidates, used } = s;
  const start = t.cellRegionStart;
  const regions = t.cellRegions;
  let empty = 0;
  for (let cell = 0; cell < 81; cell++) {
    const v = values[cell]!;
    if (v === 0) {
      empty++;
      continue;
    }
    const bit = 1 << (v - 1);
    grid[cell] = v;
    for (let k = start[cell]!; k < start[cell + 1]!; k++) {
      const r = regions[k]!;
      // A region holding the digit twice: no solution.
      if ((used[r]! & bit) !== 0) return -1;
      used[r]! |= bit;
    }
  }
  for (let cell = 0; cell < 81; cell++) {
    if (grid[cell] !== 0) {
      candidates[cell] = 0;
      continue;
    }
    let held = 0;
    for (let k = start[cell]!; k < start[cell + 1]!; k++) held |= used[regions[k]!]!;
    candidates[cell] = ALL & ~held;
  }
  if (t.nonConsecutive) {
    for (let cell = 0; cell < 81; cell++) {
      const v = grid[cell]!;
      if (v === 0) continue;
      const bit = 1 << (v - 1);
      const next = ~((bit << 1) | (bit >> 1));
      for (let k = t.orthoStart[cell]!; k < t.orthoStart[cell + 1]!; k++) {
        const other = t.ortho[k]!;
        const w = grid[other]!;
        if (w === 0) candidates[other]! &= next;
        // Neighbouring givens one apart: no solution.
        else if (w === v - 1 || w === v + 1) return -1;
      }
    }
  }
  return empty;
}

/**
 * True when each emptied cell is a single in the position set up in `s` (the givens placed): a
 * naked single (with `naked`), or the one place left in one of its regions for one of its digits.
 * Singles then place them all back at once (see {@link Emptied}).
 */
function singlesNow(emptied: Emptied, naked: boolean, s: RulesSinglesScratch, t: RuleTables): boolean {
  const { grid, candidates, used } = s;
  const cells = t.regionCells;
  for (let j = emptied.from; j < emptied.to; j++) {
    const cell = emptied.cells[j]!;
    const m = candidates[cell]!;
    if (naked && POPCOUNT[m] === 1) continue;
    let single = false;
    for (let k = t.cellRegionStart[cell]!; k < t.cellRegionStart[cell + 1]! && !single; k++) {
      const r9 = t.cellRegions[k]! * 9;
      // The digits of the region's other empty cells.
      let elsewhere = used[r9 / 9]!;
      for (let i = r9; i < r9 + 9; i++) {
        const other = cells[i]!;
        if (other !== cell && grid[other] === 0) elsewhere |= candidates[other]!;
      }
      single = (m & ~elsewhere) !== 0;
    }
    if (!single) return false;
  }
  return true;
}

/**
 * True when singles fill every empty cell of `values` (left unchanged) under the rules of `t`:
 * hidden singles only with `'hidden'`, hidden and naked singles with `'all'`. False on a
 * contradiction (a cell or a region left without a place for a digit) or when the singles run
 * out. With `emptied`, true as soon as singles have placed those cells again (see {@link Emptied}).
 */
export function fillsWithSinglesUnder(
  values: Uint8Array,
  kind: SinglesKind,
  s: RulesSinglesScratch,
  t: RuleTables,
  emptied?: Emptied,
): boolean {
  const { grid, candidates, want } = s;
  if (s.used.length !== t.regionCount) s.used = new Int32Array(t.regionCount);
  const used = s.used;
  used.fill(0);
  grid.fill(0);
  let empty = regionsOnly(t) ? setUpByRegions(values, s, t) : setUpByPeers(values, s, t);
  if (empty < 0) return false;
  const regions = t.regionCount;
  const cells = t.regionCells;
  const naked = kind === 'all';
  let wanted = wantedOf(emptied, want);
  if (wanted > 0 && singlesNow(emptied!, naked, s, t)) return true;
  while (empty > 0) {
    const before = empty;
    for (let r = 0; r < regions; r++) {
      const placed = used[r]!;
      if (placed === ALL) continue;
      let once = 0;
      let twice = 0;
      const r9 = r * 9;
      for (let j = r9; j < r9 + 9; j++) {
        const cell = cells[j]!;
        if (grid[cell] !== 0) continue;
        const m = candidates[cell]!;
        twice |= once & m;
        once |= m;
      }
      // A digit missing from the region with no place left: no solution this way.
      if ((used[r]! | once) !== ALL) return false;
      let hidden = once & ~twice;
      while (hidden !== 0) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        for (let j = r9; j < r9 + 9; j++) {
          const cell = cells[j]!;
          if (grid[cell] === 0 && (candidates[cell]! & bit) !== 0) {
            place(s, t, cell, bit);
            empty--;
            if (wanted > 0 && want[cell] === 1 && --wanted === 0) return true;
            break;
          }
        }
      }
    }
    if (naked) {
      for (let cell = 0; cell < 81; cell++) {
        if (grid[cell] !== 0) continue;
        const m = candidates[cell]!;
        if (m === 0) return false;
        if (POPCOUNT[m] === 1) {
          place(s, t, cell, m);
          empty--;
          if (wanted > 0 && want[cell] === 1 && --wanted === 0) return true;
        }
      }
    }
    if (empty === before) return false;
  }
  return true;
}
