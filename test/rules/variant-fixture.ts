/** The rows of test/fixtures/variants-se.tsv (see test/fixtures/README.md for how they were made). */
import { fixtureLines } from '../helpers.js';

/** One variant puzzle: its rules (canonical text), the puzzle, its only solution, SE's ratings or null. */
export interface VariantRow {
  readonly rules: string;
  readonly puzzle: string;
  readonly solution: string;
  readonly er: number | null;
  readonly ep: number | null;
  readonly ed: number | null;
}

/** The rows of a variant fixture file (`rules puzzle solution er ep ed`, `-` for no rating). */
export function readVariantRows(file: string): VariantRow[] {
  return fixtureLines(file)
    .slice(1)
    .map((line) => {
      const [rules, puzzle, solution, er, ep, ed] = line.split('\t');
      const rating = (text: string | undefined): number | null =>
        text === undefined || text === '-' ? null : Number(text);
      return {
        rules: rules!,
        puzzle: puzzle!,
        solution: solution!,
        er: rating(er),
        ep: rating(ep),
        ed: rating(ed),
      };
    });
}

let rows: VariantRow[] | undefined;

/** Every row of the fixture, in file order. */
export function variantRows(): readonly VariantRow[] {
  rows ??= readVariantRows('variants-se.tsv');
  return rows;
}
