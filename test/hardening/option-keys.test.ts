/**
 * Unknown option keys: plain JavaScript that misspells an option (`{ difficult: 'hard' }`) gets a
 * TypeError naming the key and the nearest known one, instead of a result made without it. The
 * list of entry points is read from the API report, so a new options parameter that is not
 * covered here fails this test.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuCandidates,
  SudokuGame,
  SudokuGenerator,
  SudokuLogicSolver,
  SudokuSolver,
  SudokuValidator,
  SudokuRules,
  buildPrintPage,
  gradeKiller,
  rateBoard,
  renderBoardSvg,
  renderStepSvg,
} from '../../src/index.js';
import { closestWord } from '../../src/internal/args.js';

const PUZZLE = SudokuBoard.parse(
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
);

/** Killer rules of one cage (enough to read the options before any grading). */
const KILLER = SudokuRules.killer([{ sum: 3, cells: [0, 1] }]);

/** `Class.method` (or `function`) for every public entry point with an `options` parameter. */
function entryPointsWithOptions(): string[] {
  const report = readFileSync(new URL('../../etc/open-sudoku-engine.api.md', import.meta.url), 'utf8');
  const found = new Set<string>();
  let owner = '';
  for (const line of report.split('\n')) {
    const declared = /^export (?:declare )?(?:abstract )?class (\w+)/.exec(line);
    if (declared) owner = declared[1]!;
    else if (line.startsWith('}')) owner = '';
    if (!/\boptions\??:/.test(line)) continue;
    const fn = /^export (?:declare )?function (\w+)\(/.exec(line);
    const method = /^\s+(?:static )?(\w+)\(/.exec(line);
    if (fn) found.add(fn[1]!);
    else if (method && owner !== '') found.add(`${owner}.${method[1]!}`);
  }
  return [...found].sort();
}

// Each entry point called with one misspelled key, and the key it should suggest.
const CALLS: Record<string, [call: (options: object) => unknown, wrong: string, meant: string][]> = {
  gradeKiller: [
    [(o) => gradeKiller(SudokuBoard.empty(), { rules: KILLER, ...o }), 'timout', 'timeout'],
    [(o) => gradeKiller(SudokuBoard.empty(), { rules: KILLER, ...o }), 'signl', 'signal'],
  ],
  rateBoard: [
    [(o) => rateBoard(PUZZLE, o), 'step', 'steps'],
    [(o) => rateBoard(PUZZLE, o), 'timout', 'timeout'],
  ],
  'SudokuGame.applyHint': [[(o) => SudokuGame.fromPuzzle(PUZZLE).applyHint(o), 'timeOut', 'timeout']],
  'SudokuGame.hint': [[(o) => SudokuGame.fromPuzzle(PUZZLE).hint(o), 'signl', 'signal']],
  'SudokuGame.fromPuzzle': [[(o) => SudokuGame.fromPuzzle(PUZZLE, o), 'autoClear', 'autoClearNotes']],
  'SudokuGame.generate': [
    [(o) => SudokuGame.generate({ seed: 1, ...o }), 'difficult', 'difficulty'],
    [(o) => SudokuGame.generate({ seed: 1, ...o }), 'autoclearnotes', 'autoClearNotes'],
  ],
  'SudokuGenerator.generate': [
    [(o) => new SudokuGenerator().generate({ seed: 1, ...o }), 'difficult', 'difficulty'],
    [(o) => new SudokuGenerator().generate({ seed: 1, ...o }), 'emptyCellsTarget', 'emptyCellTarget'],
    [(o) => new SudokuGenerator().generate({ seed: 1, ...o }), 'maxAttempt', 'maxAttempts'],
    [(o) => new SudokuGenerator().generate({ seed: 1, ...o }), 'rule', 'rules'],
    [(o) => new SudokuGenerator().generate({ seed: 1, ...o }), 'jigsow', 'jigsaw'],
    [(o) => new SudokuGenerator().generate({ seed: 1, ...o }), 'killler', 'killer'],
  ],
  'SudokuLogicSolver.constructor': [[(o) => new SudokuLogicSolver(o), 'technique', 'techniques']],
  'SudokuLogicSolver.nextStep': [
    [(o) => new SudokuLogicSolver().nextStep(PUZZLE, o), 'candidate', 'candidates'],
    [(o) => new SudokuLogicSolver().nextStep(PUZZLE, o), 'timout', 'timeout'],
  ],
  'SudokuLogicSolver.allSteps': [
    [(o) => new SudokuLogicSolver().allSteps(PUZZLE, { limit: 5, ...o }), 'perTechniques', 'perTechnique'],
    [(o) => new SudokuLogicSolver().allSteps(PUZZLE, { limit: 5, ...o }), 'nestd', 'nested'],
  ],
  'SudokuGame.practice': [
    [
      (o) => SudokuGame.practice({ technique: 'hidden-single-box', seed: 1, ...o }),
      'difficult',
      'difficulty',
    ],
  ],
  'SudokuLogicSolver.rate': [[(o) => new SudokuLogicSolver().rate(PUZZLE, o), 'Steps', 'steps']],
  'SudokuLogicSolver.solve': [[(o) => new SudokuLogicSolver().solve(PUZZLE, o), 'signl', 'signal']],
  'SudokuSolver.countSolutions': [
    [(o) => new SudokuSolver().countSolutions(PUZZLE, 2, o), 'timeOut', 'timeout'],
  ],
  'SudokuSolver.hasUniqueSolution': [
    [(o) => new SudokuSolver().hasUniqueSolution(PUZZLE, o), 'singal', 'signal'],
  ],
  'SudokuSolver.solve': [[(o) => new SudokuSolver().solve(PUZZLE, o), 'timeouts', 'timeout']],
  'SudokuValidator.validate': [
    [(o) => SudokuValidator.validate(PUZZLE, o), 'requireCompete', 'requireComplete'],
    [(o) => SudokuValidator.validate(PUZZLE, o), 'rule', 'rules'],
  ],
  'SudokuValidator.findConflicts': [[(o) => SudokuValidator.findConflicts(PUZZLE, o), 'rule', 'rules']],
  'SudokuValidator.getCandidateMask': [
    [(o) => SudokuValidator.getCandidateMask(PUZZLE, 0, 2, o), 'rule', 'rules'],
  ],
  'SudokuValidator.getCandidates': [[(o) => SudokuValidator.getCandidates(PUZZLE, 0, 2, o), 'rule', 'rules']],
  'SudokuValidator.isComplete': [[(o) => SudokuValidator.isComplete(PUZZLE, o), 'rule', 'rules']],
  'SudokuValidator.isLegal': [[(o) => SudokuValidator.isLegal(PUZZLE, 0, 2, 4, o), 'rule', 'rules']],
  'SudokuValidator.isSolution': [[(o) => SudokuValidator.isSolution(PUZZLE, PUZZLE, o), 'rule', 'rules']],
  renderBoardSvg: [
    [(o) => renderBoardSvg(PUZZLE, o), 'theme_', 'theme'],
    [(o) => renderBoardSvg(PUZZLE, o), 'candidate', 'candidates'],
  ],
  renderStepSvg: [
    [(o) => renderStepSvg(new SudokuLogicSolver().nextStep(PUZZLE)!, PUZZLE, o), 'highlight', 'highlights'],
  ],
  buildPrintPage: [
    [(o) => buildPrintPage([PUZZLE], o), 'perpage', 'perPage'],
    [(o) => buildPrintPage([PUZZLE], o), 'answer', 'answers'],
  ],
};

describe('unknown option keys', () => {
  it('covers every public entry point that takes options (from the API report)', () => {
    expect(Object.keys(CALLS).sort()).toEqual(entryPointsWithOptions());
  });

  for (const [name, calls] of Object.entries(CALLS)) {
    it(`${name}: a misspelled key is a TypeError naming it and the key meant`, () => {
      for (const [call, wrong, meant] of calls) {
        expect(() => call({ [wrong]: wrong === 'difficult' ? 'hard' : true })).toThrow(TypeError);
        expect(() => call({ [wrong]: undefined })).toThrow(
          new RegExp(`options has an unknown key '${wrong}': did you mean '${meant}'\\?`),
        );
      }
    });
  }

  it('names the rating range keys, and lists the known keys when none is near', () => {
    const generate = (o: object): unknown => new SudokuGenerator().generate(o as never);
    expect(() => generate({ rating: { min: 2, mx: 3 } })).toThrow(
      /options\.rating has an unknown key 'mx': did you mean 'max'\?/,
    );
    expect(() => rateBoard(PUZZLE, { colour: 'red' } as never)).toThrow(
      "options has an unknown key 'colour' (known: rules, signal, steps, timeout)",
    );
  });

  it('accepts inherited keys, symbol keys and every documented key', () => {
    const inherited = Object.create({ nonsense: 1 }) as Record<string, unknown>;
    expect(SudokuValidator.validate(PUZZLE, inherited).isValid).toBe(true);
    expect(SudokuValidator.validate(PUZZLE, { [Symbol('x')]: 1 }).isValid).toBe(true);
    const candidates = SudokuCandidates.fromBoard(PUZZLE);
    expect(new SudokuLogicSolver().solve(PUZZLE, { candidates, timeout: 5_000 }).status).toBe('solved');
    const game = SudokuGame.generate({ seed: 'keys', difficulty: 'easy', autoClearNotes: false });
    expect(game.autoClearNotes).toBe(false);
  });

  it('suggests only a near, unambiguous word', () => {
    expect(closestWord('difficulty', ['difficulty', 'symmetry'])).toBe('difficulty');
    expect(closestWord('xyz', ['difficulty', 'symmetry'])).toBeUndefined();
    expect(closestWord('mix', ['min', 'max'])).toBeUndefined(); // one edit from both
    expect(closestWord('auto', ['autoClearNotes', 'autoSave'])).toBeUndefined(); // a prefix of both
    expect(closestWord('autoClear', ['autoClearNotes', 'symmetry'])).toBe('autoClearNotes');
  });
});
