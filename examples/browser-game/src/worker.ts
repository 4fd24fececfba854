/**
 * The page's workers: generation, rating and hints run here, so the page never blocks, however
 * long a hard puzzle takes (a hint on the hardest puzzles is a nested forcing chain, seconds of
 * search). One request at a time, answered in order; each reply carries the id of its request.
 * The page starts this script twice: one worker for generation and rating, one for hints, so a
 * long rating never delays a hint, and a hint no longer wanted (the player moved on) is dropped by
 * ending its worker. The game itself (moves, notes) lives in the page, in a `SudokuGame`.
 */
import {
  SudokuBoard,
  SudokuGame,
  SudokuGenerator,
  isSudokuError,
  rateBoard,
  type SudokuDifficulty,
} from './engine.js';
import type { WorkerReply, WorkerRequest } from './protocol.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply): void;
}

const scope = globalThis as unknown as WorkerScope;
const generator = new SudokuGenerator();

function answer(request: WorkerRequest): WorkerReply {
  if (request.kind === 'hint') {
    // The search polls its time limit, so a step no one finds in time ends with a TIMEOUT error.
    const game = SudokuGame.parse(request.game);
    const step = game.hint({ timeout: request.timeout });
    // Applying the memoized step is a move, no search: the page takes the game as it is.
    return { id: request.id, kind: 'hint', step, applied: step === null ? null : game.applyHint().format() };
  }
  if (request.kind === 'rate') {
    return { id: request.id, kind: 'rating', rating: rateBoard(SudokuBoard.parse(request.puzzle)).rating };
  }
  const started = performance.now();
  const puzzle = generator.generate({
    difficulty: request.difficulty as SudokuDifficulty,
    ...(request.seed === undefined ? {} : { seed: request.seed }),
  });
  const milliseconds = performance.now() - started;
  return {
    id: request.id,
    kind: 'puzzle',
    puzzle: puzzle.board.toString(),
    difficulty: puzzle.difficulty,
    seed: puzzle.seed ?? '',
    milliseconds,
    rating: rateBoard(puzzle.board).rating,
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
