/**
 * Symmetry orbits, built once at module load.
 *
 * A symmetric clue pattern is made by emptying cells a whole orbit at a time: the orbit of a cell
 * is the set of cells its symmetry maps it to, repeatedly. For each symmetry the 81 cells are
 * partitioned into orbits, listed in order of their smallest cell:
 *
 * ```
 *   cells   Uint8Array(81)          the cells, orbit after orbit, each orbit ascending
 *   starts  Uint8Array(orbits + 1)  orbit k is cells[starts[k] .. starts[k + 1])
 * ```
 *
 * Orbit sizes: None 81 × 1; Rotational 40 × 2 + the centre; Rotational90 20 × 4 + the centre;
 * each mirror 36 × 2 + the 9 cells on its axis.
 */
import type { SudokuSymmetry } from './profiles.js';

/** The orbits of one symmetry (see the module header). */
export interface SymmetryOrbits {
  /** The cells, orbit after orbit. */
  readonly cells: Uint8Array;
  /** Orbit k is `cells[starts[k]] … cells[starts[k + 1] − 1]`. */
  readonly starts: Uint8Array;
  /** The number of orbits. */
  readonly count: number;
}

type Mapping = (row: number, column: number) => number;

const MAPPINGS: Readonly<Record<SudokuSymmetry, readonly Mapping[]>> = {
  none: [],
  rotational: [(r, c) => (8 - r) * 9 + (8 - c)],
  rotational90: [(r, c) => c * 9 + (8 - r)],
  horizontal: [(r, c) => (8 - r) * 9 + c],
  vertical: [(r, c) => r * 9 + (8 - c)],
  diagonal: [(r, c) => c * 9 + r],
  antidiagonal: [(r, c) => (8 - c) * 9 + (8 - r)],
};

/** The cell each cell goes to under `symmetry`'s mapping (rotational90: a quarter turn); undefined for None. */
export function symmetryMap(symmetry: SudokuSymmetry): Uint8Array | undefined {
  const map = MAPPINGS[symmetry][0];
  if (map === undefined) return undefined;
  const image = new Uint8Array(81);
  for (let cell = 0; cell < 81; cell++) image[cell] = map(Math.floor(cell / 9), cell % 9);
  return image;
}

function buildOrbits(mappings: readonly Mapping[]): SymmetryOrbits {
  const seen = new Uint8Array(81);
  const cells = new Uint8Array(81);
  const starts: number[] = [0];
  let filled = 0;
  for (let first = 0; first < 81; first++) {
    if (seen[first] !== 0) continue;
    const orbit = [first];
    seen[first] = 1;
    for (let k = 0; k < orbit.length; k++) {
      const cell = orbit[k]!;
      for (const map of mappings) {
        const image = map(Math.floor(cell / 9), cell % 9);
        if (seen[image] === 0) {
          seen[image] = 1;
          orbit.push(image);
        }
      }
    }
    orbit.sort((a, b) => a - b);
    for (const cell of orbit) cells[filled++] = cell;
    starts.push(filled);
  }
  return Object.freeze({ cells, starts: Uint8Array.from(starts), count: starts.length - 1 });
}

function buildAllOrbits(): Readonly<Record<SudokuSymmetry, SymmetryOrbits>> {
  return Object.freeze({
    none: buildOrbits(MAPPINGS.none),
    rotational: buildOrbits(MAPPINGS.rotational),
    rotational90: buildOrbits(MAPPINGS.rotational90),
    horizontal: buildOrbits(MAPPINGS.horizontal),
    vertical: buildOrbits(MAPPINGS.vertical),
    diagonal: buildOrbits(MAPPINGS.diagonal),
    antidiagonal: buildOrbits(MAPPINGS.antidiagonal),
  });
}

/** The orbits of every symmetry (built by a pure call, so bundles that never generate drop it). */
export const ORBITS: Readonly<Record<SudokuSymmetry, SymmetryOrbits>> = /* @__PURE__ */ buildAllOrbits();

function buildReachable(orbits: SymmetryOrbits): Uint8Array {
  const { starts, count } = orbits;
  // Subset sums of the orbit sizes.
  const sums = new Uint8Array(82);
  sums[0] = 1;
  for (let k = 0; k < count; k++) {
    const size = starts[k + 1]! - starts[k]!;
    for (let s = 81 - size; s >= 0; s--) if (sums[s] === 1) sums[s + size] = 1;
  }
  const best = new Uint8Array(82);
  for (let target = 0; target <= 81; target++) best[target] = sums[target] === 1 ? target : best[target - 1]!;
  return best;
}

function buildAllReachable(
  orbits: Readonly<Record<SudokuSymmetry, SymmetryOrbits>>,
): Readonly<Record<SudokuSymmetry, Uint8Array>> {
  return Object.freeze({
    none: buildReachable(orbits.none),
    rotational: buildReachable(orbits.rotational),
    rotational90: buildReachable(orbits.rotational90),
    horizontal: buildReachable(orbits.horizontal),
    vertical: buildReachable(orbits.vertical),
    diagonal: buildReachable(orbits.diagonal),
    antidiagonal: buildReachable(orbits.antidiagonal),
  });
}

const REACHABLE: Readonly<Record<SudokuSymmetry, Uint8Array>> = /* @__PURE__ */ buildAllReachable(ORBITS);

/**
 * The largest number of empty cells, at most `target` (0–81), that whole orbits of `symmetry` can
 * make (every target for None and the mirrors; Rotational90 reaches only 4k and 4k + 1).
 */
export function reachableTarget(symmetry: SudokuSymmetry, target: number): number {
  return REACHABLE[symmetry][target]!;
}
