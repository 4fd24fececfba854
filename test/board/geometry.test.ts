import { describe, expect, it } from 'vitest';
import { SUDOKU_UNITS, boxOf, columnOf, indexOf, peersOf, rowOf, unitOf } from '../../src/index.js';

describe('geometry', () => {
  it('gives every cell exactly 20 distinct peers, never itself, ascending', () => {
    for (let i = 0; i < 81; i++) {
      const peers = peersOf(i);
      expect(peers).toHaveLength(20);
      expect(new Set(peers).size).toBe(20);
      expect(peers).not.toContain(i);
      expect([...peers].sort((a, b) => a - b)).toEqual(peers);
    }
  });

  it('makes the peer relation symmetric and equal to "shares a row, column or box"', () => {
    for (let a = 0; a < 81; a++) {
      for (let b = 0; b < 81; b++) {
        const shares =
          a !== b && (rowOf(a) === rowOf(b) || columnOf(a) === columnOf(b) || boxOf(a) === boxOf(b));
        expect(peersOf(a).includes(b)).toBe(shares);
        expect(peersOf(a).includes(b)).toBe(peersOf(b).includes(a));
      }
    }
  });

  it('numbers rows, columns and boxes row-major', () => {
    expect([rowOf(0), columnOf(0), boxOf(0)]).toEqual([0, 0, 0]);
    expect([rowOf(40), columnOf(40), boxOf(40)]).toEqual([4, 4, 4]);
    expect([rowOf(80), columnOf(80), boxOf(80)]).toEqual([8, 8, 8]);
    expect(boxOf(indexOf(2, 6))).toBe(2);
    expect(boxOf(indexOf(6, 2))).toBe(6);
    for (let i = 0; i < 81; i++) expect(indexOf(rowOf(i), columnOf(i))).toBe(i);
  });

  it('lists 27 units of 9 cells, each cell in exactly three', () => {
    expect(SUDOKU_UNITS).toHaveLength(27);
    const seen = new Array<number>(81).fill(0);
    for (const unit of SUDOKU_UNITS) {
      expect(unit.cells).toHaveLength(9);
      for (const cell of unit.cells) seen[cell]!++;
    }
    expect(seen.every((n) => n === 3)).toBe(true);
    expect(unitOf('box', 4).cells).toEqual([30, 31, 32, 39, 40, 41, 48, 49, 50]);
    expect(unitOf('column', 8).cells).toEqual([8, 17, 26, 35, 44, 53, 62, 71, 80]);
    expect(unitOf('row', 1)).toMatchObject({ kind: 'row', index: 1 });
  });

  it('hands out frozen arrays, so no caller can corrupt the cache', () => {
    const peers = peersOf(10);
    expect(Object.isFrozen(peers)).toBe(true);
    expect(() => (peers as number[]).push(1)).toThrow(TypeError);
    expect(Object.isFrozen(SUDOKU_UNITS)).toBe(true);
    expect(Object.isFrozen(SUDOKU_UNITS[0]!.cells)).toBe(true);
    expect(peersOf(10)).toHaveLength(20);
  });

  it('rejects indices out of range or of the wrong type', () => {
    expect(() => peersOf(81)).toThrow(RangeError);
    expect(() => peersOf(-1)).toThrow(RangeError);
    expect(() => peersOf(1.5)).toThrow(RangeError);
    expect(() => peersOf(NaN)).toThrow(RangeError);
    expect(() => peersOf('3' as unknown as number)).toThrow(TypeError);
    expect(() => indexOf(9, 0)).toThrow(/row must be an integer from 0 to 8, received 9/);
    expect(() => rowOf(100)).toThrow(RangeError);
    expect(() => columnOf(-3)).toThrow(RangeError);
    expect(() => boxOf(Infinity)).toThrow(RangeError);
    expect(() => unitOf('diagonal' as 'row', 0)).toThrow(RangeError);
    expect(() => unitOf('row', 9)).toThrow(RangeError);
  });
});
