/**
 * The page's workers: generation, rating and hints run here, so the page never blocks, however
 * long a hard puzzle takes (a hint on the hardest puzzles is a nested forcing chain, seconds of
 * search). One request at a time, answered in order; each reply carries the id of its request.
 * The page starts this script twice: one worker for generation and rating, one for hints, so a
 * long rating never delays a hint, and a hint no longer wanted (the player moved on) is dropped by
 * ending its worker. The game itself (moves, notes) lives in the page, in a `SudokuGame`.
 *
 * Under variant rules the generator, the rater and the hints take the rule set (`{ rules }`). The
 * generator may not yet make every rule set's puzzles by difficulty: when it cannot, the puzzle is
 * made by the band's count of empty cells (`EMPTY_CELL_TARGETS`) and rated apart, and the reply
 * says so (`banded: false`).
 */
import {
  EMPTY_CELL_TARGETS,
  SeededRandomSource,
  SudokuBoard,
  SudokuGame,
  SudokuGenerator,
  SudokuRules,
  isSudokuError,
  rateBoard,
  type SudokuDifficulty,
  type SudokuGenerationOptions,
  type SudokuPuzzle,
  type SudokuRateOptions,
} from './engine.js';
import type { WorkerReply, WorkerRequest } from './protocol.js';
import { randomJigsaw, rulesOfGame } from './rules.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply): void;
}

const scope = globalThis as unknown as WorkerScope;
const generator = new SudokuGenerator();

/** The rules of a request: undefined for the classic rules (the classic code path, unchanged). */
function rulesOf(text: string | undefined): SudokuRules | undefined {
  if (text === undefined) return undefined;
  const rules = SudokuRules.parse(text);
  return rules.isClassic ? undefined : rules;
}

/** `rateBoard` under `rules` (the rater's `{ rules }` option). */
function rate(board: SudokuBoard, rules: SudokuRules | undefined): number {
  return rateBoard(board, rules === undefined ? undefined : ({ rules } as SudokuRateOptions)).rating;
}

/**
 * A puzzle under `rules` by difficulty (`generate({ rules, difficulty, seed })`); when the generator
 * cannot make it by difficulty under these rules, by the band's count of empty cells instead.
 */
function generateUnder(
  rules: SudokuRules,
  difficulty: SudokuDifficulty,
  seed: number | string,
): { puzzle: SudokuPuzzle; banded: boolean } {
  try {
    return {
      puzzle: generator.generate({ rules, difficulty, seed } as SudokuGenerationOptions),
      banded: true,
    };
  } catch (error) {
    const targets: Readonly<Record<string, number>> = EMPTY_CELL_TARGETS;
    const emptyCellTarget = targets[difficulty] ?? EMPTY_CELL_TARGETS.expert;
    console.warn(
      `no ${difficulty} puzzle by difficulty under ${rules.toString()} (${String(error)}); making one of ${emptyCellTarget} empty cells`,
    );
    return {
      puzzle: generator.generate({ rules, emptyCellTarget, seed } as SudokuGenerationOptions),
      banded: false,
    };
  }
}

function answer(request: WorkerRequest): WorkerReply {
  if (request.kind === 'hint') {
    // The search polls its time limit, so a step no one finds in time ends with a TIMEOUT error.
    const game = SudokuGame.parse(request.game);
    const played = rulesOfGame(game);
    const asked = request.rules ?? 'classic';
    if (played !== undefined && played.toString() !== SudokuRules.parse(asked).toString()) {
      throw new Error(`the saved game plays ${played.toString()}, not ${asked}`);
    }
    const step = game.hint({ timeout: request.timeout });
    // Applying the memoized step is a move, no search: the page takes the game as it is.
    return { id: request.id, kind: 'hint', step, applied: step === null ? null : game.applyHint().format() };
  }
  if (request.kind === 'rate') {
    const rating = rate(SudokuBoard.parse(request.puzzle), rulesOf(request.rules));
    return { id: request.id, kind: 'rating', rating };
  }
  const started = performance.now();
  const difficulty = request.difficulty as SudokuDifficulty;
  let rules = rulesOf(request.rules);
  if (rules === undefined && request.freshJigsaw !== true) {
    // The classic rules: the generator's options as they always were.
    const puzzle = generator.generate({
      difficulty,
      ...(request.seed === undefined ? {} : { seed: request.seed }),
    });
    const milliseconds = performance.now() - started;
    return {
      id: request.id,
      kind: 'puzzle',
      puzzle: puzzle.board.toString(),
      difficulty: puzzle.difficulty ?? difficulty,
      seed: puzzle.seed ?? '',
      banded: true,
      milliseconds,
      rating: rateBoard(puzzle.board).rating,
    };
  }
  // A seed drawn here when none was given (as the generator draws its own), so that the layout
  // and the puzzle both follow from the seed the address keeps.
  const seed = request.seed ?? Math.floor(Math.random() * 2 ** 32);
  if (request.freshJigsaw === true) {
    const layout = randomJigsaw(new SeededRandomSource(seed));
    if (layout === null) throw new Error('this build of the library makes no random jigsaw layout');
    const others = rules === undefined ? [] : [rules.toString()];
    rules = SudokuRules.parse([`jigsaw:${layout}`, ...others].join('+'));
  }
  const { puzzle, banded } = generateUnder(rules!, difficulty, seed);
  const milliseconds = performance.now() - started;
  // The generated puzzle carries its rules; they are the ones asked for.
  const made = (puzzle as { readonly rules?: SudokuRules }).rules ?? rules!;
  return {
    id: request.id,
    kind: 'puzzle',
    puzzle: puzzle.board.toString(),
    difficulty: banded ? (puzzle.difficulty ?? difficulty) : difficulty,
    seed: puzzle.seed ?? seed,
    rules: made.toString(),
    banded,
    milliseconds,
    // Rated apart (a 'rate' request), so the puzzle shows while it is rated.
    rating: null,
  };
}

scope.onmessage = (event) => {
  const request = event.data;
  try {
    scope.postMessage(answer(request));
  } catch (error) {
    scope.postMessage({
      id: request.id,
      kind: 'error',
      message: error instanceof Error ? error.message : String(error),
      ...(isSudokuError(error) ? { code: error.code } : {}),
    });
  }
};
