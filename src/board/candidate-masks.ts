/**
 * The legal digits of a cell as a 9-bit mask (digit d = bit d − 1, see `internal/bits`), in the
 * two forms the library keeps a grid in. Internal; every module that needs the digits a cell may
 * still take reads them here.
 *
 * ```
 *   legalMask(values, cell)   values: Uint8Array(81), 0 = empty   walks the cell's 20 peers
 *   freeMask(used, cell)      used:   27 masks of the digits       three reads, no walk
 *                                     placed per unit (rows 0–8,
 *                                     columns 9–17, boxes 18–26)
 * ```
 *
 * The peer walk needs no other state, so it serves every caller that holds plain values (boards,
 * the game, the logic grid, the validator). A search that places and removes digits many times
 * per call (the generator's full grids and singles test) keeps the per-unit masks up to date
 * instead and reads a cell's digits from them.
 */
import {
  BOX_OF as BOX_OF_TABLE,
  CELL_COUNT as CELL_COUNT_TABLE,
  COLUMN_OF as COLUMN_OF_TABLE,
  PEER_COUNT as PEER_COUNT_TABLE,
  PEERS as PEERS_TABLE,
  ROW_OF as ROW_OF_TABLE,
  SIZE as SIZE_TABLE,
} from './geometry.js';
import { ALL as ALL_TABLE } from '../internal/bits.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const BOX_OF = BOX_OF_TABLE;
const CELL_COUNT = CELL_COUNT_TABLE;
const COLUMN_OF = COLUMN_OF_TABLE;
const PEER_COUNT = PEER_COUNT_TABLE;
const PEERS = PEERS_TABLE;
const ROW_OF = ROW_OF_TABLE;
const SIZE = SIZE_TABLE;
const ALL = ALL_TABLE;

/** The digits (bit d − 1) that the peers of `cell` hold in `values`. */
export function peerDigits(values: Uint8Array, cell: number): number {
  let seen = 0;
  for (let k = cell * PEER_COUNT, end = k + PEER_COUNT; k < end; k++) {
    const v = values[PEERS[k]!]!;
    if (v !== 0) seen |= 1 << (v - 1);
  }
  return seen;
}

/** The digits (bit d − 1) no peer of `cell` holds in `values`; the cell's own value is ignored. */
export function legalMask(values: Uint8Array, cell: number): number {
  return ALL & ~peerDigits(values, cell);
}

/** The digits (bit d − 1) that none of the three units of `cell` has in `used` (see the header). */
export function freeMask(used: Int32Array, cell: number): number {
  return ALL & ~(used[ROW_OF[cell]!]! | used[SIZE + COLUMN_OF[cell]!]! | used[2 * SIZE + BOX_OF[cell]!]!);
}

/**
 * Fills `used` (27 entries, rows 0–8, columns 9–17, boxes 18–26) with the digits placed in each
 * unit of `values`, for {@link freeMask}: one pass over the cells, where a legal mask per empty
 * cell from the peer walk reads 20 values each (the logic grid's set-up: 57,000 instructions a
 * grid the walk's way, 23,000 this way).
 */
export function fillUsed(values: ArrayLike<number>, used: Int32Array): void {
  used.fill(0);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const v = values[cell]!;
    if (v === 0) continue;
    const b = 1 << (v - 1);
    used[ROW_OF[cell]!]! |= b;
    used[SIZE + COLUMN_OF[cell]!]! |= b;
    used[2 * SIZE + BOX_OF[cell]!]! |= b;
  }
}
