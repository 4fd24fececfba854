/**
 * Killer puzzles: `SudokuSolver.solve` and `countSolutions(board, 2)` (built `dist/`) on the 50
 * unique killer puzzles of `test/fixtures/killer.txt` (no givens) and on the example of
 * SudokuWiki's killer string page, and the 45 rule's share (the general engine from the sources,
 * with the cages of the 45 rule at each of its levels).
 *
 * - Answers first, outside the timed part: every solve gives the fixture's solution and every
 *   count is 1.
 * - Then `ROUNDS` (default 5) rounds; in each, every column runs whole passes over the puzzles
 *   for at least `SLICE` ms (default 150) of CPU time. The tables give each figure's median over
 *   the rounds, from the process's CPU time. One thread.
 * - Generation (`generate({ killer: true, difficulty })`, built `dist/`): per band, `GEN_ROUNDS`
 *   (default 2) alternating rounds of `GEN_SEEDS` seeds (default 30; expert a third, extreme 2),
 *   new seeds each round: puzzles per CPU second, the share of attempts that ended in the band
 *   (puzzles / attempts), and on the puzzles made, the hint engine's mean steps and mean CPU time
 *   of `SudokuLogicSolver.solve` (the whole path, explained).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as Library from '../src/index.js';
import { rulesTables } from '../src/rules/rule-set.js';
import { SudokuRules as SourceRules } from '../src/rules/rule-set.js';
import { RulesEngine } from '../src/solver/rules-engine.js';
import { fmt, loadLibrary, printTable } from './lib.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SLICE = Number(process.env.SLICE ?? 150);

const WIKI =
  '212112111212112223213331443231221241134412231124133132322122212344411312111411312,' +
  '171510200026110000000000000000000011000011000017160000001101060000090016110017000900000900001800160800040010160000001100002100001800001800140000080000000000000000';

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const cpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** Items per CPU second of `run` (one pass, returning the items done), passes for at least `SLICE` ms. */
function rate(run: () => number): number {
  let items = 0;
  const start = cpuMs();
  let spent: number;
  do {
    items += run();
    spent = cpuMs() - start;
  } while (spent < SLICE);
  return (items / spent) * 1000;
}

export default async function killer(): Promise<void> {
  const lib: typeof Library = await loadLibrary();
  const lines = readFileSync(`${ROOT}test/fixtures/killer.txt`, 'utf8').trim().split('\n');
  const fixture = lines.map((line) => {
    const [rules, solution] = line.split('\t') as [string, string];
    return { rules: lib.SudokuRules.parse(rules), solution };
  });
  const wiki = lib.SudokuRules.parseKiller(WIKI, 'sudokuwiki');
  const empty = lib.SudokuBoard.empty();
  const solver = new lib.SudokuSolver();
  for (const { rules, solution } of fixture) {
    const result = solver.solve(empty, { rules });
    if (result.status !== 'solved' || result.solution.toString() !== solution) throw new Error('wrong solve');
    if (solver.countSolutions(empty, 2, { rules }) !== 1) throw new Error('wrong count');
  }
  if (solver.countSolutions(empty, 2, { rules: wiki }) !== 1) throw new Error('wrong count');

  const sets = [
    { label: `fixture (${fixture.length} puzzles)`, rules: fixture.map((f) => f.rules) },
    { label: 'SudokuWiki example', rules: [wiki] },
  ];
  const figures = sets.map(() => ({
    solves: [] as number[],
    counts: [] as number[],
    slowest: [] as number[],
  }));
  for (let round = 0; round < ROUNDS; round++) {
    sets.forEach((set, i) => {
      figures[i]!.solves.push(
        rate(() => {
          for (const rules of set.rules) solver.solve(empty, { rules });
          return set.rules.length;
        }),
      );
      figures[i]!.counts.push(
        rate(() => {
          for (const rules of set.rules) solver.countSolutions(empty, 2, { rules });
          return set.rules.length;
        }),
      );
    });
    // The slowest fixture puzzle, counted alone.
    let slowest = Infinity;
    for (const { rules } of fixture) {
      const start = cpuMs();
      let n = 0;
      do {
        solver.countSolutions(empty, 2, { rules });
        n++;
      } while (cpuMs() - start < 10);
      slowest = Math.min(slowest, (n / (cpuMs() - start)) * 1000);
    }
    figures[0]!.slowest.push(slowest);
  }
  printTable(
    `Killer puzzles with no givens (one thread; median of ${ROUNDS} rounds, CPU time)`,
    ['puzzles', 'solves/s', 'counts/s', 'slowest puzzle, counts/s'],
    sets.map((set, i) => [
      set.label,
      fmt(median(figures[i]!.solves)),
      fmt(median(figures[i]!.counts)),
      i === 0 ? fmt(median(figures[0]!.slowest)) : '',
    ]),
  );

  // A new rule set each time, as a generator trying cage lists makes them: each fixture puzzle
  // less one of its cages (1,500 lists, more than the caches hold), built and counted to 2.
  const variants = fixture.flatMap(({ rules }) =>
    rules.cages.map((_, k) => rules.cages.filter((__, j) => j !== k).map((cage) => ({ ...cage }))),
  );
  let next = 0;
  const fresh: number[] = [];
  const again: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const made: Library.SudokuRules[] = [];
    fresh.push(
      rate(() => {
        const rules = lib.SudokuRules.killer(variants[next++ % variants.length]!);
        solver.countSolutions(empty, 2, { rules });
        made.push(rules);
        return 1;
      }),
    );
    const kept = made.slice(-40);
    again.push(
      rate(() => {
        for (const rules of kept) solver.countSolutions(empty, 2, { rules });
        return kept.length;
      }),
    );
  }
  printTable(
    'New killer rule sets (a fixture puzzle less one cage): SudokuRules.killer and a count to 2, per second',
    ['what', 'per second'],
    [
      ['build the rules and count (tables made on first use)', fmt(median(fresh))],
      ['count the same rules again', fmt(median(again))],
    ],
  );

  // The 45 rule: the engine from the sources, its innie cages on and off.
  const engine = new RulesEngine();
  const values = new Uint8Array(81);
  const tables = lines.map((line) => rulesTables(SourceRules.parse(line.split('\t')[0]!)));
  const rows: string[][] = [];
  const levels = ['innies, outies, 2–3 lines (default)', 'innies of each region', 'off'];
  for (const level of [2, 1, 0]) {
    engine.fortyFive = level;
    let nodes = 0;
    let worst = 0;
    for (const t of tables) {
      engine.count(values, t, 2);
      nodes += engine.nodes;
      worst = Math.max(worst, engine.nodes);
    }
    const counts: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      counts.push(
        rate(() => {
          for (const t of tables) engine.count(values, t, 2);
          return tables.length;
        }),
      );
    }
    rows.push([levels[2 - level]!, fmt(median(counts)), fmt(nodes / tables.length, 2), fmt(worst)]);
  }
  engine.fortyFive = 2;
  const fortyFive = rows;
  printTable(
    'The 45 rule in the search (fixture, counts to 2; general engine from the sources; its cages of 1–6 cells that all see each other)',
    ['45 rule', 'counts/s', 'nodes per puzzle', 'most nodes'],
    fortyFive,
  );

  // Generation by killer band.
  const GEN_ROUNDS = Number(process.env.GEN_ROUNDS ?? 2);
  const GEN_SEEDS = Number(process.env.GEN_SEEDS ?? 30);
  const generator = new lib.SudokuGenerator();
  const hints = new lib.SudokuLogicSolver();
  const bands = ['easy', 'medium', 'hard', 'expert', 'extreme'] as const;
  const seedsOf = (band: string): number =>
    band === 'extreme' ? 2 : band === 'expert' ? Math.max(2, Math.round(GEN_SEEDS / 3)) : GEN_SEEDS;
  const gen = bands.map(() => ({
    puzzles: 0,
    ms: 0,
    attempts: 0,
    steps: 0,
    hintMs: 0,
    rates: [] as number[],
  }));
  generator.generate({ killer: true, seed: 'warm', difficulty: 'hard' });
  for (let round = 0; round < GEN_ROUNDS; round++) {
    bands.forEach((band, b) => {
      const g = gen[b]!;
      const n = seedsOf(band);
      const made: Library.SudokuKillerPuzzle[] = [];
      const start = cpuMs();
      for (let i = 0; i < n; i++)
        made.push(generator.generate({ killer: true, seed: `bench-${round}-${i}`, difficulty: band }));
      const spent = cpuMs() - start;
      g.rates.push((n / spent) * 1000);
      g.puzzles += n;
      g.ms += spent;
      for (const puzzle of made) {
        g.attempts += puzzle.attempts;
        g.steps += puzzle.grade.steps;
        const t = cpuMs();
        hints.solve(puzzle.board, { rules: puzzle.rules });
        g.hintMs += cpuMs() - t;
      }
    });
  }
  printTable(
    `Killer generation by band (one thread; ${GEN_ROUNDS} alternating rounds of new seeds, CPU time; puzzles/s: median of the rounds)`,
    ['band', 'puzzles', 'puzzles/s', 'share of attempts in band', 'mean hint steps', 'mean hint ms'],
    bands.map((band, b) => {
      const g = gen[b]!;
      return [
        band,
        fmt(g.puzzles),
        fmt(median(g.rates), 1),
        `${fmt((g.puzzles / g.attempts) * 100, 1)} %`,
        fmt(g.steps / g.puzzles, 1),
        fmt(g.hintMs / g.puzzles, 1),
      ];
    }),
  );
}
