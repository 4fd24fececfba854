/**
 * Validator benchmark: operations per second for `validate`, `getCandidateMask` over all 81
 * cells, `findConflicts` and `isLegal`, on real puzzles, beside a naive row/column/box scan (the
 * textbook three loops) to show what the peer cache buys.
 */
import type * as Library from '../src/index.js';
import { fmt, loadDataset, loadLibrary, now, printTable } from './lib.js';

const { SudokuBoard, SudokuValidator } = await loadLibrary();
type SudokuBoard = Library.SudokuBoard;

function naiveLegal(board: SudokuBoard, row: number, column: number, value: number): boolean {
  for (let k = 0; k < 9; k++) {
    if (k !== column && board.get(row, k) === value) return false;
    if (k !== row && board.get(k, column) === value) return false;
  }
  const r0 = row - (row % 3);
  const c0 = column - (column % 3);
  for (let r = r0; r < r0 + 3; r++) {
    for (let c = c0; c < c0 + 3; c++)
      if ((r !== row || c !== column) && board.get(r, c) === value) return false;
  }
  return true;
}

/** Runs `op` over every board until at least `ms` have passed; returns operations per second. */
function opsPerSecond(boards: readonly SudokuBoard[], op: (board: SudokuBoard) => unknown, ms = 400): number {
  let sink = 0;
  for (const board of boards) if (op(board)) sink++; // warm-up
  let ops = 0;
  const start = now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (const board of boards) if (op(board)) sink++;
    ops += boards.length;
    elapsed = now() - start;
  }
  if (sink < 0) console.log(sink);
  return (ops * 1000) / elapsed;
}

export default function run(): Promise<void> {
  const sets = [
    ['17-clue (first 2,000)', loadDataset('17-clue', 2000)],
    ['top1465', loadDataset('top1465')],
  ] as const;
  const rows: string[][] = [];
  for (const [name, lines] of sets) {
    const boards = lines.map((line) => SudokuBoard.parse(line));
    // Give each board one clash so findConflicts and validate have something to report.
    const clashing = boards.map((b) => {
      const given = b.toValues().findIndex((v) => v !== 0);
      const row = Math.floor(given / 9);
      const column = given % 9 === 8 ? 0 : 8;
      return b.with(row, column, b.at(given));
    });
    const ops: [string, (b: SudokuBoard) => unknown, readonly SudokuBoard[]][] = [
      ['validate (conflict-free)', (b) => SudokuValidator.validate(b).isValid, boards],
      ['validate (one clash)', (b) => SudokuValidator.validate(b).isValid, clashing],
      ['findConflicts', (b) => SudokuValidator.findConflicts(b).length, clashing],
      [
        'getCandidateMask × 81 cells',
        (b) => {
          let acc = 0;
          for (let r = 0; r < 9; r++)
            for (let c = 0; c < 9; c++) acc |= SudokuValidator.getCandidateMask(b, r, c);
          return acc;
        },
        boards,
      ],
      [
        'isLegal × 81 cells × 9 digits',
        (b) => {
          let n = 0;
          for (let r = 0; r < 9; r++)
            for (let c = 0; c < 9; c++)
              for (let v = 1; v <= 9; v++) if (SudokuValidator.isLegal(b, r, c, v)) n++;
          return n;
        },
        boards,
      ],
      [
        'naive scan × 81 cells × 9 digits',
        (b) => {
          let n = 0;
          for (let r = 0; r < 9; r++)
            for (let c = 0; c < 9; c++) for (let v = 1; v <= 9; v++) if (naiveLegal(b, r, c, v)) n++;
          return n;
        },
        boards,
      ],
    ];
    for (const [label, op, input] of ops) {
      const rate = opsPerSecond(input, op);
      rows.push([`${label} — ${name}`, fmt(rate), fmt(1e6 / rate, 2)]);
    }
  }
  printTable(
    'Validator, boards per second (one board per operation)',
    ['operation — data set', 'boards/s', 'µs/board'],
    rows,
  );
  return Promise.resolve();
}
