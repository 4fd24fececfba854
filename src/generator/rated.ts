/**
 * Generation by rating: puzzles whose Sudoku Explainer rating (ER) falls in a requested band.
 *
 * There is no way to build a puzzle of a given rating directly, so this is generate-and-test:
 * each attempt makes an ordinary unique puzzle (`./plan.ts`) and rates it (`../rating/`); the
 * first one inside `[min, max]` is returned with the number of attempts it took. Attempts draw
 * from one random stream in sequence, so a seed still gives one answer. The budget is
 * `maxAttempts` and the signal; a band not met within it throws `RATING_NOT_REACHED` rather than
 * searching forever. The clue target per band is chosen in `./rating-options.ts`.
 */
import { boardFromStorage } from '../board/board.js';
import { SudokuError } from '../errors.js';
import { throwIfAborted } from '../internal/args.js';
import { rateValues, type SudokuRating } from '../rating/rate.js';
import type { SolverEngine } from '../solver/engine.js';
import { generateValues, makePuzzle, type GenerationPlan, type SudokuPuzzle } from './plan.js';
import type { SudokuRatingRange } from './rating-options.js';

/** A generated puzzle with its rating and the number of puzzles generated to find it. Frozen. */
export interface SudokuRatedPuzzle extends SudokuPuzzle {
  /** The puzzle's rating, inside the requested band. */
  readonly rating: SudokuRating;
  /** Puzzles generated and rated, this one included (1 to `maxAttempts`). */
  readonly attempts: number;
}

/** Generates and rates puzzles from `plan` until one rates inside `range`. */
export function generateRated(
  plan: GenerationPlan,
  range: SudokuRatingRange,
  maxAttempts: number,
  engine: SolverEngine,
): SudokuRatedPuzzle {
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    throwIfAborted(plan.signal);
    const values = generateValues(plan, engine);
    const rating = rateValues(values.puzzle, plan.signal);
    if (rating.rating >= range.min && rating.rating <= range.max) {
      const puzzle = makePuzzle(plan, values, boardFromStorage(values.puzzle));
      return Object.freeze({ ...puzzle, rating, attempts: attempt });
    }
  }
  throw new SudokuError(
    'RATING_NOT_REACHED',
    `no puzzle rated from ${range.min} to ${range.max} was found in ${maxAttempts} attempts`,
    { found: maxAttempts },
  );
}
