/**
 * Pieces of help text read from the library's own tables, so that the help cannot drift from
 * what the commands do: the difficulty bands come from the generator's profiles (whose tops are
 * `SUDOKU_RATING_BANDS`).
 */
import { SudokuDifficulty } from '../index.js';
import { difficultyBand } from '../generator/profiles.js';

/** The difficulties, easiest first. */
export const DIFFICULTIES: readonly SudokuDifficulty[] = Object.values(SudokuDifficulty);

/** A difficulty's band as text, such as `1.6-2.5` (the easiest: `up to 1.5`). */
export function bandText(difficulty: SudokuDifficulty): string {
  const { min, max } = difficultyBand(difficulty);
  return min === 0 ? `up to ${max.toFixed(1)}` : `${min.toFixed(1)}-${max.toFixed(1)}`;
}

/** No-break space: {@link wrap} keeps the words it joins on one line. */
const KEEP = '\u00a0';

/** Every band, such as `easy up to 1.5, medium 1.6-2.5, …, extreme 7.1-9.0` (each kept whole by {@link wrap}). */
export function bandsText(): string {
  return DIFFICULTIES.map((difficulty) => `${difficulty} ${bandText(difficulty)}`.replaceAll(' ', KEEP)).join(
    ', ',
  );
}

/**
 * `text` cut into lines of at most `width` characters, each after `indent` spaces; `lead` (an
 * option's name) takes the place of the first line's spaces. No-break spaces join words that
 * stay on one line; they are printed as spaces.
 */
export function wrap(text: string, indent: number, width: number, lead = ''): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && indent + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  lines.push(line);
  return lines
    .map((l, i) => (i === 0 ? lead.padEnd(indent) : ' '.repeat(indent)) + l.replaceAll(KEEP, ' '))
    .join('\n');
}
