/**
 * Sudoku Explainer 1.2.1's aligned pair and triplet exclusion (6.2, 7.5), in SE's search order.
 * Internal. Sound on any board (unlike the uniqueness finders of `uniqueness.ts`).
 */
import { CELL_COUNT as CELL_COUNT_TABLE } from '../../board/geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../internal/bits.js';
import type { LogicGrid } from '../grid.js';
import { finding, type Finding, type FindingSink } from './finding.js';
import { activeGeometry } from './geometry.js';
import type { FamilyFinders } from './finders.js';

// Module-local bindings, not imported ones (see `singles.ts`); the geometry's tables are read on entry.
const CELL_COUNT = CELL_COUNT_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;

/**
 * SE's aligned pair (degree 2, 6.2) and aligned triplet (degree 3, 7.5) exclusion: for a set of
 * base cells with at least two common "excluding" cells (peers holding 2..degree candidates), a
 * candidate of a base cell that appears in no allowed combination of the base cells' values is
 * removed. A combination is not allowed when two base cells that see each other take the same
 * digit, or when it takes every candidate of a common excluding cell. SE's search: base cells in
 * reading order, pairs first, a triplet's third cell among the cells seen by the first two;
 * findings are streamed in that order.
 */
export function alignedExclusion(grid: LogicGrid, degree: number, sink: FindingSink): boolean {
  const geo = activeGeometry();
  const peers = geo.sePeers;
  const peerStart = geo.peerStart;
  const sees = geo.sees;
  const { masks } = grid;
  const candidates: number[] = [];
  const excluders = new Map<number, number[]>();
  // Each cell's excluding cells also as an 81-bit set (three words of 27 cells), so that most
  // base sets are rejected by counting their common excluders with three ANDs, before any list
  // is built (the set search was 40 % of the rating of puzzles rated 6.5–9.4).
  const bits = new Int32Array(CELL_COUNT * 3);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (POPCOUNT[masks[cell]!]! < 2) continue;
    let single = false;
    const ex: number[] = [];
    for (let k = peerStart[cell]!; k < peerStart[cell + 1]!; k++) {
      const h = peers[k]!;
      const n = POPCOUNT[masks[h]!]!;
      if (n === 1) single = true;
      else if (n >= 2 && n <= degree) ex.push(h);
    }
    if (!single && ex.length > 0) {
      candidates.push(cell);
      excluders.set(cell, ex);
      for (const h of ex) bits[cell * 3 + ((h / 27) | 0)]! |= 1 << (h % 27);
    }
  }
  if (candidates.length < degree) return false;
  const isCandidate = new Uint8Array(CELL_COUNT);
  for (const c of candidates) isCandidate[c] = 1;
  const listed = new Uint8Array(CELL_COUNT);
  for (let i = 0; i < candidates.length; i++) {
    for (let j = i + 1; j < candidates.length; j++) {
      const c0 = candidates[i]!;
      const c1 = candidates[j]!;
      const w0 = bits[c0 * 3]! & bits[c1 * 3]!;
      const w1 = bits[c0 * 3 + 1]! & bits[c1 * 3 + 1]!;
      const w2 = bits[c0 * 3 + 2]! & bits[c1 * 3 + 2]!;
      // A triplet's common excluders are among the pair's: fewer than two rules out both.
      if (countBits(w0) + countBits(w1) + countBits(w2) < 2) continue;
      if (degree === 2) {
        const h = excludeSet(sees, masks, [c0, c1], excluders, w0, w1, w2);
        if (h !== null && sink(h, null)) return true;
        continue;
      }
      const twin: number[] = [];
      for (const list of [excluders.get(c0)!, excluders.get(c1)!]) {
        for (const c of list) {
          if (isCandidate[c] === 1 && c !== c0 && c !== c1 && listed[c] === 0) {
            listed[c] = 1;
            twin.push(c);
          }
        }
      }
      for (const c of twin) listed[c] = 0;
      for (const c2 of twin) {
        const v0 = w0 & bits[c2 * 3]!;
        const v1 = w1 & bits[c2 * 3 + 1]!;
        const v2 = w2 & bits[c2 * 3 + 2]!;
        if (countBits(v0) + countBits(v1) + countBits(v2) < 2) continue;
        const h = excludeSet(sees, masks, [c0, c1, c2], excluders, v0, v1, v2);
        if (h !== null && sink(h, null)) return true;
      }
    }
  }
  return false;
}

/** Set bits of a 27-bit word. */
function countBits(word: number): number {
  return POPCOUNT[word & 0x1ff]! + POPCOUNT[(word >>> 9) & 0x1ff]! + POPCOUNT[word >>> 18]!;
}

/**
 * The aligned exclusion of the base `cells`, whose common excluders (two or more) are the set
 * bits of the words `w0`–`w2` (cells 0–26, 27–53, 54–80).
 */
function excludeSet(
  sees: Uint8Array,
  masks: Uint16Array,
  cells: readonly number[],
  excluders: Map<number, number[]>,
  w0: number,
  w1: number,
  w2: number,
): Finding | null {
  const exMasks: number[] = [];
  const words = [w0, w1, w2];
  for (let w = 0; w < 3; w++) {
    for (let word = words[w]!; word !== 0; word &= word - 1) {
      exMasks.push(masks[w * 27 + 31 - Math.clz32(word & -word)]!);
    }
  }
  // Every combination of the base cells' digits (two cells that see each other never take the
  // same digit) that leaves each common excluder a digit is allowed; the digits of no allowed
  // combination are removed. Written out for two and three cells: this loop is the hot part of
  // the rating's aligned exclusions, and it ends as soon as every digit is allowed.
  const three = cells.length === 3;
  const c0 = cells[0]!;
  const c1 = cells[1]!;
  const c2 = three ? cells[2]! : c1;
  const m0 = masks[c0]!;
  const m1 = masks[c1]!;
  const m2 = three ? masks[c2]! : 0;
  const s01 = sees[c0 * CELL_COUNT + c1] === 1;
  const s02 = three && sees[c0 * CELL_COUNT + c2] === 1;
  const s12 = three && sees[c1 * CELL_COUNT + c2] === 1;
  let a0 = 0;
  let a1 = 0;
  let a2 = 0;
  search: for (let x = m0; x !== 0; x &= x - 1) {
    const b0 = x & -x;
    for (let y = m1; y !== 0; y &= y - 1) {
      const b1 = y & -y;
      if (b1 === b0 && s01) continue;
      if (!three) {
        if (leavesEach(exMasks, b0 | b1)) {
          a0 |= b0;
          a1 |= b1;
          if (a0 === m0 && a1 === m1) break search;
        }
        continue;
      }
      for (let z = m2; z !== 0; z &= z - 1) {
        const b2 = z & -z;
        if ((b2 === b0 && s02) || (b2 === b1 && s12)) continue;
        if (leavesEach(exMasks, b0 | b1 | b2)) {
          a0 |= b0;
          a1 |= b1;
          a2 |= b2;
          if (a0 === m0 && a1 === m1 && a2 === m2) break search;
        }
      }
    }
  }
  const removals: number[] = [];
  const allowed = three ? [a0, a1, a2] : [a0, a1];
  for (let a = 0; a < cells.length; a++) {
    const cell = cells[a]!;
    for (let m = masks[cell]! & ~allowed[a]!; m !== 0; m &= m - 1)
      removals.push(cell * 9 + LOWEST_DIGIT[m & -m]! - 1);
  }
  if (removals.length === 0) return null;
  // The excluders in the first base cell's (SE's peer) order, for the finding.
  const common = excluders.get(c0)!.filter((c) => (words[(c / 27) | 0]! & (1 << (c % 27))) !== 0);
  return finding({
    technique: three ? 'aligned-triplet-exclusion' : 'aligned-pair-exclusion',
    removals,
    pattern: { kind: 'aligned', base: cells, excluders: common },
  });
}

/** True when the digits `union` leave every excluder (mask) at least one digit. */
function leavesEach(exMasks: readonly number[], union: number): boolean {
  for (let i = 0; i < exMasks.length; i++) if ((exMasks[i]! & ~union) === 0) return false;
  return true;
}

/** The room's finders by technique (`finders.ts`). */
export const EXCLUSION_FINDERS: FamilyFinders<'exclusion'> = {
  'aligned-pair-exclusion': { find: (grid, sink) => alignedExclusion(grid, 2, sink) },
  'aligned-triplet-exclusion': { find: (grid, sink) => alignedExclusion(grid, 3, sink) },
};
