/**
 * The 729-character line of pencil marks (the "sukaku" form Sudoku Explainer and most pencil-mark
 * programs read and write), as a parse/format pair.
 *
 * Nine characters a cell, cells row by row; in each cell, character k (0–8) is the digit k + 1
 * when that candidate is pencilled in, and `.` (or `0`) when it is not. Surrounding whitespace is
 * ignored. A cell with no candidate (nine `.`) is allowed: it makes a grid without solution.
 *
 * ```
 * 1.3......  .2.4.....  ........9  …   (81 cells, no spaces in the real line)
 * ```
 *
 * {@link settledValues} tells which cells of such a grid are solved, the way Sudoku Explainer
 * reads the line: a cell left with one candidate that no peer also holds.
 */
import { CELL_COUNT, SIZE } from '../board/geometry.js';
import { SudokuError } from '../errors.js';
import { activeGeometry, type EngineGeometry } from '../logic/engine/geometry.js';

/** Length of the candidates line: 81 cells of nine characters. */
export const CANDIDATES_LINE_LENGTH = 729;

/**
 * True when `text` (whitespace around it aside) is one line of exactly 729 digits, `.` and `0`:
 * the candidates line rather than the candidate grid.
 */
export function isCandidatesLine(text: string): boolean {
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (end - start !== CANDIDATES_LINE_LENGTH) return false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 46 && (c < 48 || c > 57)) return false;
  }
  return true;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/**
 * The 81 candidate masks (digit d = bit d − 1) of a candidates line. Throws a {@link SudokuError}:
 * `INVALID_CHARACTER` for a character that is neither `.`, `0` nor the digit of its place (with its
 * position, 1–729, and the cell), `INVALID_LENGTH` when the line does not hold
 * exactly 729 characters.
 */
export function parseCandidatesLine(text: string): Uint16Array {
  if (typeof text !== 'string') {
    throw new TypeError(`text must be a string, received ${text === null ? 'null' : typeof text}`);
  }
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  const length = end - start;
  const masks = new Uint16Array(CELL_COUNT);
  const scan = Math.min(length, CANDIDATES_LINE_LENGTH);
  for (let i = 0; i < scan; i++) {
    const c = text.charCodeAt(start + i);
    if (c === 46 || c === 48) continue; // '.', '0': not a candidate
    const digit = (i % SIZE) + 1;
    if (c === 48 + digit) {
      const at = (i / SIZE) | 0;
      masks[at] = masks[at]! | (1 << (digit - 1));
      continue;
    }
    const character = String.fromCodePoint(text.codePointAt(start + i)!);
    const cell = (i / SIZE) | 0;
    throw new SudokuError(
      'INVALID_CHARACTER',
      `unexpected character ${JSON.stringify(character)} at position ${i + 1} (cell ${cell + 1}): expected ${digit} or '.' there`,
      { character, position: i + 1, index: cell },
    );
  }
  if (length !== CANDIDATES_LINE_LENGTH) {
    throw new SudokuError(
      'INVALID_LENGTH',
      `a candidates line needs exactly ${CANDIDATES_LINE_LENGTH} characters (9 a cell), found ${length}`,
      { found: length },
    );
  }
  return masks;
}

/** The candidates line of 81 masks, `.` for an absent candidate. */
export function formatCandidatesLine(masks: ArrayLike<number>): string {
  let out = '';
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const mask = masks[cell]!;
    for (let d = 0; d < SIZE; d++) out += (mask & (1 << d)) !== 0 ? String(d + 1) : '.';
  }
  return out;
}

/**
 * The solved cells of a pencil-mark grid, as Sudoku Explainer reads one: a cell whose only
 * candidate no peer (under `geo`, default the active geometry) also holds is that digit; every
 * other cell, even one left with a single candidate that a peer still holds, is empty (its single
 * is then a step to take). Under non-consecutive rules, neither may an orthogonal neighbour hold a
 * digit next to it. Returns 81 values, 0 for an empty cell.
 */
export function settledValues(masks: ArrayLike<number>, geo: EngineGeometry = activeGeometry()): Uint8Array {
  const values = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const mask = masks[cell]!;
    if (mask === 0 || (mask & (mask - 1)) !== 0) continue;
    let seen = false;
    for (let k = geo.peerStart[cell]!; k < geo.peerStart[cell + 1]! && !seen; k++) {
      seen = (masks[geo.peers[k]!]! & mask) !== 0;
    }
    if (geo.nonConsecutive) {
      // Under non-consecutive, nor may an orthogonal neighbour hold a digit next to it.
      const near = ((mask << 1) | (mask >> 1)) & 0x1ff;
      for (let k = geo.orthoStart[cell]!; k < geo.orthoStart[cell + 1]! && !seen; k++) {
        seen = (masks[geo.ortho[k]!]! & near) !== 0;
      }
    }
    if (!seen) values[cell] = 32 - Math.clz32(mask);
  }
  return values;
}
