/**
 * The rules of the command line: `--rules TEXT` (a rule set's text, as `SudokuRules.parse` reads
 * it) and the rules a line of input carries after its puzzle (`<puzzle> rules=TEXT`, see
 * `input.ts`), which override `--rules` for that line.
 *
 * Tasks take the rules as their canonical text (plain data, for worker threads) and parse it once;
 * a line's own rules text is parsed once per distinct text (a file of jigsaw puzzles repeats few
 * layouts, or none: the cache is small and bounded).
 */
import {
  SudokuCandidates,
  SudokuRules,
  SudokuValidator,
  isSudokuError,
  type SudokuBoard,
  type SudokuConflict,
} from '../index.js';
import { candidatesFromStorage } from '../logic/candidates.js';
import { regionName } from '../rules/rule-set.js';
import { UsageError, shorten, stringOption, type OptionsConfig, type ParsedArgs } from './command.js';
import type { InputRecord } from './input.js';
import { cellName, escapeControls, parseRecord, type RecordProblem } from './report.js';

/** `--rules TEXT`, for every command that takes it. */
export const RULES_OPTION: OptionsConfig = { rules: { type: 'string' } };

/** The commands that take `--rules`. */
export type RulesCommand =
  'generate' | 'solve' | 'validate' | 'candidates' | 'hint' | 'rate' | 'print' | 'daily';

/** The help lines of `--rules`, for a command whose options column starts at `indent`. */
export function rulesHelp(indent: number, lines = true): string {
  const pad = ' '.repeat(indent);
  const head = '      --rules TEXT'.padEnd(indent);
  const text = [
    `${head}the rules: classic (default), x, windoku, jigsaw:<81 region ids>,`,
    `${pad}latin, anti-knight, non-consecutive, … joined by + (x+windoku),`,
    `${pad}killer:<81-character cage map>:<sums> (x+killer:…);`,
    `${pad}see docs/variants.md`,
  ];
  if (lines) text.push(`${pad}(a line's own 'rules=TEXT' after its puzzle overrides it)`);
  return text.join('\n');
}

/**
 * Why `rate` does not grade a pencil-mark (729-character) killer line: the killer grade reads the
 * hint engine's path from a board. `rate` answers such a line with the status `unsupported-killer`
 * (this sentence in JSON as `reason`) and exit status 1; a killer board gets its killer grade.
 */
export const KILLER_PENCIL_REFUSAL =
  'a killer puzzle is graded from its board (digits), not from a pencil-mark grid: give its 81-character line';

/** A rules text the library refused, as a usage error quoting its message. */
function badRules(text: string, error: unknown): UsageError {
  if (!isSudokuError(error)) throw error;
  return new UsageError(`--rules '${shorten(text, 60)}': ${error.code} ${error.message}`);
}

/**
 * `--rules TEXT`: the canonical text of the rules, or null for the classic rules (absent, or a
 * text naming them). A text the library refuses is a usage error quoting its message.
 */
export function rulesOption(args: ParsedArgs): string | null {
  const text = stringOption(args, 'rules');
  if (text === undefined) return null;
  let rules: SudokuRules;
  try {
    rules = SudokuRules.parse(text);
  } catch (error) {
    throw badRules(text, error);
  }
  if (rules.isClassic) return null;
  return rules.toString();
}

/**
 * `generate --rules` and `print --rules`, where `jigsaw` alone (with or without other parts:
 * `jigsaw+x`) asks for a random jigsaw layout, drawn for each puzzle from its seed: the rest of
 * the text (null for none), and whether a layout is drawn.
 */
export function generationRulesOption(args: ParsedArgs): {
  readonly rules: string | null;
  readonly randomJigsaw: boolean;
} {
  const asked = generationRules(args);
  // Checked before any work: a grid drawn for given cages would not add up to their sums.
  if (asked.rules !== null && SudokuRules.parse(asked.rules).isKiller) {
    throw new UsageError(
      args.values.killer === true
        ? '--killer draws the cages: give --rules the base rules (x, jigsaw, …) without the killer part'
        : '--rules has cages (killer:…), and puzzles are not generated under given cages: --killer (generate, print) draws new ones',
    );
  }
  return asked;
}

function generationRules(args: ParsedArgs): {
  readonly rules: string | null;
  readonly randomJigsaw: boolean;
} {
  const text = stringOption(args, 'rules');
  const parts = text?.split('+') ?? [];
  if (!parts.includes('jigsaw')) return { rules: rulesOption(args), randomJigsaw: false };
  const rest = parts.filter((part) => part !== 'jigsaw');
  if (rest.length === 0) return { rules: null, randomJigsaw: true };
  let rules: SudokuRules;
  try {
    rules = SudokuRules.parse(rest.join('+'));
  } catch (error) {
    throw badRules(text!, error);
  }
  if (rules.layout !== 'boxes') {
    throw new UsageError(
      `--rules '${shorten(text!, 60)}': a random jigsaw layout replaces the boxes, not '${rules.layout}'`,
    );
  }
  return { rules: rules.isClassic ? null : rules.toString(), randomJigsaw: true };
}

// A line's own rules texts, parsed once each (bounded: a file may give every line its own layout).
const PARSED = new Map<string, SudokuRules | { readonly error: unknown }>();
const PARSED_MAX = 256;

function parseCached(text: string): SudokuRules | { readonly error: unknown } {
  let parsed = PARSED.get(text);
  if (parsed === undefined) {
    try {
      parsed = SudokuRules.parse(text);
    } catch (error) {
      if (!isSudokuError(error)) throw error;
      parsed = { error };
    }
    if (PARSED.size >= PARSED_MAX) PARSED.clear();
    PARSED.set(text, parsed);
  }
  return parsed;
}

/** The rules of a task (`--rules`' canonical text, or null), parsed once when the task is made. */
export function taskRules(text: unknown): SudokuRules | undefined {
  if (typeof text !== 'string') return undefined;
  const rules = SudokuRules.parse(text);
  return rules.isClassic ? undefined : rules;
}

/** A record read into a board and the rules it is played under (undefined: the classic rules). */
export type RuledRecord =
  | {
      readonly board: SudokuBoard;
      readonly rules: SudokuRules | undefined;
      readonly problem?: undefined;
    }
  | { readonly board?: undefined; readonly rules?: undefined; readonly problem: RecordProblem };

/**
 * Reads a record: its board, and its rules (the line's own, else `fallback`, the task's). A line
 * whose rules text the library refuses is a problem in input coordinates (the column of the part
 * at fault).
 */
export function readRecord(record: InputRecord, fallback: SudokuRules | undefined): RuledRecord {
  const parsed = parseRecord(record);
  if (parsed.problem !== undefined) return parsed;
  if (record.rules === undefined) return { board: parsed.board, rules: fallback };
  const rules = parseCached(record.rules);
  const line = record.rulesLine ?? record.line;
  const column = record.rulesColumn ?? 1;
  if (!(rules instanceof SudokuRules)) {
    const error = rules.error as { code: string; message: string; position?: number };
    const at = error.position === undefined ? column : column + error.position - 1;
    return {
      problem: {
        code: error.code,
        line,
        column: at,
        detail: `rules: ${escapeControls(error.message)} (column ${at})`,
      },
    };
  }
  if (rules.isClassic) return { board: parsed.board, rules: undefined };
  return { board: parsed.board, rules };
}

/**
 * The candidates of `board` under `rules`: every digit the validator finds legal (for the
 * classic rules, `SudokuCandidates.fromBoard`).
 */
export function candidatesUnder(board: SudokuBoard, rules: SudokuRules | undefined): SudokuCandidates {
  if (rules === undefined) return SudokuCandidates.fromBoard(board);
  const masks = new Uint16Array(81);
  for (let cell = 0; cell < 81; cell++) {
    const row = Math.floor(cell / 9);
    const column = cell % 9;
    const value = board.get(row, column);
    // The validator's mask has digit d at bit d; the candidates' storage at bit d − 1.
    masks[cell] =
      value !== 0 ? 1 << (value - 1) : SudokuValidator.getCandidateMask(board, row, column, { rules }) >> 1;
  }
  return candidatesFromStorage(masks);
}

/** The `rules` field of a JSON answer: the canonical text for variant rules, nothing for the classic ones. */
export function rulesJson(rules: SudokuRules | undefined): { readonly rules?: string } {
  return rules === undefined ? {} : { rules: rules.toString() };
}

/** The `rules` option of a library call: none for the classic rules, so their path stays as it was. */
export function rulesCall(rules: SudokuRules | undefined): { readonly rules?: SudokuRules } {
  return rules === undefined ? {} : { rules };
}

/**
 * The generator's options for `rules`, with a random jigsaw layout drawn in place of their boxes
 * when `randomJigsaw` (the generator takes the rules a layout replaces the boxes of, the classic
 * rules for a plain jigsaw).
 */
export function generationCall(
  rules: SudokuRules | undefined,
  randomJigsaw: boolean,
): { readonly rules?: SudokuRules; readonly jigsaw?: 'random' } {
  if (!randomJigsaw) return rulesCall(rules);
  return { jigsaw: 'random', rules: rules ?? SudokuRules.classic };
}

/**
 * `options` with `rules` added for variant rules (the same object for the classic rules), typed as
 * `options`: for the library calls whose options type names no other key here.
 */
export function withRules<T extends object>(options: T, rules: SudokuRules | undefined): T {
  return rules === undefined ? options : { ...options, rules };
}

/**
 * A clash as `validate` prints it: `5 in row 1 at r1c1 r1c5` (the classic rules' form, kept),
 * `1 in the main diagonal at r1c1 r5c5`, `3 in window group 2 at …`, and for the neighbour rules
 * `5 a knight's move apart at r1c1 r2c3`, `5 a king's move apart at …`, `4 and 5 next to each
 * other at r1c1 r1c2`.
 */
export function conflictText(conflict: SudokuConflict): string {
  const cells = conflict.cells.map(cellName).join(' ');
  switch (conflict.unit) {
    case 'knight':
      return `${conflict.value} a knight's move apart at ${cells}`;
    case 'king':
      return `${conflict.value} a king's move apart at ${cells}`;
    case 'consecutive':
      return `${conflict.value} and ${conflict.value + 1} next to each other at ${cells}`;
    case 'cage':
      return conflict.total === undefined
        ? `${conflict.value} twice in cage ${conflict.unitIndex + 1} at ${cells}`
        : `cage ${conflict.unitIndex + 1} adds up to ${conflict.total}, not ${conflict.sum} at ${cells}`;
    default:
      return `${conflict.value} in ${regionName(conflict.unit, conflict.unitIndex)} at ${cells}`;
  }
}

/**
 * A clash as `validate --format json` gives it: under the classic rules `{ unit, number, value,
 * cells }` as always; under variant rules a region's clash also has `name` (`'the main
 * diagonal'`, `'window group 2'`), and a neighbour rule's pair (`knight`, `king`, `consecutive`)
 * has no `number`.
 */
export function conflictJson(conflict: SudokuConflict, variant: boolean): Record<string, unknown> {
  const cells = conflict.cells.map(cellName);
  if (!variant) return { unit: conflict.unit, number: conflict.unitIndex + 1, value: conflict.value, cells };
  const { unit } = conflict;
  if (unit === 'knight' || unit === 'king' || unit === 'consecutive')
    return { unit, value: conflict.value, cells };
  if (unit === 'cage') {
    const { value, sum, total } = conflict;
    return {
      unit,
      number: conflict.unitIndex + 1,
      value,
      cells,
      sum,
      ...(total === undefined ? {} : { total }),
    };
  }
  return {
    unit,
    number: conflict.unitIndex + 1,
    name: regionName(unit, conflict.unitIndex),
    value: conflict.value,
    cells,
  };
}
