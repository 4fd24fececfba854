/**
 * Makes `test/fixtures/killer.txt`: unique killer puzzles with no givens, one a line, as the
 * rules text (`killer:<cage map>:<sums>`), a tab, and the solution.
 *
 * `npx tsx scripts/make-killer-fixture.ts [COUNT] [SEED] > test/fixtures/killer.txt`
 *
 * For puzzle i: a random solution grid (a shuffled backtracking fill from the seed
 * `killer-fixture-<SEED>-<i>`), cut into random connected cages (sizes 2, 3 and 4 mostly, a few
 * of 1 and 5; a cage never repeats a digit of the grid), the sums read off the grid. While the
 * library's solver finds two solutions, a solution other than the grid is found (the solver's
 * first solution; else the first solution of the mirrored puzzle, every digit d read as 10 − d
 * and every sum s of n cells as 10n − s; else the reference counter, `test/killer-reference.ts`)
 * and a cage holding a cell where it differs from the grid is merged with a neighbouring cage (the merged
 * cage keeps distinct digits, at most 6 cells; when no merge can, new cages are drawn) — so every line is unique by the library's count;
 * the tests check it again with the reference counter.
 */
import { SeededRandomSource } from '../src/random/random-source.js';
import { SudokuRules } from '../src/rules/rule-set.js';
import { countSolutionsUnder, solveUnder } from '../src/solver/rules-engine.js';
import { referenceSolutions } from '../test/killer-reference.js';

const count = Number(process.argv[2] ?? 50);
const seed = process.argv[3] ?? '1';

function neighbours(cell: number): number[] {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  const out: number[] = [];
  if (r > 0) out.push(cell - 9);
  if (c > 0) out.push(cell - 1);
  if (c < 8) out.push(cell + 1);
  if (r < 8) out.push(cell + 9);
  return out;
}

function shuffle<T>(list: T[], random: SeededRandomSource): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = random.nextInt(i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** A random solution grid: backtracking in cell order, digits in a random order at each cell. */
function randomGrid(random: SeededRandomSource): number[] {
  const grid = new Array<number>(81).fill(0);
  const fits = (cell: number, d: number): boolean => {
    const r = Math.floor(cell / 9);
    const c = cell % 9;
    for (let k = 0; k < 9; k++) {
      if (grid[r * 9 + k] === d || grid[k * 9 + c] === d) return false;
      const b = (Math.floor(r / 3) * 3 + Math.floor(k / 3)) * 9 + Math.floor(c / 3) * 3 + (k % 3);
      if (grid[b] === d) return false;
    }
    return true;
  };
  const fill = (cell: number): boolean => {
    if (cell === 81) return true;
    for (const d of shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9], random)) {
      if (!fits(cell, d)) continue;
      grid[cell] = d;
      if (fill(cell + 1)) return true;
      grid[cell] = 0;
    }
    return false;
  };
  fill(0);
  return grid;
}

const SIZES = [1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 5];

/** Random connected cages covering the grid, none repeating a digit of `grid`. */
function randomCages(grid: number[], random: SeededRandomSource): number[][] {
  const owner = new Array<number>(81).fill(-1);
  const cages: number[][] = [];
  for (const startCell of shuffle(
    Array.from({ length: 81 }, (_, i) => i),
    random,
  )) {
    if (owner[startCell] !== -1) continue;
    const target = SIZES[random.nextInt(SIZES.length)]!;
    const cage = [startCell];
    owner[startCell] = cages.length;
    while (cage.length < target) {
      const options = cage
        .flatMap(neighbours)
        .filter((n) => owner[n] === -1 && !cage.some((c) => grid[c] === grid[n]));
      if (options.length === 0) break;
      const next = options[random.nextInt(options.length)]!;
      owner[next] = cages.length;
      cage.push(next);
    }
    cages.push(cage);
  }
  return cages;
}

function toRules(grid: number[], cages: number[][]): SudokuRules {
  return SudokuRules.killer(cages.map((cells) => ({ sum: cells.reduce((s, c) => s + grid[c]!, 0), cells })));
}

/** A solution of `rules` other than `grid` (there is one). */
function otherSolution(rules: SudokuRules, grid: number[], cages: number[][]): number[] {
  const empty = new Uint8Array(81);
  const out = new Uint8Array(81);
  solveUnder(empty, rules, out);
  if (out.some((d, c) => d !== grid[c])) return Array.from(out);
  const mirrored = SudokuRules.killer(
    cages.map((cells) => ({ sum: cells.reduce((s, c) => s + 10 - grid[c]!, 0), cells })),
  );
  solveUnder(empty, mirrored, out);
  const back = Array.from(out, (d) => 10 - d);
  if (back.some((d, c) => d !== grid[c])) return back;
  const found = referenceSolutions(empty, rules, 2).find((s) => s.some((d, c) => d !== grid[c]));
  if (found === undefined) throw new Error(`no second solution of ${rules.toString()}`);
  return found;
}

function makePuzzle(i: number): { rules: SudokuRules; grid: number[]; merges: number } {
  const random = new SeededRandomSource(`killer-fixture-${seed}-${i}`);
  const grid = randomGrid(random);
  let cages = randomCages(grid, random);
  const empty = new Uint8Array(81);
  let merges = 0;
  while (true) {
    const rules = toRules(grid, cages);
    if (countSolutionsUnder(empty, rules, 2) === 1) return { rules, grid, merges };
    const other = otherSolution(rules, grid, cages);
    const differ = Array.from({ length: 81 }, (_, c) => c).filter((c) => other[c] !== grid[c]);
    let merged = false;
    for (const cell of shuffle(differ, random)) {
      const k = cages.findIndex((cells) => cells.includes(cell));
      const mine = cages[k]!;
      const near = new Set(
        mine.flatMap(neighbours).map((n) => cages.findIndex((cells) => cells.includes(n))),
      );
      near.delete(k);
      const choices = [...near].filter((j) => {
        const both = [...mine, ...cages[j]!];
        return both.length <= 6 && new Set(both.map((c) => grid[c])).size === both.length;
      });
      if (choices.length === 0) continue;
      const j = choices[random.nextInt(choices.length)]!;
      cages = cages.filter((_, x) => x !== j && x !== k).concat([[...mine, ...cages[j]!]]);
      merged = true;
      merges++;
      break;
    }
    // No merge keeps the cages small and distinct: start again from new cages on the same grid.
    if (!merged) cages = randomCages(grid, random);
  }
}

for (let i = 0; i < count; i++) {
  const { rules, grid } = makePuzzle(i);
  console.log(`${rules.toString()}\t${grid.join('')}`);
}
