/**
 * The technique ratings: each technique's base rating on the Sudoku Explainer scale, in tenths
 * (17 = 1.7), so that sums with length terms stay exact integers. Internal.
 *
 * Everything that states a technique's rating reads it from here: the finders (a finding's rating
 * is its technique's base plus, for loops, chains and BUG types 2–4, a term for its size), the
 * floors of Sudoku Explainer's order (which decide what a capped rating, and so generation by
 * band, skips), and the public `SUDOKU_TECHNIQUES`. The numbers are the catalogue's
 * (`../catalogue.ts`), where docs/rating.md says where each comes from. Numbers only: bundles
 * that rate but never name a technique stay small.
 */
import { CATALOGUE, type TechniqueId } from '../catalogue.js';

/**
 * Base rating in tenths by technique id. Built by `Object.fromEntries`, which gives an object
 * with fast properties (as the literal it replaces was), so the finders' lookups cost the same.
 */
export const BASE_TENTHS: Readonly<Record<TechniqueId, number>> = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ CATALOGUE.map((row) => [row.id, row.tenths]),
) as Record<TechniqueId, number>;

/** The lowest base rating among `techniques`: the floor of a finder that reports them. */
export function floorOf(...techniques: readonly TechniqueId[]): number {
  let floor = Infinity;
  for (const technique of techniques) floor = Math.min(floor, BASE_TENTHS[technique]);
  return floor;
}
