/**
 * Generation under variant rules with the built `dist/`, one thread, for each rule set Sudoku
 * Explainer rates and for jigsaw puzzles each with a fresh random layout (`jigsaw: 'random'` with
 * `rules`):
 *
 * 1. By clue count (`emptyCellTarget`: the medium clue-count profile, 38 empty cells, and the
 *    medium band's default target, 52): seeds 0, 1, 2, … back to back for a time budget after a
 *    warm-up, timed by the clock and by the process's CPU time (the CPU figure stays meaningful
 *    when other jobs share the cores).
 * 2. By band (`generate({ rules, difficulty, seed })` for easy, medium, hard and expert): in each
 *    cell, seeds 0, 1, 2, … until `BAND_SEEDS` calls (default 40) or `BAND_CAP_MS` ms of process
 *    CPU time (default 3,000) have been spent, each call with `timeout: BAND_CAP_MS`. The rate is
 *    the puzzles made per CPU second of every call of the cell, failed ones included (a
 *    `RATING_NOT_REACHED` or a timeout costs its caller that time too); the share is the puzzles
 *    made among the calls made, and the share of attempts in band (the puzzles made over the
 *    `attempts` they took: a rare band's measure). One warm-up call per rule set (medium, a
 *    negative seed) first.
 *    `BASELINE=/path/to/other/dist/index.js` adds, after each rule set named in `BASELINE_RULES`
 *    (comma-separated, default `non-consecutive`), the same row made by that build in the same
 *    run (`BASELINE_LABEL` names it).
 *
 * Outside the timed loops every puzzle is checked: exactly one solution under its rules (the
 * solver), its solution valid under them (the validator) and, by band, its rating in the band
 * asked for (`rateBoard` under the rules, `ratingLevel`).
 *
 * 3. Heavy tails on jigsaw layouts (see {@link tails}): the solver's search of the empty grid and
 *    the generator's call, for random layouts joined to each rule set.
 *
 * Run: `npm run build && npm run bench -- generate-variants` (or `npx tsx bench/generate-variants.ts`);
 * `BAND_ONLY=1` prints only the table by band, `TAILS_ONLY=1` only the table of tails;
 * `RULES=non-consecutive,x` keeps only the rows of those rule sets (by their label).
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
  const lib = await loadLibrary();
  const { SudokuGenerator, SudokuRules, SudokuSolver, SudokuValidator, EMPTY_CELL_TARGETS } = lib;
  const generator = new SudokuGenerator();
  const solver = new SudokuSolver();
  const only = process.env.RULES === undefined ? undefined : new Set(process.env.RULES.split(','));
  const all: [string, Options][] = [
    ...RULE_SETS.map((text): [string, Options] => [text, { rules: SudokuRules.parse(text) }]),
    ['jigsaw (a fresh random layout each)', { jigsaw: 'random', rules: SudokuRules.classic }],
    ['jigsaw+x (a fresh random layout each)', { jigsaw: 'random', rules: SudokuRules.parse('x') }],
  ];
  const cases = all.filter(([label]) => only === undefined || only.has(label));
  if (process.env.TAILS_ONLY === '1') {
    tails(lib);
    return;
  }
  const targets = process.env.BAND_ONLY === '1' ? [] : [EMPTY_CELL_TARGETS.medium, 52];
  for (const target of targets) {
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
  await byBand(lib, cases);
  if (process.env.BAND_ONLY !== '1') tails(lib);
}

/** The extra parts a jigsaw layout is joined to in the table of tails ('' is the layout alone). */
const TAIL_PARTS = [
  '',
  'x',
  'windoku',
  'disjoint-groups',
  'asterisk',
  'girandola',
  'centre-dot',
  'anti-knight',
  'anti-king',
  'non-consecutive',
  'x+windoku',
  'x+anti-king',
] as const;

/**
 * Heavy tails on jigsaw layouts: for `TAIL_LAYOUTS` (default 10) layouts of `randomJigsawLayout`
 * (seeds 0, 1, …) joined to each of {@link TAIL_PARTS}, the CPU time of the solver's search of
 * the empty grid (`solve`, the first grid in digit order) and of the generator's whole call
 * (`generate({ rules, seed: 0, emptyCellTarget: 38 })`: a random grid, then the clues removed),
 * each with `timeout: TAIL_CAP_MS` (default 1,000): how many pairs take past 10 ms, 100 ms and
 * 1 s (a timeout counts past all three), the median, and the slowest.
 */
function tails(lib: typeof Library): void {
  const { SudokuBoard, SudokuGenerator, SudokuRules, SudokuSolver, SeededRandomSource } = lib;
  const { randomJigsawLayout, isSudokuError, EMPTY_CELL_TARGETS } = lib;
  const layouts = Number(process.env.TAIL_LAYOUTS ?? 10);
  const capMs = Number(process.env.TAIL_CAP_MS ?? 1000);
  if (!Number.isInteger(layouts) || layouts < 1)
    throw new RangeError('TAIL_LAYOUTS must be a positive integer');
  if (!(capMs > 0)) throw new RangeError('TAIL_CAP_MS must be a positive number of milliseconds');
  const solver = new SudokuSolver();
  const generator = new SudokuGenerator();
  const empty = SudokuBoard.parse('.'.repeat(81));
  const cpuNow = (): number => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  const pairs: Library.SudokuRules[] = [];
  let clashes = 0;
  for (let seed = 0; seed < layouts; seed++) {
    const layout = randomJigsawLayout(new SeededRandomSource(seed));
    for (const part of TAIL_PARTS) {
      try {
        pairs.push(SudokuRules.parse(`jigsaw:${layout}${part === '' ? '' : `+${part}`}`));
      } catch (error) {
        if (!isSudokuError(error)) throw error;
        clashes++;
      }
    }
  }
  const timed = (run: () => void): number => {
    const c0 = cpuNow();
    try {
      run();
    } catch (error) {
      if (!isSudokuError(error) || error.code !== 'TIMEOUT') throw error;
      return Infinity;
    }
    return cpuNow() - c0;
  };
  const rows: string[][] = [];
  const columns: [string, (rules: Library.SudokuRules) => void][] = [
    ['solve the empty grid', (rules) => void solver.solve(empty, { rules, timeout: capMs })],
    [
      'generate (38 empty cells)',
      (rules) =>
        void generator.generate({
          rules,
          seed: 0,
          emptyCellTarget: EMPTY_CELL_TARGETS.medium,
          timeout: capMs,
        }),
    ],
  ];
  const load0 = loadavg()[0]!;
  for (const [label, run] of columns) {
    const times = pairs
      .map((rules) =>
        timed(() => {
          run(rules);
        }),
      )
      .sort((a, b) => a - b);
    const past = (ms: number): string => String(times.filter((t) => t > ms).length);
    const slowest = times[times.length - 1]!;
    rows.push([
      label,
      String(times.length),
      past(10),
      past(100),
      past(1000),
      fmt(times[times.length >> 1]!, 1),
      slowest === Infinity ? `timeout (${fmt(capMs)})` : fmt(slowest, 0),
    ]);
  }
  printTable(
    `Heavy tails: ${String(layouts)} random jigsaw layouts (randomJigsawLayout, seeds 0–${String(layouts - 1)}) × ${String(TAIL_PARTS.length)} rule sets (the layout alone and joined to ${TAIL_PARTS.slice(1).join(', ')}; ${String(clashes)} pairs refused as clashes), CPU ms of one call each, timeout ${fmt(capMs)} ms; load average ${fmt(load0, 1)} at start, ${fmt(loadavg()[0]!, 1)} at end`,
    ['call', 'pairs', '> 10 ms', '> 100 ms', '> 1 s', 'median ms', 'slowest ms'],
    rows,
  );
}

const BANDS = ['easy', 'medium', 'hard', 'expert'] as const;

/** The table by band (see the file's comment). */
async function byBand(lib: typeof Library, cases: readonly [string, Options][]): Promise<void> {
  const maxSeeds = Number(process.env.BAND_SEEDS ?? 40);
  const capMs = Number(process.env.BAND_CAP_MS ?? 3000);
  if (!Number.isInteger(maxSeeds) || maxSeeds < 1)
    throw new RangeError('BAND_SEEDS must be a positive integer');
  if (!(capMs > 0)) throw new RangeError('BAND_CAP_MS must be a positive number of milliseconds');
  // A baseline build (BASELINE=/path/to/dist/index.js) adds a row after each rule set named in
  // BASELINE_RULES (default non-consecutive), made by that build in the same run.
  const baselinePath = process.env.BASELINE;
  let baseline: typeof Library | undefined;
  if (baselinePath !== undefined && baselinePath !== '') {
    const stage = mkdtempSync(join(tmpdir(), 'sudoku-generate-variants-'));
    cpSync(dirname(resolve(baselinePath)), stage, { recursive: true });
    baseline = (await import(pathToFileURL(join(stage, basename(baselinePath))).href)) as typeof Library;
  }
  const baselineRules = new Set((process.env.BASELINE_RULES ?? 'non-consecutive').split(','));
  const baselineLabel = process.env.BASELINE_LABEL ?? 'baseline';
  const load0 = loadavg()[0]!;
  const start = now();
  const rows: string[][] = [];
  const problems: string[] = [];
  for (const [label, options] of cases) {
    rows.push(bandRow(lib, label, options, maxSeeds, capMs, problems));
    if (baseline !== undefined && baselineRules.has(label)) {
      const rules = baseline.SudokuRules.parse(label);
      rows.push(bandRow(baseline, `${label} (${baselineLabel})`, { rules }, maxSeeds, capMs, problems));
    }
  }
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'} × ${String(cpus().length)}, Node ${process.version}`;
  printTable(
    `Generation by band under variant rules (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${machine}; one thread; puzzles per CPU second of generate({ rules, difficulty, seed }), failed calls' time included; (made/calls; the made puzzles' share of the attempts they took): seeds 0, 1, … until ${String(maxSeeds)} calls or ${fmt(capMs)} ms of CPU, each call with timeout ${fmt(capMs)} ms; load average ${fmt(load0, 1)} at start, ${fmt(loadavg()[0]!, 1)} at end; ${fmt((now() - start) / 1000)} s in all)`,
    ['rules', ...BANDS],
    rows,
  );
  if (problems.length > 0)
    throw new Error(`puzzles not unique, not valid or out of band:\n${problems.join('\n')}`);
}

/** One row of the table by band: `label` generated by `lib` with `options` in each band. */
function bandRow(
  lib: typeof Library,
  label: string,
  options: Options,
  maxSeeds: number,
  capMs: number,
  problems: string[],
): string[] {
  const { SudokuGenerator, SudokuSolver, SudokuValidator, rateBoard, ratingLevel, isSudokuError } = lib;
  const generator = new SudokuGenerator();
  const solver = new SudokuSolver();
  const cpuNow = (): number => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  try {
    generator.generate({ ...options, difficulty: 'medium', seed: -1, timeout: capMs });
  } catch (error) {
    if (!isSudokuError(error)) throw error;
  }
  const row = [label];
  for (const difficulty of BANDS) {
    const puzzles: Library.SudokuPuzzle[] = [];
    let calls = 0;
    let notReached = 0;
    let timedOut = 0;
    const c0 = cpuNow();
    let spent = 0;
    while (calls < maxSeeds && spent < capMs) {
      const seed = calls++;
      try {
        puzzles.push(generator.generate({ ...options, difficulty, seed, timeout: capMs }));
      } catch (error) {
        if (!isSudokuError(error)) throw error;
        if (error.code === 'RATING_NOT_REACHED') notReached++;
        else if (error.code === 'TIMEOUT') timedOut++;
        else throw error;
      }
      spent = cpuNow() - c0;
    }
    for (const puzzle of puzzles) {
      const rules = puzzle.rules!;
      const rated = rateBoard(puzzle.board, { rules });
      if (
        solver.countSolutions(puzzle.board, 2, { rules }) !== 1 ||
        !SudokuValidator.validate(puzzle.solution, { rules }).isValid ||
        ratingLevel(rated.rating, rated.solvedByLogic) !== difficulty
      )
        problems.push(`${label} ${difficulty}: ${puzzle.board.toString()} (rated ${String(rated.rating)})`);
    }
    const rate = (puzzles.length * 1000) / spent;
    // The share of attempts (a grid dug and rated) in band: puzzles made over the attempts they took.
    const attempts = puzzles.reduce((n, p) => n + ((p as Library.SudokuRatedPuzzle).attempts ?? 1), 0);
    const failures = [
      notReached > 0 ? `${String(notReached)} not reached` : '',
      timedOut > 0 ? `${String(timedOut)} timed out` : '',
    ].filter((x) => x !== '');
    const share = puzzles.length === 0 ? '' : `; ${fmt((100 * puzzles.length) / attempts, 1)} % of attempts`;
    row.push(
      `${fmt(rate, rate >= 100 ? 0 : 1)}/s (${String(puzzles.length)}/${String(calls)}${failures.length > 0 ? `; ${failures.join(', ')}` : ''}${share})`,
    );
  }
  return row;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
