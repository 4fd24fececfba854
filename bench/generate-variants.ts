/**
 * Generation under variant rules: puzzles per second for each rule set Sudoku Explainer rates,
 * and for jigsaw puzzles each with a fresh random layout (`jigsaw: 'random'` with `rules`), by clue count
 * (`emptyCellTarget`: the medium clue-count profile, 38 empty cells, and the medium band's
 * default target, 52) with the built `dist/`.
 *
 * Seeds 0, 1, 2, … back to back for a time budget after a warm-up, timed by the clock and by the
 * process's CPU time (the CPU figure stays meaningful when other jobs share the cores). Outside
 * the timed loop every puzzle is checked: exactly one solution under its rules (the solver), and
 * its solution valid under them (the validator).
 *
 * Run: `npm run build && npx tsx bench/generate-variants.ts` (or `npm run bench -- generate-variants`
 * once the runner lists it).
 */
import { fileURLToPath } from 'node:url';
import type * as Library from '../src/index.js';
import { fmt, loadLibrary, now, printTable } from './lib.js';

const BUDGET_MS = 1500;
const WARM_UP = 5;
const RULE_SETS = [
  'x',
  'windoku',
  'disjoint-groups',
  'asterisk',
  'girandola',
  'centre-dot',
  'anti-knight',
  'anti-king',
  'non-consecutive',
  'latin',
  'x+windoku',
] as const;

type Options = Library.SudokuGenerationOptions;

export default async function main(): Promise<void> {
  const { SudokuGenerator, SudokuRules, SudokuSolver, SudokuValidator, EMPTY_CELL_TARGETS } =
    await loadLibrary();
  const generator = new SudokuGenerator();
  const solver = new SudokuSolver();
  const cases: [string, Options][] = [
    ...RULE_SETS.map((text): [string, Options] => [text, { rules: SudokuRules.parse(text) }]),
    ['jigsaw (a fresh random layout each)', { jigsaw: 'random', rules: SudokuRules.classic }],
    ['jigsaw+x (a fresh random layout each)', { jigsaw: 'random', rules: SudokuRules.parse('x') }],
  ];
  for (const target of [EMPTY_CELL_TARGETS.medium, 52]) {
    const rows: string[][] = [];
    for (const [label, options] of cases) {
      for (let seed = 0; seed < WARM_UP; seed++)
        generator.generate({ ...options, seed: -1 - seed, emptyCellTarget: target });
      const puzzles: Library.SudokuPuzzle[] = [];
      const cpu = process.cpuUsage();
      const start = now();
      let elapsed = 0;
      while (elapsed < BUDGET_MS) {
        puzzles.push(generator.generate({ ...options, seed: puzzles.length, emptyCellTarget: target }));
        elapsed = now() - start;
      }
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000;
      let unique = 0;
      let empty = 0;
      for (const puzzle of puzzles) {
        const rules = puzzle.rules!;
        if (
          solver.countSolutions(puzzle.board, 2, { rules }) === 1 &&
          SudokuValidator.validate(puzzle.solution, { rules }).isValid
        )
          unique++;
        empty += puzzle.emptyCellCount;
      }
      rows.push([
        label,
        fmt(puzzles.length),
        fmt((puzzles.length * 1000) / elapsed, 1),
        fmt((puzzles.length * 1000) / cpuMs, 1),
        fmt(empty / puzzles.length, 1),
        `${unique}/${puzzles.length}`,
      ]);
    }
    printTable(
      `Generation under variant rules, emptyCellTarget ${target} (one thread, ${BUDGET_MS} ms a row)`,
      ['rules', 'puzzles', 'per s (clock)', 'per s (CPU)', 'empty cells', 'unique, valid'],
      rows,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
