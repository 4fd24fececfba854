/**
 * Regenerates `test/fixtures/se-generated.tsv`: 300 puzzles made by the library's generator
 * (built `dist/`), 50 in each of six bands of Sudoku Explainer ratings (ER 1.0–1.9, 2.0–2.9,
 * 3.0–4.9, 5.0–6.9, 7.0–7.9, 8.0–9.0), with the ratings Sudoku Explainer 1.2.1 gives them.
 *
 *     npm run build && SE_JAR=/path/to/SukakuExplainer.jar npx tsx scripts/se-generated.ts
 *
 * The ratings come from SukakuExplainer's command-line rater `serate` (LGPL; the technique string
 * of `bench/se.ts` reproduces Sudoku Explainer 1.2.1 with its original ratings), run once over the whole file
 * in one thread. Nothing else in the repository needs Java: the test reads the committed file.
 *
 * Generation is deterministic: puzzle i of a band comes from `generate({ seed, rating, maxAttempts })`
 * with the seed `se-generated-<band>-<i>` and a sub-range of the band taken in turn from the band's
 * list (so that each band is spread over its ratings rather than bunched at the easiest reachable
 * one); when the sub-range is not reached within its attempts, the same seed is generated over the
 * whole band. The `source` column records the call that made each puzzle.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadLibrary } from '../bench/lib.js';
import { runSerate, type SeFigures } from '../bench/se.js';

const { SudokuGenerator, SudokuError } = await loadLibrary();

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'test/fixtures/se-generated.tsv');
const PER_BAND = 50;
/** Attempts for a sub-range, then for the whole band when the sub-range was not reached. */
const SUB_ATTEMPTS = 300;
const BAND_ATTEMPTS = 1000;

type Range = readonly [number, number];

/**
 * The bands and, for each, the sub-ranges its puzzles are asked for in turn. Sub-ranges follow the
 * ratings the techniques give (ER moves in uneven steps: 1.0, 1.2, 1.5, 1.7, …), so that each one
 * holds a reachable rating.
 */
export const BANDS: readonly { readonly band: Range; readonly subs: readonly Range[] }[] = [
  {
    band: [1.0, 1.9],
    subs: [
      [1.0, 1.0],
      [1.2, 1.2],
      [1.5, 1.5],
      [1.6, 1.9],
    ],
  },
  {
    band: [2.0, 2.9],
    subs: [
      [2.0, 2.2],
      [2.3, 2.3],
      [2.4, 2.5],
      [2.6, 2.6],
      [2.7, 2.9],
    ],
  },
  {
    band: [3.0, 4.9],
    subs: [
      [3.0, 3.1],
      [3.2, 3.3],
      [3.4, 3.5],
      [3.6, 4.1],
      [4.2, 4.3],
      [4.4, 4.4],
      [4.5, 4.5],
      [4.6, 4.9],
    ],
  },
  {
    band: [5.0, 6.9],
    subs: [
      [5.0, 5.5],
      [5.6, 5.6],
      [5.7, 6.5],
      [6.6, 6.6],
      [6.7, 6.7],
      [6.8, 6.9],
    ],
  },
  {
    band: [7.0, 7.9],
    subs: [
      [7.0, 7.1],
      [7.2, 7.2],
      [7.3, 7.3],
      [7.4, 7.5],
      [7.6, 7.9],
    ],
  },
  {
    band: [8.0, 9.0],
    subs: [
      [8.0, 8.2],
      [8.3, 8.3],
      [8.4, 8.4],
      [8.5, 8.6],
      [8.7, 9.0],
    ],
  },
];

const name = ([min, max]: Range): string => `${min.toFixed(1)}-${max.toFixed(1)}`;

interface Made {
  readonly line: string;
  readonly source: string;
  readonly band: Range;
  readonly ours: number;
}

function generateAll(): Made[] {
  const generator = new SudokuGenerator();
  const made: Made[] = [];
  const seen = new Set<string>();
  for (const { band, subs } of BANDS) {
    const t0 = performance.now();
    let fallbacks = 0;
    for (let i = 0; i < PER_BAND; i++) {
      const seed = `se-generated-${name(band)}-${String(i)}`;
      const sub = subs[i % subs.length]!;
      let range: Range = sub;
      let attempts = SUB_ATTEMPTS;
      let puzzle;
      try {
        puzzle = generator.generate({ seed, rating: { min: sub[0], max: sub[1] }, maxAttempts: attempts });
      } catch (error) {
        if (!(error instanceof SudokuError) || error.code !== 'RATING_NOT_REACHED') throw error;
        fallbacks++;
        range = band;
        attempts = BAND_ATTEMPTS;
        puzzle = generator.generate({ seed, rating: { min: band[0], max: band[1] }, maxAttempts: attempts });
      }
      const line = puzzle.board.toString();
      if (seen.has(line)) throw new Error(`duplicate puzzle from seed ${seed}: ${line}`);
      seen.add(line);
      made.push({
        line,
        band,
        ours: puzzle.rating.rating,
        source: `generate seed=${seed} rating=${name(range)} maxAttempts=${String(attempts)}`,
      });
    }
    console.error(
      `band ${name(band)}: ${String(PER_BAND)} puzzles in ${((performance.now() - t0) / 1000).toFixed(1)} s ` +
        `(${String(fallbacks)} generated over the whole band)`,
    );
  }
  return made;
}

function main(): void {
  const jar = process.env.SE_JAR;
  if (jar === undefined || jar === '') {
    console.error('Set SE_JAR to SukakuExplainer.jar (see test/fixtures/README.md).');
    process.exit(2);
  }
  const made = generateAll();
  const run = runSerate(
    jar,
    made.map((m) => m.line),
  );
  const rated = new Map<string, SeFigures>(run.rated.map((r) => [r.line, r]));
  console.error(
    `Sudoku Explainer rated ${String(rated.size)} puzzles in ${(run.wallMs / 1000).toFixed(1)} s ` +
      `(${(run.cpuMs / 1000).toFixed(1)} s of CPU)`,
  );
  const rows = ['puzzle\ter\tep\ted\tsource'];
  const outside: string[] = [];
  for (const m of made) {
    const se = rated.get(m.line);
    if (se === undefined) throw new Error(`Sudoku Explainer gave no rating for ${m.line}`);
    const er = Number(se.er);
    if (!(er >= m.band[0] && er <= m.band[1])) outside.push(`${m.line}: asked ${name(m.band)}, SE ${se.er}`);
    if (er !== m.ours) console.error(`ER differs: ${m.line} library ${String(m.ours)}, SE ${se.er}`);
    rows.push([m.line, se.er, se.ep, se.ed, m.source].join('\t'));
  }
  for (const o of outside) console.error(`outside its band: ${o}`);
  writeFileSync(OUT, rows.join('\n') + '\n');
  console.error(`wrote ${OUT} (${String(made.length)} puzzles)`);
}

main();
