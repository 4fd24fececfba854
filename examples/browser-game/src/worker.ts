/**
 * The page's worker: generation and hints run here, so the page never blocks, however long a hard
 * puzzle or a deep hint takes. One request at a time, answered in order; each reply carries the id
 * of its request.
 */
import {
  SudokuBoard,
  SudokuCandidates,
  SudokuGenerator,
  SudokuLogicSolver,
  rateBoard,
  type SudokuDifficulty,
} from './engine.js';
import type { HintStep, WorkerReply, WorkerRequest } from './protocol.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply): void;
}

const scope = globalThis as unknown as WorkerScope;
const generator = new SudokuGenerator();
const logic = new SudokuLogicSolver();

function answer(request: WorkerRequest): WorkerReply {
  if (request.kind === 'generate') {
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
      solution: puzzle.solution.toString(),
      difficulty: puzzle.difficulty,
      seed: puzzle.seed ?? '',
      milliseconds,
      rating: rateBoard(puzzle.board).rating,
    };
  }
  const board = SudokuBoard.parse(request.board);
  let candidates = SudokuCandidates.fromBoard(board);
  for (const { row, column, value } of request.eliminated) {
    if (candidates.has(row, column, value)) candidates = candidates.without(row, column, value);
  }
  const step = logic.nextStep(board, { candidates });
  const hint: HintStep | null =
    step === null
      ? null
      : {
          name: step.name,
          explanation: step.explanation,
          cells: [...step.highlights.cells],
          units: [...step.highlights.units],
          placements: step.placements.map(({ row, column, value }) => ({ row, column, value })),
          eliminations: step.eliminations.map(({ row, column, value }) => ({ row, column, value })),
        };
  return { id: request.id, kind: 'hint', step: hint };
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
