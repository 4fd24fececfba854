/**
 * `renderStepSvg`: one step (a hint, or a step of `rateBoard(…, { steps: true })`) drawn on the
 * board it applies to: the pattern's units, cells and candidates highlighted, placements and
 * eliminations in their own colours, and a chain's links as arrows (strong solid, weak dashed)
 * between its candidates, true ones ("on") in blue discs and false ones ("off") in violet rings.
 *
 * The step is read through its public fields and checked like any argument (a step may come from
 * storage or another copy of the library); a step without `links` is drawn without arrows.
 */
import { boardStorage, type SudokuBoard } from '../board/board.js';
import type { SudokuGame } from '../game/game.js';
import { checkCandidates, candidatesStorage } from '../logic/candidates.js';
import { checkOptions, describe, readProperty } from '../internal/args.js';
import type { SudokuStep } from '../logic/step.js';
import { entryCells } from './board-svg.js';
import {
  pencilMarks,
  readCandidate,
  readList,
  readSubject,
  readSvgOptions,
  readUnits,
  type SudokuSvgOptions,
} from './options.js';
import { checkInteger } from '../internal/args.js';
import { sumCells } from './cages-svg.js';
import { drawLinks, type PictureLink } from './links-svg.js';
import { drawPicture, type MarkKind } from './picture.js';
import { rulesSentence } from './rules-svg.js';

/** Reads a string field of the step. */
function text(step: object, key: string): string {
  const value = readProperty(step, key, `step.${key}`);
  if (typeof value !== 'string')
    throw new TypeError(`step.${key} must be a string, received ${describe(value)}`);
  return value;
}

function readLink(value: unknown, name: string): PictureLink {
  if (typeof value !== 'object' || value === null) {
    throw new TypeError(`${name} must be an object { from, to, kind }, received ${describe(value)}`);
  }
  const kind = readProperty(value, 'kind', `${name}.kind`);
  if (kind !== 'strong' && kind !== 'weak') {
    throw new RangeError(`${name}.kind must be 'strong' or 'weak', received ${describe(kind)}`);
  }
  return {
    from: readCandidate(readProperty(value, 'from', `${name}.from`), `${name}.from`),
    to: readCandidate(readProperty(value, 'to', `${name}.to`), `${name}.to`),
    strong: kind === 'strong',
  };
}

/**
 * Draws `step` on `subject`, the board (or game) the step applies to, as an SVG document: the
 * step's units and cells highlighted, its pattern's candidates circled, placements and
 * eliminations in their own colours, and its links (`step.links`, chains and forcing chains) as
 * arrows from candidate to candidate, strong links solid and weak links dashed (a link inside one
 * cell as a small loop), and the chain's candidates by their state: a blue disc for one the chain
 * makes true, a violet ring for one it makes false. The picture's title is the technique's name
 * and its description the step's sentence, unless the options give others. Pencil marks default
 * to the game's `candidates()` or the board's legal digits; the step's own candidates are always
 * drawn. Throws a `TypeError` or `RangeError` naming a bad argument or option.
 *
 * @example
 * ```ts
 * import { SudokuBoard, SudokuLogicSolver, renderStepSvg } from 'open-sudoku-engine';
 *
 * const board = SudokuBoard.parse(
 *   '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
 * );
 * const step = new SudokuLogicSolver().nextStep(board)!;
 * const svg = renderStepSvg(step, board, { theme: 'dark' });
 * svg.includes('<desc>Hidden single: in box 2, 8 fits only in r1c6.</desc>'); // → true
 * ```
 */
export function renderStepSvg(
  step: SudokuStep,
  subject: SudokuBoard | SudokuGame,
  options?: SudokuSvgOptions,
): string {
  if (typeof step !== 'object' || step === null) {
    throw new TypeError(`step must be a SudokuStep, received ${describe(step)}`);
  }
  const read = readSubject(subject, 'subject');
  const settings = readSvgOptions(options, read);
  const { rules } = settings;
  const name = text(step, 'name');
  const explanation = text(step, 'explanation');
  const highlights = checkOptions(
    readProperty(step, 'highlights', 'step.highlights'),
    {
      cells: true,
      units: true,
      candidates: true,
    },
    'step.highlights',
  );
  const candidates = new Map<number, MarkKind>();
  const links = readList(readProperty(step, 'links', 'step.links'), 'step.links', readLink);
  for (const code of [
    ...readList(highlights.candidates, 'step.highlights.candidates', readCandidate),
    ...settings.marked,
  ])
    candidates.set(code, 'mark');
  // A chain's candidates by what it says of them, as bits: 1 true ("on", `=`), 2 false ("off",
  // `≠`). A strong link leads from a false candidate to a true one and a weak link from a true one
  // to a false one, so each link gives the state of both its ends; a forcing chain may make a
  // candidate both (its contradiction). A true one gets a disc, a false one a ring (over the disc
  // of one that is both, placed or removed).
  const states = new Map<number, number>();
  for (const { from, to, strong } of links) {
    states.set(from, (states.get(from) ?? 0) | (strong ? 2 : 1));
    states.set(to, (states.get(to) ?? 0) | (strong ? 1 : 2));
  }
  const rings = new Set<number>();
  for (const [code, state] of states) {
    candidates.set(code, state & 1 ? 'on' : 'off');
    if (state & 2) rings.add(code);
  }
  for (const code of readList(
    readProperty(step, 'placements', 'step.placements'),
    'step.placements',
    readCandidate,
  ))
    candidates.set(code, 'place');
  for (const code of readList(
    readProperty(step, 'eliminations', 'step.eliminations'),
    'step.eliminations',
    readCandidate,
  ))
    candidates.set(code, 'remove');
  const cells = readList(highlights.cells, 'step.highlights.cells', (v, n) => checkInteger(v, n, 0, 80));
  const [units, regions] = readUnits(highlights.units, 'step.highlights.units', rules);
  const marks =
    settings.candidates === undefined && read.game !== null
      ? candidatesStorage(checkCandidates(read.game.candidates(), 'subject.candidates()'))
      : pencilMarks(settings.candidates, 'computed', read, 'options', rules);
  return drawPicture({
    size: settings.size,
    theme: settings.theme,
    title: settings.title ?? name,
    description:
      settings.description ?? (rules === undefined ? explanation : `${explanation} ${rulesSentence(rules)}`),
    values: boardStorage(read.board),
    entries: entryCells(read),
    conflicts: new Set(read.conflicts),
    marks,
    cells: new Set([...cells, ...settings.cells]),
    units: new Set([...units, ...settings.units]),
    candidates,
    rings,
    links: drawLinks(links, rules?.isKiller === true ? sumCells(rules.cages) : undefined),
    rules,
    jigsawColours: settings.jigsawColours,
    regions: [...regions, ...settings.regions],
  });
}
