/**
 * Makes `test/fixtures/pencil-se.tsv`: pencil-mark puzzles (729-character lines) derived from the
 * public puzzles of `test/fixtures/se-rated.tsv`, with the ER, EP and ED Sudoku Explainer's
 * `serate` gives each line.
 *
 *     SE_JAR=/path/to/SukakuExplainer.jar npx tsx scripts/make-pencil-fixture.ts
 *
 * For every row of `se-rated.tsv` that SE rated (not `timeout`): the candidates left by the givens
 * (`SudokuCandidates.fromBoard`), then, with the seeded random source `pencil-<row>`, each
 * candidate of an empty cell that is not the solution's digit removed with a probability taken in
 * turn from `REMOVE` (so the rows spread from barely touched grids to nearly solved ones). Removing
 * marks that are not the solution's keeps the one solution; the script checks it with the
 * library's rating (`solutions === 1`). Lines the library rates above `CAP` are left out: SE takes
 * seconds to minutes on those.
 *
 * The lines are rated by SukakuExplainer's `serate` (the technique string that reproduces Sudoku
 * Explainer 1.2.1, see `bench/se.ts`), in Java processes of `CHUNK` lines each stopped after
 * `CHUNK_SECONDS`; a line SE did not rate in time is left out, and the script says how many.
 * Nothing else in the repository needs Java: the test reads the committed file.
 *
 * With `--variants` it makes `test/fixtures/pencil-se-variants.tsv` the same way from the rows of
 * `variants-se.tsv` and `variants-se-easy.tsv` that SE rated (rules SE knows; the candidates are
 * those the rules leave, `SudokuValidator.getCandidateMask`), each rule set rated by one Java
 * process with its flags (`--isX=1` and the like, as `bench/rating-variants.ts`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SeededRandomSource,
  SudokuBoard,
  SudokuCandidates,
  SudokuRules,
  SudokuSolver,
  SudokuValidator,
  rateBoard,
} from '../src/index.js';
import { runSerate } from '../bench/se.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = 'test/fixtures/se-rated.tsv';
const OUT = join(ROOT, 'test/fixtures/pencil-se.tsv');
const OUT_VARIANTS = join(ROOT, 'test/fixtures/pencil-se-variants.tsv');
const VARIANT_SOURCES = ['variants-se.tsv', 'variants-se-easy.tsv'] as const;
/** Sudoku Explainer's flag for each term of a rules text (as `bench/rating-variants.ts`). */
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
/** Removal probabilities of a non-solution candidate, taken in turn row by row. */
const REMOVE = [0.005, 0.015, 0.04, 0.1, 0.25] as const;
/** Lines the library rates above this are left out (SE is slow on them). */
const CAP = 9.0;
const CHUNK = 25;
const CHUNK_SECONDS = 240;

const jar = process.env.SE_JAR;
if (jar === undefined || jar === '') throw new Error('set SE_JAR to the path of SukakuExplainer.jar');

interface Made {
  readonly line: string;
  readonly source: string;
}

/** The pencil-mark line of `puzzle` with marks removed by a seeded source (see the header). */
function derive(puzzle: string, row: number): Made {
  const board = SudokuBoard.parse(puzzle);
  const solved = new SudokuSolver().solve(board);
  if (solved.status !== 'solved') throw new Error(`${SOURCE} row ${String(row)} has no solution`);
  const solution = solved.solution;
  const p = REMOVE[row % REMOVE.length]!;
  const random = new SeededRandomSource(`pencil-${String(row)}`);
  let candidates = SudokuCandidates.fromBoard(board);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (board.get(r, c) !== 0) continue;
      for (const digit of candidates.get(r, c)) {
        if (digit === solution.get(r, c)) continue;
        if (random.nextInt(1_000_000) < p * 1_000_000) candidates = candidates.without(r, c, digit);
      }
    }
  }
  return {
    line: candidates.toLine(),
    source: `se-rated.tsv:${String(row)} remove=${String(p)} seed=pencil-${String(row)}`,
  };
}

/** `serate` over `lines` in one Java process stopped after `seconds`: the figures of the lines it rated. */
function serate(
  lines: readonly string[],
  seconds: number,
  flags: readonly string[] = [],
): Map<string, string[]> {
  const rated = new Map<string, string[]>();
  for (const { line, er, ep, ed } of runSerate(jar!, lines, flags, seconds).rated)
    rated.set(line, [er, ep, ed]);
  return rated;
}

/** The variant rows' pencil-mark lines, rated by SE rule set by rule set (see the header). */
function makeVariants(): void {
  const out = ['rules\tline\ter\tep\ted\tsource'];
  const byRules = new Map<string, { line: string; source: string }[]>();
  let capped = 0;
  let k = 0;
  for (const file of VARIANT_SOURCES) {
    const rows = readFileSync(join(ROOT, 'test/fixtures', file), 'utf8')
      .trim()
      .split('\n');
    rows.forEach((text, i) => {
      const [rulesText = '', puzzle = '', solution = '', er = ''] = text.split('\t');
      if (i === 0 || er === '-' || rulesText.split('+').some((term) => SE_FLAGS[term] === undefined)) return;
      const row = i + 1;
      const rules = SudokuRules.parse(rulesText);
      const board = SudokuBoard.parse(puzzle);
      const p = REMOVE[k++ % REMOVE.length]!;
      const random = new SeededRandomSource(`pencil-${file}-${String(row)}`);
      let line = '';
      for (let cell = 0; cell < 81; cell++) {
        const [r, c] = [Math.floor(cell / 9), cell % 9];
        const value = board.get(r, c);
        // The validator's mask has digit d at bit d.
        const mask = value !== 0 ? 1 << value : SudokuValidator.getCandidateMask(board, r, c, { rules });
        for (let digit = 1; digit <= 9; digit++) {
          let has = (mask & (1 << digit)) !== 0;
          if (has && value === 0 && String(digit) !== solution[cell])
            has = random.nextInt(1_000_000) >= p * 1_000_000;
          line += has ? String(digit) : '.';
        }
      }
      const ours = rateBoard(SudokuCandidates.parse(line), { rules });
      if (ours.solutions !== 1)
        throw new Error(`${file}:${String(row)}: ${String(ours.solutions)} solutions`);
      if (ours.rating > CAP) {
        capped++;
        return;
      }
      const list = byRules.get(rulesText) ?? [];
      list.push({
        line,
        source: `${file}:${String(row)} remove=${String(p)} seed=pencil-${file}-${String(row)}`,
      });
      byRules.set(rulesText, list);
    });
  }
  let missed = 0;
  for (const [rulesText, list] of byRules) {
    const flags = rulesText.split('+').map((term) => SE_FLAGS[term]!);
    const rated = serate(
      list.map((m) => m.line),
      300,
      flags,
    );
    for (const m of list) {
      const figures = rated.get(m.line);
      if (figures === undefined) missed++;
      else out.push([rulesText, m.line, ...figures, m.source].join('\t'));
    }
    console.log(`${rulesText}: ${String(list.length)} lines`);
  }
  writeFileSync(OUT_VARIANTS, out.join('\n') + '\n');
  console.log(
    `wrote ${String(out.length - 1)} rows; ${String(capped)} above ${String(CAP)} left out; ${String(missed)} not rated by SE in time`,
  );
}

if (process.argv.includes('--variants')) {
  makeVariants();
  process.exit(0);
}

const rows = readFileSync(join(ROOT, SOURCE), 'utf8').trim().split('\n').slice(1);
const made: Made[] = [];
let capped = 0;
for (const [i, text] of rows.entries()) {
  const [puzzle = '', er = ''] = text.split('\t');
  if (er === 'timeout') continue;
  const row = i + 2; // the file's line number (the header is line 1)
  const m = derive(puzzle, row);
  const ours = rateBoard(SudokuCandidates.parse(m.line));
  if (ours.solutions !== 1) throw new Error(`${m.source}: ${String(ours.solutions)} solutions`);
  if (ours.rating > CAP) {
    capped++;
    continue;
  }
  made.push(m);
}
console.log(
  `${String(made.length)} lines to rate (${String(capped)} rated above ${String(CAP)} by the library, left out)`,
);

const out = ['line\ter\tep\ted\tsource'];
let missed = 0;
const t0 = performance.now();
for (let start = 0; start < made.length; start += CHUNK) {
  const chunk = made.slice(start, start + CHUNK);
  const rated = serate(
    chunk.map((m) => m.line),
    CHUNK_SECONDS,
  );
  for (const m of chunk) {
    const figures = rated.get(m.line);
    if (figures === undefined) {
      missed++;
      continue;
    }
    out.push([m.line, ...figures, m.source].join('\t'));
  }
  console.log(
    `${String(Math.min(start + CHUNK, made.length))}/${String(made.length)} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
  );
}
writeFileSync(OUT, out.join('\n') + '\n');
console.log(`wrote ${String(out.length - 1)} rows; ${String(missed)} lines not rated by SE in time`);
