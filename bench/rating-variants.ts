/**
 * Rating under variant rules, side by side with Sudoku Explainer: `rateBoard(board, { rules })`
 * (built `dist/`) and SukakuExplainer's `serate` with the variant's flags, in ms per puzzle, per
 * rule set and band of SE's ratings, on every row of `test/fixtures/variants-se.tsv` and
 * `test/fixtures/variants-se-easy.tsv` that Sudoku Explainer rated (its ER in the `er` column).
 *
 * - Bands of SE's ER: easy ≤ 1.5 < medium ≤ 2.5 < hard ≤ 5.0 < expert ≤ 7.0 < extreme ≤ 9.0 <
 *   above. One cell is the puzzles of one rule set in one band.
 * - The library: one untimed pass over every cell first (its ER, EP and ED compared with the
 *   fixture's: 'differ' counts the puzzles where one differs), then `ROUNDS` rounds (default 5),
 *   each timing passes over the cell's puzzles, as many as fill `SLICE_MS` ms (default 100; at
 *   least one), by the wall clock and by the process CPU time; the table gives the median of the
 *   rounds. (One pass over a few easy puzzles takes a fraction of a millisecond: timed alone, a
 *   collection or a compilation in it made easy puzzles look ten times slower than they are.)
 * - Sudoku Explainer, warm: one Java process rates the cell's puzzles once (t₁), another rates K
 *   copies of them one after the other in one file (t_K); (t_K − t₁) / (K − 1) is one pass after
 *   the JVM has started and has rated the file once (its warm-up pass), so start-up, class
 *   loading and the first compilations cancel out, and nothing is subtracted that was not
 *   measured in the same run. K − 1 is 3 for expert and extreme, and for the cheaper bands
 *   enough passes for 300 ratings (at least 3, at most 200). t is the wall clock around the
 *   whole process and, separately, its CPU time (all its threads: the rater's, the JIT
 *   compilers', the garbage collector's). The one-copy run's ratings are compared with the fixture's too (a difference stops the
 *   benchmark: the flags would not be the rules).
 * - The band above 9.0 costs Sudoku Explainer from seconds to minutes a puzzle: it is timed on
 *   the library only unless `SE_ABOVE=1` (then K = 2).
 *
 * Without `SE_JAR=/path/to/SukakuExplainer.jar` only the library's columns are printed and the
 * results file keeps the last run with Sudoku Explainer. Run: `npm run build && SE_JAR=… npm run
 * bench -- rating-variants`.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg, platform, release } from 'node:os';
import { fileURLToPath } from 'node:url';
import type * as Library from '../src/index.js';
import { fmt, loadLibrary, now, printTable } from './lib.js';
import { runSerate } from './se.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Sudoku Explainer's flag for each term of the rules text it knows. */
const SE_FLAGS: Readonly<Record<string, string>> = {
  x: '--isX=1',
  windoku: '--isWindows=1',
  'disjoint-groups': '--isDG=1',
  asterisk: '--isAsterisk=1',
  girandola: '--isGirandola=1',
  'centre-dot': '--isCD=1',
  'anti-knight': '--isAntiKnight=1',
  'anti-king': '--isAntiKing=1',
  'non-consecutive': '--isNC=1',
  latin: '--isBlocks=0',
};

const BANDS: readonly { name: string; max: number }[] = [
  { name: 'easy', max: 1.5 },
  { name: 'medium', max: 2.5 },
  { name: 'hard', max: 5.0 },
  { name: 'expert', max: 7.0 },
  { name: 'extreme', max: 9.0 },
  { name: 'above', max: Infinity },
];

interface Row {
  readonly rules: string;
  readonly puzzle: string;
  readonly er: number;
  readonly ep: number;
  readonly ed: number;
}

function seRatedRows(): Row[] {
  const rows: Row[] = [];
  for (const file of ['variants-se.tsv', 'variants-se-easy.tsv']) {
    for (const line of readFileSync(`${ROOT}test/fixtures/${file}`, 'utf8').trim().split('\n')) {
      const [rules = '', puzzle = '', , er = '', ep = '', ed = ''] = line.split('\t');
      if (rules === 'rules' || er === '-' || er === '') continue;
      rows.push({ rules, puzzle, er: Number(er), ep: Number(ep), ed: Number(ed) });
    }
  }
  return rows;
}

const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const cpuNow = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
/** K: 2 above 9.0; 3 warm passes for expert and extreme; enough for 300 ratings below (at most 200). */
const copiesOf = (band: string, n: number): number =>
  band === 'above'
    ? 2
    : band === 'expert' || band === 'extreme'
      ? 4
      : 1 + Math.min(200, Math.max(3, Math.ceil(300 / n)));
const ms = (x: number): string => (x >= 100 ? fmt(x) : x >= 10 ? fmt(x, 1) : fmt(x, 2));

/** Runs the benchmark; false (keep the saved results) without `SE_JAR`. */
export default async function ratingVariants(): Promise<boolean> {
  const { SudokuBoard, SudokuRules, rateBoard } = await loadLibrary();
  const jar = process.env.SE_JAR;
  const withSe = jar !== undefined && jar !== '';
  const rounds = Number(process.env.ROUNDS ?? 5);
  if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError('ROUNDS must be a positive integer');
  const slice = Number(process.env.SLICE_MS ?? 100);
  if (!(slice > 0)) throw new RangeError('SLICE_MS must be a positive number of milliseconds');
  const above = process.env.SE_ABOVE === '1';

  const cells: {
    rules: string;
    band: string;
    rows: Row[];
    boards: Library.SudokuBoard[];
    parsed: ReturnType<typeof SudokuRules.parse>;
  }[] = [];
  for (const row of seRatedRows()) {
    const band = BANDS.find((b) => row.er <= b.max)!.name;
    let cell = cells.find((c) => c.rules === row.rules && c.band === band);
    if (cell === undefined) {
      cell = { rules: row.rules, band, rows: [], boards: [], parsed: SudokuRules.parse(row.rules) };
      cells.push(cell);
    }
    cell.rows.push(row);
    cell.boards.push(SudokuBoard.parse(row.puzzle));
  }
  const order = (c: (typeof cells)[number]): number =>
    [...new Set(seRatedRows().map((r) => r.rules))].indexOf(c.rules) * 10 +
    BANDS.findIndex((b) => b.name === c.band);
  cells.sort((a, b) => order(a) - order(b));

  // The library's warm-up pass, its ratings compared with Sudoku Explainer's.
  const differ = cells.map((cell) => {
    let n = 0;
    cell.boards.forEach((board, i) => {
      const r = rateBoard(board, { rules: cell.parsed });
      const row = cell.rows[i]!;
      if (r.rating !== row.er || r.pearl !== row.ep || r.diamond !== row.ed) n++;
    });
    return n;
  });

  const load0 = loadavg()[0]!;
  const started = now();
  const table = cells.map((cell, c) => {
    const n = cell.rows.length;
    let se: { copies: number; wall: number; cpu: number } | undefined;
    if (withSe && (cell.band !== 'above' || above)) {
      const flags = cell.rules.split('+').map((term) => {
        const flag = SE_FLAGS[term];
        if (flag === undefined) throw new Error(`no Sudoku Explainer flag for '${term}'`);
        return flag;
      });
      const lines = cell.rows.map((row) => row.puzzle);
      const one = runSerate(jar, lines, flags);
      one.rated.forEach((r, i) => {
        const row = cell.rows[i]!;
        if (
          r.line !== row.puzzle ||
          Number(r.er) !== row.er ||
          Number(r.ep) !== row.ep ||
          Number(r.ed) !== row.ed
        )
          throw new Error(
            `${cell.rules}: serate ${flags.join(' ')} gave ${r.er} ${r.ep} ${r.ed} for ${r.line}`,
          );
      });
      if (one.rated.length !== n)
        throw new Error(`${cell.rules}: serate rated ${String(one.rated.length)} of ${String(n)}`);
      const copies = copiesOf(cell.band, n);
      const many = runSerate(jar, Array.from({ length: copies }, () => lines).flat(), flags);
      if (many.rated.length !== n * copies)
        throw new Error(`${cell.rules}: serate rated ${String(many.rated.length)} of ${String(n * copies)}`);
      se = {
        copies,
        wall: (many.wallMs - one.wallMs) / (copies - 1) / n,
        cpu: (many.cpuMs - one.cpuMs) / (copies - 1) / n,
      };
    }
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const w0 = now();
      const c0 = cpuNow();
      let passes = 0;
      do {
        for (const board of cell.boards) rateBoard(board, { rules: cell.parsed });
        passes++;
      } while (now() - w0 < slice);
      wall.push((now() - w0) / (n * passes));
      cpu.push((cpuNow() - c0) / (n * passes));
    }
    const [lw, lc] = [median(wall), median(cpu)];
    const ers = cell.rows.map((row) => row.er);
    const row = [
      cell.rules,
      cell.band,
      String(n),
      `${fmt(Math.min(...ers), 1)}–${fmt(Math.max(...ers), 1)}`,
      ms(lw),
      ms(lc),
    ];
    if (withSe)
      row.push(
        ...(se === undefined
          ? ['–', '–', '–', '–', '–']
          : [
              String(se.copies),
              ms(se.wall),
              ms(se.cpu),
              `${fmt(se.wall / lw, 1)}×`,
              `${fmt(se.cpu / lc, 1)}×`,
            ]),
      );
    row.push(String(differ[c]));
    return row;
  });
  const header = ['rules', 'band', 'puzzles', 'SE ER', 'library ms', 'library CPU ms'];
  if (withSe) header.push('K', 'SE warm ms', 'SE warm CPU ms', 'SE ÷ library', 'SE ÷ library (CPU)');
  header.push('differ');
  printTable(
    `Rating under variant rules${withSe ? ', side by side with Sudoku Explainer (SukakuExplainer serate, one thread)' : ''}: ms per puzzle, SE-rated rows of variants-se.tsv and variants-se-easy.tsv by band of SE's ER (` +
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus()[0]?.model ?? 'unknown CPU'} × ${String(cpus().length)}, ` +
      `${platform()} ${release()}, Node ${process.version}; library: median of ${String(rounds)} rounds of ≥ ${fmt(slice)} ms after a warm-up pass` +
      `${withSe ? `; SE: (t_K − t_1) / (K − 1) per pass, one JVM each${above ? '' : ', not run above 9.0'}` : ''}; ` +
      `load average ${fmt(load0, 1)} at start, ${fmt(loadavg()[0]!, 1)} at end; ${fmt((now() - started) / 1000)} s)`,
    header,
    table,
  );
  return withSe;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ratingVariants();
