/**
 * Game benchmark: what one `SudokuGame` action costs (µs per call, and allocation per call from
 * the heap growth between collections), beside `SudokuBoard.with` (the smallest immutable update
 * the library has) as the reference, and what the searches cost: creating a game (the solution),
 * a hint (the hint engine), saving and restoring a game solved by hints.
 *
 * Puzzles: 100 spread over the Sudoku Explainer rated sample that the hint engine solves alone.
 * Each game is prepared with filled notes and half its hints applied, so actions work on a
 * realistic position. Nothing here passes or fails. Bytes per call need the collector exposed:
 * `node --expose-gc --import tsx bench/run.ts game` (after `npm run build`).
 */
import type * as Library from '../src/index.js';
import { fmt, now, printTable } from './lib.js';
import { loadLibrary } from './lib.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const { SudokuBoard, SudokuGame } = await loadLibrary();
type SudokuGame = Library.SudokuGame;

function puzzles(count: number): Library.SudokuBoard[] {
  const file = fileURLToPath(new URL('../test/fixtures/se-rated.tsv', import.meta.url));
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(([puzzle, er]) => puzzle?.length === 81 && Number(er) <= 6);
  const step = Math.max(1, Math.floor(rows.length / count));
  return rows
    .filter((_, i) => i % step === 0)
    .slice(0, count)
    .map(([line]) => SudokuBoard.parse(line!));
}

/** Runs `op` over `items` until `ms` have passed; µs per call. */
function time<T>(items: readonly T[], op: (item: T) => unknown, ms = 300): number {
  for (const item of items) op(item); // warm-up
  let calls = 0;
  const start = now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (const item of items) op(item);
    calls += items.length;
    elapsed = now() - start;
  }
  return (elapsed * 1000) / calls;
}

/** Bytes allocated per call, from the heap growth over many calls with collection disabled between. */
function bytesPerCall<T>(items: readonly T[], op: (item: T) => unknown, rounds = 20): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) return NaN;
  const kept: unknown[] = [];
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let r = 0; r < rounds; r++) for (const item of items) kept.push(op(item));
  const after = process.memoryUsage().heapUsed;
  return (after - before) / kept.length;
}

function solveByHints(game: SudokuGame, limit = 400): SudokuGame {
  let current = game;
  for (let i = 0; i < limit && !current.isComplete; i++) {
    const next = current.applyHint();
    if (next === current) break;
    current = next;
  }
  return current;
}

export default function run(): Promise<void> {
  const boards = puzzles(100);
  const started = boards.map((board) => SudokuGame.fromPuzzle(board));
  const solved = started.map((game) => solveByHints(game.fillNotes()));
  const kept = solved.filter((game) => game.isComplete);
  // A mid-game position: filled notes and half of the hints.
  const middle = kept.map((game) => {
    let position = game;
    for (let i = 0; i < Math.floor(game.moves / 2); i++) position = position.undo();
    return position;
  });
  const targets = middle.map((game) => {
    const index = game.board.toValues().indexOf(0);
    return { game, row: Math.floor(index / 9), column: index % 9, digit: game.solution.at(index) };
  });
  const texts = kept.map((game) => game.format());
  const records = kept.map((game) => JSON.stringify(game));

  const rows: [string, number, number][] = [];
  const add = <T>(name: string, items: readonly T[], op: (item: T) => unknown): void => {
    rows.push([name, time(items, op), bytesPerCall(items, op)]);
  };
  add('SudokuBoard.with (reference)', targets, (t) => t.game.board.with(t.row, t.column, t.digit));
  add('enter', targets, (t) => t.game.enter(t.row, t.column, t.digit));
  add('toggleNote', targets, (t) => t.game.toggleNote(t.row, t.column, t.digit));
  add('erase (an empty cell with notes)', targets, (t) => t.game.erase(t.row, t.column));
  add('enter, then fillNotes', targets, (t) => t.game.enter(t.row, t.column, t.digit).fillNotes());
  add('undo', middle, (game) => game.undo());
  add('redo', middle, (game) => game.redo());
  add('conflicts + isComplete + mistakes()', targets, (t) => {
    const game = t.game.enter(t.row, t.column, t.digit);
    return game.conflicts.length + game.mistakes().length + (game.isComplete ? 1 : 0);
  });
  const reference = rows[0]![1];
  printTable(
    `SudokuGame actions on ${fmt(middle.length)} mid-game positions (Node ${process.version})`,
    ['operation', 'µs per call', '× SudokuBoard.with', 'bytes per call'],
    rows.map(([name, us, bytes]) => [
      name,
      fmt(us, 2),
      fmt(us / reference, 1),
      Number.isNaN(bytes) ? 'n/a (run node with --expose-gc)' : fmt(bytes),
    ]),
  );

  const searches: [string, number][] = [
    ['SudokuGame.fromPuzzle (solution search)', time(boards, (board) => SudokuGame.fromPuzzle(board), 600)],
    // A fresh game each call: hint() is computed once per game value.
    ['hint() on a mid-game position with notes', time(middle, (game) => game.undo().redo().hint(), 600)],
    ['format() of a game solved by hints', time(kept, (game) => game.format())],
    ['SudokuGame.parse of that line', time(texts, (text) => SudokuGame.parse(text), 600)],
    ['JSON.stringify(game)', time(kept, (game) => JSON.stringify(game))],
    ['SudokuGame.fromJSON of that text', time(records, (text) => SudokuGame.fromJSON(text), 600)],
  ];
  const moves = kept.reduce((sum, game) => sum + game.moves, 0) / kept.length;
  const length = texts.reduce((sum, text) => sum + text.length, 0) / texts.length;
  const json = records.reduce((sum, text) => sum + text.length, 0) / records.length;
  printTable(
    `Searches and saves (${fmt(kept.length)} of ${fmt(boards.length)} puzzles solved by hints, ${fmt(moves, 1)} moves on average; text ${fmt(length)} characters, JSON ${fmt(json)})`,
    ['operation', 'µs per call'],
    searches.map(([name, us]) => [name, fmt(us, 1)]),
  );
  return Promise.resolve();
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await run();
