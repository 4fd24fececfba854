/**
 * `buildPrintPage`: puzzles laid out for printing, as one HTML document (a string, no DOM and no
 * `node:` import, so a browser builds it too): A4 or Letter, 1, 2, 4 or 6 puzzles a page, each
 * with a caption (number, difficulty, rating), and the answer keys on the last pages.
 *
 * Pages are laid out here rather than left to the browser's pagination: each page is a block of
 * the paper's printable size with a page break after it, and the puzzles in it are sized (in
 * millimetres) to fit, so no puzzle can be split between two sheets and the page count is known
 * in advance: `ceil(n / perPage)` pages of puzzles, then `ceil(n / 6)` of answer keys. The
 * pictures are `renderBoardSvg`'s, scaled by CSS to their box; every text the caller gives (the
 * title, the difficulties) is escaped.
 *
 * On a screen the pages show as sheets on a grey ground. Every length of a sheet is written in
 * the page's unit `--mm`, a millimetre, except on a screen narrower than the sheet, where an
 * `@media screen` rule makes it the screen's width over the paper's, so that a phone shows whole
 * sheets, scaled down, instead of their left part. Print media never reads that rule: the printed
 * sheets are the same.
 */
import { boardStorage, checkBoard, type SudokuBoard } from '../board/board.js';
import { checkOptions, describe, isArrayValue, readProperty, type OptionKeys } from '../internal/args.js';
import type { SudokuRating } from '../rating/rate.js';
import type { SudokuRules } from '../rules/rule-set.js';
import { readRulesOption } from '../rules/rules-option.js';
import { SudokuSolver } from '../solver/solver.js';
import { drawPicture } from './picture.js';
import { rulesLabel, rulesSentence } from './rules-svg.js';
import { escapeXml, num } from './svg.js';

/** A puzzle to print: a board, or a generated puzzle (`SudokuGenerator.generate`'s result). */
export interface SudokuPrintPuzzle {
  /** The puzzle. */
  readonly board: SudokuBoard;
  /** Its solution, for the answer key; solved here when absent. */
  readonly solution?: SudokuBoard;
  /** Shown in the caption, as given (a `SudokuDifficulty` or any text). */
  readonly difficulty?: string;
  /** Shown in the caption as `SE 4.2`: a rating, or a `SudokuRating`. */
  readonly rating?: number | SudokuRating;
  /**
   * The rules it is played under (a `SudokuRules`, as the generator's result carries them):
   * drawn on the puzzle and its key as `renderBoardSvg` draws them, named in the caption, and
   * the key solved under them. Default: the classic rules.
   */
  readonly rules?: SudokuRules;
}

/** Options of {@link buildPrintPage}. */
export interface SudokuPrintOptions {
  /** `'a4'` (default) or `'letter'`. */
  readonly paper?: 'a4' | 'letter';
  /** Puzzles on a page: 1, 2, 4 (default) or 6. */
  readonly perPage?: 1 | 2 | 4 | 6;
  /** The document's title, also printed at the top of each page (default `Sudoku`). */
  readonly title?: string;
  /** Whether the answer keys follow the puzzles (default true), six to a page. */
  readonly answers?: boolean;
  /** Fill each region of a jigsaw puzzle with its own light colour too (default false). */
  readonly jigsawColours?: boolean;
}

const PRINT_KEYS: OptionKeys<SudokuPrintOptions> = {
  paper: true,
  perPage: true,
  title: true,
  answers: true,
  jigsawColours: true,
};

/** Paper sizes in millimetres, and the margin kept on every side. */
const PAPER = { a4: [210, 297], letter: [215.9, 279.4] } as const;
const MARGIN = 12;
/** Height of a page's header line, of a caption, and the gap between puzzles, in millimetres. */
const HEADER = 10;
const CAPTION = 7;
const GAP = 6;
/** Columns × rows of each layout. */
const LAYOUTS = { 1: [1, 1], 2: [1, 2], 4: [2, 2], 6: [2, 3] } as const;
const ANSWERS_PER_PAGE = 6;
/** Room left on each side of a sheet drawn on a screen narrower than it, in CSS pixels. */
const SCREEN_SIDE = 16;

/** `x` millimetres of the sheet, in the page's unit `--mm` (see the style sheet). */
function mm(x: number): string {
  return `calc(${num(x)}*var(--mm))`;
}

interface Entry {
  readonly board: SudokuBoard;
  readonly solution: SudokuBoard | null;
  readonly caption: string;
  readonly rules: SudokuRules | undefined;
}

function readEntry(value: unknown, index: number, solver: SudokuSolver): Entry {
  const name = `puzzles[${index}]`;
  let board: SudokuBoard;
  let solution: SudokuBoard | null = null;
  let rules: SudokuRules | undefined;
  const details: string[] = [`${index + 1}`];
  if (
    typeof value === 'object' &&
    value !== null &&
    readProperty(value, 'board', `${name}.board`) !== undefined
  ) {
    board = checkBoard(readProperty(value, 'board', `${name}.board`), `${name}.board`);
    const given = readProperty(value, 'solution', `${name}.solution`);
    if (given !== undefined) solution = checkBoard(given, `${name}.solution`);
    rules = readRulesOption(readProperty(value, 'rules', `${name}.rules`), `${name}.rules`);
    if (rules !== undefined) details.push(rulesLabel(rules));
    const difficulty = readProperty(value, 'difficulty', `${name}.difficulty`);
    if (difficulty !== undefined) {
      if (typeof difficulty !== 'string') {
        throw new TypeError(`${name}.difficulty must be a string, received ${describe(difficulty)}`);
      }
      details.push(difficulty);
    }
    let rating = readProperty(value, 'rating', `${name}.rating`);
    if (typeof rating === 'object' && rating !== null)
      rating = readProperty(rating, 'rating', `${name}.rating.rating`);
    if (rating !== undefined) {
      if (typeof rating !== 'number' || !Number.isFinite(rating) || rating < 0) {
        throw new RangeError(
          `${name}.rating must be a rating (a number from 0) or a SudokuRating, received ${describe(rating)}`,
        );
      }
      details.push(rating >= 20 ? 'beyond the techniques' : `SE ${rating.toFixed(1)}`);
    }
  } else {
    try {
      board = checkBoard(value, name);
    } catch (error) {
      throw new TypeError(
        `${name} must be a SudokuBoard or { board, solution?, difficulty?, rating?, rules? }, received ${describe(value)}`,
        {
          cause: error,
        },
      );
    }
  }
  if (solution === null) {
    const solved = solver.solve(board, rules === undefined ? undefined : { rules });
    if (solved.status === 'solved') solution = solved.solution;
  }
  return { board, solution, caption: details.join(' · '), rules };
}

/** One puzzle's picture: its givens, or for a key the solution with the givens set apart. */
function picture(entry: Entry, key: boolean, jigsawColours: boolean): string {
  const given = boardStorage(entry.board);
  const entries = new Set<number>();
  if (key) for (let cell = 0; cell < 81; cell++) if (given[cell] === 0) entries.add(cell);
  const caption = key ? `Answer ${entry.caption.split(' · ')[0]!}` : entry.caption;
  const { rules } = entry;
  return drawPicture({
    size: 360,
    theme: 'light',
    title: caption,
    description:
      (key ? 'The solution; the givens in bold.' : 'A Sudoku puzzle to solve.') +
      (rules === undefined ? '' : ` ${rulesSentence(rules)}`),
    values: key && entry.solution !== null ? boardStorage(entry.solution) : given,
    entries,
    conflicts: new Set(),
    marks: new Uint16Array(81),
    cells: new Set(),
    units: new Set(),
    candidates: new Map(),
    rules,
    jigsawColours,
  });
}

/**
 * Lays out `puzzles` (boards, or generated puzzles with their difficulty and rating) for printing:
 * an HTML document of A4 or Letter pages, `perPage` puzzles a page, each captioned with its
 * number, difficulty and rating, then the answer keys six to a page (solved here when a puzzle
 * comes without its solution; a puzzle without one gets an empty key). A puzzle's `rules` are
 * drawn on it and its key, named in its caption and obeyed when solving. Same input, same string.
 * Throws a `TypeError` or `RangeError` naming a bad puzzle or option.
 *
 * @example
 * ```ts
 * import { SudokuGenerator, buildPrintPage } from 'open-sudoku-engine';
 *
 * const generator = new SudokuGenerator();
 * const puzzles = [1, 2, 3, 4].map((seed) => generator.generate({ seed, difficulty: 'hard' }));
 * const html = buildPrintPage(puzzles, { perPage: 4, paper: 'letter', title: 'Hard puzzles' });
 * ```
 */
export function buildPrintPage(
  puzzles: readonly (SudokuBoard | SudokuPrintPuzzle)[],
  options?: SudokuPrintOptions,
): string {
  const opts = checkOptions(options, PRINT_KEYS);
  const paper = opts.paper ?? 'a4';
  if (paper !== 'a4' && paper !== 'letter') {
    throw new RangeError(`options.paper must be 'a4' or 'letter', received ${describe(paper)}`);
  }
  const perPage = opts.perPage ?? 4;
  if (perPage !== 1 && perPage !== 2 && perPage !== 4 && perPage !== 6) {
    throw new RangeError(`options.perPage must be 1, 2, 4 or 6, received ${describe(perPage)}`);
  }
  const title = opts.title ?? 'Sudoku';
  if (typeof title !== 'string')
    throw new TypeError(`options.title must be a string, received ${describe(title)}`);
  const answers = opts.answers ?? true;
  if (typeof answers !== 'boolean') {
    throw new TypeError(`options.answers must be a boolean, received ${describe(answers)}`);
  }
  const jigsawColours = opts.jigsawColours ?? false;
  if (typeof jigsawColours !== 'boolean') {
    throw new TypeError(`options.jigsawColours must be a boolean, received ${describe(jigsawColours)}`);
  }
  if (!isArrayValue(puzzles, 'puzzles')) {
    throw new TypeError(`puzzles must be an array, received ${describe(puzzles)}`);
  }
  const solver = new SudokuSolver();
  const entries: Entry[] = [];
  for (let i = 0; i < puzzles.length; i++)
    entries.push(readEntry(readProperty(puzzles, i, `puzzles[${i}]`), i, solver));

  const [width, height] = PAPER[paper];
  const innerWidth = width - 2 * MARGIN;
  // A millimetre to spare, so rounding in the browser never pushes a page onto a second sheet.
  const innerHeight = height - 2 * MARGIN - 1;
  const pages: string[] = [];
  const total =
    Math.ceil(entries.length / perPage) + (answers ? Math.ceil(entries.length / ANSWERS_PER_PAGE) : 0);
  const page = (items: readonly Entry[], count: 1 | 2 | 4 | 6, key: boolean): void => {
    const [columns, rows] = LAYOUTS[count];
    // The largest square that fits each slot, beside its caption.
    const side = Math.min(
      (innerWidth - (columns - 1) * GAP) / columns,
      (innerHeight - HEADER - rows * CAPTION - (rows - 1) * GAP) / rows,
    );
    const header = `${escapeXml(title)}${key ? ' · answers' : ''}<span>${pages.length + 1} / ${total}</span>`;
    const figures = items
      .map((entry) => {
        const caption = key ? `Answer ${entry.caption.split(' · ')[0]!}` : entry.caption;
        const body =
          !key || entry.solution !== null
            ? picture(entry, key, jigsawColours)
            : '<div class="none">no solution</div>';
        return `<figure style="width:${mm(side)}">${body}<figcaption>${escapeXml(caption)}</figcaption></figure>`;
      })
      .join('');
    pages.push(
      `<section class="page"><header>${header}</header>` +
        `<div class="grid" style="grid-template-columns:repeat(${columns},${mm(side)})">${figures}</div></section>`,
    );
  };
  for (let i = 0; i < entries.length; i += perPage) page(entries.slice(i, i + perPage), perPage, false);
  if (answers)
    for (let i = 0; i < entries.length; i += ANSWERS_PER_PAGE)
      page(entries.slice(i, i + ANSWERS_PER_PAGE), ANSWERS_PER_PAGE, true);

  // Every length of the sheet is a multiple of --mm: a millimetre when printed and on a wide
  // screen, and on a screen narrower than the sheet the width the screen gives it, so the whole
  // sheet shows, scaled down (the @media rule, which print media never reads).
  const narrow = num((width / 25.4) * 96 + 2 * SCREEN_SIDE);
  const style =
    `@page{size:${paper === 'a4' ? 'A4' : 'letter'};margin:${MARGIN}mm}` +
    ':root{--mm:1mm}' +
    'html{-webkit-print-color-adjust:exact;print-color-adjust:exact}' +
    'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1f2328}' +
    `.page{box-sizing:border-box;width:${mm(innerWidth)};height:${mm(innerHeight)};overflow:hidden;display:flex;flex-direction:column;break-after:page;page-break-after:always}` +
    '.page:last-child{break-after:auto;page-break-after:auto}' +
    `header{display:flex;justify-content:space-between;align-items:center;height:${mm(HEADER)};font-size:${mm(4.2)};font-weight:600}` +
    `.grid{flex:1;display:grid;gap:${mm(GAP)};justify-content:center;align-content:space-evenly}` +
    'figure{margin:0;break-inside:avoid;page-break-inside:avoid}' +
    'figure svg{display:block;width:100%;height:auto}' +
    `figcaption{height:${mm(CAPTION)};line-height:${mm(CAPTION)};text-align:center;font-size:${mm(3.6)}}` +
    `.none{aspect-ratio:1;display:flex;align-items:center;justify-content:center;border:${mm(0.3)} solid #1f2328}` +
    '@media screen{body{background:#e9ecef}.page{background:#fff;box-sizing:content-box;' +
    `margin:${mm(8)} auto;padding:${mm(MARGIN)};box-shadow:0 ${mm(1)} ${mm(4)} rgba(0,0,0,.2)}}` +
    `@media screen and (max-width:${narrow}px){:root{--mm:calc((100vw - ${2 * SCREEN_SIDE}px) / ${num(width)})}` +
    `header{font-size:max(${mm(4.2)},12px)}` +
    `figcaption{font-size:max(${mm(3.6)},10px);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}}`;
  return (
    '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"/>' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"/>' +
    `<title>${escapeXml(title)}</title><style>${style}</style></head><body>\n` +
    pages.join('\n') +
    '\n</body></html>\n'
  );
}
