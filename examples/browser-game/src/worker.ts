/**
 * The page's worker: generation and rating run here, so the page never blocks, however long a
 * hard puzzle takes. One request at a time, answered in order; each reply carries the id of its
 * request. The game itself (moves, notes, hints) lives in the page, in a `SudokuGame`.
 */
import { SudokuBoard, SudokuGenerator, rateBoard, type SudokuDifficulty } from './engine.js';
import type { WorkerReply, WorkerRequest } from './protocol.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply): void;
}

const scope = globalThis as unknown as WorkerScope;
const generator = new SudokuGenerator();

function answer(request: WorkerRequest): WorkerReply {
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
    });
  }
};
