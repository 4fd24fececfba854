/**
 * The mutable working state of the logic solver (and of the rating built on it). Internal.
 *
 * ```
 *   values  Uint8Array(81)    0 for an empty cell, else its digit 1–9
 *   masks   Uint16Array(81)   candidates of an empty cell, digit d = bit d − 1 (see internal/bits);
 *                             always 0 for a filled cell
 * ```
 *
 * Invariant kept by {@link LogicGrid.place} and {@link LogicGrid.eliminate}: no empty cell has a
 * candidate equal to a digit placed among its peers. Candidates may be *fewer* than the legal
 * digits (the player's pencil marks, earlier eliminations), never more.
 *
 * Candidates are named by one number, the **candidate code** `cell * 9 + digit − 1` (0–728), so
 * a step's placements and eliminations are plain number arrays and a whole candidate set fits a
 * `Uint8Array(729)` when a chain search needs one.
 *
 * Positions of a digit inside a unit are computed on demand ({@link positionsOf}): nine
 * reads, cheaper than keeping 243 counters in step through every elimination, and never stale.
 * Position k of unit u is the cell `UNIT_CELLS[u * 9 + k]`.
 *
 * Why a mutable class here and immutable values at the API: the finders scan the grid thousands of
 * times per puzzle, so they read typed arrays and allocate nothing; a step is applied in place and
 * a search that needs a what-if copies the grid ({@link LogicGrid.clone}, {@link LogicGrid.copyFrom},
 * 243 bytes) instead of keeping an undo log.
 */
import { CELL_COUNT, SIZE as SIZE_TABLE } from '../board/geometry.js';
import { ALL, LOWEST_DIGIT, POPCOUNT } from '../internal/bits.js';
import { fillUsed, freeMask } from '../board/candidate-masks.js';
import { activeGeometry, classicGeometry, type EngineGeometry } from './engine/geometry.js';

// A module-local binding for the hot loop of positionsOf, which every finder calls, not an imported
// one (what the test runner's module transform turns into a property read on every access;
// measured: the hint engine's agreement test ran 2.5× slower). The unit table is the active
// geometry's (`engine/geometry.ts`), read at each call.
const SIZE = SIZE_TABLE;

/**
 * The cell (0–80) of a candidate code. (The chain engine's inner loops, `engine/chains/`, write
 * `(code / 9) | 0` out where they read it, beside their module-local tables.)
 */
export function codeCell(code: number): number {
  return (code / 9) | 0;
}

/** The digit (1–9) of a candidate code. */
export function codeDigit(code: number): number {
  return (code % 9) + 1;
}

/**
 * The 9-bit mask of positions k (0–8) of unit `unit` whose cell has a candidate of `digitBits`
 * (digit d = bit d − 1) in `masks`: for one digit, where that digit can still go in the unit.
 */
export function positionsOf(masks: Uint16Array, unit: number, digitBits: number): number {
  const unitCells = activeGeometry().unitCells;
  let result = 0;
  const base = unit * SIZE;
  for (let k = 0; k < SIZE; k++) if ((masks[unitCells[base + k]!]! & digitBits) !== 0) result |= 1 << k;
  return result;
}

/** The working grid: values and candidate masks, mutated in place. */
export class LogicGrid {
  /** 0 for an empty cell, else its digit. */
  readonly values: Uint8Array;
  /** Candidate mask of each empty cell (digit d = bit d − 1); 0 for a filled cell. */
  readonly masks: Uint16Array;
  /** The rule set's geometry (regions and peers, `engine/geometry.ts`). */
  readonly geo: EngineGeometry;
  /** Adopts `values` and `masks` (no copy). */
  constructor(
    values: Uint8Array = new Uint8Array(CELL_COUNT),
    masks: Uint16Array = new Uint16Array(CELL_COUNT),
    geo: EngineGeometry = classicGeometry(),
  ) {
    this.values = values;
    this.masks = masks;
    this.geo = geo;
  }

  /**
   * A grid from 81 values (not adopted): every empty cell gets the digits no peer holds. With
   * `limit` (81 masks, e.g. the player's pencil marks) each empty cell keeps only those of its
   * legal digits that `limit` also allows.
   */
  static fromValues(
    values: ArrayLike<number>,
    limit?: ArrayLike<number>,
    geo: EngineGeometry = classicGeometry(),
  ): LogicGrid {
    const grid = new LogicGrid(undefined, undefined, geo);
    for (let cell = 0; cell < CELL_COUNT; cell++) grid.values[cell] = values[cell]!;
    if (!geo.classic) {
      // Every digit no peer holds (and, under non-consecutive, none next to a neighbour's digit).
      for (let cell = 0; cell < CELL_COUNT; cell++) {
        if (grid.values[cell] !== 0) continue;
        let mask = ALL;
        for (let k = geo.peerStart[cell]!; k < geo.peerStart[cell + 1]!; k++) {
          const v = grid.values[geo.peers[k]!]!;
          if (v !== 0) mask &= ~(1 << (v - 1));
        }
        if (geo.nonConsecutive) {
          for (let k = geo.orthoStart[cell]!; k < geo.orthoStart[cell + 1]!; k++) {
            const v = grid.values[geo.ortho[k]!]!;
            if (v !== 0) mask &= ~(((1 << v) | (1 << (v - 2))) & ALL);
          }
        }
        grid.masks[cell] = limit === undefined ? mask : mask & limit[cell]!;
      }
      return grid;
    }
    const used = new Int32Array(27);
    fillUsed(grid.values, used);
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (grid.values[cell] !== 0) continue;
      const mask = freeMask(used, cell);
      grid.masks[cell] = limit === undefined ? mask : mask & limit[cell]!;
    }
    return grid;
  }

  /** An independent copy. */
  clone(): LogicGrid {
    return new LogicGrid(this.values.slice(), this.masks.slice(), this.geo);
  }

  /** Overwrites this grid with `other` (no allocation). */
  copyFrom(other: LogicGrid): void {
    this.values.set(other.values);
    this.masks.set(other.masks);
  }

  /**
   * Places `digit` in `cell` and removes it from the candidates of the cell's peers (and, under
   * non-consecutive, the digits next to it from its orthogonal neighbours).
   */
  place(cell: number, digit: number): void {
    this.values[cell] = digit;
    this.masks[cell] = 0;
    const clear = ~(1 << (digit - 1));
    const geo = this.geo;
    const peers = geo.peers;
    const end = geo.peerStart[cell + 1]!;
    for (let k = geo.peerStart[cell]!; k < end; k++) {
      const peer = peers[k]!;
      this.masks[peer] = this.masks[peer]! & clear;
    }
    if (geo.nonConsecutive) {
      const near = ~((1 << digit) | (1 << (digit - 2)));
      for (let k = geo.orthoStart[cell]!; k < geo.orthoStart[cell + 1]!; k++) {
        const other = geo.ortho[k]!;
        this.masks[other] = this.masks[other]! & near;
      }
    }
  }

  /** Removes candidate `digit` from `cell`; true when it was there. */
  eliminate(cell: number, digit: number): boolean {
    const b = 1 << (digit - 1);
    const mask = this.masks[cell]!;
    if ((mask & b) === 0) return false;
    this.masks[cell] = mask & ~b;
    return true;
  }

  /** True when `cell` is empty and has candidate `digit`. */
  has(cell: number, digit: number): boolean {
    return (this.masks[cell]! & (1 << (digit - 1))) !== 0;
  }

  /** Number of empty cells. */
  emptyCount(): number {
    let count = 0;
    for (let cell = 0; cell < CELL_COUNT; cell++) if (this.values[cell] === 0) count++;
    return count;
  }

  /**
   * The first broken spot, or -1: an empty cell without candidates (its index, 0–80), or a unit
   * where an unplaced digit has no position left (`81 + unit * 9 + digit − 1`).
   */
  firstBroken(): number {
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (this.values[cell] === 0 && this.masks[cell] === 0) return cell;
    }
    const unitCount = this.geo.unitCount;
    const unitCells = this.geo.unitCells;
    for (let unit = 0; unit < unitCount; unit++) {
      let placed = 0;
      let open = 0;
      const base = unit * SIZE;
      for (let k = 0; k < SIZE; k++) {
        const cell = unitCells[base + k]!;
        const v = this.values[cell]!;
        if (v !== 0) placed |= 1 << (v - 1);
        else open |= this.masks[cell]!;
      }
      const missing = ALL & ~placed & ~open;
      if (missing !== 0) return CELL_COUNT + unit * 9 + 31 - Math.clz32(missing & -missing);
    }
    return -1;
  }

  /**
   * Places naked and hidden singles until nothing changes. Returns -1 at the fixed point, or the
   * broken spot found on the way, encoded as {@link LogicGrid.firstBroken} does: an empty cell
   * with no candidate or a cell that is the only place of two digits (its index), or a unit where
   * a digit has no place or is placed twice (`81 + unit * 9 + digit − 1`).
   */
  propagateSingles(): number {
    const values = this.values;
    const masks = this.masks;
    let progress = true;
    while (progress) {
      progress = false;
      for (let cell = 0; cell < CELL_COUNT; cell++) {
        if (values[cell] !== 0) continue;
        const mask = masks[cell]!;
        if (mask === 0) return cell;
        if (POPCOUNT[mask] === 1) {
          this.place(cell, LOWEST_DIGIT[mask]!);
          progress = true;
        }
      }
      const unitCount = this.geo.unitCount;
      const unitCells = this.geo.unitCells;
      for (let unit = 0; unit < unitCount; unit++) {
        const base = unit * SIZE;
        let once = 0;
        let twice = 0;
        let placed = 0;
        for (let k = 0; k < SIZE; k++) {
          const cell = unitCells[base + k]!;
          const v = values[cell]!;
          if (v !== 0) {
            const b = 1 << (v - 1);
            if ((placed & b) !== 0) return CELL_COUNT + unit * 9 + v - 1;
            placed |= b;
            continue;
          }
          const mask = masks[cell]!;
          twice |= once & mask;
          once |= mask;
        }
        const missing = ALL & ~placed & ~once;
        if (missing !== 0) return CELL_COUNT + unit * 9 + LOWEST_DIGIT[missing]! - 1;
        const singles = once & ~twice & ~placed;
        if (singles === 0) continue;
        for (let k = 0; k < SIZE; k++) {
          const cell = unitCells[base + k]!;
          const hit = masks[cell]! & singles;
          if (hit === 0) continue;
          if (POPCOUNT[hit]! > 1) return cell;
          this.place(cell, LOWEST_DIGIT[hit]!);
          progress = true;
        }
      }
    }
    return -1;
  }
}
