/**
 * Single-digit patterns the hints have beyond Sudoku Explainer's techniques: Skyscraper (4.0),
 * Two-string kite (4.1) and Empty rectangle (4.2). Internal.
 *
 * All three are short X-chains on one digit: strong link (a **conjugate pair**, the digit's only
 * two places in a unit), weak link, strong link. Whatever happens one end of the chain holds the
 * digit, so the digit leaves every cell that sees both ends.
 *
 * - Skyscraper: two parallel conjugate pairs (two rows, or two columns) with one end of each on
 *   the same cross line; the other two ends are the chain's ends.
 * - Two-string kite: a row pair and a column pair with one end of each in the same box.
 * - Empty rectangle: a box whose candidates lie on one row and one column of it (a strong link
 *   between that row and that column), and a conjugate pair on a line crossing one of them
 *   outside the box.
 *
 * A conjugate pair is read as a unit's 9-bit position mask with two bits (`LogicGrid.positions`),
 * so the scans compare masks and allocate only the findings they report. Findings stream to a
 * sink, as the engine's other finders do; the hints take the first (`registry.ts`). The pattern's
 * cells and units travel in the finding, in the order the prose layer names them.
 */
import { BOX_OF, PEER_COUNT, PEERS, SIZE, UNIT_CELLS } from '../../board/geometry.js';
import { bit, LOWEST_DIGIT, POPCOUNT } from '../../internal/bits.js';
import { positionsOf, type LogicGrid } from '../grid.js';
import { finding, type FindingSink } from './finding.js';
import { sees, unitCellsOf } from './geometry.js';
import type { FamilyFinders } from './finders.js';

/** The cell at the lowest position of the 9-bit `positions` of `unit`. */
export function firstCell(unit: number, positions: number): number {
  return UNIT_CELLS[unit * SIZE + LOWEST_DIGIT[positions]! - 1]!;
}

/** The cell at the second-lowest position of the 9-bit `positions` of `unit`. */
export function secondCell(unit: number, positions: number): number {
  return UNIT_CELLS[unit * SIZE + LOWEST_DIGIT[positions & (positions - 1)]! - 1]!;
}

/**
 * Candidate codes of `digit` in the cells that see both `a` and `b` (neither of them), ascending:
 * what a chain whose ends are `a` and `b` removes.
 */
export function commonPeerRemovals(grid: LogicGrid, digit: number, a: number, b: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < PEER_COUNT; k++) {
    const cell = PEERS[a * PEER_COUNT + k]!;
    if (grid.has(cell, digit) && sees(cell, b)) out.push(cell * 9 + digit - 1);
  }
  return out;
}

/**
 * Skyscrapers, digits 1–9, base rows then base columns: pattern cells `[baseA, topA, baseB,
 * topB]` (the bases share a cross line), units the two parallel lines.
 */
export function skyscrapers(grid: LogicGrid, sink: FindingSink): boolean {
  for (let digit = 1; digit <= 9; digit++) {
    for (let kind = 0; kind <= 9; kind += 9) {
      for (let u = kind; u < kind + SIZE; u++) {
        const pu = positionsOf(grid.masks, u, bit(digit));
        if (POPCOUNT[pu] !== 2) continue;
        for (let v = u + 1; v < kind + SIZE; v++) {
          const pv = positionsOf(grid.masks, v, bit(digit));
          // One shared position: the bases on one cross line (two would be an X-Wing).
          const common = pu & pv;
          if (POPCOUNT[pv] !== 2 || POPCOUNT[common] !== 1) continue;
          const topA = firstCell(u, pu & ~common);
          const topB = firstCell(v, pv & ~common);
          const removals = commonPeerRemovals(grid, digit, topA, topB);
          if (removals.length === 0) continue;
          const f = finding({
            technique: 'skyscraper',
            removals,
            pattern: {
              kind: 'skyscraper',
              digit,
              lines: [u, v],
              bases: [firstCell(u, common), firstCell(v, common)],
              tops: [topA, topB],
            },
          });
          if (sink(f, null)) return true;
        }
      }
    }
  }
  return false;
}

/**
 * Two-string kites, digits 1–9, rows 1–9 then columns 1–9: pattern cells `[endR, inBoxR, inBoxC,
 * endC]` (the two ends in the box first, read from the row's pair then the column's), units the
 * row, the column and the box that joins them.
 */
export function twoStringKites(grid: LogicGrid, sink: FindingSink): boolean {
  for (let digit = 1; digit <= 9; digit++) {
    for (let row = 0; row < SIZE; row++) {
      const pr = positionsOf(grid.masks, row, bit(digit));
      if (POPCOUNT[pr] !== 2) continue;
      const r0 = firstCell(row, pr);
      const r1 = secondCell(row, pr);
      if (BOX_OF[r0] === BOX_OF[r1]) continue;
      for (let column = 9; column < 18; column++) {
        const pc = positionsOf(grid.masks, column, bit(digit));
        if (POPCOUNT[pc] !== 2) continue;
        const c0 = firstCell(column, pc);
        const c1 = secondCell(column, pc);
        if (BOX_OF[c0] === BOX_OF[c1]) continue;
        for (let i = 0; i < 2; i++) {
          const inBoxR = i === 0 ? r0 : r1;
          const endR = i === 0 ? r1 : r0;
          for (let j = 0; j < 2; j++) {
            const inBoxC = j === 0 ? c0 : c1;
            const endC = j === 0 ? c1 : c0;
            // Two distinct cells of one box: it holds the row's and column's crossing, so the
            // two ends, each outside the box, are distinct from it and from each other.
            if (BOX_OF[inBoxR] !== BOX_OF[inBoxC] || inBoxR === inBoxC) continue;
            const removals = commonPeerRemovals(grid, digit, endR, endC);
            if (removals.length === 0) continue;
            const f = finding({
              technique: 'two-string-kite',
              removals,
              pattern: {
                kind: 'kite',
                digit,
                row,
                column,
                box: 18 + BOX_OF[inBoxR]!,
                inBox: [inBoxR, inBoxC],
                ends: [endR, endC],
              },
            });
            if (sink(f, null)) return true;
          }
        }
      }
    }
  }
  return false;
}

/**
 * Empty rectangles, digits 1–9, boxes 1–9, each (row, column) cross of the box in reading order,
 * conjugate pairs in columns then in rows: pattern cells the box's candidates then the pair's
 * `near` end (on the cross's row or column) and `far` end, units the box and the pair's line;
 * the one removal is where the far end's row (column) meets the cross's column (row).
 */
export function emptyRectangles(grid: LogicGrid, sink: FindingSink): boolean {
  for (let digit = 1; digit <= 9; digit++) {
    const bit = 1 << (digit - 1);
    for (let box = 0; box < SIZE; box++) {
      const positions = positionsOf(grid.masks, 18 + box, bit);
      if (POPCOUNT[positions]! < 2) continue;
      const band = (box / 3) | 0;
      const stack = box % 3;
      for (let i = 0; i < 3; i++) {
        for (let j = 0; j < 3; j++) {
          const rowMask = 0x7 << (i * 3);
          const columnMask = 0x49 << j;
          // Every candidate on the cross, and not all on one of its lines.
          if ((positions & ~(rowMask | columnMask)) !== 0) continue;
          if ((positions & ~rowMask) === 0 || (positions & ~columnMask) === 0) continue;
          const erRow = band * 3 + i;
          const erColumn = stack * 3 + j;
          // A conjugate pair on a line outside the box, one end where the line meets the cross:
          // in a column outside the box's stack (meeting the cross's row), then in a row outside
          // its band (meeting the cross's column). Positions along a column are rows, and along
          // a row columns.
          for (let kind = 9; kind >= 0; kind -= 9) {
            const meet = kind === 9 ? erRow : erColumn;
            const parallel = kind === 9 ? erColumn : erRow;
            for (let l = 0; l < SIZE; l++) {
              if (((l / 3) | 0) === (kind === 9 ? stack : band)) continue;
              const line = kind + l;
              const pair = positionsOf(grid.masks, line, bit);
              if (POPCOUNT[pair] !== 2 || (pair & (1 << meet)) === 0) continue;
              // The far end outside the box's band (stack): the target, where the far end's row
              // (column) meets the cross's column (row), lies outside the box too.
              const at = LOWEST_DIGIT[pair & ~(1 << meet)]! - 1;
              if (((at / 3) | 0) === (kind === 9 ? band : stack)) continue;
              const target = kind === 9 ? at * 9 + parallel : parallel * 9 + at;
              if ((grid.masks[target]! & bit) === 0) continue;
              const f = finding({
                technique: 'empty-rectangle',
                removals: [target * 9 + digit - 1],
                pattern: {
                  kind: 'empty-rectangle',
                  digit,
                  box: 18 + box,
                  boxCells: unitCellsOf(18 + box, positions),
                  line,
                  near: UNIT_CELLS[line * SIZE + meet]!,
                  far: UNIT_CELLS[line * SIZE + at]!,
                },
              });
              if (sink(f, null)) return true;
            }
          }
        }
      }
    }
  }
  return false;
}

/** The room's finders by technique (`finders.ts`), on the classic grid only. */
export const SINGLE_DIGIT_FINDERS: FamilyFinders<'single-digit'> = {
  skyscraper: { find: skyscrapers, classicOnly: true },
  'two-string-kite': { find: twoStringKites, classicOnly: true },
  'empty-rectangle': { find: emptyRectangles, classicOnly: true },
};
