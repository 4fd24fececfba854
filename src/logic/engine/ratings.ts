/**
 * The one table of technique ratings: each technique's base rating on the Sudoku Explainer scale,
 * in tenths (17 = 1.7), so that sums with length terms stay exact integers. Internal.
 *
 * Everything that states a technique's rating reads it from here: the finders (a finding's rating
 * is its technique's base plus, for loops, chains and BUG types 2–4, a term for its size), the
 * floors of Sudoku Explainer's order (which decide what a capped rating, and so generation by
 * band, skips), and the public `SUDOKU_TECHNIQUES`. The base is the lowest rating a finding of the
 * technique can have. Techniques Sudoku Explainer 1.2.1 rates carry its ratings (see
 * docs/rating.md); the hint-only ones the rating later Sudoku Explainer forks or the nearest
 * equivalent give them. Numbers only: bundles that rate but never name a technique stay small.
 */
import type { SudokuTechniqueId } from '../technique.js';

export const BASE_TENTHS: Readonly<Record<SudokuTechniqueId, number>> = {
  'full-house': 10,
  'hidden-single-box': 12,
  'hidden-single-line': 15,
  'direct-pointing': 17,
  'direct-claiming': 19,
  'direct-hidden-pair': 20,
  'naked-single': 23,
  'direct-hidden-triple': 25,
  pointing: 26,
  claiming: 28,
  'naked-pair': 30,
  'x-wing': 32,
  'hidden-pair': 34,
  'naked-triple': 36,
  swordfish: 38,
  'hidden-triple': 40,
  skyscraper: 40,
  'two-string-kite': 41,
  'empty-rectangle': 42,
  'xy-wing': 42,
  'finned-x-wing': 42,
  'xyz-wing': 44,
  'w-wing': 44,
  'unique-rectangle': 45,
  'unique-loop': 46,
  'finned-swordfish': 48,
  'naked-quad': 50,
  jellyfish: 52,
  'hidden-quad': 54,
  'bivalue-universal-grave': 56,
  'aligned-pair-exclusion': 62,
  'x-cycle': 65,
  'y-cycle': 65,
  'simple-colouring': 65,
  'forcing-x-chain': 66,
  'xy-cycle': 70,
  'forcing-xy-chain': 70,
  'aligned-triplet-exclusion': 75,
  'nishio-forcing-chain': 75,
  'multiple-forcing-chain': 80,
  'dynamic-forcing-chain': 85,
  'dynamic-forcing-chain-plus': 90,
  'nested-forcing-chain': 95,
  'nested-multiple-forcing-chain': 100,
  'nested-dynamic-forcing-chain': 105,
  'invalid-board': 0,
  contradiction: 0,
};

/** The lowest base rating among `techniques`: the floor of a finder that reports them. */
export function floorOf(...techniques: readonly SudokuTechniqueId[]): number {
  let floor = Infinity;
  for (const technique of techniques) floor = Math.min(floor, BASE_TENTHS[technique]);
  return floor;
}
