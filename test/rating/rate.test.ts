import { describe, expect, it } from 'vitest';
import { SudokuBoard } from '../../src/board/board.js';
import { rateBoard, ratingLevel } from '../../src/rating/rate.js';

describe('rateBoard', () => {
  it('rates a hidden-singles puzzle low and solves it', () => {
    const r = rateBoard(
      SudokuBoard.parse('................12..3.45.........6.....1...4.27.8........2....7..4...5...9..8....'),
    );
    expect(r.solvedByLogic).toBe(true);
    expect(r.rating).toBeGreaterThanOrEqual(1.2);
    expect(r.rating).toBeLessThanOrEqual(3);
  });

  it('rates a board without solution 0', () => {
    const r = rateBoard(SudokuBoard.parse('11' + '.'.repeat(79)));
    expect(r.rating).toBe(0);
    expect(r.level).toBe('unsolvable');
  });

  it('maps ratings to bands', () => {
    expect(ratingLevel(1.2)).toBe('easy');
    expect(ratingLevel(2.0)).toBe('medium');
    expect(ratingLevel(20)).toBe('beyond');
  });
});
