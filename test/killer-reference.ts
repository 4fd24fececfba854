/**
 * A reference counter for killer puzzles that shares no code with the library's solver (nor with
 * its rule tables): it reads only the public description of the rules (`rules.regions`,
 * `rules.cages`, `rules.neighbourRules`) and searches plainly, a cell at a time, the cell with
 * the fewest digits left first. A digit is left at a cell when no cell that shares a region or a
 * cage with it (or is a knight's or king's move away, under those rules) holds it, and when its
 * cage can still reach its sum: the cage's open cells, filled with distinct unused digits, can
 * make what is left of the sum (between the smallest and the largest such fill).
 *
 * Slow next to the solver (milliseconds to a second a puzzle), and meant to be: tests compare
 * the two on every fixture puzzle.
 */
import type { SudokuRules } from '../src/rules/rule-set.js';

const KNIGHT = [
  [-2, -1],
  [-2, 1],
  [-1, -2],
  [-1, 2],
  [1, -2],
  [1, 2],
  [2, -1],
  [2, 1],
];
const KING = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
];

function moves(cell: number, steps: number[][]): number[] {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  const out: number[] = [];
  for (const [dr, dc] of steps) {
    const rr = r + dr!;
    const cc = c + dc!;
    if (rr >= 0 && rr < 9 && cc >= 0 && cc < 9) out.push(rr * 9 + cc);
  }
  return out;
}

/**
 * The solutions of `puzzle` (81 values, 0 empty, or an 81-character text with `.`/`0` for empty)
 * under `rules`, at most `limit` of them, each an array of 81 digits.
 */
export function referenceSolutions(
  puzzle: string | ArrayLike<number>,
  rules: SudokuRules,
  limit = 2,
): number[][] {
  if (rules.neighbourRules.includes('non-consecutive')) {
    throw new Error('the reference counter does not play non-consecutive');
  }
  const grid: number[] = [];
  for (let i = 0; i < 81; i++) {
    const v = typeof puzzle === 'string' ? puzzle[i]! : puzzle[i]!;
    grid.push(typeof v === 'string' ? (v === '.' ? 0 : Number(v)) : v);
  }
  const peerSets: Set<number>[] = Array.from({ length: 81 }, () => new Set<number>());
  const link = (cells: readonly number[]): void => {
    for (const a of cells) for (const b of cells) if (a !== b) peerSets[a]!.add(b);
  };
  for (const region of rules.regions) link(region.cells);
  for (const cage of rules.cages) link(cage.cells);
  for (let cell = 0; cell < 81; cell++) {
    if (rules.neighbourRules.includes('anti-knight'))
      for (const b of moves(cell, KNIGHT)) peerSets[cell]!.add(b);
    if (rules.neighbourRules.includes('anti-king')) for (const b of moves(cell, KING)) peerSets[cell]!.add(b);
  }
  const peers = peerSets.map((set) => [...set]);
  const cageOf = new Array<number>(81).fill(-1);
  rules.cages.forEach((cage, k) => {
    for (const cell of cage.cells) cageOf[cell] = k;
  });

  // Givens that break the rules: no solution.
  for (let cell = 0; cell < 81; cell++) {
    const v = grid[cell]!;
    if (v !== 0 && peers[cell]!.some((p) => grid[p] === v)) return [];
  }

  /** Can cage `k` still reach its sum (with distinct digits not yet in it)? */
  const cageFits = (k: number): boolean => {
    const cage = rules.cages[k]!;
    let sum = 0;
    let open = 0;
    let used = 0;
    for (const cell of cage.cells) {
      const v = grid[cell]!;
      if (v === 0) open++;
      else {
        if ((used & (1 << v)) !== 0) return false;
        sum += v;
        used |= 1 << v;
      }
    }
    const rest = cage.sum - sum;
    // The smallest and the largest `open` unused digits.
    let low = 0;
    let high = 0;
    let taken = 0;
    for (let d = 1; d <= 9 && taken < open; d++) {
      if ((used & (1 << d)) !== 0) continue;
      low += d;
      taken++;
    }
    taken = 0;
    for (let d = 9; d >= 1 && taken < open; d--) {
      if ((used & (1 << d)) !== 0) continue;
      high += d;
      taken++;
    }
    return rest >= low && rest <= high;
  };

  for (let k = 0; k < rules.cages.length; k++) if (!cageFits(k)) return [];

  const options = (cell: number): number[] => {
    let seen = 0;
    for (const p of peers[cell]!) seen |= 1 << grid[p]!;
    const out: number[] = [];
    const k = cageOf[cell]!;
    for (let d = 1; d <= 9; d++) {
      if ((seen & (1 << d)) !== 0) continue;
      if (k >= 0) {
        grid[cell] = d;
        const fits = cageFits(k);
        grid[cell] = 0;
        if (!fits) continue;
      }
      out.push(d);
    }
    return out;
  };

  const found: number[][] = [];
  const search = (): void => {
    let best = -1;
    let bestOptions: number[] = [];
    for (let cell = 0; cell < 81; cell++) {
      if (grid[cell] !== 0) continue;
      const list = options(cell);
      if (best < 0 || list.length < bestOptions.length) {
        best = cell;
        bestOptions = list;
        if (list.length <= 1) break;
      }
    }
    if (best < 0) {
      found.push(grid.slice());
      return;
    }
    for (const d of bestOptions) {
      grid[best] = d;
      search();
      grid[best] = 0;
      if (found.length >= limit) return;
    }
  };
  search();
  return found;
}

/** The number of solutions of `puzzle` under `rules`, capped at `limit` (see {@link referenceSolutions}). */
export function referenceCount(puzzle: string | ArrayLike<number>, rules: SudokuRules, limit = 2): number {
  return referenceSolutions(puzzle, rules, limit).length;
}
