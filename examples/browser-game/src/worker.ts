/**
 * The page's workers: generation, rating and hints run here, so the page never blocks, however
 * long a hard puzzle takes (a hint on the hardest puzzles is a nested forcing chain, seconds of
 * search). One request at a time, answered in order; each reply carries the id of its request.
 * The page starts this script twice: one worker for generation and rating, one for hints, so a
 * long rating never delays a hint, and a hint no longer wanted (the player moved on) is dropped by
 * ending its worker (and a third time, on demand, for practice games: see below). The game itself (moves, notes) lives in the page, in a `SudokuGame`.
 *
 * Under variant rules the generator, the rater and the hints take the rule set (`{ rules }`). The
 * generator may not yet make every rule set's puzzles by difficulty: when it cannot, the puzzle is
 * made by the band's count of empty cells (`EMPTY_CELL_TARGETS`) and rated apart, and the reply
 * says so (`banded: false`).
 *
 * Killer puzzles (`killer: true`, or rules with cages, as a seed link gives them) get fresh cages
 * from the generator (`generate({ killer: true })`) at every new game, in the killer band of the
 * difficulty: no givens, the cages in the puzzle's rules.
 *
 * Practice games (`SudokuGame.practice`, see `./practice.ts`) run in a worker of their own, which
 * the page ends when the player cancels: the search has a time limit, and its seed is drawn here
 * when none was given, so the page can name it.
 */
import {
  EMPTY_CELL_TARGETS,
  SudokuBoard,
  SudokuGame,
  SudokuGenerator,
  SudokuRules,
  isSudokuError,
  rateBoard,
  type SudokuDifficulty,
  type SudokuPuzzle,
  type SudokuTechniqueId,
} from './engine.js';
import { practiceOptions } from './practice.js';
import type { WorkerReply, WorkerRequest } from './protocol.js';

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
  return rateBoard(board, rules === undefined ? undefined : { rules }).rating;
}

/**
 * A puzzle under `variant` (`rules`, and `jigsaw: 'random'` for a jigsaw layout drawn from the
 * seed) by difficulty; when the generator cannot make it by difficulty under these rules, by the
 * band's count of empty cells instead.
 */
function generateUnder(
  variant: { readonly rules?: SudokuRules; readonly jigsaw?: 'random' },
  difficulty: SudokuDifficulty,
  seed: number | string,
): { puzzle: SudokuPuzzle; banded: boolean } {
  try {
    return {
      puzzle: generator.generate({ ...variant, difficulty, seed }),
      banded: true,
    };
  } catch (error) {
    const targets: Readonly<Record<string, number>> = EMPTY_CELL_TARGETS;
    const emptyCellTarget = targets[difficulty] ?? EMPTY_CELL_TARGETS.expert;
    const named = `${variant.jigsaw === undefined ? '' : 'a random jigsaw with '}${variant.rules?.toString() ?? 'classic'}`;
    console.warn(
      `no ${difficulty} puzzle by difficulty under ${named} (${String(error)}); making one of ${emptyCellTarget} empty cells`,
    );
    return {
      puzzle: generator.generate({ ...variant, emptyCellTarget, seed }),
      banded: false,
    };
  }
}

function answer(request: WorkerRequest): WorkerReply {
  if (request.kind === 'hint') {
    // The search polls its time limit, so a step no one finds in time ends with a TIMEOUT error.
    const game = SudokuGame.parse(request.game);
    const asked = request.rules ?? 'classic';
    if (game.rules.toString() !== SudokuRules.parse(asked).toString()) {
      throw new Error(`the saved game plays ${game.rules.toString()}, not ${asked}`);
    }
    const step = game.hint({ timeout: request.timeout });
    // Applying the memoized step is a move, no search: the page takes the game as it is.
    return { id: request.id, kind: 'hint', step, applied: step === null ? null : game.applyHint().format() };
  }
  if (request.kind === 'practice') {
    const started = performance.now();
    const seed = request.seed ?? Math.floor(Math.random() * 2 ** 32);
    const asked = { text: request.rules, freshJigsaw: request.freshJigsaw };
    const options = practiceOptions(request.technique as SudokuTechniqueId, asked, {
      seed,
      timeout: request.timeout,
    });
    const game = SudokuGame.practice(options);
    const milliseconds = performance.now() - started;
    // The step practice stopped before (memoized): the page shows it at the first press of Hint.
    const step = game.hint();
    return {
      id: request.id,
      kind: 'practice',
      game: game.format(),
      seed,
      rules: game.rules.toString(),
      milliseconds,
      step,
      applied: step === null ? null : game.applyHint().format(),
    };
  }
  if (request.kind === 'rate') {
    const rating = rate(SudokuBoard.parse(request.puzzle), rulesOf(request.rules));
    return { id: request.id, kind: 'rating', rating };
  }
  const started = performance.now();
  const difficulty = request.difficulty as SudokuDifficulty;
  const rules = rulesOf(request.rules);
  if (request.killer === true || rules?.isKiller === true) return killer(request, rules, started);
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
  // A seed drawn here when none was given (as the generator draws its own), so that a second try
  // by the count of empty cells has the same seed, and the address keeps the one that made it.
  const seed = request.seed ?? Math.floor(Math.random() * 2 ** 32);
  // A fresh jigsaw: the generator draws the layout from the seed (`jigsaw: 'random'`), in place of
  // the boxes of `rules`; the puzzle's `rules` then hold the layout.
  const variant =
    request.freshJigsaw === true
      ? { rules: rules ?? SudokuRules.classic, jigsaw: 'random' as const }
      : { ...(rules === undefined ? {} : { rules }) };
  const { puzzle, banded } = generateUnder(variant, difficulty, seed);
  const milliseconds = performance.now() - started;
  const made = puzzle.rules ?? SudokuRules.classic;
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

/**
 * A killer puzzle for `request`: fresh cages from the seed on the base rules (`rules` without their
 * cages), in the killer band of the difficulty; graded on the killer scale, not rated apart.
 */
function killer(
  request: WorkerRequest & { readonly kind: 'generate' },
  rules: SudokuRules | undefined,
  started: number,
): WorkerReply {
  const base = rules?.withCages([]) ?? SudokuRules.classic;
  const seed = request.seed ?? Math.floor(Math.random() * 2 ** 32);
  const puzzle = generator.generate({
    killer: true,
    difficulty: request.difficulty as SudokuDifficulty,
    seed,
    ...(base.isClassic ? {} : { rules: base }),
  });
  return {
    id: request.id,
    kind: 'puzzle',
    puzzle: puzzle.board.toString(),
    difficulty: puzzle.difficulty,
    seed: puzzle.seed ?? seed,
    rules: puzzle.rules.toString(),
    banded: true,
    milliseconds: performance.now() - started,
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
