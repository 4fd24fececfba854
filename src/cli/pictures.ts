/**
 * `--svg DIR` of `sudoku hint` and `sudoku rate --steps`: pictures written as files named by the
 * input line (`0001.svg`) and step (`0001-07.svg`). The tasks write them, in whichever thread runs
 * the batch; the directory is made once, in the main thread, before any batch starts.
 */
import { join } from 'node:path';
import { renderStepSvg, type SudokuBoard, type SudokuRules, type SudokuStep } from '../index.js';
import { UsageError, resolveSources, stringOption, type ParsedArgs } from './command.js';
import { ensureDirectory, writeFileOrReason } from './files.js';
import { candidatesUnder, rulesCall } from './rules.js';

/** The `--svg` directory, created when missing; undefined without the option. */
export function svgDirOption(args: ParsedArgs): string | undefined {
  const dir = stringOption(args, 'svg');
  if (dir === undefined) return undefined;
  if (dir === '') throw new UsageError('--svg needs a directory');
  // Pictures are named by input line: two sources would both have a line 1.
  if (resolveSources(args.positionals).length > 1) {
    throw new UsageError('--svg names pictures by input line: give one input (a FILE, stdin or one puzzle)');
  }
  ensureDirectory(dir, '--svg');
  return dir;
}

/** `0001`: a line or step number, zero-padded to `width` digits (longer numbers as they are). */
export function padded(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/**
 * Writes `svg` as `DIR/NAME.svg`; returns the line that reports a failure
 * (`line 3: cannot write 'steps/0003.svg': no space left on device`), or '' when written.
 */
export function writePicture(dir: string, name: string, svg: string, where: string): string {
  const path = join(dir, `${name}.svg`);
  const reason = writeFileOrReason(path, svg);
  return reason === null ? '' : `${where}: cannot write '${path}': ${reason}\n`;
}

/**
 * The picture of each step of a solving path from `puzzle`: each drawn on the board and pencil
 * marks it applies to (the earlier placements made, every legal digit minus the earlier
 * eliminations), under `rules` (undefined: the classic rules).
 */
export function pathPictures(
  puzzle: SudokuBoard,
  steps: readonly SudokuStep[],
  rules?: SudokuRules,
): string[] {
  const pictures: string[] = [];
  let board = puzzle;
  const removed: SudokuStep['eliminations'][number][] = [];
  for (const step of steps) {
    let candidates = candidatesUnder(board, rules);
    for (const e of removed)
      if (board.get(e.row, e.column) === 0) candidates = candidates.without(e.row, e.column, e.value);
    pictures.push(renderStepSvg(step, board, { candidates, ...rulesCall(rules) }));
    removed.push(...step.eliminations);
    for (const p of step.placements) board = board.with(p.row, p.column, p.value);
  }
  return pictures;
}
