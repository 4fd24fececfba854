/**
 * Reading one record into a board, and reporting what went wrong in the user's coordinates.
 *
 * The library's parse errors carry positions inside the text it was given; here they become
 * positions in the input file: `line 17: INVALID_CHARACTER 'x' at column 5`. With `--format json`
 * the same facts are a JSON object on stdout, in the place the answer would have taken, so the
 * output keeps one object per input record.
 */
import { cellName } from '../board/geometry.js';
import { SudokuBoard, isSudokuError } from '../index.js';
import type { InputRecord } from './input.js';
import type { ItemResult } from './task.js';

// Cells are named as in the library's own messages.
export { cellName };

/** A problem with one record, in input coordinates. */
export interface RecordProblem {
  /** The stable code (a library `SudokuError` code, or `LINE_TOO_LONG`). */
  readonly code: string;
  /** The 1-based input line. */
  readonly line: number;
  /** The 1-based column, when one character is at fault. */
  readonly column?: number;
  /** The character at fault. */
  readonly character?: string;
  /** The rest of the message, after the code. */
  readonly detail: string;
}

/** A board, or the problem that kept the record from being one. */
export type ParsedRecord =
  | { readonly board: SudokuBoard; readonly problem?: undefined }
  | { readonly board?: undefined; readonly problem: RecordProblem };

/** True for a character a terminal would act on or hide: C0 and C1 controls, DEL, line and direction marks. */
function isControl(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * Text from the input made safe for a terminal: every control character written as an escape
 * (`\t`, `\r`, `\x1b`, `\u202e`…), so a puzzle file cannot move the cursor, change colours or
 * reverse a message. `keepNewlines` leaves line breaks (for text made of several messages).
 */
export function escapeControls(text: string, keepNewlines = false): string {
  let result = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!isControl(code) || (keepNewlines && code === 10)) continue;
    result += text.slice(from, i);
    from = i + 1;
    if (code === 9) result += '\\t';
    else if (code === 10) result += '\\n';
    else if (code === 13) result += '\\r';
    else if (code < 0x100) result += `\\x${code.toString(16).padStart(2, '0')}`;
    else result += `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return from === 0 ? text : result + text.slice(from);
}

function quote(character: string): string {
  return character === "'" ? '"\'"' : `'${escapeControls(character)}'`;
}

/** Parses a record; a syntax problem is returned, never thrown. */
export function parseRecord(record: InputRecord): ParsedRecord {
  if (record.readError !== undefined) {
    const space = record.readError.indexOf(' ');
    return {
      problem: {
        code: record.readError.slice(0, space),
        line: record.line,
        detail: record.readError.slice(space + 1),
      },
    };
  }
  if (record.rowLines !== undefined && record.rowLines.length < 9) {
    const detail = `${record.rowLines.length} rows, expected 9`;
    return { problem: { code: 'INVALID_SHAPE', line: record.line, detail } };
  }
  try {
    return { board: SudokuBoard.parse(record.text) };
  } catch (error) {
    if (!isSudokuError(error)) throw error;
    const rows = record.rowLines;
    const line =
      rows !== undefined && error.line !== undefined ? (rows[error.line - 1] ?? record.line) : record.line;
    if (error.code === 'INVALID_CHARACTER' && error.character !== undefined && error.position !== undefined) {
      const column = rows === undefined ? record.column - 1 + error.position : error.position;
      return {
        problem: {
          code: error.code,
          line,
          column,
          character: error.character,
          detail: `${quote(error.character)} at column ${column}`,
        },
      };
    }
    if (error.code === 'INVALID_LENGTH') {
      return { problem: { code: error.code, line, detail: `${error.found ?? '?'} characters, expected 81` } };
    }
    const detail =
      error.row !== undefined
        ? `row ${error.row + 1} has ${error.found ?? '?'} cells, expected 9`
        : error.found !== undefined
          ? `${error.found} rows, expected 9`
          : escapeControls(error.message);
    return { problem: { code: error.code, line, detail } };
  }
}

/** Where a record came from, for messages: `line 17` or `file.txt, line 17`. */
export function where(record: InputRecord, line: number = record.line): string {
  return record.source === undefined ? `line ${line}` : `${record.source}, line ${line}`;
}

/** The JSON fields that say where a record came from. */
export function whereJson(record: InputRecord): Record<string, unknown> {
  return record.source === undefined ? { line: record.line } : { source: record.source, line: record.line };
}

/** The failed result of a record that did not parse. */
export function problemResult(record: InputRecord, problem: RecordProblem, json: boolean): ItemResult {
  if (json) {
    const object: Record<string, unknown> = { ...whereJson(record), line: problem.line, error: problem.code };
    object.message = problem.detail;
    if (problem.column !== undefined) object.column = problem.column;
    if (problem.character !== undefined) object.character = problem.character;
    return { out: JSON.stringify(object) + '\n', err: '', failed: true };
  }
  return {
    out: '',
    err: `${where(record, problem.line)}: ${problem.code} ${problem.detail}\n`,
    failed: true,
  };
}

/** A successful or failed JSON answer for a record. */
export function jsonResult(record: InputRecord, fields: Record<string, unknown>, failed = false): ItemResult {
  return { out: JSON.stringify({ ...whereJson(record), ...fields }) + '\n', err: '', failed };
}

/**
 * An explanation on one line of output: a long explanation's list (lines of its own, `• `
 * first) joined to its first sentence by spaces, so that a batch keeps one line per puzzle.
 */
export function oneLine(text: string): string {
  return text.includes('\n') ? text.replace(/\s*\n\s*/g, ' ') : text;
}
