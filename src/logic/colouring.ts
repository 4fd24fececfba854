/**
 * Simple colouring (single-digit colouring).
 *
 * For one digit, the conjugate pairs (the digit's only two places in a unit) form a graph; in each
 * connected cluster the cells alternate between two colours, and exactly one colour holds the
 * digit. Colour wrap: two cells of one colour see each other, so that colour is false everywhere.
 * Colour trap: a cell outside the cluster that sees both colours cannot hold the digit.
 *
 * Clusters are found by a breadth-first walk over typed arrays; only the reported step allocates.
 */
import { PEER_COUNT, PEERS, SIZE, UNIT_CELLS, CELL_UNITS } from '../board/geometry.js';
import { POPCOUNT } from '../internal/bits.js';
import type { LogicGrid } from './grid.js';
import { candidateCode } from './grid.js';
import { cellName, cellsText, eliminationText, makeStep, type LogicStep } from './technique.js';
import { sees } from './wings.js';

/** Scratch of one finder call: colours, the current cluster, owners. */
class Colouring {
  /** Colour (0 or 1) of each coloured cell, -1 for none. */
  readonly colour = new Int8Array(81);
  /** The cells of the current cluster, in discovery order. */
  readonly cluster = new Int16Array(81);
  /** Root cell of the cluster of each coloured cell, -1 for none. */
  readonly owner = new Int16Array(81);
}

function colourCluster(scratch: Colouring, grid: LogicGrid, digit: number, root: number): number {
  const { colour, cluster } = scratch;
  let head = 0;
  let tail = 0;
  cluster[tail++] = root;
  colour[root] = 0;
  while (head < tail) {
    const cell = cluster[head++]!;
    for (let u = 0; u < 3; u++) {
      const unit = CELL_UNITS[cell * 3 + u]!;
      const positions = grid.positions(unit, digit);
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

/** Simple colouring finder: colour wrap first, then colour trap, per cluster. */
export function findSimpleColouring(grid: LogicGrid): LogicStep | null {
  const scratch = grid.takeScratch('colouring', () => new Colouring());
  const step = findSimpleColouringWith(scratch, grid);
  grid.shelve('colouring', scratch);
  return step;
}

function findSimpleColouringWith(scratch: Colouring, grid: LogicGrid): LogicStep | null {
  const { colour, cluster, owner } = scratch;
  for (let digit = 1; digit <= 9; digit++) {
    colour.fill(-1);
    owner.fill(-1);
    for (let root = 0; root < 81; root++) {
      if (!grid.has(root, digit) || colour[root] !== -1) continue;
      const size = colourCluster(scratch, grid, digit, root);
      for (let i = 0; i < size; i++) owner[cluster[i]!] = root;
      if (size < 4 || !productive(scratch, grid, digit, root, size)) continue;
      const cells = Array.from(cluster.subarray(0, size)).sort((a, b) => a - b);
      return wrapOrTrap(scratch, grid, digit, cells);
    }
  }
  return null;
}

/** True when the cluster has a wrap or a trap (no allocation). */
function productive(scratch: Colouring, grid: LogicGrid, digit: number, root: number, size: number): boolean {
  const { colour, cluster, owner } = scratch;
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const a = cluster[i]!;
      const b = cluster[j]!;
      if (colour[a] === colour[b] && sees(a, b)) return true;
    }
  }
  for (let cell = 0; cell < 81; cell++) {
    if (!grid.has(cell, digit) || owner[cell] === root) continue;
    let seen = 0;
    for (let k = 0; k < PEER_COUNT; k++) {
      const peer = PEERS[cell * PEER_COUNT + k]!;
      if (owner[peer] === root) seen |= 1 << colour[peer]!;
    }
    if (seen === 3) return true;
  }
  return false;
}

function wrapOrTrap(
  scratch: Colouring,
  grid: LogicGrid,
  digit: number,
  cells: readonly number[],
): LogicStep | null {
  const { colour } = scratch;
  const byColour = [cells.filter((c) => colour[c] === 0), cells.filter((c) => colour[c] === 1)];
  for (let c = 0; c < 2; c++) {
    const group = byColour[c]!;
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        if (!sees(group[i]!, group[j]!)) continue;
        const eliminations = group.map((cell) => candidateCode(cell, digit));
        return makeStep('simple-colouring', {
          eliminations,
          cells: [...cells],
          candidates: cells.map((cell) => candidateCode(cell, digit)),
          explanation: `Simple colouring on ${digit}: colouring the conjugate pairs of ${digit} puts ${cellName(group[i]!)} and ${cellName(group[j]!)}, which see each other, in the same colour, so that colour is false: ${eliminationText(eliminations)}.`,
          small: `Colour the conjugate pairs of ${digit}.`,
          big: `Colour the conjugate pairs of ${digit} starting at ${cellName(cells[0]!)}: one colour contradicts itself.`,
        });
      }
    }
  }
  const eliminations: number[] = [];
  let witnessA = -1;
  let witnessB = -1;
  let witness = -1;
  for (let cell = 0; cell < 81; cell++) {
    if (!grid.has(cell, digit) || cells.includes(cell)) continue;
    let a = -1;
    let b = -1;
    for (let k = 0; k < PEER_COUNT; k++) {
      const peer = PEERS[cell * PEER_COUNT + k]!;
      if (!cells.includes(peer)) continue;
      if (colour[peer] === 0) a = peer;
      else b = peer;
    }
    if (a < 0 || b < 0) continue;
    if (eliminations.length === 0) {
      witnessA = a;
      witnessB = b;
      witness = cell;
    }
    eliminations.push(candidateCode(cell, digit));
  }
  return makeStep('simple-colouring', {
    eliminations,
    cells: [...cells],
    candidates: cells.map((cell) => candidateCode(cell, digit)),
    explanation: `Simple colouring on ${digit}: the conjugate pairs of ${digit} through ${cellsText(cells)} take two colours, one of which holds ${digit}; a cell seeing both colours cannot hold it (${cellName(witness)} sees ${cellName(witnessA)} and ${cellName(witnessB)}): ${eliminationText(eliminations)}.`,
    small: `Colour the conjugate pairs of ${digit}.`,
    big: `Colour the conjugate pairs of ${digit} starting at ${cellName(cells[0]!)}: some cells see both colours.`,
  });
}
