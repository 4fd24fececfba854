/** fast-check arbitraries for boards. */
import fc from 'fast-check';
import { SudokuBoard } from '../src/index.js';

/** 81 values 0–9, conflicts allowed, weighted towards empty cells like real puzzles. */
export const valuesArb: fc.Arbitrary<number[]> = fc.array(
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 9 }) },
  ),
  { minLength: 81, maxLength: 81 },
);

/** Any board (it may hold conflicts: parsing and storage never judge the rules). */
export const boardArb: fc.Arbitrary<SudokuBoard> = valuesArb.map((values) => SudokuBoard.fromValues(values));

/** A row (0–8) and a column (0–8). */
export const positionArb: fc.Arbitrary<[number, number]> = fc.tuple(
  fc.integer({ min: 0, max: 8 }),
  fc.integer({ min: 0, max: 8 }),
);
