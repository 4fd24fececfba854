/**
 * Variant rules: `SudokuSolver.solve` and `countSolutions(board, 2)` (built `dist/`) under every
 * rule set of `test/fixtures/variants-se.tsv`, one table row per rule set: every part of the text
 * form (`SUDOKU_RULE_TERMS`), `x+windoku`, `x+anti-knight`, a jigsaw layout, a jigsaw with `x`
 * and a custom region, each on its fixture puzzles (unique under their rules; Sudoku Explainer
 * confirmed every row it rated).
 *
 * - Answers first, outside the timed part: every solve gives the fixture's solution and every
 *   count is 1 (a build that answers otherwise stops the benchmark).
 * - Then `ROUNDS` (default 5) rounds; in each, the rule sets take turns, and each column runs
 *   whole passes over the rule set's puzzles for at least `SLICE` ms (default 150) of CPU time.
 *   The table gives each figure's median over the rounds, from the process's CPU time (on a
 *   shared machine it moves less with other work than the wall clock).
 * - `BASELINE=/path/to/other/dist/index.js` adds that build's counts per second, measured in the
 *   same rounds (the two builds alternate, the order swapped every round), and the ratio
 *   (`BASELINE_LABEL` names it in the title).
 * - More columns: add a {@link Column} to `COLUMNS` (say, generation by band under the rules):
 *   its `run` does one unit of work and returns how many items it finished.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Library from '../src/index.js';
import { fmt, printTable } from './lib.js';

type Lib = typeof Library;

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The puzzles of one rule set, as the fixture gives them. */
export interface RuleSetCase {
  /** The row label: the rules, a jigsaw layout or custom region shortened. */
  readonly label: string;
  /** The rules text of every puzzle (one layout, one custom region per label). */
  readonly rules: string;
  readonly puzzles: readonly string[];
  readonly solutions: readonly string[];
}

/** One timed column: `run` does one unit of work on a rule set and returns the items it did. */
export interface Column {
  readonly header: string;
  /** Whether the column is timed on the baseline build too (it must exist there). */
  readonly baseline: boolean;
  readonly run: (lib: Lib, set: RuleSetCase, rules: Library.SudokuRules) => number;
}

const solvers = new WeakMap<Lib, Library.SudokuSolver>();
const solverOf = (lib: Lib): Library.SudokuSolver => {
  let solver = solvers.get(lib);
  if (solver === undefined) solvers.set(lib, (solver = new lib.SudokuSolver()));
  return solver;
};
const boardsOf = new WeakMap<Lib, Map<string, Library.SudokuBoard[]>>();
function boards(lib: Lib, set: RuleSetCase): Library.SudokuBoard[] {
  let byLabel = boardsOf.get(lib);
  if (byLabel === undefined) boardsOf.set(lib, (byLabel = new Map<string, Library.SudokuBoard[]>()));
  let list = byLabel.get(set.label);
  if (list === undefined) byLabel.set(set.label, (list = set.puzzles.map((p) => lib.SudokuBoard.parse(p))));
  return list;
}

/** The columns of the table, in order. */
export const COLUMNS: Column[] = [
  {
    header: 'solves/s',
    baseline: false,
    run: (lib, set, rules) => {
      const solver = solverOf(lib);
      for (const board of boards(lib, set)) solver.solve(board, { rules });
      return set.puzzles.length;
    },
  },
  {
    header: 'counts/s',
    baseline: true,
    run: (lib, set, rules) => {
      const solver = solverOf(lib);
      for (const board of boards(lib, set)) solver.countSolutions(board, 2, { rules });
      return set.puzzles.length;
    },
  },
];

/** The fixture's puzzles grouped by rule set, in the order the rule sets first appear. */
export function ruleSetCases(): RuleSetCase[] {
  const lines = readFileSync(join(ROOT, 'test/fixtures/variants-se.tsv'), 'utf8').trim().split('\n');
  const cases = new Map<string, { rules: string; puzzles: string[]; solutions: string[] }>();
  for (const line of lines.slice(1)) {
    const [rules, puzzle, solution] = line.split('\t') as [string, string, string];
    const label = rules.replace(/jigsaw:\d{81}/, 'jigsaw').replace(/region:[^+]+/, 'custom region');
    const entry = cases.get(label) ?? { rules, puzzles: [], solutions: [] };
    if (entry.rules !== rules) throw new Error(`${label}: two rule sets under one label`);
    entry.puzzles.push(puzzle);
    entry.solutions.push(solution);
    cases.set(label, entry);
  }
  return [...cases].map(([label, entry]) => ({ label, ...entry }));
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const cpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const givens = (puzzle: string): number => puzzle.replace(/[^1-9]/g, '').length;

/** Items per CPU second of `column` on `set`: whole passes for at least `slice` ms. */
function rate(column: Column, lib: Lib, set: RuleSetCase, slice: number): number {
  const rules = lib.SudokuRules.parse(set.rules);
  let items = 0;
  const start = cpuMs();
  let spent: number;
  do {
    items += column.run(lib, set, rules);
    spent = cpuMs() - start;
  } while (spent < slice);
  return (items / spent) * 1000;
}

/** The answers of a build on every puzzle (solution, count), checked before anything is timed. */
function check(lib: Lib, sets: readonly RuleSetCase[], name: string): void {
  const solver = new lib.SudokuSolver();
  for (const set of sets) {
    const rules = lib.SudokuRules.parse(set.rules);
    set.puzzles.forEach((puzzle, i) => {
      const board = lib.SudokuBoard.parse(puzzle);
      const result = solver.solve(board, { rules });
      const solved = result.status === 'solved' ? result.solution.toString() : result.status;
      const count = solver.countSolutions(board, 2, { rules });
      if (solved !== set.solutions[i] || count !== 1)
        throw new Error(`${name}, ${set.label} puzzle ${i + 1}: solved ${solved}, count ${count}`);
    });
  }
}

/** Runs the variant benchmark and prints its table. */
export default async function variants(): Promise<void> {
  const rounds = Number(process.env.ROUNDS ?? 5);
  const slice = Number(process.env.SLICE ?? 150);
  if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError('ROUNDS must be a positive integer');
  if (!(slice > 0)) throw new RangeError('SLICE must be a positive number of milliseconds');
  // Both builds are copied to one scratch folder and loaded the same way (see bench/builds.ts).
  const stage = mkdtempSync(join(tmpdir(), 'sudoku-variants-'));
  const load = async (index: string, name: string): Promise<Lib> => {
    cpSync(dirname(index), join(stage, name), { recursive: true });
    return (await import(pathToFileURL(join(stage, name, basename(index))).href)) as Lib;
  };
  const ours = await load(fileURLToPath(new URL('../dist/index.js', import.meta.url)), 'this');
  const baselinePath = process.env.BASELINE;
  const baseline =
    baselinePath === undefined || baselinePath === ''
      ? undefined
      : await load(resolve(baselinePath), 'baseline');
  const sets = ruleSetCases();
  check(ours, sets, 'this build');
  if (baseline !== undefined) check(baseline, sets, 'the baseline');
  const timed: { column: Column; lib: Lib; key: string }[] = COLUMNS.flatMap((column) => [
    { column, lib: ours, key: column.header },
    ...(baseline !== undefined && column.baseline
      ? [{ column, lib: baseline, key: `baseline ${column.header}` }]
      : []),
  ]);
  // One warm-up pass of everything, then the rounds.
  for (const set of sets) for (const { column, lib } of timed) rate(column, lib, set, 0);
  const figures = new Map<string, number[]>();
  const load0 = loadavg()[0]!;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? timed : [...timed].reverse();
    for (const set of sets) {
      for (const { column, lib, key } of order) {
        const list = figures.get(`${set.label}\n${key}`) ?? [];
        list.push(rate(column, lib, set, slice));
        figures.set(`${set.label}\n${key}`, list);
      }
    }
  }
  const load1 = loadavg()[0]!;
  const header = ['rule set', 'puzzles', 'givens'];
  for (const { key } of timed) header.push(key);
  if (baseline !== undefined) header.push('counts: this ÷ baseline');
  const rows = sets.map((set) => {
    const counts = set.puzzles.map(givens);
    const row = [set.label, String(set.puzzles.length), `${Math.min(...counts)}–${Math.max(...counts)}`];
    const medians = new Map(timed.map(({ key }) => [key, median(figures.get(`${set.label}\n${key}`)!)]));
    for (const { key } of timed) row.push(fmt(medians.get(key)!));
    if (baseline !== undefined)
      row.push(`${fmt(medians.get('counts/s')! / medians.get('baseline counts/s')!, 1)}×`);
    return row;
  });
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`;
  printTable(
    `Variant rules, test/fixtures/variants-se.tsv (${new Date().toISOString().slice(0, 10)}; ${machine}; medians of ${rounds} rounds of ≥ ${slice} ms slices, process CPU time; load average ${fmt(load0, 1)} at start, ${fmt(load1, 1)} at end${baseline === undefined ? '' : `; baseline: ${process.env.BASELINE_LABEL ?? baselinePath}`})`,
    header,
    rows,
  );
}
