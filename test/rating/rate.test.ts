import { describe, expect, it } from 'vitest';
import { SudokuBoard } from '../../src/board/board.js';
import { SudokuLogicSolver } from '../../src/logic/solver.js';
import { SUDOKU_RATING_BANDS, rateBoard, rateValues, ratingLevel } from '../../src/rating/rate.js';
import { lengthTenths } from '../../src/logic/engine/chains/potentials.js';
import { solveRaw } from '../../src/solver/engine.js';
import { fixtureLines, valuesOf } from '../helpers.js';
import { sample } from '../sample.js';

// Puzzles from test/fixtures/se-rated.tsv with the ER Sudoku Explainer gave them.
const HIDDEN_SINGLES = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...'; // 2.6
const BOX_SINGLES_ONLY = '.................1..2..3........4.5..6.......71..2.8......6......31.8.....4...97.'; // 1.5
const FORCING_X = '................12..3..4..............5.3.4...6.7....1....4.6...2......71...89...'; // 6.6

describe('rateBoard', () => {
  it('gives SE ratings with EP, ED, band and technique counts', () => {
    const r = rateBoard(SudokuBoard.parse(HIDDEN_SINGLES));
    expect(r.rating).toBe(2.6);
    expect(r.pearl).toBe(1.5);
    expect(r.diamond).toBe(1.5);
    expect(r.level).toBe('hard');
    expect(r.hardestTechnique).toBe('pointing');
    expect(r.solvedByLogic).toBe(true);
    expect(r.techniqueCounts.pointing).toBeGreaterThan(0);
    expect(Object.isFrozen(r)).toBe(true);
    expect(Object.isFrozen(r.techniqueCounts)).toBe(true);
    const easy = rateBoard(SudokuBoard.parse(BOX_SINGLES_ONLY));
    expect(easy.rating).toBe(1.5);
    expect(easy.level).toBe('easy');
  });

  it('is the same through SudokuLogicSolver.rate', () => {
    const board = SudokuBoard.parse(HIDDEN_SINGLES);
    expect(new SudokuLogicSolver().rate(board)).toEqual(rateBoard(board));
  });

  it('rates a board without solution 0 and a full board 0', () => {
    const bad = rateBoard(SudokuBoard.parse('11' + '.'.repeat(79)));
    expect(bad).toMatchObject({
      rating: 0,
      level: 'unsolvable',
      solvedByLogic: false,
      hardestTechnique: 'none',
    });
    const solution = new Uint8Array(81);
    expect(solveRaw(valuesOf(HIDDEN_SINGLES), solution)).toBe(true);
    const full = rateValues(solution);
    expect(full).toMatchObject({ rating: 0, solvedByLogic: true, hardestTechnique: 'none' });
  });

  it('rates an empty board (many solutions) honestly: beyond the techniques', () => {
    const r = rateBoard(SudokuBoard.parse('.'.repeat(81)));
    expect(r.rating).toBe(20);
    expect(r.level).toBe('beyond');
    expect(r.solvedByLogic).toBe(false);
    expect(r.hardestTechnique).toBe('beyond');
  });

  it('rates chains with SE length terms', () => {
    const r = rateBoard(SudokuBoard.parse(FORCING_X));
    expect(r.rating).toBe(6.6);
    expect(r.hardestTechnique).toBe('forcing-x-chain');
    expect(r.solvedByLogic).toBe(true);
  });

  it('checks its arguments and honours an aborted signal', () => {
    expect(() => rateBoard('x' as unknown as SudokuBoard)).toThrow(TypeError);
    expect(() => rateBoard(SudokuBoard.parse(HIDDEN_SINGLES), 5 as never)).toThrow(TypeError);
    expect(() => rateBoard(SudokuBoard.parse(HIDDEN_SINGLES), { signal: 'no' as never })).toThrow(TypeError);
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    expect(() => rateBoard(SudokuBoard.parse(HIDDEN_SINGLES), { signal: controller.signal })).toThrow('stop');
  });

  it('polls the signal between steps', () => {
    const controller = new AbortController();
    let steps = 0;
    expect(() =>
      rateValues(valuesOf(FORCING_X), controller.signal, undefined, () => {
        steps++;
        if (steps === 3) controller.abort(new Error('mid-rating'));
      }),
    ).toThrow('mid-rating');
    expect(steps).toBe(3);
  });
});

describe('rateValues with the solution count known', () => {
  it('rates a unique puzzle as it does after counting, cut or not', () => {
    // The generator's ratings: its puzzles have one solution, so the count is not searched again.
    for (const line of sample(fixtureLines('top1465.txt'), 12, 200)) {
      const values = valuesOf(line.slice(0, 81));
      for (const maxEr of [Infinity, 6.2]) {
        const known = rateValues(values, undefined, maxEr, undefined, undefined, undefined, undefined, true);
        expect(known).toEqual(rateValues(values, undefined, maxEr));
      }
    }
  });
});

describe('bands and length term', () => {
  it('maps ratings to documented bands', () => {
    expect(ratingLevel(0, false)).toBe('unsolvable');
    expect(ratingLevel(1.5)).toBe('easy');
    expect(ratingLevel(2.0)).toBe('medium');
    expect(ratingLevel(4.2)).toBe('hard');
    expect(ratingLevel(6.6)).toBe('expert');
    expect(ratingLevel(8.3)).toBe('extreme');
    expect(ratingLevel(9.5)).toBe('nightmare');
    expect(ratingLevel(20)).toBe('beyond');
    expect(SUDOKU_RATING_BANDS.hard).toBe(5);
  });

  it('adds 0.1 past each of SE thresholds 4, 6, 8, 12, 16, 24, …', () => {
    // complexity − 2 = chain length
    expect(lengthTenths(6)).toBe(0);
    expect(lengthTenths(7)).toBe(1);
    expect(lengthTenths(8)).toBe(1);
    expect(lengthTenths(9)).toBe(2);
    expect(lengthTenths(10)).toBe(2);
    expect(lengthTenths(11)).toBe(3);
    expect(lengthTenths(14)).toBe(3);
    expect(lengthTenths(15)).toBe(4);
    expect(lengthTenths(19)).toBe(5);
    expect(lengthTenths(27)).toBe(6);
  });
});
