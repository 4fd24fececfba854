/**
 * Rating benchmark: calibration of `rateBoard` (built `dist/`) against Sudoku Explainer 1.2.1's own
 * ratings on all 500 rows of `test/fixtures/se-rated.tsv`, and time per rating for each data set.
 *
 * - Calibration: every row is rated once; the figures are the ones the unit suite asserts on its
 *   subset (`test/rating/calibration.test.ts`): share of exact ER, share within 0.5, Spearman rank
 *   correlation (average ranks for ties), overall, per SE band and per source. 'timeout' rows
 *   (SE ran past 60 s) count as 99 and as a match when we rate above 11 too.
 * - Timing: a fixed spread-out sample of each data set, rated back to back after a warm-up;
 *   mean, median and maximum wall-clock time per rating, and the share solved by the techniques.
 *   Figures taken while other jobs share the cores are noisy.
 * - With `SE_JAR=/path/to/SukakuExplainer.jar` (Sudoku Explainer's rater, see `bench/se.ts`), a
 *   side-by-side table against Sudoku Explainer per band of ratings comes first: see
 *   `seSideBySide`. It is also saved to `bench/results/rating-se.md`. `SE_ONLY=1` skips the other
 *   tables (and leaves `bench/results/rating.md` as it was), `SE_ROUNDS=n` sets the rounds
 *   (default 3), `SE_ALL=1` times every puzzle of every band instead of the samples.
 * - Nested forcing chains (ER 9.5 and up): puzzle by puzzle, with Sudoku Explainer beside the
 *   library when `SE_JAR` is set (see `nestedTable`); `NESTED_ONLY=1` runs only that table and
 *   saves it to `bench/results/rating-nested.md`. `NESTED_SWEEP=1` rates the whole forum-hardest
 *   list and a sample of the 11+ list instead (`nestedSweep`: an hour or more, resumable, and
 *   `NESTED_SHARD=I/N` shares it among processes).
 */
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calibrationFigures, parseSeRated, type Calibrated } from '../test/rating/calibration-lib.js';
import { fmt, loadLibrary, now, printTable, sampleDataset, type DatasetName } from './lib.js';
import { SE_ARGS, runSerate } from './se.js';

const { SudokuBoard, rateBoard } = await loadLibrary();

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

function calibration(): void {
  const rows = parseSeRated(readFileSync(ROOT + 'test/fixtures/se-rated.tsv', 'utf8'));
  const results: (Calibrated & { source: string; ms: number })[] = [];
  for (const row of rows) {
    const start = now();
    const r = rateBoard(SudokuBoard.parse(row.line));
    results.push({ se: row.se, ours: r.rating, source: row.source, ms: now() - start });
  }
  const all = calibrationFigures(results);
  printTable(
    'Calibration against Sudoku Explainer 1.2.1 (all 500 rows of se-rated.tsv)',
    ['set', 'puzzles', 'exact ER', 'within 0.5', 'Spearman'],
    [
      ['all', String(all.n), pct(all.exact), pct(all.within), all.spearman.toFixed(3)],
      [`SE ≤ 4.4 (target exact ≥ 90 %)`, String(all.nLow), pct(all.exactLow), '', ''],
      [`SE ≤ 9.0 (target within 0.5 ≥ 80 %)`, String(all.n90), '', pct(all.within90), ''],
      ...all.bands.map((b) => {
        const xs = results.filter((r) => bandOf(r.se) === b.name);
        const f = calibrationFigures(xs);
        return [`SE band ${b.name}`, String(b.n), pct(b.exact), pct(f.within), b.spearman.toFixed(3)];
      }),
      ...['17_clue', 'top1465', 'forum_hardest_1106'].map((source) => {
        const xs = results.filter((r) => r.source === source);
        const f = calibrationFigures(xs);
        const ms = xs.reduce((s, r) => s + r.ms, 0) / Math.max(1, xs.length);
        return [
          `${source} (${fmt(ms)} ms/puzzle)`,
          String(f.n),
          pct(f.exact),
          pct(f.within),
          f.spearman.toFixed(3),
        ];
      }),
    ],
  );
}

function bandOf(se: number): string {
  if (se <= 2.5) return '≤2.5';
  if (se <= 5.0) return '2.6–5.0';
  if (se <= 7.0) return '5.1–7.0';
  if (se <= 9.0) return '7.1–9.0';
  return '>9.0';
}

const SAMPLES: readonly (readonly [DatasetName, number])[] = [
  ['17-clue', 200],
  ['top1465', 60],
  ['forum-hardest-1106', 15],
  ['forum-hardest-1905-11plus', 5],
  ['serg-benchmark', 100],
];

function timing(): void {
  for (const line of sampleDataset('17-clue', 20)) rateBoard(SudokuBoard.parse(line)); // warm-up
  const rows: string[][] = [];
  for (const [name, count] of SAMPLES) {
    const times: number[] = [];
    let solved = 0;
    let sum = 0;
    for (const line of sampleDataset(name, count)) {
      const board = SudokuBoard.parse(line);
      const start = now();
      const r = rateBoard(board);
      times.push(now() - start);
      if (r.solvedByLogic) {
        solved++;
        sum += r.rating;
      }
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((s, t) => s + t, 0) / times.length;
    rows.push([
      name,
      String(times.length),
      fmt(mean, 1),
      fmt(times[times.length >> 1]!, 1),
      fmt(times[times.length - 1]!, 1),
      pct(solved / times.length),
      solved > 0 ? (sum / solved).toFixed(2) : '–',
    ]);
  }
  printTable(
    'Time per rating (ms, wall clock)',
    ['data set', 'puzzles', 'mean', 'median', 'max', 'solved by the techniques', 'mean ER (solved)'],
    rows,
  );
}

/**
 * What `{ steps: true }` adds: the same puzzles rated without and with the explained path, in
 * alternating order, three rounds; medians of the per-round means.
 */
function stepsCost(): void {
  const rows: string[][] = [];
  for (const [name, count] of [
    ['17-clue', 100],
    ['top1465', 15],
  ] as const) {
    const boards = sampleDataset(name, count).map((line) => SudokuBoard.parse(line));
    const plain: number[] = [];
    const explained: number[] = [];
    for (let round = 0; round < 3; round++) {
      let start = now();
      for (const board of boards) rateBoard(board);
      plain.push((now() - start) / boards.length);
      start = now();
      for (const board of boards) rateBoard(board, { steps: true });
      explained.push((now() - start) / boards.length);
    }
    const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[1]!;
    rows.push([
      name,
      String(boards.length),
      fmt(median(plain), 2),
      fmt(median(explained), 2),
      (median(explained) / median(plain)).toFixed(2),
    ]);
  }
  printTable(
    'Cost of the explained path (ms per rating, medians of 3 alternating rounds)',
    ['data set', 'puzzles', 'rateBoard', 'rateBoard { steps: true }', 'ratio'],
    rows,
  );
}

/**
 * A band of the side-by-side table: SE's ER from `min` to `max`, the puzzles timed at most (a
 * spread sample of the band's rows in order of rating, so that a run stays within minutes; all of
 * them with `SE_ALL=1`) and `copies`, the K of the warm measure (see `seSideBySide`), chosen so
 * that K − 1 passes take Sudoku Explainer a few seconds.
 */
const SE_BANDS: readonly { min: number; max: number; sample: number; copies: number }[] = [
  { min: 1.0, max: 1.9, sample: Infinity, copies: 11 },
  { min: 2.0, max: 2.9, sample: Infinity, copies: 6 },
  { min: 3.0, max: 4.9, sample: Infinity, copies: 4 },
  { min: 5.0, max: 6.9, sample: Infinity, copies: 2 },
  { min: 7.0, max: 7.9, sample: 30, copies: 2 },
  { min: 8.0, max: 9.0, sample: 18, copies: 2 },
  { min: 9.1, max: 9.4, sample: 4, copies: 2 },
];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function cpuNow(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/**
 * Side by side with Sudoku Explainer 1.2.1 (SukakuExplainer's `serate`, one thread, run by `jar`)
 * on the rows of `test/fixtures/se-rated.tsv` and `test/fixtures/se-generated.tsv`, per band of
 * SE's ER (9.1–9.4: calibration rows only; the generated file stops at 9.0).
 *
 * - Sudoku Explainer, warm: one Java process rates K copies of the band's puzzles (one file, the
 *   copies one after the other) and another rates one copy; (t_K − t_1) / (K − 1) is one pass
 *   after the JVM has started and compiled the rater, so start-up and warm-up cancel out. t is the
 *   wall clock around the whole process and, separately, the CPU time of the process (all of its
 *   threads: the rater's, the JIT compilers' and the garbage collector's).
 * - The library (built `dist/`): after one untimed pass at the start, each round times 3 passes
 *   over the same puzzles and keeps their mean, by the wall clock and by the process CPU time.
 * - Rounds alternate (Sudoku Explainer, then the library, for each band in turn), and the table
 *   shows the medians of the rounds, so a burst of other load on a shared machine hits both sides
 *   alike.
 * - The ratings are compared outside the timed parts: 'differ' counts the puzzles whose ER, EP or
 *   ED from the library differ from Sudoku Explainer's in this run.
 */
function seSideBySide(jar: string, rounds: number): string[] {
  const all = process.env.SE_ALL === '1';
  const calibrationRows = parseSeRated(readFileSync(ROOT + 'test/fixtures/se-rated.tsv', 'utf8'));
  const generatedRows = parseSeRated(readFileSync(ROOT + 'test/fixtures/se-generated.tsv', 'utf8'));
  const bands = SE_BANDS.map((band) => {
    const inBand = [...calibrationRows, ...generatedRows]
      .filter((row) => row.se >= band.min && row.se <= band.max)
      .sort((a, b) => a.se - b.se);
    const count = all ? inBand.length : Math.min(band.sample, inBand.length);
    const picked = Array.from({ length: count }, (_, i) => inBand[Math.floor((i * inBand.length) / count)]!);
    return {
      ...band,
      total: inBand.length,
      lines: picked.map((row) => row.line),
      boards: picked.map((row) => SudokuBoard.parse(row.line)),
    };
  });
  // Ratings compared, and the library's warm-up pass, before anything is timed.
  const differ = bands.map((band) => {
    const se = runSerate(jar, band.lines).rated;
    let n = 0;
    band.boards.forEach((board, i) => {
      const r = rateBoard(board);
      const s = se[i];
      const same =
        s !== undefined &&
        s.line === band.lines[i] &&
        r.rating === Number(s.er) &&
        r.pearl === Number(s.ep) &&
        r.diamond === Number(s.ed);
      if (!same) n++;
    });
    return n;
  });
  const load0 = loadavg()[0]!;
  const seWall = bands.map((): number[] => []);
  const seCpu = bands.map((): number[] => []);
  const libWall = bands.map((): number[] => []);
  const libCpu = bands.map((): number[] => []);
  for (let round = 0; round < rounds; round++) {
    bands.forEach((band, b) => {
      const n = band.lines.length;
      const one = runSerate(jar, band.lines);
      const many = runSerate(jar, Array.from({ length: band.copies }, () => band.lines).flat());
      if (many.rated.length !== n * band.copies)
        throw new Error(`serate rated ${String(many.rated.length)} of ${String(n * band.copies)} lines`);
      seWall[b]!.push((many.wallMs - one.wallMs) / (band.copies - 1) / n);
      seCpu[b]!.push((many.cpuMs - one.cpuMs) / (band.copies - 1) / n);
      const w0 = now();
      const c0 = cpuNow();
      for (let pass = 0; pass < 3; pass++) for (const board of band.boards) rateBoard(board);
      libWall[b]!.push((now() - w0) / 3 / n);
      libCpu[b]!.push((cpuNow() - c0) / 3 / n);
    });
  }
  const ms = (x: number): string => (x >= 100 ? fmt(x) : x >= 10 ? fmt(x, 1) : fmt(x, 2));
  const title =
    `Sudoku Explainer 1.2.1 side by side, per band of SE ratings (ms per puzzle; medians of ${String(rounds)} alternating rounds; ` +
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus()[0]?.model ?? 'unknown CPU'} × ${String(cpus().length)}, ` +
    `${platform()} ${release()}, Node ${process.version}; load average ${fmt(load0, 1)} at start, ${fmt(loadavg()[0]!, 1)} at end)`;
  const header = [
    'SE band',
    'puzzles',
    'K',
    'SE warm ms/puzzle',
    'library ms/puzzle',
    'SE ÷ library',
    'SE CPU ms/puzzle',
    'library CPU ms/puzzle',
    'SE ÷ library (CPU)',
    'differ',
  ];
  const rows = bands.map((band, b) => {
    const [sw, lw, sc, lc] = [seWall[b]!, libWall[b]!, seCpu[b]!, libCpu[b]!].map(median) as [
      number,
      number,
      number,
      number,
    ];
    return [
      `${band.min.toFixed(1)}–${band.max.toFixed(1)}`,
      band.lines.length === band.total
        ? String(band.total)
        : `${String(band.lines.length)} of ${String(band.total)}`,
      String(band.copies),
      ms(sw),
      ms(lw),
      fmt(sw / lw, 2) + '×',
      ms(sc),
      ms(lc),
      fmt(sc / lc, 2) + '×',
      String(differ[b]),
    ];
  });
  return printedTable(title, header, rows);
}

/** Prints a table (see `printTable`) and returns the lines printed, for a results file. */
function printedTable(...args: Parameters<typeof printTable>): string[] {
  const printed: string[] = [];
  const log = console.log;
  console.log = (...line: unknown[]): void => {
    printed.push(line.map(String).join(' '));
    log(...line);
  };
  try {
    printTable(...args);
  } finally {
    console.log = log;
  }
  return printed;
}

/** The nested table's bands of SE ratings (ours for the rows SE did not finish). */
const NESTED_BANDS: readonly { min: number; max: number }[] = [
  { min: 9.5, max: 9.9 },
  { min: 10.0, max: 10.4 },
  { min: 10.5, max: 10.9 },
  { min: 11.0, max: 11.4 },
  { min: 11.5, max: 11.9 },
];

/**
 * Nested forcing chains (ER 9.5 and up), puzzle by puzzle: every row of `se-rated.tsv` SE rates
 * from 9.5 and every row of `se-nested.tsv`, plus the first `NESTED_TIMEOUTS` (default 4) rows
 * `se-rated.tsv` marks 'timeout'. The library rates each puzzle once (wall clock; a nested rating
 * takes seconds, so warm-up is noise). With a jar, Sudoku Explainer rates the same puzzle right
 * before it, in a Java process of its own stopped after `SE_CAP` seconds (default 300): its own
 * per-puzzle time (`%e`, JVM start excluded), or the cap when it does not finish. Per band of SE's
 * ER (ours where SE has none): puzzles, ratings that differ from SE's, the library's median and
 * worst time, SE's median, and the median of SE ÷ library per puzzle; then the same over all, and
 * the peak RSS of the whole table's process (an upper bound for any one rating).
 */
function nestedTable(jar: string | undefined): string[] {
  const cap = Number(process.env.SE_CAP ?? 300);
  const timeouts = Number(process.env.NESTED_TIMEOUTS ?? 4);
  const rated = parseSeRated(readFileSync(ROOT + 'test/fixtures/se-rated.tsv', 'utf8'));
  const extra = parseSeRated(readFileSync(ROOT + 'test/fixtures/se-nested.tsv', 'utf8'));
  const rows = [
    ...rated.filter((r) => r.se >= 9.5 && r.se < 99),
    ...extra,
    ...rated.filter((r) => r.se === 99).slice(0, timeouts),
  ];
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-nested-'));
  const measured = rows.map((row) => {
    let seSeconds: number | null = null;
    let seFigures: string | null = null;
    if (jar !== undefined) {
      const input = join(dir, 'in.txt');
      const output = join(dir, 'out.txt');
      writeFileSync(input, row.line + '\n');
      rmSync(output, { force: true });
      const run = spawnSync(
        'java',
        [
          '-cp',
          jar,
          'diuf.sudoku.test.serate',
          '--format=%g %r %p %d %e',
          ...SE_ARGS.slice(1),
          `--input=${input}`,
          `--output=${output}`,
        ],
        { encoding: 'utf8', timeout: cap * 1000 },
      );
      const out = run.status === 0 ? readFileSync(output, 'utf8').trim().split(' ') : [];
      if (out.length >= 5) {
        seFigures = `${String(Number(out[1]))}/${String(Number(out[2]))}/${String(Number(out[3]))}`;
        seSeconds = seTime(out[4]!);
      } else seSeconds = cap;
    }
    const start = now();
    const r = rateBoard(SudokuBoard.parse(row.line));
    const seconds = (now() - start) / 1000;
    const ours = `${String(r.rating)}/${String(r.pearl)}/${String(r.diamond)}`;
    const published = row.se === 99 ? null : `${String(row.se)}/${String(row.ep)}/${String(row.ed)}`;
    const want = seFigures ?? published;
    return {
      er: row.se === 99 ? r.rating : row.se,
      seconds,
      seSeconds,
      differs: want !== null && want !== ours,
    };
  });
  rmSync(dir, { recursive: true, force: true });
  const median = (xs: readonly number[]): number => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length === 0
      ? NaN
      : s.length % 2 === 1
        ? s[s.length >> 1]!
        : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  const line = (name: string, xs: typeof measured): string[] => {
    const ratios = xs.filter((x) => x.seSeconds !== null).map((x) => x.seSeconds! / x.seconds);
    const capped = xs.filter((x) => x.seSeconds === cap).length;
    return [
      name,
      String(xs.length),
      String(xs.filter((x) => x.differs).length),
      fmt(median(xs.map((x) => x.seconds)), 2),
      fmt(Math.max(...xs.map((x) => x.seconds)), 2),
      jar === undefined
        ? '–'
        : fmt(median(xs.map((x) => x.seSeconds!)), 1) + (capped > 0 ? ` (${String(capped)} at the cap)` : ''),
      jar === undefined ? '–' : fmt(median(ratios), 1) + '×',
    ];
  };
  const table = NESTED_BANDS.map((b) =>
    line(
      `${b.min.toFixed(1)}–${b.max.toFixed(1)}`,
      measured.filter((x) => x.er >= b.min && x.er <= b.max + 0.05),
    ),
  ).filter((r) => r[1] !== '0');
  table.push(line('all', measured));
  const title =
    `Nested forcing chains, puzzle by puzzle (s per puzzle; ${jar === undefined ? 'the library alone' : `Sudoku Explainer right before the library, capped at ${String(cap)} s`}; ` +
    `peak RSS ${fmt(process.resourceUsage().maxRSS / 1024, 0)} MB; ${new Date().toISOString().slice(0, 10)}, ${cpus()[0]?.model ?? 'unknown CPU'}, load ${loadavg()[0]!.toFixed(1)})`;
  return printedTable(
    title,
    [
      'SE band',
      'puzzles',
      'differ from SE',
      'library median',
      'library worst',
      'SE median',
      'SE ÷ library (median)',
    ],
    table,
  );
}

/**
 * The forum's hardest lists, whole or sampled (`NESTED_SWEEP=1`; `NESTED_SAMPLE` puzzles of
 * `forum-hardest-1905-11plus`, default 1,000, spread out): every puzzle rated once, one after the
 * other; the distribution of ER per band, the hardest techniques, CPU time per puzzle (median,
 * 90th percentile, worst, and how many took over 30 s) and the peak RSS.
 *
 * An hour or more of CPU time, so the sweep keeps one row per puzzle in
 * `bench/results/rating-sweep-LIST.tsv` (line of the list, puzzle, ER, EP, ED, hardest technique,
 * CPU seconds, the process's peak RSS in MB so far) and goes on where it stopped when run again.
 * The peak RSS of one process over many puzzles is not that of rating one: `bench/memory.ts`
 * measures a puzzle in a process of its own.
 * `NESTED_SHARD=I/N` rates the I-th of every N puzzles, so that N processes (one per core) share a
 * sweep; each appends its own rows. The table is printed once every row is there.
 */
function nestedSweep(): string[] {
  const sample = Number(process.env.NESTED_SAMPLE ?? 1000);
  const shard = /^(\d+)\/(\d+)$/.exec(process.env.NESTED_SHARD ?? '1/1');
  const [index, shards] = shard === null ? [0, 0] : [Number(shard[1]), Number(shard[2])];
  if (index < 1 || index > shards)
    throw new RangeError(`NESTED_SHARD: I/N with 1 ≤ I ≤ N, not ${String(process.env.NESTED_SHARD)}`);
  const sets: [string, { line: number; puzzle: string }[]][] = [
    ['forum-hardest-1106', numbered('test/fixtures/forum-hardest-1106.txt')],
    ['forum-hardest-1905-11plus', spread(numbered('bench/data/forum-hardest-1905-11plus.txt'), sample)],
  ];
  const rows: string[][] = [];
  let missing = 0;
  for (const [name, puzzles] of sets) {
    const file = fileURLToPath(new URL(`results/rating-sweep-${name}.tsv`, import.meta.url));
    let done = rowsOf(file);
    puzzles.forEach(({ line, puzzle }, i) => {
      if (done.has(line) || i % shards !== index - 1) return;
      const before = process.cpuUsage();
      const r = rateBoard(SudokuBoard.parse(puzzle));
      const used = process.cpuUsage(before);
      const fields = [
        String(line),
        puzzle,
        String(r.rating),
        String(r.pearl),
        String(r.diamond),
        r.hardestTechnique,
        ((used.user + used.system) / 1e6).toFixed(2),
        (process.resourceUsage().maxRSS / 1024).toFixed(0),
      ];
      appendFileSync(file, fields.join('\t') + '\n');
      done.set(line, fields);
    });
    // The other shards' rows too, written meanwhile.
    done = rowsOf(file);
    const mine = puzzles.map(({ line }) => done.get(line)).filter((f) => f !== undefined);
    missing += puzzles.length - mine.length;
    const cpu = mine.map((f) => Number(f[6]));
    const ers = mine.map((f) => Number(f[2]));
    const techniques = new Map<string, number>();
    for (const f of mine) techniques.set(f[5]!, (techniques.get(f[5]!) ?? 0) + 1);
    const sorted = [...cpu].sort((a, b) => a - b);
    const bands = [9, 10, 10.5, 11, 11.5, 12, 20].map((lo, i, all) => {
      const hi = all[i + 1] ?? Infinity;
      return `${String(lo)}+: ${String(ers.filter((e) => e >= lo && e < hi).length)}`;
    });
    rows.push([
      name,
      `${String(mine.length)} of ${String(puzzles.length)}`,
      String(ers.filter((e) => e >= 20).length),
      String(ers.filter((e) => e < 11).length),
      bands.join(', '),
      [...techniques].map(([t, n]) => `${t} ${String(n)}`).join(', '),
      fmt(sorted[sorted.length >> 1] ?? NaN, 2),
      fmt(sorted[Math.floor(sorted.length * 0.9)] ?? NaN, 2),
      fmt(sorted[sorted.length - 1] ?? NaN, 1),
      String(cpu.filter((c) => c > 30).length),
    ]);
  }
  if (missing > 0) console.log(`${String(missing)} puzzles left for other shards or a later run`);
  return printedTable(
    `The forum's hardest puzzles rated one after the other (CPU s per puzzle; load ${loadavg()[0]!.toFixed(1)})`,
    [
      'list',
      'puzzles',
      'rated 20',
      'below 11',
      'ER from',
      'hardest technique',
      'median',
      '90th pct',
      'worst',
      'over 30 s',
    ],
    rows,
  );
}

/** The rows of a sweep file by line of the list (none yet: empty). */
function rowsOf(file: string): Map<number, string[]> {
  const rows = new Map<number, string[]>();
  if (!existsSync(file)) return rows;
  for (const row of readFileSync(file, 'utf8').split('\n')) {
    const fields = row.split('\t');
    if (fields.length === 8) rows.set(Number(fields[0]), fields);
  }
  return rows;
}

/** The puzzles of a list file with their line numbers (1-based). */
function numbered(path: string): { line: number; puzzle: string }[] {
  return readFileSync(ROOT + path, 'utf8')
    .split('\n')
    .map((text, i) => ({ line: i + 1, puzzle: text.trim().slice(0, 81) }))
    .filter(({ puzzle }) => puzzle.length === 81);
}

/** `count` items spread evenly over `lines`. */
function spread<T>(lines: readonly T[], count: number): T[] {
  if (count >= lines.length) return [...lines];
  return Array.from({ length: count }, (_, i) => lines[Math.floor((i * lines.length) / count)]!);
}

/** `serate`'s `%e`: seconds as `12.34s`, `3m05s` or `1h02m`. */
function seTime(text: string): number {
  const h = /^(\d+)h(\d+)m$/.exec(text);
  if (h !== null) return Number(h[1]) * 3600 + Number(h[2]) * 60;
  const m = /^(\d+)m(\d+)s$/.exec(text);
  if (m !== null) return Number(m[1]) * 60 + Number(m[2]);
  return Number.parseFloat(text);
}

/**
 * Runs the rating benchmark and prints its tables; with `SE_ONLY=1` only the Sudoku Explainer
 * table, and then it returns false so that `bench/results/rating.md` keeps the full run.
 */
export default function run(): Promise<boolean> {
  const jar = process.env.SE_JAR;
  if (process.env.NESTED_SWEEP === '1') {
    const printed = nestedSweep();
    const results = fileURLToPath(new URL('results/', import.meta.url));
    mkdirSync(results, { recursive: true });
    writeFileSync(
      `${results}rating-sweep.md`,
      `# rating: the forum's hardest lists\n\n\`NESTED_SWEEP=1 npm run bench -- rating\` (bench/rating.ts, \`nestedSweep\`), ` +
        `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n${printed.join('\n')}\n`,
    );
    return Promise.resolve(false);
  }
  if (process.env.NESTED_ONLY === '1') {
    const printed = nestedTable(jar === '' ? undefined : jar);
    const results = fileURLToPath(new URL('results/', import.meta.url));
    mkdirSync(results, { recursive: true });
    writeFileSync(
      `${results}rating-nested.md`,
      `# rating: nested forcing chains\n\n` +
        `\`${jar === undefined ? '' : 'SE_JAR=…/SukakuExplainer.jar '}NESTED_ONLY=1 npm run bench -- rating\` (bench/rating.ts, \`nestedTable\`), ` +
        `Node ${process.version}\n${printed.join('\n')}\n`,
    );
    return Promise.resolve(false);
  }
  if (jar !== undefined && jar !== '') {
    const printed = seSideBySide(jar, Number(process.env.SE_ROUNDS ?? 3));
    const results = fileURLToPath(new URL('results/', import.meta.url));
    mkdirSync(results, { recursive: true });
    writeFileSync(
      `${results}rating-se.md`,
      `# rating: side by side with Sudoku Explainer\n\n` +
        `\`SE_JAR=…/SukakuExplainer.jar npm run bench -- rating\` (bench/rating.ts, \`seSideBySide\`), ` +
        `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n${printed.join('\n')}\n`,
    );
    if (process.env.SE_ONLY === '1') return Promise.resolve(false);
  }
  calibration();
  timing();
  stepsCost();
  nestedTable(undefined);
  return Promise.resolve(true);
}
