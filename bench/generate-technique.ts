/**
 * Generation by technique (`generate({ technique })`), one thread.
 *
 * 1. Shares: the share of the puzzles the generator makes for each band (`generate({ difficulty })`,
 *    seeds 0, 1, 2, … for `SHARE_MS` each; the non-consecutive techniques under non-consecutive
 *    rules) that need each technique as generation by technique means it: the rating's path and the
 *    hint engine's path use it (a hint-only technique: the hint path; a rated technique the hints
 *    never use: the rating's path). The floors follow from it: at least 5 puzzles per CPU
 *    second for a technique in at least 2 % of the puzzles of some band, 1 per 10 s for the others.
 * 2. For every technique of the catalogue, in its natural band: puzzles per CPU second and the
 *    share of attempts that succeed (puzzles / attempts), each technique capped at `CAP_MS` of CPU
 *    (at least one call), and those that found none within it run again with `LONG_CAP_MS`, those
 *    whose rate came within a factor 2 of their floor (either side) with `NEAR_CAP_MS`: a 2 s
 *    sample of a technique that succeeds in 0.2–1 % of its attempts holds a handful of puzzles and
 *    moves by a quarter from run to run, too much to tell a floor met. A technique that cannot
 *    appear is listed with its typed error.
 * 3. The early rejection: the same search with and without the rating's cut-off (the rating stops
 *    at the first step rated above the technique's score taken before it), in alternating rounds:
 *    CPU per puzzle, ratings per puzzle, the share of ratings cut, and the hint-path runs.
 *
 * The machine may be shared: the load average is printed with each table.
 */
import { loadavg } from 'node:os';
import { ratingUnder } from '../src/generator/bands.js';
import { GENERATION_KEYS, planGeneration } from '../src/generator/plan.js';
import { generateByTechnique, type CutOffStats } from '../src/generator/technique.js';
import { hintPathUses } from '../src/logic/hint-lists.js';
import { engineGeometry, rateValues } from '../src/rating/rate.js';
import { SudokuRules as SourceRules } from '../src/rules/rule-set.js';
import { SolverEngine } from '../src/solver/engine.js';
import { fmt, loadLibrary, printTable } from './lib.js';

/** CPU milliseconds per technique (SUDOKU_BENCH_CAP_MS to change). */
const CAP_MS = Number(process.env.SUDOKU_BENCH_CAP_MS ?? 2000);
/** CPU milliseconds for a technique that found no puzzle within `CAP_MS`. */
const LONG_CAP_MS = Number(process.env.SUDOKU_BENCH_LONG_CAP_MS ?? 20_000);
/** CPU milliseconds for a technique whose rate within `CAP_MS` came near its floor. */
const NEAR_CAP_MS = Number(process.env.SUDOKU_BENCH_NEAR_CAP_MS ?? 30_000);
/**
 * CPU milliseconds of generated puzzles per band for the shares. The floors hinge on a share of 2 %,
 * so the bands where the rare techniques appear get samples of a thousand puzzles or so (200
 * puzzles put a technique seen 4 times at 2.0 % ± 1.0 %).
 */
const SHARE_MS: Record<string, number> = {
  easy: 300,
  medium: 600,
  hard: 5000,
  expert: 15_000,
  extreme: 30_000,
};
/** CPU milliseconds of one round of the cut-off comparison (SUDOKU_BENCH_ROUND_MS), and the rounds (each way). */
const ROUND_MS = Number(process.env.SUDOKU_BENCH_ROUND_MS ?? 1500);
const ROUNDS = 2;
/** The techniques of the cut-off comparison. */
const CUT_CASES = ['x-wing', 'naked-triple', 'swordfish', 'hidden-triple', 'xyz-wing', 'unique-loop'];
/**
 * SUDOKU_BENCH_TECHNIQUES=id,id,…: only these techniques in tables 2 and 3 (the shares still run,
 * for the floors); the results file then keeps the last full run.
 */
const ONLY = process.env.SUDOKU_BENCH_TECHNIQUES?.split(',').filter((id) => id !== '');

function cpu(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function load(): string {
  return fmt(loadavg()[0]!, 1);
}

function valuesOf(text: string): Uint8Array {
  const values = new Uint8Array(81);
  for (let i = 0; i < 81; i++) values[i] = /[1-9]/.test(text[i]!) ? Number(text[i]) : 0;
  return values;
}

const NON_CONSECUTIVE = (id: string): boolean => id.includes('non-consecutive');

export default async function run(): Promise<boolean> {
  const { SudokuGenerator, SudokuRules, SUDOKU_TECHNIQUES, isSudokuError } = await loadLibrary();
  const generator = new SudokuGenerator();
  const ids = Object.keys(SUDOKU_TECHNIQUES) as (keyof typeof SUDOKU_TECHNIQUES)[];
  const nc = SudokuRules.parse('non-consecutive');
  const ncSource = SourceRules.parse('non-consecutive');

  // 1. Shares in generated puzzles of each band.
  const loadShares = load();
  const best = new Map<string, { share: number; band: string }>();
  const shareRows: string[][] = [];
  for (const [ruleName, bands] of [
    ['classic', ['easy', 'medium', 'hard', 'expert', 'extreme']],
    ['non-consecutive', ['medium', 'hard']],
  ] as const) {
    for (const band of bands) {
      const counts = new Map<string, number>();
      let made = 0;
      const start = cpu();
      for (let seed = 0; cpu() - start < SHARE_MS[band]!; seed++) {
        const puzzle = generator.generate({
          difficulty: band,
          seed,
          ...(ruleName === 'classic' ? {} : { rules: nc }),
        });
        const values = valuesOf(puzzle.board.toString());
        const rules = ruleName === 'classic' ? undefined : ncSource;
        const rated = rateValues(values, undefined, Infinity, undefined, rules).techniqueCounts;
        const hinted = hintPathUses(values, engineGeometry(rules), undefined);
        made++;
        for (const id of ids) {
          const info = SUDOKU_TECHNIQUES[id];
          const inRating = (rated[id] ?? 0) > 0;
          const needs = info.rated ? inRating && (!info.hinted || hinted.has(id)) : hinted.has(id);
          if (needs) counts.set(id, (counts.get(id) ?? 0) + 1);
        }
      }
      const label = ruleName === 'classic' ? band : `${band}, non-consecutive`;
      for (const [id, count] of counts) {
        const share = count / made;
        if (share > (best.get(id)?.share ?? -1)) best.set(id, { share, band: label });
      }
      shareRows.push([
        label,
        `${made}`,
        [...counts]
          .filter(([id]) => !id.includes('single') && id !== 'full-house')
          .sort((a, b) => b[1] - a[1])
          .map(([id, count]) => `${id} ${fmt((100 * count) / made, 1)}`)
          .join(', '),
      ]);
    }
  }
  printTable(
    `Share of generated puzzles that need each technique (rating's path and hint path; hint-only: hint path), by band; load average ${loadShares} at start, ${load()} at end`,
    ['band', 'puzzles', 'techniques past the singles, % of the puzzles'],
    shareRows,
  );

  // 2. Generation by technique in the natural band.
  const loadStart = load();
  const rows: string[][] = [];
  const measure = (
    id: (typeof ids)[number],
    cap: number,
  ): { made: number; attempts: number; failed: number; seconds: number; band: string; error: string } => {
    let made = 0;
    let attempts = 0;
    let failed = 0;
    let band = '';
    let error = '';
    const start = cpu();
    for (let seed = 0; cpu() - start < cap; seed++) {
      // The timeout is wall-clock time: on a loaded machine it passes long before the CPU time
      // left, so it only bounds one long search (four times the CPU time left).
      const left = Math.max(1000, Math.round(4 * (cap - (cpu() - start))));
      try {
        const puzzle = generator.generate({
          technique: id,
          seed,
          timeout: left,
          ...(NON_CONSECUTIVE(id) ? { rules: nc } : {}),
        });
        made++;
        attempts += puzzle.attempts;
        band ||= puzzle.difficulty ?? '';
      } catch (e) {
        if (!isSudokuError(e)) throw e;
        if (e.code === 'TECHNIQUE_NOT_IN_BAND') {
          error = `cannot appear (TECHNIQUE_NOT_IN_BAND)`;
          break;
        }
        if (e.code === 'RATING_NOT_REACHED') {
          failed++;
          attempts += 1000;
          continue;
        }
        if (e.code === 'TIMEOUT') break;
        throw e;
      }
    }
    return { made, attempts, failed, seconds: (cpu() - start) / 1000, band, error };
  };
  let unmet = 0;
  for (const id of ids) {
    if (ONLY !== undefined && !ONLY.includes(id)) continue;
    const info = SUDOKU_TECHNIQUES[id];
    let m = measure(id, CAP_MS);
    let cap = CAP_MS;
    if (m.error === '' && m.made === 0) {
      cap = LONG_CAP_MS;
      m = measure(id, LONG_CAP_MS);
    }
    const shared = best.get(id);
    const share = shared === undefined ? '0 %' : `${fmt(100 * shared.share, 1)} % (${shared.band})`;
    // The floors: 5/s for a technique in 2 % of some band's puzzles, 1 per 10 s for the
    // rare ones down to the forcing chains; the nested chains only documented: those of 9.5 and
    // above, and the dynamic forcing chain (+), Sudoku Explainer's first level of nesting (a
    // dynamic chain whose steps may use the basic techniques), which needs a rating of 9.0 or
    // more (measured: no puzzle in ratings 9–10 in 5,800 searches, 1,465 CPU s).
    const nested = id.startsWith('nested-') || id === 'dynamic-forcing-chain-plus';
    const floor = nested ? undefined : shared !== undefined && shared.share >= 0.02 ? 5 : 0.1;
    let rate = m.made / m.seconds;
    // Near its floor, a longer sample decides (see the header).
    if (m.error === '' && floor !== undefined && cap < NEAR_CAP_MS && rate >= floor / 2 && rate < 2 * floor) {
      cap = NEAR_CAP_MS;
      m = measure(id, NEAR_CAP_MS);
      rate = m.made / m.seconds;
    }
    if (m.error === '' && floor !== undefined && rate < floor) unmet++;
    rows.push([
      id,
      fmt(info.score, 1),
      info.rated ? (info.hinted ? 'both' : 'rating') : info.hinted ? 'hints' : '–',
      m.band,
      m.error || fmt(rate, 2),
      m.error ? '' : `${m.made}`,
      m.error || m.attempts === 0 ? '' : `${fmt((100 * m.made) / m.attempts, 2)} %`,
      m.error ? '' : share,
      m.error ? '' : floor === undefined ? '–' : `${floor}`,
      m.error ? '' : floor === undefined ? 'documented' : rate >= floor ? 'yes' : 'no',
      m.error ? '' : fmt(cap / 1000, 0),
    ]);
  }
  printTable(
    `Generation by technique, natural band (non-consecutive techniques under non-consecutive rules), one thread, cap ${fmt(CAP_MS / 1000, 0)} CPU s per technique, ${fmt(LONG_CAP_MS / 1000, 0)} s for those that found none, ${fmt(NEAR_CAP_MS / 1000, 0)} s for those within a factor 2 of their floor; load average ${loadStart} at start, ${load()} at end; floors not met: ${unmet}`,
    [
      'technique',
      'base',
      'path',
      'band of first',
      'puzzles/CPU-s',
      'puzzles',
      'attempts that succeed',
      'share of generated puzzles (band)',
      'floor /s',
      'floor met',
      'cap s',
    ],
    rows,
  );

  // 3. The rating's cut-off: the same search with and without it, alternating rounds.
  const loadCut = load();
  const engine = new SolverEngine();
  const cutRows: string[][] = [];
  for (const id of CUT_CASES) {
    if (ONLY !== undefined && !ONLY.includes(id)) continue;
    const totals = [true, false].map(() => ({
      made: 0,
      attempts: 0,
      ms: 0,
      stats: { ratings: 0, cut: 0, hintPaths: 0 } satisfies CutOffStats,
      seed: 0,
    }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [way, cutOff] of [true, false].entries()) {
        const total = totals[way]!;
        const start = cpu();
        while (cpu() - start < ROUND_MS) {
          const plan = planGeneration({ technique: id, seed: total.seed++ }, GENERATION_KEYS);
          try {
            const puzzle = generateByTechnique(
              plan,
              engine,
              ratingUnder(undefined),
              undefined,
              cutOff,
              total.stats,
            );
            total.made++;
            total.attempts += puzzle.attempts;
          } catch (e) {
            if ((e as { code?: string }).code !== 'RATING_NOT_REACHED') throw e;
            total.attempts += plan.maxAttempts;
          }
        }
        total.ms += cpu() - start;
      }
    }
    const [on, off] = totals as [(typeof totals)[0], (typeof totals)[0]];
    const per = (t: typeof on): number => t.ms / Math.max(1, t.made);
    cutRows.push([
      id,
      `${on.made} / ${off.made}`,
      `${fmt(per(on), 0)} / ${fmt(per(off), 0)}`,
      `${fmt(per(off) / per(on), 2)}×`,
      fmt(on.stats.ratings / Math.max(1, on.attempts), 2),
      `${fmt(on.stats.ratings / Math.max(1, on.made), 0)} / ${fmt(off.stats.ratings / Math.max(1, off.made), 0)}`,
      `${fmt((100 * on.stats.cut) / Math.max(1, on.stats.ratings), 1)} %`,
      `${fmt(on.stats.hintPaths / Math.max(1, on.made), 1)} / ${fmt(off.stats.hintPaths / Math.max(1, off.made), 1)}`,
    ]);
  }
  printTable(
    `Early rejection: the search by technique with / without the rating's cut-off (natural band, ${ROUNDS} alternating rounds of ${fmt(ROUND_MS / 1000, 1)} CPU s each way; load average ${loadCut} at start, ${load()} at end)`,
    [
      'technique',
      'puzzles',
      'CPU ms per puzzle',
      'speed-up',
      'ratings per attempt',
      'ratings per puzzle',
      'ratings cut',
      'hint paths per puzzle',
    ],
    cutRows,
  );
  return ONLY === undefined;
}
