/**
 * The hint-only families on the engine's finder interface (`engine/finned-fish.ts`,
 * `single-digit.ts`, `w-wing.ts`, `colouring.ts`): every finding they stream, not only the first
 * one the hints take, is sound and carries the pattern the prose layer names. Data: positions met
 * while the hint engine (up to colouring) solves a spread-out sample of top1465 (test/fixtures,
 * see its README), each finding checked against the unique solution from the brute-force
 * `SudokuSolver`. The hand-built positions of each technique, with their exact eliminations and
 * sentences, are in techniques.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuSolver } from '../../src/index.js';
import { simpleColouring } from '../../src/logic/engine/colouring.js';
import type { Finding } from '../../src/logic/engine/finding.js';
import { finnedFish } from '../../src/logic/engine/finned-fish.js';
import { emptyRectangles, skyscrapers, twoStringKites } from '../../src/logic/engine/single-digit.js';
import { wWings } from '../../src/logic/engine/w-wing.js';
import { LogicGrid } from '../../src/logic/grid.js';
import { applyFinding } from '../../src/logic/engine/finding.js';
import { TECHNIQUES, findFinding } from '../../src/logic/registry.js';
import { TECHNIQUE_INFO } from '../../src/logic/technique.js';
import { fixtureLines } from '../helpers.js';
import { sample } from '../sample.js';
import { allFound as all, type Scan } from './scan.js';

const FINDERS: readonly [string, Scan][] = [
  ['finned-x-wing', (grid, sink) => finnedFish(grid, 2, sink)],
  ['finned-swordfish', (grid, sink) => finnedFish(grid, 3, sink)],
  ['skyscraper', skyscrapers],
  ['two-string-kite', twoStringKites],
  ['empty-rectangle', emptyRectangles],
  ['w-wing', wWings],
  ['simple-colouring', simpleColouring],
];

/** The hint order up to the last hint-only family (the chains after it cost seconds on hard puzzles). */
/**
 * The cells a hint-only pattern names (a fish's: its fins) and its digits as a mask; the colours
 * of a colouring.
 */
function namedCells(f: Finding): {
  cells: readonly number[];
  digits: number;
  colours?: readonly (readonly number[])[];
} {
  const p = f.pattern;
  const digit = 'digit' in p ? 1 << (p.digit - 1) : 0;
  switch (p.kind) {
    case 'fish':
      return { cells: p.fins, digits: digit };
    case 'skyscraper':
      return { cells: [...p.bases, ...p.tops], digits: digit };
    case 'kite':
      return { cells: [...p.ends, ...p.inBox], digits: digit };
    case 'empty-rectangle':
      return { cells: [...p.boxCells, p.near, p.far], digits: digit };
    case 'w-wing':
      return { cells: [...p.cells, ...p.ends], digits: p.digits };
    case 'colouring':
      return { cells: [...p.colours[0], ...p.colours[1]], digits: digit, colours: [...p.colours] };
    default:
      throw new Error(`${f.technique}: a ${p.kind} pattern`);
  }
}

const CHEAP = TECHNIQUES.slice(0, TECHNIQUES.findIndex((t) => t.id === 'simple-colouring') + 1);

/**
 * The positions met while the hint engine solves `line`, with the solution. Where the order up to
 * colouring is stuck, the first empty cell gets its solution digit (what a chain would find, in
 * a fraction of the time), so the walk reaches the late positions of hard puzzles too.
 */
function positions(line: string): { grids: LogicGrid[]; solution: Uint8Array } {
  const board = SudokuBoard.parse(line.slice(0, 81));
  const truth = new SudokuSolver().solve(board);
  if (truth.status !== 'solved') throw new Error(`fixture puzzle without solution: ${line}`);
  const solution = Uint8Array.from({ length: 81 }, (_, cell) => truth.solution.get((cell / 9) | 0, cell % 9));
  const grid = LogicGrid.fromValues(
    Uint8Array.from({ length: 81 }, (_, cell) => board.get((cell / 9) | 0, cell % 9)),
  );
  const grids: LogicGrid[] = [];
  while (grid.emptyCount() > 0) {
    grids.push(grid.clone());
    const found = findFinding(grid, CHEAP);
    if (found !== null) applyFinding(grid, found);
    else {
      const cell = grid.values.indexOf(0);
      grid.place(cell, solution[cell]!);
    }
  }
  return { grids, solution };
}

/** Cell of a candidate code, and its digit. */
const cellOf = (code: number): number => (code / 9) | 0;
const digitOf = (code: number): number => (code % 9) + 1;

describe('the hint-only finders stream sound findings that carry their pattern', () => {
  const lines = sample(fixtureLines('top1465.txt'), 8, 500);
  const counts = new Map<string, number>(FINDERS.map(([id]) => [id, 0]));

  it(
    `on every position of hint solves of top1465 (${String(lines.length)} puzzles)`,
    { timeout: 300_000 },
    () => {
      const wrong: string[] = [];
      const check = (ok: boolean, f: Finding, what: string): void => {
        if (!ok) wrong.push(`${f.technique} ${what}: ${JSON.stringify(f)}`);
      };
      for (const line of lines) {
        const { grids, solution } = positions(line);
        for (const grid of grids) {
          for (const [id, scan] of FINDERS) {
            for (const f of all(scan, grid)) {
              counts.set(id, counts.get(id)! + 1);
              check(f.technique === id, f, 'technique');
              check(f.tenths === Math.round(TECHNIQUE_INFO[f.technique].score * 10), f, 'rating');
              check(f.cell === -1 && f.removals.length > 0, f, 'no removal');
              const named = namedCells(f);
              for (const code of f.removals) {
                // A candidate of the grid, never the solution's digit, and one of the pattern's digits.
                check(grid.has(cellOf(code), digitOf(code)), f, 'removes no candidate');
                check(solution[cellOf(code)] !== digitOf(code), f, 'removes the solution');
                check((named.digits & (1 << (code % 9))) !== 0, f, 'removes another digit');
              }
              // Every pattern cell holds one of the pattern's digits.
              for (const cell of named.cells)
                check((grid.masks[cell]! & named.digits) !== 0, f, 'pattern cell');
              if (id === 'simple-colouring')
                check(
                  named.colours!.every((colour) => colour.length > 0),
                  f,
                  'colours',
                );
            }
            // A sink that takes the first finding stops the scan there.
            let calls = 0;
            const stopped = scan(grid, () => (calls++, true));
            if (stopped !== (calls === 1) || calls > 1) wrong.push(`${id} did not stop`);
          }
        }
      }
      expect(wrong).toEqual([]);
      // Every family fires on the sample: the checks above ran on each.
      for (const [id, count] of counts) expect(count, id).toBeGreaterThan(0);
    },
  );
});

describe('the finders keep their scratch per call', () => {
  // A position of a top1465 hint solve where the finned fish and the colouring both fire.
  const { grids } = positions(fixtureLines('top1465.txt')[0]!);
  const other = positions(fixtureLines('top1465.txt')[1]!).grids;

  for (const [id, scan] of FINDERS) {
    it(`${id}: a call made from inside the sink changes nothing`, () => {
      const grid = grids.find((g) => all(scan, g).length > 1) ?? other.find((g) => all(scan, g).length > 1);
      expect(grid, `a position with two ${id} findings`).toBeDefined();
      const alone = all(scan, grid!);
      const nested: Finding[] = [];
      scan(grid!, (f) => {
        nested.push(f);
        // Re-enter on the same grid and on another one before the outer scan goes on.
        all(scan, grid!);
        for (const g of other.slice(0, 5)) all(scan, g);
        return false;
      });
      expect(nested).toEqual(alone);
    });
  }
});
