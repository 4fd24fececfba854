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
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SeededRandomSource, SudokuBoard, SudokuCandidates, SudokuSolver, rateBoard } from '../src/index.js';
import { SE_ARGS } from '../bench/se.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = 'test/fixtures/se-rated.tsv';
const OUT = join(ROOT, 'test/fixtures/pencil-se.tsv');
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
function serate(lines: readonly string[], seconds: number): Map<string, string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-pencil-'));
  try {
    const input = join(dir, 'in.txt');
    const output = join(dir, 'out.txt');
    writeFileSync(input, lines.join('\n') + '\n');
    writeFileSync(output, '');
    spawnSync(
      'timeout',
      [
        String(seconds),
        'java',
        '-cp',
        jar!,
        'diuf.sudoku.test.serate',
        ...SE_ARGS,
        `--input=${input}`,
        `--output=${output}`,
      ],
      { stdio: 'ignore' },
    );
    const rated = new Map<string, string[]>();
    for (const row of readFileSync(output, 'utf8').split('\n')) {
      const [line = '', ...figures] = row.trim().split(' ');
      if (line.length === 729 && figures.length === 3) rated.set(line, figures);
    }
    return rated;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
