/**
 * Logic solver benchmark: per data set, the share of puzzles solved by human techniques alone,
 * steps and time per puzzle, and how often each technique fires. (`sudoku-core`, the npm package
 * with human strategies, is left out: it needs 0.1–10 s per top1465 puzzle and more than 100 s
 * for some 17-clue puzzles.) Solutions are checked against the brute-force solver outside the timed part.
 */
import type * as Library from '../src/index.js';
import { fmt, loadDataset, loadLibrary, now, printTable, sampleDataset, type DatasetName } from './lib.js';

const { SudokuBoard, SudokuLogicSolver, SudokuSolver } = await loadLibrary();
type SudokuTechniqueId = Library.SudokuTechniqueId;

interface Row {
  name: string;
  puzzles: number;
  solved: number;
  steps: number;
  ms: number;
  counts: Map<SudokuTechniqueId, number>;
}

function measure(name: string, lines: readonly string[]): Row {
  const logic = new SudokuLogicSolver();
  const solver = new SudokuSolver();
  const boards = lines.map((line) => SudokuBoard.parse(line.slice(0, 81)));
  // Warm-up: 20 puzzles, or fewer when they take seconds each (the forum's need nested chains).
  const warm = now();
  for (const board of boards.slice(0, 20)) {
    logic.solve(board);
    if (now() - warm > 2000) break;
  }
  const row: Row = {
    name,
    puzzles: boards.length,
    solved: 0,
    steps: 0,
    ms: 0,
    counts: new Map(),
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
  return row;
}

export default function run(): Promise<void> {
  const sets: [string, DatasetName, number][] = [
    ['17-clue (1,000 spread out)', '17-clue', 1000],
    ['top1465', 'top1465', Infinity],
    // A spread-out sample: the hint engine now goes on with the rating's dynamic forcing chains
    // on these, seconds per puzzle.
    ['forum-hardest-1106 (60 spread out)', 'forum-hardest-1106', 60],
  ];
  const rows = sets.map(([label, name, count]) =>
    measure(label, Number.isFinite(count) ? sampleDataset(name, count) : loadDataset(name)),
  );
  printTable(
    'SudokuLogicSolver.solve: solved by logic alone',
    ['data set', 'puzzles', 'solved by logic', 'steps / puzzle', 'ms / puzzle'],
    rows.map((r) => [
      r.name,
      fmt(r.puzzles),
      `${fmt((100 * r.solved) / r.puzzles, 1)} %`,
      fmt(r.steps / r.puzzles, 1),
      fmt(r.ms, 2),
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
