/**
 * Empty-grid solves under jigsaw layouts joined to a neighbour rule or windoku (built `dist/`):
 * how long `SudokuSolver.solve(empty, { rules, timeout })` takes when the rule set may have few
 * solution grids or none (then only a proof of impossibility, or the timeout, ends the search).
 *
 * - The layouts: `randomJigsawLayout(new SeededRandomSource(seed))` for seeds 1–`LAYOUTS` (default
 *   40); every one has a grid as a plain jigsaw.
 * - The tries: each layout with each of `anti-knight`, `anti-king`, `non-consecutive` (the 120
 *   tries of the main table) and, as a fourth row, `windoku` (a layout with a region on a
 *   window's cells is refused by `SudokuRules.parse` and counted as refused).
 * - Each try is one solve of the empty board, timed in process CPU time (on a shared machine the
 *   wall clock stretches with other work), and stopped after `LIMIT` ms of it (default 1,000) by
 *   its `signal`: an `AbortSignal` whose `aborted` reads the CPU clock (the solver polls it every
 *   4,096 search nodes, as it polls a `timeout`). The table counts the tries that ended (solved,
 *   or proven to have no solution) within 10 ms, 100 ms and the limit, and those stopped.
 * - `BASELINE=/path/to/other/dist/index.js` runs the same tries on that build too, in the same
 *   process, the two builds alternating try by try (`BASELINE_LABEL` names it in the title).
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Library from '../src/index.js';
import { fmt, printTable } from './lib.js';

type Lib = typeof Library;

const PARTS = ['anti-knight', 'anti-king', 'non-consecutive', 'windoku'] as const;
/** The parts whose tries make the main total (40 layouts × 3 = the 120 tries). */
const MAIN = new Set<string>(['anti-knight', 'anti-king', 'non-consecutive']);

const cpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

interface Tally {
  under10: number;
  under100: number;
  underLimit: number;
  timedOut: number;
  solved: number;
  none: number;
  refused: number;
}

const tally = (): Tally => ({
  under10: 0,
  under100: 0,
  underLimit: 0,
  timedOut: 0,
  solved: 0,
  none: 0,
  refused: 0,
});

/** One try: the time of a solve of the empty board under `text`, and how it ended. */
function attempt(lib: Lib, text: string, limit: number, into: Tally): void {
  let rules: Library.SudokuRules;
  try {
    rules = lib.SudokuRules.parse(text);
  } catch (error) {
    if (lib.isSudokuError(error) && error.code === 'RULES_CLASH') {
      into.refused++;
      return;
    }
    throw error;
  }
  const solver = new lib.SudokuSolver();
  const empty = lib.SudokuBoard.parse('.'.repeat(81));
  const stop = new Error('out of time');
  const signal = new AbortController().signal;
  const start = cpuMs();
  Object.defineProperty(signal, 'aborted', { get: () => cpuMs() - start >= limit });
  Object.defineProperty(signal, 'reason', { value: stop });
  try {
    const result = solver.solve(empty, { rules, signal });
    const ms = cpuMs() - start;
    if (result.status === 'solved') {
      into.solved++;
      if (!lib.SudokuValidator.validate(result.solution, { rules, requireComplete: true }).isComplete)
        throw new Error(`${text}: the solution found breaks the rules`);
    } else into.none++;
    if (ms < 10) into.under10++;
    else if (ms < 100) into.under100++;
    else into.underLimit++;
  } catch (error) {
    if (error === stop) into.timedOut++;
    else throw error;
  }
}

/** Runs the benchmark and prints its table. */
export default async function jigsawEmpty(): Promise<void> {
  const layouts = Number(process.env.LAYOUTS ?? 40);
  const limit = Number(process.env.LIMIT ?? 1000);
  if (!Number.isInteger(layouts) || layouts < 1) throw new RangeError('LAYOUTS must be a positive integer');
  if (!(limit > 0)) throw new RangeError('LIMIT must be a positive number of milliseconds');
  const stage = mkdtempSync(join(tmpdir(), 'sudoku-jigsaw-empty-'));
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
  const builds: [string, Lib][] = [['this build', ours]];
  if (baseline !== undefined) builds.push([process.env.BASELINE_LABEL ?? 'baseline', baseline]);
  const tallies = new Map<string, Tally>();
  const tallyOf = (build: string, part: string): Tally => {
    const key = `${build}\n${part}`;
    let entry = tallies.get(key);
    if (entry === undefined) tallies.set(key, (entry = tally()));
    return entry;
  };
  const load0 = loadavg()[0]!;
  for (let seed = 1; seed <= layouts; seed++) {
    const layout = ours.randomJigsawLayout(new ours.SeededRandomSource(seed));
    for (const part of PARTS) {
      const order = seed % 2 === 0 ? builds : [...builds].reverse();
      for (const [name, lib] of order) attempt(lib, `jigsaw:${layout}+${part}`, limit, tallyOf(name, part));
    }
  }
  const load1 = loadavg()[0]!;
  const rows: string[][] = [];
  for (const [name] of builds) {
    const total = tally();
    for (const part of PARTS) {
      const t = tallyOf(name, part);
      const row = (label: string, x: Tally): string[] => [
        label,
        fmt(x.under10),
        fmt(x.under10 + x.under100),
        fmt(x.under10 + x.under100 + x.underLimit),
        fmt(x.timedOut),
        fmt(x.solved),
        fmt(x.none),
        fmt(x.refused),
      ];
      rows.push(row(`${name}: jigsaw+${part}`, t));
      if (MAIN.has(part)) for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += t[key];
      if (part === 'non-consecutive') rows.push(row(`${name}: the three neighbour rules`, total));
    }
  }
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`;
  printTable(
    `Empty-grid solves, ${layouts} seeded jigsaw layouts (seeds 1–${layouts}) × each rule (${new Date().toISOString().slice(0, 10)}; ${machine}; stopped after ${fmt(limit)} ms, process CPU time; load average ${fmt(load0, 1)} at start, ${fmt(load1, 1)} at end${baseline === undefined ? '' : `; baseline: ${process.env.BASELINE_LABEL ?? baselinePath}`})`,
    [
      'build: rules',
      '< 10 ms',
      '< 100 ms',
      `< ${fmt(limit)} ms`,
      'stopped',
      'solved',
      'no solution',
      'refused by parse',
    ],
    rows,
  );
}
