/**
 * Streaming input: puzzle records from a file, stdin or a command-line argument.
 *
 * A source is read chunk by chunk (`for await` over the stream, so the stream pauses while the
 * consumer is busy) and cut into lines by hand: memory stays constant whatever the size of the
 * file, because only the current chunk, the unfinished last line and the records not yet processed
 * are held. A line longer than {@link MAX_LINE} characters is reported and skipped rather than
 * buffered without bound.
 *
 * Three record shapes:
 * - **line** mode: each non-blank line that does not start with `#` is one record, its first field
 *   (the text up to a tab, space, comma, colon or semicolon) being the puzzle, so files such as
 *   `puzzle:count:solution` or TSV rows read as they are;
 * - **grid** mode: nine row lines make a record (blank lines and separator lines such as
 *   `------+-------+------` are skipped; a blank line also ends a short grid, which is then
 *   reported), and a line of 81 or more characters is still read as a one-line puzzle;
 * - **auto** mode (the commands' default without `--input`): line mode, unless the source's first
 *   line is a grid's (nine cells and rules, as `sudoku generate --format grid` prints them, or a
 *   separator line), which makes it grid mode for that source.
 *
 * In line and auto mode, a first line whose first field is a word (`puzzle`, `id`: the header of
 * a TSV or CSV file such as `puzzle er ep ed`) is a header and skipped; no puzzle is a word.
 *
 * Rules: a field `rules=TEXT` after the puzzle on its line (after a space, tab, comma, colon or
 * semicolon; TEXT runs to the next space or tab) gives that puzzle's rules, which override
 * `--rules`: `<puzzle> rules=jigsaw:<81 ids>`. A line `rules=TEXT` alone gives the rules of the
 * next record, a one-line puzzle or a grid (the way to give a grid its rules); it does not count as
 * a grid's row, and as the first line it leaves the choice of mode to the line after it.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

/** One puzzle's text with where it came from. */
export interface InputRecord {
  /** The puzzle text: a line's first field, or nine grid rows joined by newlines. */
  readonly text: string;
  /** 1-based line number of the record's first line in its source. */
  readonly line: number;
  /** Column (1-based) of the first character of `text` in that line (line records only). */
  readonly column: number;
  /** For grid records: the source line number of each row, so errors can point at the row. */
  readonly rowLines?: readonly number[];
  /** A problem found while reading (a line too long), reported instead of parsing `text`. */
  readonly readError?: string;
  /** The rules text the record carries (`rules=TEXT`), not yet parsed. */
  readonly rules?: string;
  /** The line of that text, when not the record's first line (a `rules=` line before a grid). */
  readonly rulesLine?: number;
  /** Column (1-based) of the first character of the rules text in its line. */
  readonly rulesColumn?: number;
  /** The source's name, set when several sources are read, for messages. */
  readonly source?: string;
}

/** Where records come from. */
export type InputSource =
  | { readonly kind: 'stdin'; readonly name: string }
  | { readonly kind: 'file'; readonly name: string; readonly path: string }
  | { readonly kind: 'text'; readonly name: string; readonly text: string };

/** How records are cut from lines. */
export type InputMode = 'line' | 'grid' | 'auto';

/** A line longer than this (in characters) is reported and skipped, never buffered whole. */
export const MAX_LINE: number = 1 << 16;

/** The puzzle field of a line: its start and end, after leading whitespace. */
function firstField(line: string): [number, number] {
  let start = 0;
  while (start < line.length && isBlank(line.charCodeAt(start))) start++;
  let end = start;
  while (end < line.length && !isFieldEnd(line.charCodeAt(end))) end++;
  return [start, end];
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9 || code === 13 || code === 0xfeff;
}

function isFieldEnd(code: number): boolean {
  // tab, space, CR, ',', ':', ';'
  return code === 9 || code === 32 || code === 13 || code === 44 || code === 58 || code === 59;
}

/** The name of a rules field, `rules=TEXT`. */
const RULES_FIELD = 'rules=';

/** The end of a rules text that starts at `from`: the next space, tab or CR, or the line's end. */
function rulesEnd(line: string, from: number): number {
  let end = from;
  while (end < line.length) {
    const code = line.charCodeAt(end);
    if (code === 9 || code === 32 || code === 13) break;
    end++;
  }
  return end;
}

/** The rules field of a line after its puzzle (which ends at `after`): the text's start and end, or null. */
function rulesField(line: string, after: number): [number, number] | null {
  for (let at = line.indexOf(RULES_FIELD, after); at >= 0; at = line.indexOf(RULES_FIELD, at + 1)) {
    if (at > 0 && isFieldEnd(line.charCodeAt(at - 1))) {
      const from = at + RULES_FIELD.length;
      return [from, rulesEnd(line, from)];
    }
  }
  return null;
}

/** The rules fields of a record. */
type RulesFields = Pick<InputRecord, 'rules' | 'rulesLine' | 'rulesColumn'>;

/** A header's first field: a word, never a puzzle (no digit, no empty-cell mark in front). */
const HEADER_FIELD = /^[A-Za-z_][A-Za-z0-9_-]{0,39}$/;

/** A grid row as `format()` prints it and people write it: nine cells, with blanks and rules. */
function isGridRow(line: string): boolean {
  let cells = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 46 || c === 42 || c === 95 || (c >= 48 && c <= 57))
      cells++; // '.', '*', '_', digits
    else if (c === 45)
      cells++; // '-' as an empty cell
    else if (c !== 124 && c !== 43 && !isBlank(c)) return false; // '|', '+'
  }
  return cells === 9;
}

function isSeparatorLine(line: string): boolean {
  let marks = 0;
  let cells = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 45)
      marks++; // '-' is both an empty-cell mark and a rule
    else if (c === 43 || c === 61 || c === 124)
      marks++; // '+', '=', '|'
    else if (c === 46 || (c >= 48 && c <= 57)) cells++;
    else if (!isBlank(c)) return false;
  }
  // "---------" (nine '-') is a row of empty cells, a longer run of '-' is a rule.
  return cells === 0 && marks > 0 && !/^\s*(-\s*\|?\s*){9}$/.test(line);
}

/**
 * Cuts the lines of a source into records. Lines are given one at a time with their number;
 * `end()` flushes a grid in progress.
 */
export class RecordCutter {
  #mode: InputMode;
  readonly #source: { source: string } | undefined;
  #rows: string[] = [];
  #rowLines: number[] = [];
  #first = true;
  /** The rules of a `rules=` line, for the next record. */
  #pending: RulesFields | undefined;

  /** `source` names the input in messages when several are read. */
  constructor(mode: InputMode, source?: string) {
    this.#mode = mode;
    this.#source = source === undefined ? undefined : { source };
  }

  /** The records completed by this line (zero or one). */
  push(line: string, lineNumber: number, out: InputRecord[]): void {
    const [start, end] = firstField(line);
    if (start === line.length || line.charCodeAt(start) === 35 /* '#' */) {
      if (start === line.length && this.#mode === 'grid') this.#flush(out);
      return;
    }
    if (line.startsWith(RULES_FIELD, start)) {
      // The rules of the next record (a grid in progress is ended first, as a blank line ends it).
      if (this.#mode === 'grid') this.#flush(out);
      const from = start + RULES_FIELD.length;
      this.#pending = {
        rules: line.slice(from, rulesEnd(line, from)),
        rulesLine: lineNumber,
        rulesColumn: from + 1,
      };
      return;
    }
    if (this.#first) {
      this.#first = false;
      if (this.#mode !== 'grid' && HEADER_FIELD.test(line.slice(start, end))) {
        if (this.#mode === 'auto') this.#mode = 'line'; // a header row: a table, one puzzle a row
        return;
      }
      if (this.#mode === 'auto') {
        const grid = end - start < 81 && (isGridRow(line) || isSeparatorLine(line));
        this.#mode = grid ? 'grid' : 'line';
      }
    }
    if (this.#mode === 'line' || (this.#rows.length === 0 && end - start >= 81)) {
      const field = rulesField(line, end);
      const rules: RulesFields | undefined =
        field === null
          ? this.#takePending()
          : (this.#takePending(), { rules: line.slice(field[0], field[1]), rulesColumn: field[0] + 1 });
      out.push({
        text: line.slice(start, end),
        line: lineNumber,
        column: start + 1,
        ...rules,
        ...this.#source,
      });
      return;
    }
    if (isSeparatorLine(line)) return;
    this.#rows.push(line.endsWith('\r') ? line.slice(0, -1) : line);
    this.#rowLines.push(lineNumber);
    if (this.#rows.length === 9) this.#flush(out);
  }

  /** Reports a line that was too long to keep. */
  tooLong(lineNumber: number, length: number, out: InputRecord[]): void {
    this.#flush(out);
    out.push({
      text: '',
      line: lineNumber,
      column: 1,
      readError: `LINE_TOO_LONG more than ${MAX_LINE} characters (${length} read)`,
      ...this.#source,
    });
  }

  /** Flushes a grid in progress at the end of the source. */
  end(out: InputRecord[]): void {
    this.#flush(out);
  }

  #takePending(): RulesFields | undefined {
    const pending = this.#pending;
    this.#pending = undefined;
    return pending;
  }

  #flush(out: InputRecord[]): void {
    if (this.#rows.length === 0) return;
    const text = this.#rows.join('\n');
    const rules = this.#takePending();
    out.push({
      text,
      line: this.#rowLines[0]!,
      column: 1,
      rowLines: this.#rowLines,
      ...rules,
      ...this.#source,
    });
    this.#rows = [];
    this.#rowLines = [];
  }
}

function openSource(source: InputSource): AsyncIterable<string> | string {
  if (source.kind === 'text') return source.text;
  const stream: Readable =
    source.kind === 'stdin' ? process.stdin : createReadStream(source.path, { highWaterMark: 1 << 16 });
  stream.setEncoding('utf8');
  return stream as AsyncIterable<string>;
}

/**
 * The records of a source, in batches (an array per chunk read), so a consumer pays one `await`
 * per chunk rather than per line. Memory: one chunk, the unfinished line, one batch.
 */
export async function* readRecords(
  source: InputSource,
  mode: InputMode,
  label?: string,
  onChunk?: (characters: number) => void,
): AsyncGenerator<InputRecord[]> {
  const cutter = new RecordCutter(mode, label);
  const input = openSource(source);
  let lineNumber = 0;
  let carry = '';
  let skipping = false; // inside a line already reported too long
  let skipped = 0;
  const chunks = typeof input === 'string' ? [input] : input;
  for await (const chunk of chunks) {
    onChunk?.(chunk.length);
    const out: InputRecord[] = [];
    let from = 0;
    while (true) {
      const newline = chunk.indexOf('\n', from);
      if (newline === -1) break;
      lineNumber++;
      if (skipping) {
        skipping = false;
        cutter.tooLong(lineNumber, skipped + newline - from, out);
      } else {
        const line = carry === '' ? chunk.slice(from, newline) : carry + chunk.slice(from, newline);
        carry = '';
        if (line.length > MAX_LINE) cutter.tooLong(lineNumber, line.length, out);
        else cutter.push(line, lineNumber, out);
      }
      from = newline + 1;
    }
    if (skipping) {
      skipped += chunk.length - from;
    } else if (from < chunk.length) {
      carry += chunk.slice(from);
      if (carry.length > MAX_LINE) {
        skipping = true;
        skipped = carry.length;
        carry = '';
      }
    }
    if (out.length > 0) yield out;
  }
  const out: InputRecord[] = [];
  if (skipping) cutter.tooLong(lineNumber + 1, skipped, out);
  else if (carry !== '') cutter.push(carry, lineNumber + 1, out);
  cutter.end(out);
  if (out.length > 0) yield out;
}
