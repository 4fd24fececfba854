/**
 * SudokuGame: creation, reading, actions, hints, undo/redo and saving, checked against the
 * library's other public parts (validator, solver, generator, hint engine) and against published
 * solutions (`solution-counts.txt`) and Sudoku Explainer ratings (`se-rated.tsv`).
 */
import { describe, expect, it, vi } from 'vitest';
import {
  SudokuBoard,
  SudokuCandidates,
  SudokuGame,
  SudokuGenerator,
  SudokuLogicSolver,
  SudokuSolver,
  SudokuValidator,
  isSudokuError,
  peersOf,
} from '../../src/index.js';
import { fixtureLines, solutionCounts } from '../helpers.js';

/** The first unique puzzle of tdoku's test file, with its published solution. */
const UNIQUE = solutionCounts().find((row) => row.count === 1 && row.solution !== undefined)!;
const PUZZLE = SudokuBoard.parse(UNIQUE.puzzle);
const SOLUTION = SudokuBoard.parse(UNIQUE.solution!);

/** Puzzles Sudoku Explainer rates `min`–`max` (ER), from the rated sample. */
function rated(min: number, max: number): SudokuBoard[] {
  return fixtureLines('se-rated.tsv')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(([, er]) => Number(er) >= min && Number(er) <= max)
    .map(([puzzle]) => SudokuBoard.parse(puzzle!));
}

/** The first empty cell of `board`, as [row, column]. */
function firstEmpty(board: SudokuBoard): [number, number] {
  const index = board.toValues().indexOf(0);
  return [Math.floor(index / 9), index % 9];
}

/** The first given of `board`, as [row, column]. */
function firstGiven(board: SudokuBoard): [number, number] {
  const index = board.toValues().findIndex((value) => value !== 0);
  return [Math.floor(index / 9), index % 9];
}

function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

function playHints(game: SudokuGame, limit = 200): SudokuGame {
  let current = game;
  for (let i = 0; i < limit && !current.isComplete; i++) {
    const next = current.applyHint();
    if (next === current) break;
    current = next;
  }
  return current;
}

describe('SudokuGame creation', () => {
  it('fromPuzzle computes the published solution and starts with the givens only', () => {
    const game = SudokuGame.fromPuzzle(PUZZLE);
    expect(game.puzzle.equals(PUZZLE)).toBe(true);
    expect(game.board.equals(PUZZLE)).toBe(true);
    expect(game.solution.equals(SOLUTION)).toBe(true);
    expect(game.moves).toBe(0);
    expect(game.canUndo).toBe(false);
    expect(game.canRedo).toBe(false);
    expect(game.lastStep).toBeNull();
    expect(game.autoClearNotes).toBe(true);
    expect(game.isComplete).toBe(false);
    expect(game.conflicts).toEqual([]);
    expect(game.mistakes()).toEqual([]);
    expect(Object.isFrozen(game)).toBe(true);
  });

  it('fromPuzzle refuses a puzzle without exactly one solution, naming the count', () => {
    const several = thrown(() => SudokuGame.fromPuzzle(SudokuBoard.empty()));
    expect(isSudokuError(several)).toBe(true);
    expect(several).toMatchObject({ code: 'NOT_UNIQUE', found: 2 });
    const none = solutionCounts().find((row) => row.count === 0)!;
    expect(thrown(() => SudokuGame.fromPuzzle(SudokuBoard.parse(none.puzzle)))).toMatchObject({
      code: 'NOT_UNIQUE',
      found: 0,
      message: 'the puzzle has no solution',
    });
    // Givens that clash: no solution either.
    const [gr, gc] = firstGiven(PUZZLE);
    const emptyInRow = PUZZLE.toValues().findIndex((v, i) => v === 0 && Math.floor(i / 9) === gr);
    const clash = PUZZLE.with(gr, emptyInRow % 9, PUZZLE.get(gr, gc));
    expect(SudokuValidator.findConflicts(clash).length).toBe(2);
    expect(thrown(() => SudokuGame.fromPuzzle(clash))).toMatchObject({ code: 'NOT_UNIQUE', found: 0 });
  });

  it('fromPuzzle checks its arguments', () => {
    expect(() => SudokuGame.fromPuzzle(UNIQUE.puzzle as never)).toThrow(TypeError);
    expect(() => SudokuGame.fromPuzzle(PUZZLE, { autoClearNotes: 'yes' as never })).toThrow(
      /options\.autoClearNotes must be a boolean/,
    );
    expect(() => SudokuGame.fromPuzzle(PUZZLE, 3 as never)).toThrow(TypeError);
    expect(SudokuGame.fromPuzzle(PUZZLE, { autoClearNotes: false }).autoClearNotes).toBe(false);
    expect(() => new (SudokuGame as unknown as new () => unknown)()).toThrow(/no public constructor/);
  });

  it('generate deals the generator’s puzzle and solution for the same options', () => {
    const options = { difficulty: 'hard', seed: 42 } as const;
    const expected = new SudokuGenerator().generate(options);
    const game = SudokuGame.generate({ ...options, autoClearNotes: false });
    expect(game.puzzle.equals(expected.board)).toBe(true);
    expect(game.solution.equals(expected.solution)).toBe(true);
    expect(game.autoClearNotes).toBe(false);
    expect(() => SudokuGame.generate({ difficulty: 'impossible' as never })).toThrow(RangeError);
  });
});

describe('SudokuGame actions', () => {
  const game = SudokuGame.fromPuzzle(PUZZLE);
  const [row, column] = firstEmpty(PUZZLE);
  const answer = SOLUTION.get(row, column);

  it('enter writes a digit in a new game and leaves the old one as it was', () => {
    const next = game.enter(row, column, answer);
    expect(next).not.toBe(game);
    expect(next.board.get(row, column)).toBe(answer);
    expect(game.board.get(row, column)).toBe(0);
    expect(next.moves).toBe(1);
    expect(next.canUndo).toBe(true);
    expect(next.enter(row, column, answer)).toBe(next);
    const replaced = next.enter(row, column, answer === 9 ? 1 : answer + 1);
    expect(replaced.board.get(row, column)).not.toBe(answer);
    expect(replaced.moves).toBe(2);
  });

  it('enter, erase and toggleNote refuse givens and out-of-range arguments, naming them', () => {
    const [gr, gc] = firstGiven(PUZZLE);
    expect(() => game.enter(gr, gc, 5)).toThrow(
      new RangeError(`r${gr + 1}c${gc + 1} is a given and cannot change`),
    );
    expect(() => game.erase(gr, gc)).toThrow(RangeError);
    expect(() => game.toggleNote(gr, gc, 5)).toThrow(/is a given and takes no notes/);
    expect(() => game.enter(row, column, 0)).toThrow(/digit must be an integer from 1 to 9, received 0/);
    expect(() => game.enter(row, column, 10)).toThrow(RangeError);
    expect(() => game.enter(9, 0, 1)).toThrow(/row must be an integer from 0 to 8, received 9/);
    expect(() => game.enter(0, -1, 1)).toThrow(/column/);
    expect(() => game.enter(0, 0, '1' as never)).toThrow(TypeError);
    expect(() => game.notes(0, 9)).toThrow(RangeError);
    expect(() => game.isGiven(0.5, 0)).toThrow(RangeError);
    expect(game.board.equals(PUZZLE)).toBe(true);
    expect(game.moves).toBe(0);
    const filled = game.enter(row, column, answer);
    expect(() => filled.toggleNote(row, column, 1)).toThrow(/holds a digit: erase it to take notes/);
  });

  it('erase clears a digit or notes; an empty cell without notes is unchanged', () => {
    expect(game.erase(row, column)).toBe(game);
    const erased = game.enter(row, column, answer).erase(row, column);
    expect(erased.board.equals(PUZZLE)).toBe(true);
    expect(erased.moves).toBe(2);
    const noted = game.toggleNote(row, column, 3).toggleNote(row, column, 1);
    expect(noted.notes(row, column)).toEqual([1, 3]);
    expect(noted.erase(row, column).notes(row, column)).toEqual([]);
  });

  it('toggleNote adds and removes marks, ascending and frozen', () => {
    const on = game.toggleNote(row, column, 7).toggleNote(row, column, 2);
    expect(on.notes(row, column)).toEqual([2, 7]);
    expect(Object.isFrozen(on.notes(row, column))).toBe(true);
    expect(on.toggleNote(row, column, 7).notes(row, column)).toEqual([2]);
    expect(game.notes(row, column)).toEqual([]);
  });

  it('fillNotes writes each empty cell’s candidates, as the validator lists them', () => {
    const filled = game.fillNotes();
    for (let index = 0; index < 81; index++) {
      const [r, c] = [Math.floor(index / 9), index % 9];
      expect(filled.notes(r, c)).toEqual(
        PUZZLE.get(r, c) === 0 ? SudokuValidator.getCandidates(PUZZLE, r, c) : [],
      );
    }
    expect(filled.fillNotes()).toBe(filled);
  });

  it('fillNotes leaves out a note the player toggled off, until it is toggled on again', () => {
    const filled = game.fillNotes();
    const first = filled.notes(row, column)[0]!;
    const removed = filled.toggleNote(row, column, first).erase(row, column).fillNotes();
    expect(removed.notes(row, column)).not.toContain(first);
    expect(removed.notes(row, column)).toEqual(filled.notes(row, column).slice(1));
    const back = removed.toggleNote(row, column, first).erase(row, column).fillNotes();
    expect(back.notes(row, column)).toEqual(filled.notes(row, column));
  });

  it('an entered digit leaves its peers’ notes with autoClearNotes, and only then', () => {
    for (const autoClearNotes of [true, false]) {
      const filled = SudokuGame.fromPuzzle(PUZZLE, { autoClearNotes }).fillNotes();
      const peersWith = [];
      for (let index = 0; index < 81; index++) {
        const [r, c] = [Math.floor(index / 9), index % 9];
        const peer =
          (r === row ||
            c === column ||
            (Math.floor(r / 3) === Math.floor(row / 3) && Math.floor(c / 3) === Math.floor(column / 3))) &&
          index !== row * 9 + column;
        if (peer && filled.notes(r, c).includes(answer)) peersWith.push([r, c] as const);
      }
      expect(peersWith.length).toBeGreaterThan(0);
      const entered = filled.enter(row, column, answer);
      expect(entered.notes(row, column)).toEqual([]);
      for (const [r, c] of peersWith) expect(entered.notes(r, c).includes(answer)).toBe(!autoClearNotes);
    }
  });

  it('conflicts lists both ends as the validator does; mistakes lists wrong digits', () => {
    const [gr, gc] = firstGiven(PUZZLE);
    const digit = PUZZLE.get(gr, gc);
    const emptyInRow = PUZZLE.toValues().findIndex((v, i) => v === 0 && Math.floor(i / 9) === gr);
    const clashing = game.enter(gr, emptyInRow % 9, digit);
    expect(clashing.conflicts).toEqual(SudokuValidator.findConflicts(clashing.board));
    expect(clashing.conflicts).toContain(gr * 9 + gc);
    expect(clashing.conflicts).toContain(emptyInRow);
    expect(clashing.mistakes()).toEqual([emptyInRow]);
    expect(game.enter(row, column, answer).mistakes()).toEqual([]);
  });

  it('isComplete is true once the solution is entered, and not before', () => {
    let current = game;
    for (let index = 0; index < 81; index++) {
      if (PUZZLE.at(index) !== 0) continue;
      expect(current.isComplete).toBe(false);
      current = current.enter(Math.floor(index / 9), index % 9, SOLUTION.at(index));
    }
    expect(current.isComplete).toBe(true);
    expect(current.board.equals(SOLUTION)).toBe(true);
    expect(current.moves).toBe(PUZZLE.emptyCount);
  });

  it('undo and redo walk the history; a new move drops what was undone', () => {
    const one = game.enter(row, column, answer);
    const two = one.toggleNote(...firstEmpty(one.board), 4);
    const back = two.undo();
    expect(back.equals(one)).toBe(true);
    expect(back.canRedo).toBe(true);
    expect(back.moves).toBe(1);
    expect(back.redo().equals(two)).toBe(true);
    expect(back.undo().equals(game)).toBe(true);
    const start = back.undo();
    expect(start.undo()).toBe(start);
    expect(two.redo()).toBe(two);
    const branched = back.fillNotes();
    expect(branched.canRedo).toBe(false);
    expect(branched.moves).toBe(2);
  });

  it('equals compares positions, not histories', () => {
    const entered = game.enter(row, column, answer);
    expect(entered.erase(row, column).equals(game)).toBe(true);
    expect(entered.equals(game)).toBe(false);
    expect(game.toggleNote(row, column, 1).equals(game)).toBe(false);
    expect(game.equals(SudokuGame.fromPuzzle(PUZZLE, { autoClearNotes: false }))).toBe(false);
    expect(game.equals({} as never)).toBe(false);
    expect(game.equals(SudokuGame.fromPuzzle(rated(1, 2)[0]!))).toBe(false);
    expect(game.equals(null as never)).toBe(false);
  });
});

describe('SudokuGame cost', () => {
  it('searches only when created, and hints only in hint() and applyHint(), once per game value', () => {
    const solve = vi.spyOn(SudokuSolver.prototype, 'solve');
    const count = vi.spyOn(SudokuSolver.prototype, 'countSolutions');
    const next = vi.spyOn(SudokuLogicSolver.prototype, 'nextStep');
    try {
      let game = SudokuGame.fromPuzzle(PUZZLE);
      expect(solve).toHaveBeenCalledTimes(1);
      expect(count).toHaveBeenCalledTimes(1);
      const [row, column] = firstEmpty(PUZZLE);
      game = game.fillNotes().toggleNote(row, column, 9).toggleNote(row, column, 9).enter(row, column, 1);
      game = game.erase(row, column).undo().undo().redo();
      // The redo put the 1 back: reading conflicts and mistakes must not search either.
      const cell = row * 9 + column;
      expect(game.board.get(row, column)).toBe(1);
      expect(game.mistakes()).toEqual(game.solution.get(row, column) === 1 ? [] : [cell]);
      expect(game.conflicts.includes(cell)).toBe(peersOf(cell).some((peer) => PUZZLE.at(peer) === 1));
      expect(game.isComplete).toBe(false);
      const saved = game.format();
      expect(next).not.toHaveBeenCalled();
      game.hint();
      game.hint();
      game = game.applyHint();
      expect(next).toHaveBeenCalledTimes(1);
      expect(solve).toHaveBeenCalledTimes(1);
      SudokuGame.parse(saved);
      expect(solve).toHaveBeenCalledTimes(2);
      expect(next).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('SudokuGame hints', () => {
  const logic = new SudokuLogicSolver();
  const game = SudokuGame.fromPuzzle(PUZZLE);

  it('hint is the hint engine’s next step for the board, with graded clues', () => {
    const step = game.hint()!;
    expect(step).toEqual(logic.nextStep(PUZZLE));
    expect(step.clue.small.length).toBeGreaterThan(0);
    expect(step.clue.big.length).toBeGreaterThan(0);
    expect(game.hint()).toBe(step);
  });

  it('hint works from the player’s notes: their eliminations count', () => {
    const filled = game.fillNotes();
    // Take out every note but the solution's digit in the hint's first target: the engine now
    // sees a naked single there.
    const plain = filled.hint()!;
    const [row, column] = firstEmpty(PUZZLE);
    let pruned = filled;
    for (const digit of filled.notes(row, column)) {
      if (digit !== SOLUTION.get(row, column)) pruned = pruned.toggleNote(row, column, digit);
    }
    const step = pruned.hint()!;
    expect(step).toEqual(logic.nextStep(pruned.board, { candidates: pruned.candidates() }));
    expect(pruned.candidates().get(row, column)).toEqual([SOLUTION.get(row, column)]);
    expect(step.placements.length + step.eliminations.length).toBeGreaterThan(0);
    expect(plain).toBeDefined();
  });

  it('hint reports notes that lack a cell’s digit as a contradiction naming it; applyHint puts the digit back', () => {
    const [row, column] = firstEmpty(PUZZLE);
    const digit = SOLUTION.get(row, column);
    const name = `r${row + 1}c${column + 1}`;
    const filled = game.fillNotes();
    const wrong = filled.toggleNote(row, column, digit);
    const step = wrong.hint()!;
    expect(step.technique).toBe('contradiction');
    expect(step.highlights.cells).toEqual([row * 9 + column]);
    expect(step.highlights.candidates).toEqual([{ row, column, value: digit }]);
    expect(step.explanation).toContain(name);
    expect(step.explanation).toContain(String(digit));
    expect(step.explanation).not.toMatch(/mistake/);
    expect(step.placements).toEqual([]);
    expect(step.eliminations).toEqual([]);
    const repaired = wrong.applyHint();
    expect(repaired.notes(row, column)).toEqual(filled.notes(row, column));
    expect(repaired.lastStep).toBe(step);
    expect(repaired.equals(filled)).toBe(true);
    expect(repaired.undo().equals(wrong)).toBe(true);
    // The repair is saved as a note move, and replays as it was made.
    expect(SudokuGame.parse(repaired.format()).equals(repaired)).toBe(true);
    expect(repaired.toJSON().history.at(-1)).toEqual({ type: 'note', row, column, digit });
    // A cell without notes counts every digit not removed on purpose: toggling the digit on and
    // off again is the same contradiction, and the repair leaves the digit in its notes.
    const offAgain = game.toggleNote(row, column, digit).toggleNote(row, column, digit);
    expect(offAgain.hint()!.highlights.candidates).toEqual([{ row, column, value: digit }]);
    expect(offAgain.applyHint().notes(row, column)).toEqual([digit]);
  });

  it('a wrong digit erased or overwritten gives a hint that repairs the notes auto-clear took (no blame)', () => {
    // The first empty cell whose digit fits in a peer of another empty cell that has it as a note.
    const filled = game.fillNotes();
    const target = PUZZLE.toValues().findIndex(
      (value, cell) =>
        value === 0 &&
        peersOf(cell).some(
          (peer) =>
            PUZZLE.at(peer) === 0 &&
            filled.notes(Math.floor(peer / 9), peer % 9).includes(SOLUTION.at(cell)) &&
            SOLUTION.at(peer) !== SOLUTION.at(cell),
        ),
    );
    const cell = peersOf(target).find(
      (peer) =>
        PUZZLE.at(peer) === 0 &&
        filled.notes(Math.floor(peer / 9), peer % 9).includes(SOLUTION.at(target)) &&
        SOLUTION.at(peer) !== SOLUTION.at(target),
    )!;
    const [row, column] = [Math.floor(cell / 9), cell % 9];
    const digit = SOLUTION.at(target);
    // A wrong digit in `cell`: auto-clear takes it out of the notes of its peers, `target` too.
    const mistaken = filled.enter(row, column, digit);
    expect(mistaken.notes(Math.floor(target / 9), target % 9)).not.toContain(digit);
    for (const after of [mistaken.erase(row, column), mistaken.enter(row, column, SOLUTION.at(cell))]) {
      expect(after.mistakes()).toEqual([]);
      const step = after.hint()!;
      expect(step.technique).toBe('contradiction');
      expect(step.explanation).not.toMatch(/mistake/);
      const lost = step.highlights.candidates[0]!;
      expect(SOLUTION.get(lost.row, lost.column)).toBe(lost.value);
      expect(after.notes(lost.row, lost.column)).not.toContain(lost.value);
      const next = after.applyHint();
      expect(next).not.toBe(after);
      expect(next.notes(lost.row, lost.column)).toContain(lost.value);
      expect(next.moves).toBe(after.moves + 1);
      // Hints keep repairing and then solving: never a step that changes nothing.
      expect(playHints(next).isComplete).toBe(true);
    }
  });

  it('hint reports a wrong digit as an invalid board, and applyHint erases it', () => {
    const [row, column] = firstEmpty(PUZZLE);
    const candidates = SudokuValidator.getCandidates(PUZZLE, row, column);
    const wrong = candidates.find((digit) => digit !== SOLUTION.get(row, column))!;
    const mistaken = game.enter(row, column, wrong);
    const step = mistaken.hint()!;
    expect(step.technique).toBe('invalid-board');
    expect(mistaken.mistakes()).toEqual([row * 9 + column]);
    const erased = mistaken.applyHint();
    expect(erased.board.get(row, column)).toBe(0);
    expect(erased.lastStep).toBe(step);
    expect(erased.equals(game)).toBe(true);
    // A clash names the cells; the wrong one of them is erased, not the given.
    const [clashRow, clashColumn] = firstGiven(PUZZLE);
    const peer = peersOf(clashRow * 9 + clashColumn).find((cell) => PUZZLE.at(cell) === 0)!;
    const clash = game.enter(Math.floor(peer / 9), peer % 9, PUZZLE.get(clashRow, clashColumn));
    expect(clash.hint()!.highlights.cells).toContain(peer);
    expect(clash.applyHint().board.at(peer)).toBe(0);
  });

  it('applyHint enters placements, takes eliminations out of the notes, and keeps the step', () => {
    const filled = game.fillNotes();
    const step = filled.hint()!;
    const next = filled.applyHint();
    expect(next.lastStep).toBe(step);
    for (const { row, column, value } of step.placements) expect(next.board.get(row, column)).toBe(value);
    for (const { row, column, value } of step.eliminations)
      expect(next.notes(row, column)).not.toContain(value);
    expect(next.undo().equals(filled)).toBe(true);
    expect(next.undo().lastStep).toBeNull();
    expect(next.undo().redo().lastStep).toBe(step);
  });

  it('regression: fill notes does not write back what a hint eliminated (a naked pair’s 5 and 8)', () => {
    let checked = 0;
    for (const puzzle of rated(4, 4.5).slice(0, 4)) {
      let current = SudokuGame.fromPuzzle(puzzle);
      for (let i = 0; i < 120 && !current.isComplete; i++) {
        current = current.applyHint();
        const step = current.lastStep!;
        if (step.eliminations.length === 0) continue;
        const refilled = current.fillNotes();
        for (const { row, column, value } of step.eliminations) {
          if (current.board.get(row, column) !== 0) continue;
          // Still a legal digit there, so only the remembered elimination keeps it out.
          expect(SudokuValidator.getCandidates(current.board, row, column)).toContain(value);
          expect(refilled.notes(row, column)).not.toContain(value);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('hints alone solve rated puzzles, and the result is the solution', () => {
    for (const puzzle of [...rated(1, 2).slice(0, 2), ...rated(3, 4.5).slice(0, 2)]) {
      const start = SudokuGame.fromPuzzle(puzzle);
      const done = playHints(start);
      expect(done.isComplete).toBe(true);
      expect(done.board.equals(start.solution)).toBe(true);
      expect(done.hint()).toBeNull();
      expect(done.applyHint()).toBe(done);
    }
  });

  it('candidates are the notes, or every digit not removed on purpose', () => {
    expect(game.candidates().equals(SudokuCandidates.fromBoard(PUZZLE))).toBe(true);
    const [row, column] = firstEmpty(PUZZLE);
    const noted = game.toggleNote(row, column, 9);
    expect(noted.candidates().get(row, column)).toEqual([9]);
    const removedNine = noted.toggleNote(row, column, 9);
    expect(removedNine.candidates().get(row, column)).toEqual(
      SudokuValidator.getCandidates(PUZZLE, row, column).filter((digit) => digit !== 9),
    );
  });
});

describe('SudokuGame saving', () => {
  const [row, column] = firstEmpty(PUZZLE);
  const played = SudokuGame.fromPuzzle(PUZZLE)
    .fillNotes()
    .applyHint()
    .applyHint()
    .toggleNote(row, column, SudokuValidator.getCandidates(PUZZLE, row, column)[0]!)
    .enter(row, column, SOLUTION.get(row, column))
    .erase(row, column)
    .undo();

  it('toJSON holds the puzzle, the option, every move and the undone count', () => {
    const json = played.toJSON();
    expect(json.version).toBe(1);
    expect(json.puzzle).toBe(PUZZLE.toString());
    expect(json.autoClearNotes).toBe(true);
    expect(json.history.map((move) => move.type)).toEqual(['fill', 'hint', 'hint', 'note', 'enter', 'erase']);
    expect(json.history[4]).toEqual({ type: 'enter', row, column, digit: SOLUTION.get(row, column) });
    expect(json.undone).toBe(1);
  });

  it('fromJSON and parse restore the same game, history included', () => {
    for (const restored of [
      SudokuGame.fromJSON(played.toJSON()),
      SudokuGame.fromJSON(JSON.stringify(played)),
      SudokuGame.parse(played.format()),
    ]) {
      expect(restored.equals(played)).toBe(true);
      expect(restored.toJSON()).toEqual(played.toJSON());
      expect(restored.moves).toBe(played.moves);
      expect(restored.redo().equals(played.redo())).toBe(true);
      expect(restored.undo().undo().equals(played.undo().undo())).toBe(true);
      expect(restored.solution.equals(SOLUTION)).toBe(true);
      expect(restored.lastStep).toBeNull();
    }
  });

  it('the text form is URL-safe and compact', () => {
    const text = played.format();
    expect(text).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(encodeURIComponent(text)).toBe(text);
    expect(String(played)).toBe(text);
    expect(SudokuGame.fromPuzzle(PUZZLE).format().length).toBeLessThan(81);
    const solved = playHints(SudokuGame.fromPuzzle(PUZZLE));
    // One three-character token a single-placement hint.
    expect(solved.format().length).toBeLessThan(81 + 10 + 3 * solved.moves + 8 * 12);
  });

  it('a hint with eliminations survives both forms', () => {
    let game = SudokuGame.fromPuzzle(rated(4, 4.5)[0]!);
    while (game.lastStep === null || game.lastStep.eliminations.length === 0) game = game.applyHint();
    const json = game.toJSON();
    const last = json.history.at(-1)!;
    expect(last.type).toBe('hint');
    expect(last).toEqual({
      type: 'hint',
      placements: game.lastStep.placements.map(({ row, column, value }) => ({ row, column, value })),
      eliminations: game.lastStep.eliminations.map(({ row, column, value }) => ({ row, column, value })),
    });
    for (const restored of [SudokuGame.fromJSON(json), SudokuGame.parse(game.format())]) {
      expect(restored.equals(game)).toBe(true);
      expect(restored.toJSON()).toEqual(json);
      expect(restored.fillNotes().equals(game.fillNotes())).toBe(true);
    }
  });

  it('malformed JSON is a SudokuError naming the field', () => {
    const good = played.toJSON();
    const cases: [unknown, string, RegExp][] = [
      ['{', 'INVALID_CHARACTER', /not JSON/],
      [[], 'INVALID_SHAPE', /the saved game must be an object/],
      [{ ...good, version: 2 }, 'INVALID_VALUE', /version must be 1, received 2/],
      [{ ...good, puzzle: '12' }, 'INVALID_VALUE', /puzzle must be a line of 81 digits/],
      [{ ...good, autoClearNotes: 1 }, 'INVALID_VALUE', /autoClearNotes must be a boolean/],
      [{ ...good, history: {} }, 'INVALID_SHAPE', /history must be an array/],
      [{ ...good, history: [5] }, 'INVALID_SHAPE', /history\[0\] must be an object/],
      [{ ...good, history: [{ type: 'jump' }] }, 'INVALID_VALUE', /history\[0\]\.type must be 'enter'/],
      [
        { ...good, history: [{ type: 'enter', row: 9, column: 0, digit: 1 }] },
        'INVALID_VALUE',
        /history\[0\]\.row must be an integer from 0 to 8, received 9/,
      ],
      [
        { ...good, history: [{ type: 'note', row: 0, column: 0, digit: 0 }] },
        'INVALID_VALUE',
        /history\[0\]\.digit/,
      ],
      [
        {
          ...good,
          history: [{ type: 'hint', placements: [{ row: 0, column: 0, value: 10 }], eliminations: [] }],
        },
        'INVALID_VALUE',
        /history\[0\]\.placements\[0\]\.value/,
      ],
      [
        { ...good, history: [{ type: 'hint', placements: [], eliminations: 'x' }] },
        'INVALID_SHAPE',
        /history\[0\]\.eliminations must be an array/,
      ],
      [{ ...good, undone: 99 }, 'INVALID_VALUE', /undone must be an integer from 0 to 6/],
      [
        { ...good, history: new Array(100_001).fill({ type: 'fill' }) },
        'INVALID_LENGTH',
        /history\.length must be at most 100000, received 100001/,
      ],
      [
        { ...good, puzzle: '.'.repeat(81), history: [], undone: 0 },
        'NOT_UNIQUE',
        /the saved puzzle has more than one solution/,
      ],
    ];
    for (const [input, code, message] of cases) {
      const error = thrown(() => SudokuGame.fromJSON(input as never));
      expect(isSudokuError(error), String(message)).toBe(true);
      expect(error).toMatchObject({ code });
      expect((error as Error).message).toMatch(message);
    }
  });

  it('a saved move that cannot be made names itself', () => {
    const [gr, gc] = firstGiven(PUZZLE);
    const json = { ...played.toJSON(), history: [{ type: 'erase', row: gr, column: gc }], undone: 0 };
    expect(() => SudokuGame.fromJSON(json as never)).toThrow(
      /history\[0\]: r\d+c\d+ is a given and cannot change/,
    );
    const placedTwice = {
      ...json,
      history: [
        { type: 'enter', row, column, digit: SOLUTION.get(row, column) },
        { type: 'hint', placements: [{ row, column, value: SOLUTION.get(row, column) }], eliminations: [] },
      ],
    };
    expect(() => SudokuGame.fromJSON(placedTwice as never)).toThrow(
      new RegExp(`history\\[1\\]: the hint places a digit in r${row + 1}c${column + 1}, which is not empty`),
    );
    const noop = { ...json, history: [{ type: 'erase', row, column }] };
    expect(() => SudokuGame.fromJSON(noop as never)).toThrow(/history\[0\] changes nothing/);
    const text = SudokuGame.fromPuzzle(PUZZLE)
      .format()
      .replace(/\.a\.\.0$/, `.a.XAA.0`);
    const given = PUZZLE.at(0) !== 0;
    if (given) expect(() => SudokuGame.parse(text)).toThrow(/move 1 at position \d+: r1c1 is a given/);
    else expect(() => SudokuGame.parse(text)).toThrow(/move 1 at position \d+ changes nothing/);
  });

  it('malformed text is a SudokuError naming the position', () => {
    const good = SudokuGame.fromPuzzle(PUZZLE).enter(row, column, 1).format();
    const cases: [string, string, RegExp][] = [
      ['', 'INVALID_LENGTH', /expected the version '1' at position 1, found the end of the text/],
      ['2' + good.slice(1), 'INVALID_CHARACTER', /version '1' at position 1, found "2"/],
      [good.replace('.', ','), 'INVALID_CHARACTER', /position 2/],
      [
        '1.0' + good.slice(3),
        'INVALID_CHARACTER',
        /a digit 1–9 or a run of empty cells a–z \(cell 1 of 81\)/,
      ],
      ['1.' + 'z'.repeat(4), 'INVALID_CHARACTER', /cell 79 of 81/],
      [good.replace('.a.', '.q.'), 'INVALID_CHARACTER', /the option 'a' or 'm'/],
      [good.replace(/\.0$/, 'Q.0'), 'INVALID_CHARACTER', /a move \(E, N, X, F, P or H\)/],
      [good.replace(/\.0$/, 'E_.0'), 'INVALID_CHARACTER', /two base-64url characters/],
      [good.replace(/\.0$/, 'E__.0'), 'INVALID_VALUE', /must be at most 728, found 4095/],
      [good.replace(/\.0$/, 'XB_.0'), 'INVALID_VALUE', /a cell at position \d+ must be at most 80/],
      [good.replace(/\.0$/, '.2'), 'INVALID_VALUE', /undone count .* from 0 to 1 .* found "2"/],
      [good.replace(/\.0$/, '.01'), 'INVALID_VALUE', /undone count/],
      [good.replace(/\.0$/, ''), 'INVALID_LENGTH', /'\.' after the moves/],
    ];
    for (const [input, code, message] of cases) {
      const error = thrown(() => SudokuGame.parse(input));
      expect(isSudokuError(error), `${input}: ${String(error)}`).toBe(true);
      expect(error, input).toMatchObject({ code });
      expect((error as Error).message, input).toMatch(message);
    }
    expect(() => SudokuGame.parse(5 as never)).toThrow(TypeError);
  });
});
