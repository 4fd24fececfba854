/**
 * `SudokuGenerator.generate({ rules })`: seeded unique puzzles under every variant rule set, a
 * jigsaw of the caller's and random ones, symmetries checked against the rules, and the option
 * errors.
 *
 * Uniqueness is checked by a counter written here that shares no code with the library: its
 * regions come from Sudoku Explainer's region tables (test/fixtures/se-regions.txt), the jigsaw
 * text and the rows, columns and boxes written out again; its moves from arithmetic. Givens and
 * solutions are checked with `SudokuValidator` under the rules as well.
 */
import { describe, expect, it } from 'vitest';
import { isSudokuError } from '../../src/errors.js';
import { generateInBand, ratingUnder, type RateValues } from '../../src/generator/bands.js';
import { SudokuGenerator } from '../../src/generator/generator.js';
import { planGeneration } from '../../src/generator/plan.js';
import { VariantGrids } from '../../src/generator/variant.js';
import { NonConsecutiveFill } from '../../src/generator/nc-grid.js';
import { BUDGET, FOUND } from '../../src/generator/rules-grid.js';
import { tablesOf } from '../../src/rules/rules-option.js';
import { bandOf, rateBoard } from '../../src/rating/rate.js';
import type { SudokuRatedPuzzle } from '../../src/generator/bands.js';
import { SolverEngine } from '../../src/solver/engine.js';
import { EMPTY_CELL_TARGETS, type SudokuSymmetry } from '../../src/generator/profiles.js';
import { SeededRandomSource } from '../../src/random/random-source.js';
import { randomJigsawLayout } from '../../src/rules/jigsaw-layout.js';
import { SudokuBoard } from '../../src/board/board.js';
import { SudokuRules } from '../../src/rules/rule-set.js';
import { SudokuValidator } from '../../src/rules/validator.js';
import { fixtureLines } from '../helpers.js';
import { size } from '../sample.js';

const SE_CLASS: Record<string, string[]> = {
  x: ['diagonalMain', 'diagonalAnti'],
  windoku: ['Window'],
  'disjoint-groups': ['DG'],
  asterisk: ['Asterisk'],
  girandola: ['Girandola'],
  'centre-dot': ['CD'],
};

function seRegions(kind: string): number[][] {
  return fixtureLines('se-regions.txt')
    .filter((line) => !line.startsWith('#') && line.split(' ')[2] === kind)
    .map((line) => line.split(' : ')[1]!.split(' ').map(Number));
}

interface Model {
  regions: number[][];
  peers: number[][];
  orthogonal: number[][];
  knight: boolean;
  king: boolean;
  nc: boolean;
}

/** The counter's own picture of a rule set, from its parts (not from the library's tables). */
function model(rules: SudokuRules): Model {
  const regions: number[][] = [];
  for (let k = 0; k < 9; k++) {
    regions.push(Array.from({ length: 9 }, (_, j) => k * 9 + j));
    regions.push(Array.from({ length: 9 }, (_, j) => j * 9 + k));
  }
  if (rules.layout === 'jigsaw') {
    for (let id = 1; id <= 9; id++)
      regions.push(Array.from(rules.jigsaw!).flatMap((c, i) => (Number(c) === id ? [i] : [])));
  } else if (rules.layout === 'boxes') {
    for (let b = 0; b < 9; b++)
      regions.push(
        Array.from(
          { length: 9 },
          (_, j) => (Math.floor(b / 3) * 3 + Math.floor(j / 3)) * 9 + (b % 3) * 3 + (j % 3),
        ),
      );
  }
  for (const part of rules.extraRegions) for (const kind of SE_CLASS[part]!) regions.push(...seRegions(kind));
  const knight = rules.neighbourRules.includes('anti-knight');
  const king = rules.neighbourRules.includes('anti-king');
  const peers: number[][] = [];
  const orthogonal: number[][] = [];
  for (let a = 0; a < 81; a++) {
    const list = new Set<number>();
    for (const region of regions) if (region.includes(a)) for (const b of region) if (b !== a) list.add(b);
    const ortho: number[] = [];
    for (let b = 0; b < 81; b++) {
      const dr = Math.abs(Math.floor(a / 9) - Math.floor(b / 9));
      const dc = Math.abs((a % 9) - (b % 9));
      if (knight && dr * dc === 2) list.add(b);
      if (king && dr <= 1 && dc <= 1 && b !== a) list.add(b);
      if (dr + dc === 1) ortho.push(b);
    }
    peers.push([...list]);
    orthogonal.push(ortho);
  }
  return { regions, peers, orthogonal, knight, king, nc: rules.neighbourRules.includes('non-consecutive') };
}

/** Backtracking on the cell with the fewest options: the solutions of `puzzle`, up to `limit`. */
function countSolutions(m: Model, puzzle: string, limit = 2): string[] {
  const grid = Array.from(puzzle).map((c) => (c === '.' || c === '0' ? 0 : Number(c)));
  const found: string[] = [];
  const options = (cell: number): number => {
    let mask = 0x3fe;
    for (const p of m.peers[cell]!) mask &= ~(1 << grid[p]!);
    if (m.nc)
      for (const p of m.orthogonal[cell]!)
        if (grid[p] !== 0) mask &= ~((1 << (grid[p]! - 1)) | (1 << (grid[p]! + 1)));
    return mask & 0x3fe;
  };
  const walk = (): void => {
    let best = -1;
    let bestMask = 0;
    let bestCount = 10;
    for (let cell = 0; cell < 81; cell++) {
      if (grid[cell] !== 0) continue;
      const mask = options(cell);
      let n = 0;
      for (let v = 1; v <= 9; v++) if ((mask >> v) & 1) n++;
      if (n < bestCount) {
        best = cell;
        bestMask = mask;
        bestCount = n;
        if (n <= 1) break;
      }
    }
    if (best < 0) {
      found.push(grid.join(''));
      return;
    }
    for (let v = 1; v <= 9 && found.length < limit; v++) {
      if (((bestMask >> v) & 1) === 0) continue;
      grid[best] = v;
      walk();
      grid[best] = 0;
    }
  };
  walk();
  return found;
}

/** True when `text` obeys the model: no repeated digit among peers, no consecutive orthogonal pair under NC. */
function obeys(m: Model, text: string): boolean {
  for (let a = 0; a < 81; a++) {
    const v = Number(text[a]);
    if (v === 0 || Number.isNaN(v)) continue;
    if (m.peers[a]!.some((b) => Number(text[b]) === v)) return false;
    if (m.nc && m.orthogonal[a]!.some((b) => Math.abs(Number(text[b]) - v) === 1)) return false;
  }
  return true;
}

// A jigsaw layout symmetric under the 180° rotation only (worked out by hand: regions 1↔9,
// 2↔8, 3↔7, 4↔6, and region 5 onto itself; region 5 leaves the centre box in both diagonal
// directions, so no mirror maps it onto a region).
const ROTATIONAL_JIGSAW =
  '111222333' +
  '111222333' +
  '111222333' +
  '444455666' +
  '445555566' +
  '444556666' +
  '777888999' +
  '777888999' +
  '777888999';

const SE_RULE_SETS = [
  'x',
  'windoku',
  'disjoint-groups',
  'asterisk',
  'girandola',
  'centre-dot',
  'anti-knight',
  'anti-king',
  'non-consecutive',
  'latin',
  'x+windoku',
];

const generator = new SudokuGenerator();

/** Every check a generated variant puzzle must pass. */
function checkPuzzle(
  puzzle: ReturnType<SudokuGenerator['generate']>,
  rules: SudokuRules,
  target: number,
): void {
  expect(puzzle.rules).toBeDefined();
  expect(puzzle.rules!.toString()).toBe(rules.toString());
  const m = model(rules);
  const text = puzzle.board.toString();
  const solution = puzzle.solution.toString();
  expect(puzzle.board.emptyCount).toBe(puzzle.emptyCellCount);
  expect(puzzle.emptyCellCount).toBeLessThanOrEqual(target);
  expect(puzzle.solution.emptyCount).toBe(0);
  // Every given is the solution's digit; the solution obeys the rules (both checkers agree).
  for (let i = 0; i < 81; i++) if (text[i] !== '.') expect(text[i]).toBe(solution[i]);
  expect(obeys(m, solution)).toBe(true);
  expect(SudokuValidator.validate(puzzle.solution, { rules }).isValid).toBe(true);
  expect(SudokuValidator.validate(puzzle.board, { rules }).isValid).toBe(true);
  // Exactly one solution, the one reported, as the independent counter finds it.
  expect(countSolutions(m, text)).toEqual([solution]);
}

describe('generate({ rules }) under every SE rule set', () => {
  it.each(SE_RULE_SETS)('%s: unique puzzles, givens under the rules, same seed same puzzle', (text) => {
    const rules = SudokuRules.parse(text);
    const count = size(2, 8);
    for (let seed = 0; seed < count; seed++) {
      const target = seed % 2 === 0 ? EMPTY_CELL_TARGETS.medium : EMPTY_CELL_TARGETS.hard;
      const puzzle = generator.generate({ rules, seed, emptyCellTarget: target });
      checkPuzzle(puzzle, rules, target);
      expect(puzzle.emptyCellCount).toBe(target);
      expect(puzzle.seed).toBe(seed);
      // The same seed and options, on another generator: the same puzzle.
      const again = new SudokuGenerator().generate({ rules, seed, emptyCellTarget: target });
      expect(again.board.equals(puzzle.board)).toBe(true);
      expect(again.solution.equals(puzzle.solution)).toBe(true);
    }
  });
});

describe('generate({ rules, difficulty }): bands of the rating under the rules', () => {
  // Each puzzle's rating is taken again by rateBoard under the same rules (the public rater), its
  // band checked with bandOf, and its uniqueness by the independent counter.
  const cases: readonly [string, 'easy' | 'medium' | 'hard' | 'expert'][] = [
    ['x', 'expert'],
    ['windoku', 'hard'],
    ['anti-knight', 'medium'],
    ['latin', 'hard'],
    ['x+windoku', 'expert'],
    // Rare under its rules (about one attempt in a hundred), made in time by sharing grids.
    ['non-consecutive', 'medium'],
  ];
  it.each(cases)('%s, %s: in band, rated alike by rateBoard, unique', (text, difficulty) => {
    const rules = SudokuRules.parse(text);
    for (let seed = 0; seed < size(1, 4); seed++) {
      const puzzle = generator.generate({ rules, difficulty, seed });
      checkPuzzle(puzzle, rules, 81);
      const rating = rateBoard(puzzle.board, { rules });
      expect(rating.rating).toBe((puzzle as SudokuRatedPuzzle).rating.rating);
      expect(bandOf(rating.rating)).toBe(difficulty);
      expect(rating.solutions).toBe(1);
    }
  });

  it('expert with nine or more extra regions: dug past the clue target, at most 60 empty cells', () => {
    // Rules with many extra regions dig past the target from the first attempt, to 60 empty cells
    // at most (their minimal puzzles have about 62 and are mostly too hard).
    for (const text of ['disjoint-groups', 'windoku'].slice(0, size(1, 2))) {
      const rules = SudokuRules.parse(text);
      for (let seed = 0; seed < size(1, 3); seed++) {
        const puzzle = generator.generate({ rules, difficulty: 'expert', seed });
        checkPuzzle(puzzle, rules, 60);
        expect(bandOf(rateBoard(puzzle.board, { rules }).rating)).toBe('expert');
      }
    }
  });

  it("a random jigsaw layout with a difficulty: the layout's own puzzle, in band", () => {
    const puzzle = generator.generate({
      jigsaw: 'random',
      rules: SudokuRules.classic,
      difficulty: 'hard',
      seed: 5,
    });
    checkPuzzle(puzzle, puzzle.rules!, 81);
    expect(bandOf(rateBoard(puzzle.board, { rules: puzzle.rules! }).rating)).toBe('hard');
  });
});

describe('jigsaw', () => {
  it("a layout of the caller's: unique puzzles, and the layout carried by the result", () => {
    const rules = SudokuRules.parse(`jigsaw:${ROTATIONAL_JIGSAW}`);
    for (let seed = 0; seed < size(2, 8); seed++) {
      const puzzle = generator.generate({ rules, seed, emptyCellTarget: EMPTY_CELL_TARGETS.medium });
      checkPuzzle(puzzle, rules, EMPTY_CELL_TARGETS.medium);
      expect(puzzle.rules).toBe(rules);
    }
  });

  it("jigsaw: 'random' draws a layout from the seed, alone or replacing the boxes of other rules", () => {
    const layouts = new Set<string>();
    for (let seed = 0; seed < size(3, 12); seed++) {
      for (const base of [SudokuRules.classic, SudokuRules.parse('x')]) {
        const options = {
          jigsaw: 'random' as const,
          rules: base,
          seed,
          emptyCellTarget: EMPTY_CELL_TARGETS.medium,
        };
        const puzzle = generator.generate(options);
        const rules = puzzle.rules!;
        expect(rules.layout).toBe('jigsaw');
        expect(rules.extraRegions).toEqual(base.extraRegions);
        checkPuzzle(puzzle, rules, EMPTY_CELL_TARGETS.medium);
        layouts.add(rules.jigsaw!);
        const again = new SudokuGenerator().generate(options);
        expect(again.rules!.toString()).toBe(rules.toString());
        expect(again.board.equals(puzzle.board)).toBe(true);
      }
    }
    // Fresh layouts: no two seeds (or bases) drew the same one.
    expect(layouts.size).toBe(size(3, 12) * 2);
  });

  it('randomJigsawLayout: nine connected regions of nine cells, none a row or column, with a grid; seeded', () => {
    for (let seed = 0; seed < size(4, 20); seed++) {
      const layout = randomJigsawLayout(new SeededRandomSource(seed));
      expect(layout).toMatch(/^[1-9]{81}$/);
      expect(randomJigsawLayout(new SeededRandomSource(seed))).toBe(layout);
      for (let id = 1; id <= 9; id++) {
        const cells = Array.from(layout).flatMap((c, i) => (Number(c) === id ? [i] : []));
        expect(cells).toHaveLength(9);
        // Connected: a flood from the first cell reaches all nine.
        const reached = new Set([cells[0]!]);
        for (let grew = true; grew;) {
          grew = false;
          for (const cell of cells) {
            if (reached.has(cell)) continue;
            if (
              [...reached].some(
                (r) =>
                  Math.abs(r - cell) === 9 ||
                  (Math.abs(r - cell) === 1 && Math.floor(r / 9) === Math.floor(cell / 9)),
              )
            ) {
              reached.add(cell);
              grew = true;
            }
          }
        }
        expect(reached.size).toBe(9);
        expect(new Set(cells.map((c) => Math.floor(c / 9))).size).toBeGreaterThan(1);
        expect(new Set(cells.map((c) => c % 9)).size).toBeGreaterThan(1);
      }
      const rules = SudokuRules.parse(`jigsaw:${layout}`);
      expect(rules.jigsaw).toBe(layout);
      // A grid exists: a puzzle dealt under the layout, whose solution the validator accepts under
      // it (the solver's search of an empty jigsaw grid has heavy tails on some layouts; the
      // generator's fill restarts with growing budgets).
      const dealt = generator.generate({ rules, seed, emptyCellTarget: EMPTY_CELL_TARGETS.medium });
      expect(SudokuValidator.isSolution(dealt.board, dealt.solution, { rules })).toBe(true);
    }
    expect(() => randomJigsawLayout({} as never)).toThrow(TypeError);
    expect(() => randomJigsawLayout({ nextInt: () => -1 })).toThrow(RangeError);
  });
});

// The symmetry maps written out again here, independently of the generator's tables.
const IMAGES: Record<Exclude<SudokuSymmetry, 'none'>, (r: number, c: number) => [number, number]> = {
  rotational: (r, c) => [8 - r, 8 - c],
  rotational90: (r, c) => [c, 8 - r],
  horizontal: (r, c) => [8 - r, c],
  vertical: (r, c) => [r, 8 - c],
  diagonal: (r, c) => [c, r],
  antidiagonal: (r, c) => [8 - c, 8 - r],
};

/** Whether the map sends every region of the model onto a region (the moves are symmetric under every map). */
function mapsOntoItself(m: Model, map: (r: number, c: number) => [number, number]): boolean {
  const keys = new Set(m.regions.map((cells) => [...cells].sort((a, b) => a - b).join(',')));
  return m.regions.every((cells) =>
    keys.has(
      cells
        .map((cell) => {
          const [r, c] = map(Math.floor(cell / 9), cell % 9);
          return r * 9 + c;
        })
        .sort((a, b) => a - b)
        .join(','),
    ),
  );
}

describe('symmetry under rules', () => {
  const cases = [...SE_RULE_SETS, `jigsaw:${ROTATIONAL_JIGSAW}`, `jigsaw:${ROTATIONAL_JIGSAW}+x`];
  it.each(cases)(
    '%s: every symmetry that maps the rules onto themselves, and an error for the others',
    (text) => {
      const rules = SudokuRules.parse(text);
      const m = model(rules);
      for (const [symmetry, map] of Object.entries(IMAGES) as [
        Exclude<SudokuSymmetry, 'none'>,
        (r: number, c: number) => [number, number],
      ][]) {
        const options = { rules, symmetry, seed: 5, emptyCellTarget: 36 };
        if (mapsOntoItself(m, map)) {
          // Only a few are generated (the check above is the point); the rest must not throw.
          if (symmetry !== 'rotational' && symmetry !== 'diagonal') continue;
          const puzzle = generator.generate(options);
          checkPuzzle(puzzle, rules, 36);
          const text = puzzle.board.toString();
          for (let cell = 0; cell < 81; cell++) {
            const [r, c] = map(Math.floor(cell / 9), cell % 9);
            expect(text[r * 9 + c] === '.').toBe(text[cell] === '.');
          }
        } else {
          let error: unknown;
          try {
            generator.generate(options);
          } catch (caught) {
            error = caught;
          }
          expect(isSudokuError(error)).toBe(true);
          if (!isSudokuError(error)) return;
          expect(error.code).toBe('SYMMETRY_BREAKS_RULES');
          expect(error.value).toBe(symmetry);
          expect(error.message).toContain(`'${symmetry}'`);
          expect(error.message).toContain(rules.toString());
        }
      }
    },
  );

  it('the rotational jigsaw allows the rotation and no mirror (worked out by hand)', () => {
    const m = model(SudokuRules.parse(`jigsaw:${ROTATIONAL_JIGSAW}`));
    expect(mapsOntoItself(m, IMAGES.rotational)).toBe(true);
    for (const symmetry of ['rotational90', 'horizontal', 'vertical', 'diagonal', 'antidiagonal'] as const)
      expect(mapsOntoItself(m, IMAGES[symmetry])).toBe(false);
  });

  it('a random layout with a symmetry is refused before anything is drawn', () => {
    expect(() =>
      generator.generate({
        jigsaw: 'random',
        rules: SudokuRules.classic,
        symmetry: 'rotational',
        emptyCellTarget: 30,
      }),
    ).toThrow(expect.objectContaining({ code: 'SYMMETRY_BREAKS_RULES', value: 'rotational' }));
  });
});

describe('options', () => {
  it('the classic rules keep the classic puzzle, and carry the rules only when given', () => {
    for (const options of [
      { seed: 3, emptyCellTarget: 40 },
      { seed: 'x', difficulty: 'easy' as const },
    ]) {
      const plain = generator.generate(options);
      const classic = generator.generate({ ...options, rules: SudokuRules.classic });
      expect(classic.board.equals(plain.board)).toBe(true);
      expect(classic.solution.equals(plain.solution)).toBe(true);
      expect(classic.rules).toBe(SudokuRules.classic);
      expect('rules' in plain).toBe(false);
      expect(Object.isFrozen(classic)).toBe(true);
    }
  });

  it('bad rules options are refused with typed errors', () => {
    const x = SudokuRules.parse('x');
    const refused = (options: object): unknown => {
      try {
        generator.generate(options as never);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(refused({ rules: 'x', emptyCellTarget: 30 })).toBeInstanceOf(TypeError);
    expect(refused({ rules: {}, emptyCellTarget: 30 })).toBeInstanceOf(TypeError);
    expect(refused({ jigsaw: 'yes', emptyCellTarget: 30 })).toBeInstanceOf(RangeError);
    expect(refused({ jigsaw: true, emptyCellTarget: 30 })).toBeInstanceOf(RangeError);
    expect(
      refused({ jigsaw: 'random', rules: SudokuRules.parse('latin'), emptyCellTarget: 30 }),
    ).toBeInstanceOf(TypeError);
    expect(
      refused({
        jigsaw: 'random',
        rules: SudokuRules.parse(`jigsaw:${ROTATIONAL_JIGSAW}`),
        emptyCellTarget: 30,
      }),
    ).toBeInstanceOf(TypeError);
    expect(refused({ rules: x, emptyCellTarget: 70 })).toBeInstanceOf(RangeError);
    const reason = new Error('stop');
    expect(refused({ rules: x, emptyCellTarget: 30, signal: AbortSignal.abort(reason) })).toBe(reason);
    // A random layout needs the rules whose boxes it replaces.
    expect(refused({ jigsaw: 'random', emptyCellTarget: 30 })).toBeInstanceOf(TypeError);
    expect(
      refused({ jigsaw: 'random', rules: x, emptyCellTarget: 30, signal: AbortSignal.abort(reason) }),
    ).toBe(reason);
  });

  it('a random source drives the variant puzzle as a seed does', () => {
    const rules = SudokuRules.parse('windoku');
    const bySeed = generator.generate({ rules, seed: 11, emptyCellTarget: 40 });
    const bySource = generator.generate({ rules, random: new SeededRandomSource(11), emptyCellTarget: 40 });
    expect(bySource.board.equals(bySeed.board)).toBe(true);
    expect(bySource.seed).toBeUndefined();
  });
});

describe('the band search under variant rules', () => {
  it('runs with the rules’ grids and uniqueness and the rating it is given', () => {
    // The rating the search is given is the one that decides: the rules' own (ratingUnder), counted.
    let calls = 0;
    const x = SudokuRules.parse('x');
    for (const options of [{ rules: x }, { jigsaw: 'random' as const, rules: SudokuRules.classic }]) {
      for (let seed = 0; seed < size(2, 6); seed++) {
        const plan = planGeneration({ ...options, difficulty: 'medium', seed });
        const variant = new VariantGrids(plan.givenRules!, plan.randomJigsaw, plan.draw, plan.signal);
        const underRules = ratingUnder(variant.rules);
        const rate: RateValues = (values, signal, maxEr) => {
          calls++;
          return underRules(values, signal, maxEr);
        };
        const puzzle = generateInBand(plan, new SolverEngine(), rate, variant);
        const rules = puzzle.rules!;
        if (options.rules === x) expect(rules).toBe(x);
        else expect(rules.layout).toBe('jigsaw');
        expect(puzzle.difficulty).toBe('medium');
        expect(puzzle.rating.rating).toBeGreaterThanOrEqual(1.6);
        expect(puzzle.rating.rating).toBeLessThanOrEqual(2.5);
        expect(rateBoard(puzzle.board, { rules }).rating).toBe(puzzle.rating.rating);
        expect(countSolutions(model(rules), puzzle.board.toString())).toEqual([puzzle.solution.toString()]);
        expect(SudokuValidator.validate(puzzle.solution, { rules }).isValid).toBe(true);
      }
    }
    expect(calls).toBeGreaterThan(0);
  });
});

describe('grids of a call under variant rules', () => {
  /** The grids of `n` fills in a row from one seeded stream, as text. */
  function grids(text: string, n: number, seed: number): string[] {
    const rules = SudokuRules.parse(text);
    const source = new SeededRandomSource(seed);
    const draw = (bound: number): number => source.nextInt(bound);
    const variant = new VariantGrids(rules, false, draw, undefined);
    const out: string[] = [];
    const grid = new Uint8Array(81);
    for (let i = 0; i < n; i++) {
      variant.fill(grid, draw, undefined);
      expect(SudokuValidator.validate(SudokuBoard.fromValues(grid), { rules }).isValid).toBe(true);
      out.push(grid.join(''));
    }
    return out;
  }

  it('a costly grid (non-consecutive) serves the next attempts; a cheap one (x, windoku) never does', () => {
    for (let seed = 0; seed < size(2, 6); seed++) {
      const nc = grids('non-consecutive', 12, seed);
      // Reused, and yet not one grid for ever.
      expect(new Set(nc).size).toBeLessThan(nc.length);
      for (const text of ['x', 'windoku']) {
        const cheap = grids(text, 12, seed);
        expect(new Set(cheap).size).toBe(cheap.length);
      }
    }
    // A grid serves 65 attempts at most: 150 see three grids or more.
    const many = grids('non-consecutive', 150, 1);
    expect(new Set(many).size).toBeGreaterThanOrEqual(3);
  });
});

describe('solution grids under non-consecutive rules (the fill of nc-grid.ts)', () => {
  /** A grid of `fill` under `tables` drawn from `seed`, retrying with a larger budget as the generator does. */
  function ncGrid(fill: NonConsecutiveFill, text: string, seed: number): string {
    const tables = tablesOf(SudokuRules.parse(text));
    const source = new SeededRandomSource(seed);
    const draw = (bound: number): number => source.nextInt(bound);
    const grid = new Uint8Array(81);
    for (let budget = 100; ; budget = Math.ceil(budget * 1.02)) {
      const found = fill.fill(grid, tables, draw, budget, undefined);
      if (found === FOUND) return grid.join('');
      expect(found).toBe(BUDGET);
    }
  }

  const sets: readonly [string, number, number][] = [
    ['non-consecutive', 4, 40],
    ['x+non-consecutive', 1, 6],
    ['anti-knight+non-consecutive', 2, 10],
    ['disjoint-groups+non-consecutive', 2, 10],
    ['centre-dot+non-consecutive', 2, 10],
    [`jigsaw:${ROTATIONAL_JIGSAW}+non-consecutive`, 1, 4],
  ];
  it.each(sets)(
    '%s: every region holds the nine digits, no orthogonal pair is consecutive, same seed same grid',
    (text, quick, full) => {
      const rules = SudokuRules.parse(text);
      const m = model(rules);
      const fill = new NonConsecutiveFill();
      const grids = new Set<string>();
      // Seeds 3 and 5 first: the rotational jigsaw's grids are quick to find from them.
      for (const seed of [3, 5, 0, 1, 2, 4, 6, 7, 8, 9]
        .concat(Array.from({ length: 30 }, (_, i) => 10 + i))
        .slice(0, size(quick, full))) {
        const text81 = ncGrid(fill, text, seed);
        expect(text81).toMatch(/^[1-9]{81}$/);
        for (const region of m.regions) expect(new Set(region.map((cell) => text81[cell])).size).toBe(9);
        for (let cell = 0; cell < 81; cell++) {
          const v = Number(text81[cell]);
          if (cell % 9 < 8) expect(Math.abs(v - Number(text81[cell + 1]))).not.toBe(1);
          if (cell < 72) expect(Math.abs(v - Number(text81[cell + 9]))).not.toBe(1);
        }
        expect(obeys(m, text81)).toBe(true);
        // Another fill object, the same seed: the same grid.
        expect(ncGrid(new NonConsecutiveFill(), text, seed)).toBe(text81);
        grids.add(text81);
      }
      expect(grids.size).toBe(size(quick, full));
    },
  );

  it('a budget too small ends the search with BUDGET, the grid untouched', () => {
    const grid = new Uint8Array(81);
    const source = new SeededRandomSource(1);
    const fill = new NonConsecutiveFill();
    const found = fill.fill(
      grid,
      tablesOf(SudokuRules.parse('non-consecutive')),
      (n) => source.nextInt(n),
      1,
      undefined,
    );
    expect(found).toBe(BUDGET);
    expect(grid.every((v) => v === 0)).toBe(true);
  });

  it.each(['x+non-consecutive', 'anti-knight+non-consecutive'])(
    '%s: generated puzzles unique by the independent counter, same seed same puzzle',
    (text) => {
      const rules = SudokuRules.parse(text);
      for (let seed = 0; seed < size(1, 4); seed++) {
        const puzzle = generator.generate({ rules, seed, emptyCellTarget: EMPTY_CELL_TARGETS.medium });
        checkPuzzle(puzzle, rules, EMPTY_CELL_TARGETS.medium);
        const again = new SudokuGenerator().generate({
          rules,
          seed,
          emptyCellTarget: EMPTY_CELL_TARGETS.medium,
        });
        expect(again.board.equals(puzzle.board)).toBe(true);
      }
    },
  );
});
