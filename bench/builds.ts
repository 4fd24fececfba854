/**
 * Two builds side by side: `BASELINE=/path/to/other/dist/index.js npm run bench -- builds` times
 * this checkout's `dist/` against another build (say, `main` built in a second work tree) on the
 * solver (solve and bounded counting), the rating, the hint engine and generation by difficulty,
 * the hot paths a refactoring must not slow down.
 *
 * Both builds first give identical answers (ratings with their whole explained path, the hint
 * engine's steps, generated puzzles) on every puzzle and seed timed: a speed-up that changes a
 * result is not one. Then the two run in alternating short rounds (the order swapped every round,
 * so neither always runs warm or first) and the table gives the median over the rounds of each
 * build's CPU time per item (`process.cpuUsage`: on a shared machine it moves less with other
 * work than the wall time, printed beside it) and the ratio this ÷ baseline. `ROUNDS` (default 5)
 * sets the rounds.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Library from '../src/index.js';
import { printTable, sampleDataset, type DatasetName } from './lib.js';

type Lib = typeof Library;

interface Workload {
  readonly name: string;
  /** Items per round (puzzles or seeds). */
  readonly count: number;
  /** What a build answers for the workload: compared between the builds before timing. */
  readonly answer: (lib: Lib) => string;
  /** One round: every item once. */
  readonly run: (lib: Lib) => void;
}

/**
 * What a step says, in fields every build has (a build may add fields, as `score` was added
 * beside `difficulty`, the number both carry).
 */
function stepFacts(step: Library.SudokuStep): unknown {
  const { technique, placements, eliminations, highlights, explanation, clue } = step;
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the name older builds have
  return { technique, difficulty: step.difficulty, placements, eliminations, highlights, explanation, clue };
}

/** What a rating says, in fields every build has (`solutions` came later). */
function comparable(rating: Library.SudokuRatingWithSteps): unknown {
  const { rating: er, pearl, diamond, level, hardestTechnique, techniqueCounts, solvedByLogic } = rating;
  return {
    ...{ rating: er, pearl, diamond, level, hardestTechnique, techniqueCounts, solvedByLogic },
    steps: rating.steps.map(stepFacts),
  };
}

function rating(set: DatasetName, count: number): Workload {
  const lines = sampleDataset(set, count);
  return {
    name: `rateBoard, ${set}`,
    count,
    answer: (lib) =>
      JSON.stringify(lines.map((l) => comparable(lib.rateBoard(lib.SudokuBoard.parse(l), { steps: true })))),
    run: (lib) => {
      for (const l of lines) lib.rateBoard(lib.SudokuBoard.parse(l));
    },
  };
}

function hints(set: DatasetName, count: number): Workload {
  const lines = sampleDataset(set, count);
  return {
    name: `hint engine solve, ${set}`,
    count,
    answer: (lib) => {
      const solver = new lib.SudokuLogicSolver();
      return JSON.stringify(lines.map((l) => solver.solve(lib.SudokuBoard.parse(l)).steps.map(stepFacts)));
    },
    run: (lib) => {
      const solver = new lib.SudokuLogicSolver();
      for (const l of lines) solver.solve(lib.SudokuBoard.parse(l));
    },
  };
}

function solving(set: DatasetName, count: number, mode: 'solve' | 'count'): Workload {
  const lines = sampleDataset(set, count);
  const one = (lib: Lib, solver: Library.SudokuSolver, line: string): string => {
    const board = lib.SudokuBoard.parse(line);
    if (mode === 'count') return String(solver.countSolutions(board, 2));
    const result = solver.solve(board);
    return result.status === 'solved' ? result.solution.toString() : result.status;
  };
  return {
    name: `${mode === 'solve' ? 'solve' : 'count (limit 2)'}, ${set}`,
    count,
    answer: (lib) => {
      const solver = new lib.SudokuSolver();
      return lines.map((l) => one(lib, solver, l)).join();
    },
    run: (lib) => {
      const solver = new lib.SudokuSolver();
      for (const l of lines) one(lib, solver, l);
    },
  };
}

function generation(difficulty: Library.SudokuDifficulty, count: number): Workload {
  const seeds = Array.from({ length: count }, (_, i) => `builds-${difficulty}-${i}`);
  return {
    name: `generate, ${difficulty}`,
    count,
    answer: (lib) =>
      seeds.map((seed) => new lib.SudokuGenerator().generate({ seed, difficulty }).board.toString()).join(),
    run: (lib) => {
      const generator = new lib.SudokuGenerator();
      for (const seed of seeds) generator.generate({ seed, difficulty });
    },
  };
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const cpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

export default async function builds(): Promise<void> {
  const baselinePath = process.env.BASELINE;
  if (baselinePath === undefined || baselinePath === '') {
    console.log('Set BASELINE to another build (`BASELINE=/path/to/dist/index.js`) to compare two builds.');
    return;
  }
  const rounds = Number(process.env.ROUNDS ?? 5);
  if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError(`ROUNDS must be a positive integer`);
  // Both builds are copied to one scratch folder and loaded the same way. Importing this
  // checkout's dist/ by its relative path while the baseline came by a file URL from elsewhere
  // made two copies of one build differ by 2-19 %, the in-tree one slower whichever it was
  // (2 December 2026); staged alike, the same two copies came within 3 % on 8 of 9 workloads at a
  // load of 4.5 (the ninth, 8 expert puzzles, 20 %: the noise of so few items on a busy machine).
  const stage = mkdtempSync(join(tmpdir(), 'sudoku-builds-'));
  const load = async (index: string, name: string): Promise<Lib> => {
    cpSync(dirname(index), join(stage, name), { recursive: true });
    return (await import(pathToFileURL(join(stage, name, basename(index))).href)) as Lib;
  };
  const ours = await load(fileURLToPath(new URL('../dist/index.js', import.meta.url)), 'this');
  const baseline = await load(resolve(baselinePath), 'baseline');
  const workloads = [
    solving('17-clue', 2000, 'solve'),
    solving('17-clue', 2000, 'count'),
    solving('top1465', 200, 'solve'),
    rating('17-clue', 200),
    rating('top1465', 12),
    rating('serg-benchmark', 30),
    hints('17-clue', 100),
    hints('top1465', 6),
    generation('medium', 30),
    generation('hard', 20),
    generation('expert', 8),
    generation('extreme', 4),
  ];
  const rows: string[][] = [];
  for (const workload of workloads) {
    if (workload.answer(ours) !== workload.answer(baseline)) {
      throw new Error(`${workload.name}: the two builds give different answers`);
    }
    const cpu: [number[], number[]] = [[], []];
    const wall: [number[], number[]] = [[], []];
    for (let round = 0; round < rounds; round++) {
      for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const lib = k === 0 ? ours : baseline;
        const c = cpuMs();
        const w = performance.now();
        workload.run(lib);
        cpu[k]!.push((cpuMs() - c) / workload.count);
        wall[k]!.push((performance.now() - w) / workload.count);
      }
    }
    const [mine, theirs] = [median(cpu[0]), median(cpu[1])];
    rows.push([
      workload.name,
      String(workload.count),
      theirs.toFixed(2),
      mine.toFixed(2),
      (mine / theirs).toFixed(3),
      `${median(wall[1]).toFixed(2)} → ${median(wall[0]).toFixed(2)}`,
    ]);
  }
  printTable(
    `This build against BASELINE, ${rounds} alternating rounds: medians of ms per item (CPU time; wall time beside it), answers identical`,
    ['workload', 'items', 'baseline ms', 'this ms', 'this ÷ baseline', 'wall ms'],
    rows,
  );
}
