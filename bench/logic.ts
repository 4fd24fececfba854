/**
 * Logic solver benchmark: per data set, the share of puzzles solved by human techniques alone,
 * steps and time per puzzle, and how often each technique fires; beside `sudoku-core` (the npm
 * package with human strategies) on the same puzzles for the solved share and time.
 * Solutions are checked against the brute-force solver outside the timed part.
 */
import { SudokuBoard, SudokuLogicSolver, SudokuSolver, type SudokuTechniqueId } from '../dist/index.js';
import { solve as coreSolve } from 'sudoku-core';
import { fmt, loadDataset, now, printTable, sampleDataset, type DatasetName } from './lib.js';

interface Row {
  name: string;
  puzzles: number;
  solved: number;
  steps: number;
  ms: number;
  counts: Map<SudokuTechniqueId, number>;
  coreSolved: number;
  coreMs: number;
}

function measure(name: string, lines: readonly string[]): Row {
  const logic = new SudokuLogicSolver();
  const solver = new SudokuSolver();
  const boards = lines.map((line) => SudokuBoard.parse(line.slice(0, 81)));
  for (const board of boards.slice(0, 20)) logic.solve(board); // warm-up
  const row: Row = {
    name,
    puzzles: boards.length,
    solved: 0,
    steps: 0,
    ms: 0,
    counts: new Map(),
    coreSolved: 0,
    coreMs: 0,
  };
  const results = [];
  const start = now();
  for (const board of boards) results.push(logic.solve(board));
  row.ms = (now() - start) / boards.length;
  results.forEach((result, i) => {
    if (result.status === 'solved') {
      const truth = solver.solve(boards[i]!);
      if (truth.status !== 'solved' || !truth.solution.equals(result.board)) {
        throw new Error(`wrong solution for ${lines[i]!}`);
      }
      row.solved++;
    }
    row.steps += result.steps.length;
    for (const step of result.steps)
      row.counts.set(step.technique, (row.counts.get(step.technique) ?? 0) + 1);
  });
  // sudoku-core: its strategies only; a puzzle counts as solved when its board is the solution.
  const inputs = boards.map((board) => board.toValues().map((v) => (v === 0 ? null : v)));
  const coreStart = now();
  const coreResults = inputs.map((input) => {
    try {
      return coreSolve(input);
    } catch {
      return null;
    }
  });
  row.coreMs = (now() - coreStart) / boards.length;
  coreResults.forEach((result, i) => {
    if (result?.solved !== true || result.board === undefined) return;
    const truth = solver.solve(boards[i]!);
    if (truth.status === 'solved' && truth.solution.toValues().every((v, k) => result.board![k] === v)) {
      row.coreSolved++;
    }
  });
  return row;
}

export default function run(): Promise<void> {
  const sets: [string, DatasetName, number][] = [
    ['17-clue (1,000 spread out)', '17-clue', 1000],
    ['top1465', 'top1465', Infinity],
    ['forum-hardest-1106', 'forum-hardest-1106', Infinity],
  ];
  const rows = sets.map(([label, name, count]) =>
    measure(label, Number.isFinite(count) ? sampleDataset(name, count) : loadDataset(name)),
  );
  printTable(
    'SudokuLogicSolver.solve: solved by logic alone',
    [
      'data set',
      'puzzles',
      'solved by logic',
      'steps / puzzle',
      'ms / puzzle',
      'sudoku-core solved',
      'sudoku-core ms',
    ],
    rows.map((r) => [
      r.name,
      fmt(r.puzzles),
      `${fmt((100 * r.solved) / r.puzzles, 1)} %`,
      fmt(r.steps / r.puzzles, 1),
      fmt(r.ms, 2),
      `${fmt((100 * r.coreSolved) / r.puzzles, 1)} %`,
      fmt(r.coreMs, 2),
    ]),
  );
  const techniques = [...new Set(rows.flatMap((r) => [...r.counts.keys()]))];
  techniques.sort((a, b) => (rows[1]!.counts.get(b) ?? 0) - (rows[1]!.counts.get(a) ?? 0));
  printTable(
    'How often each technique fires (steps per 100 puzzles)',
    ['technique', ...rows.map((r) => r.name)],
    techniques.map((t) => [t, ...rows.map((r) => fmt((100 * (r.counts.get(t) ?? 0)) / r.puzzles, 1))]),
  );
  return Promise.resolve();
}
