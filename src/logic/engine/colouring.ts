/**
 * Simple colouring (6.5), single-digit colouring, a hint technique beyond Sudoku Explainer's.
 * Internal.
 *
 * For one digit, the conjugate pairs (the digit's only two places in a unit) form a graph; in
 * each connected cluster the cells alternate between two colours, and exactly one colour holds
 * the digit. Colour wrap: two cells of one colour see each other, so that colour is false
 * everywhere. Colour trap: a cell outside the cluster that sees both colours cannot hold the digit.
 *
 * Clusters are found by a breadth-first walk over typed arrays that belong to one call; only the
 * reported findings allocate.
 */
import { CELL_COUNT, CELL_UNITS, PEER_COUNT, PEERS, SIZE, UNIT_CELLS } from '../../board/geometry.js';
import { bit, POPCOUNT } from '../../internal/bits.js';
import { positionsOf, type LogicGrid } from '../grid.js';
import { finding, type Finding, type FindingSink } from './finding.js';
import { sees } from './geometry.js';
import type { FamilyFinders } from './finders.js';

/** The working arrays of one call. */
interface Colours {
  /** Colour (0 or 1) of each coloured cell, -1 for none. */
  readonly colour: Int8Array;
  /** The cells of the current cluster, in discovery order. */
  readonly cluster: Int16Array;
  /** Root cell of the cluster of each coloured cell, -1 for none. */
  readonly owner: Int16Array;
}

/**
 * Simple colourings, digits 1–9, clusters by their first cell: per cluster a colour wrap if there
 * is one, else a colour trap. The pattern's colours: the cluster's first colour (the one of its
 * first cell) then the second, each ascending; the removals are
 * the false colour's cells (wrap) or the cells seeing both colours (trap).
 */
export function simpleColouring(grid: LogicGrid, sink: FindingSink): boolean {
  const scratch: Colours = {
    colour: new Int8Array(CELL_COUNT),
    cluster: new Int16Array(CELL_COUNT),
    owner: new Int16Array(CELL_COUNT),
  };
  const { colour, cluster, owner } = scratch;
  for (let digit = 1; digit <= 9; digit++) {
    colour.fill(-1);
    owner.fill(-1);
    for (let root = 0; root < CELL_COUNT; root++) {
      if (!grid.has(root, digit) || colour[root] !== -1) continue;
      const size = colourCluster(scratch, grid, digit, root);
      for (let i = 0; i < size; i++) owner[cluster[i]!] = root;
      if (size < 4 || !productive(scratch, grid, digit, root, size)) continue;
      if (sink(wrapOrTrap(scratch, grid, digit, root, size), null)) return true;
    }
  }
  return false;
}

/** Colours the cluster of `root` (colour 0) along the conjugate pairs of `digit`; returns its size. */
function colourCluster(scratch: Colours, grid: LogicGrid, digit: number, root: number): number {
  const { colour, cluster } = scratch;
  let head = 0;
  let tail = 0;
  cluster[tail++] = root;
  colour[root] = 0;
  while (head < tail) {
    const cell = cluster[head++]!;
    for (let u = 0; u < 3; u++) {
      const unit = CELL_UNITS[cell * 3 + u]!;
      const positions = positionsOf(grid.masks, unit, bit(digit));
      if (POPCOUNT[positions] !== 2) continue;
      for (let k = 0; k < SIZE; k++) {
        if ((positions & (1 << k)) === 0) continue;
        const other = UNIT_CELLS[unit * SIZE + k]!;
        if (other === cell || colour[other] !== -1) continue;
        colour[other] = 1 - colour[cell]!;
        cluster[tail++] = other;
      }
    }
  }
  return tail;
}

/** True when the cluster of `root` has a colour wrap or a colour trap (no allocation). */
function productive(scratch: Colours, grid: LogicGrid, digit: number, root: number, size: number): boolean {
  const { colour, cluster, owner } = scratch;
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const a = cluster[i]!;
      const b = cluster[j]!;
      if (colour[a] === colour[b] && sees(a, b)) return true;
    }
  }
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (!grid.has(cell, digit) || owner[cell] === root) continue;
    if (seenColours(scratch, cell, root) === 3) return true;
  }
  return false;
}

/** The colours (bit 0: first, bit 1: second) of the cluster of `root` that `cell` sees. */
function seenColours(scratch: Colours, cell: number, root: number): number {
  const { colour, owner } = scratch;
  let seen = 0;
  for (let k = 0; k < PEER_COUNT; k++) {
    const peer = PEERS[cell * PEER_COUNT + k]!;
    if (owner[peer] === root) seen |= 1 << colour[peer]!;
  }
  return seen;
}

/** The finding of a productive cluster: its colour wrap if it has one, else its colour trap. */
function wrapOrTrap(scratch: Colours, grid: LogicGrid, digit: number, root: number, size: number): Finding {
  const { colour, cluster, owner } = scratch;
  const members = Array.from(cluster.subarray(0, size)).sort((a, b) => a - b);
  const first = members.filter((cell) => colour[cell] === 0);
  const second = members.filter((cell) => colour[cell] === 1);
  let removals: number[] | null = null;
  for (const group of [first, second]) {
    for (let i = 0; i < group.length && removals === null; i++)
      for (let j = i + 1; j < group.length; j++)
        if (sees(group[i]!, group[j]!)) {
          removals = group.map((cell) => cell * 9 + digit - 1);
          break;
        }
    if (removals !== null) break;
  }
  if (removals === null) {
    removals = [];
    for (let cell = 0; cell < CELL_COUNT; cell++)
      if (grid.has(cell, digit) && owner[cell] !== root && seenColours(scratch, cell, root) === 3)
        removals.push(cell * 9 + digit - 1);
  }
  return finding({
    technique: 'simple-colouring',
    removals,
    pattern: { kind: 'colouring', digit, colours: [first, second] },
  });
}

/** The room's finders by technique (`finders.ts`), on the classic grid only. */
export const COLOURING_FINDERS: FamilyFinders<'colouring'> = {
  'simple-colouring': { find: simpleColouring, classicOnly: true },
};
