/**
 * The clue-count generator under variant rules: the three stages of `./plan.ts` with the rules'
 * own grid and uniqueness test (`./variant.ts`, `./rules-grid.ts`); the same random stream, so
 * a seed and options give one puzzle on every runtime.
 */
import { throwIfAborted } from '../internal/args.js';
import type { GeneratedValues, GenerationPlan } from './plan.js';
import { removeClues } from './removal.js';
import { ORBITS, reachableTarget } from './symmetry.js';
import type { VariantGrids } from './variant.js';
import type { SolverEngine } from '../solver/engine.js';

/** Runs the three stages of `plan` under the rules of `variant` (`engine` is not used by them). */
export function generateValuesUnder(
  plan: GenerationPlan,
  variant: VariantGrids,
  engine: SolverEngine,
): GeneratedValues {
  throwIfAborted(plan.signal);
  const solution = new Uint8Array(81);
  variant.fill(solution, plan.draw, plan.signal);
  const puzzle = solution.slice();
  const target = reachableTarget(plan.symmetry, plan.emptyCellTarget);
  const emptyCellCount = removeClues(
    puzzle,
    solution,
    ORBITS[plan.symmetry],
    target,
    plan.draw,
    engine,
    plan.signal,
    undefined,
    variant.keep,
  );
  return { puzzle, solution, emptyCellCount, rules: variant.rules };
}
