/**
 * The rating's full solving path as text, for the golden files of `test/rating/golden/`: one line
 * per puzzle, the puzzle then every step as `technique:tenths:cell=digit:removals:complexity`
 * (cell −1 and digit 0 for a step that places nothing; removals as candidate codes
 * `cell * 9 + digit − 1`, joined by `,`). The final field is `er/ep/ed/solved`.
 *
 * The golden files pin the whole path Sudoku Explainer's order takes, not only the rating: a
 * refactor that changes the step taken at any point fails the byte comparison, even when the
 * rating happens to come out the same.
 */
import { readFileSync } from 'node:fs';
import { rateValues } from '../../src/rating/rate.js';

/** Parses an 81-character puzzle line into values. */
export function lineValues(line: string): Uint8Array {
  const values = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const ch = line[i]!;
    values[i] = ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0;
  }
  return values;
}

/** The path line of one puzzle (see the module header). */
export function pathLine(line: string): string {
  const parts: string[] = [line];
  const r = rateValues(lineValues(line), undefined, undefined, (h) => {
    parts.push(
      `${h.technique}:${String(h.tenths)}:${String(h.cell)}=${String(h.digit)}:${h.removals.join(',')}:${String(h.complexity)}`,
    );
  });
  parts.push(
    `${String(r.rating)}/${String(r.pearl)}/${String(r.diamond)}/${r.solvedByLogic ? 'solved' : 'stuck'}`,
  );
  return parts.join(' ');
}

/** A golden set: its file in `test/rating/golden/` and the puzzles it pins. */
export interface GoldenSet {
  readonly name: string;
  readonly file: URL;
  /** The puzzles, in file order. */
  readonly puzzles: () => readonly string[];
}

const fixture = (name: string): string[] =>
  readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    // se-rated.tsv: the puzzle is the first field; its header line is shorter than a puzzle
    .filter((l) => l.length >= 81)
    .map((l) => l.slice(0, 81));

/** The fields of `se-rated.tsv`'s puzzle lines, in order. */
const seRatedFields = (): string[][] =>
  readFileSync(new URL('../fixtures/se-rated.tsv', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim().split('\t'))
    .filter((f) => f[0]!.length >= 81);

/** Every `step`-th line, from the first. */
const everyNth = (lines: readonly string[], step: number): string[] => lines.filter((_, i) => i % step === 0);

/**
 * The golden sets: all 500 calibration puzzles of `se-rated.tsv`, every 245th 17-clue puzzle
 * (201) and every 25th of top1465 (59).
 */
export const GOLDEN_SETS: readonly GoldenSet[] = [
  {
    name: 'se-rated',
    file: new URL('./golden/se-rated.txt', import.meta.url),
    // Without the rows SE did not finish in 60 s: no published path to hold them to, and their
    // nested chains take the library tens of seconds each (the bench rates them).
    puzzles: () => fixture('se-rated.tsv').filter((_, i) => seRatedFields()[i]![1] !== 'timeout'),
  },
  {
    name: '17-clue',
    file: new URL('./golden/17-clue-sample.txt', import.meta.url),
    puzzles: () => everyNth(fixture('17-clue.txt'), 245),
  },
  {
    name: 'top1465',
    file: new URL('./golden/top1465-sample.txt', import.meta.url),
    puzzles: () => everyNth(fixture('top1465.txt'), 25),
  },
];
