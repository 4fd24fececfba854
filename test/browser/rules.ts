/**
 * The example game's rule sets in Chromium (called by `run.ts`), each checked against what the
 * built library computes in Node:
 *
 * - the Rules menu lists rule sets that `SudokuRules.parse` reads (Jigsaw and Killer aside: a fresh
 *   layout, fresh cages);
 * - a shared Diagonal puzzle (`?puzzle=…&rules=x`, unique under both the classic and the diagonal
 *   rules) draws both diagonals corner to corner over the board and says what the rule asks; a
 *   digit that repeats one of its diagonal (and nothing else) shows as a conflict at both ends,
 *   the cells the validator names under `{ rules }`;
 * - a shared Jigsaw puzzle (a layout made from the boxes by swapping cells, unique under both
 *   rules): every cell has a thick line on its right and at its bottom exactly where the layout's
 *   regions meet (the cells the swaps moved named in the message), drawn 2 px wide; a reload keeps
 *   the layout; the same at a phone's size, nothing scrolling sideways;
 * - the Rules menu: Diagonal deals the puzzle `SudokuGenerator` makes in Node for the same rules,
 *   difficulty and seed (by difficulty, or by the band's count of empty cells where the generator
 *   cannot yet make them by difficulty), unique under the rules, with `rules=x` in the address;
 *   a reload gives the same game; its status line gets `rateBoard`'s rating under the rules (none
 *   where the rater cannot rate them); a hint's four presses apply the step the game finds in Node
 *   under the rules; Print opens its two sheets;
 * - Jigsaw deals the layout and puzzle the generator draws in Node (`jigsaw: 'random'`) from the
 *   seed in the address, unique under its rules; the thick lines follow it, a reload keeps it, and
 *   the next new game has another.
 *
 * Screenshots (`artifacts/`): `browser-game-diagonal.png`, `browser-game-jigsaw.png`,
 * `browser-game-jigsaw-dealt.png` (1280×800),
 * `browser-game-phone-diagonal.png`, `browser-game-phone-jigsaw.png` (390×844).
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type * as Library from '../../src/index.js';
import { expectEqual, cellName } from './expect.js';

type Check = (name: string, body: () => Promise<void>, limit?: number) => Promise<void>;

/** What the checks need from `run.ts`. */
export interface RulesContext {
  readonly browser: Browser;
  /** The desktop page (1280×800). */
  readonly page: Page;
  readonly url: string;
  readonly library: typeof Library;
  readonly artifacts: string;
  readonly check: Check;
  /** Runs `use` on a fresh phone-sized page (390×844, touch). */
  readonly onPhone: (use: (page: Page) => Promise<void>) => Promise<void>;
}

/** The Rules menu's values as the page must list them. */
const MENU = [
  'classic',
  'x',
  'windoku',
  'jigsaw',
  'killer',
  'anti-knight',
  'anti-king',
  'non-consecutive',
  'disjoint-groups',
  'asterisk',
  'girandola',
  'centre-dot',
];

/**
 * A puzzle from the full grid `grid`: cells emptied in a fixed order while the puzzle stays unique
 * under every rule set of `rules`, until `empty` cells are empty.
 */
function puzzleOf(
  library: typeof Library,
  grid: Library.SudokuBoard,
  rules: readonly Library.SudokuRules[],
  empty: number,
): Library.SudokuBoard {
  const solver = new library.SudokuSolver();
  let board = grid;
  for (let k = 0; k < 81 && board.emptyCount < empty; k++) {
    const cell = (k * 37 + 11) % 81;
    const next = board.with(Math.floor(cell / 9), cell % 9, 0);
    if (rules.every((set) => solver.countSolutions(next, 2, { rules: set }) === 1)) board = next;
  }
  return board;
}

/** A full grid under `rules` (the solver's first solution of the empty grid). */
function gridOf(library: typeof Library, rules: Library.SudokuRules): Library.SudokuBoard {
  const result = new library.SudokuSolver().solve(library.SudokuBoard.empty(), { rules });
  if (result.status !== 'solved') throw new Error(`no grid under ${rules.toString()}`);
  return result.solution;
}

/**
 * A jigsaw layout that the classic grid `grid` also satisfies: the boxes, with pairs of cells of
 * the same digit in neighbouring boxes swapped between their regions (each region stays connected,
 * which `SudokuRules.parse` checks). Returns the layout and the cells that changed region.
 */
function swappedLayout(
  library: typeof Library,
  grid: Library.SudokuBoard,
): { layout: string; moved: number[] } {
  const ids = Array.from({ length: 81 }, (_, cell) => Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3));
  const neighbours = (cell: number): number[] =>
    [cell - 9, cell + 9, cell % 9 > 0 ? cell - 1 : -1, cell % 9 < 8 ? cell + 1 : -1].filter(
      (next) => next >= 0 && next < 81,
    );
  const moved: number[] = [];
  for (let a = 0; a < 81 && moved.length < 8; a++) {
    for (let b = a + 1; b < 81 && !moved.includes(a); b++) {
      if (ids[a] === ids[b] || grid.at(a) !== grid.at(b) || moved.includes(b)) continue;
      // a joins b's region next to one of its cells, and b joins a's.
      if (!neighbours(a).some((n) => n !== b && ids[n] === ids[b])) continue;
      if (!neighbours(b).some((n) => n !== a && ids[n] === ids[a])) continue;
      const trial = ids.slice();
      [trial[a], trial[b]] = [ids[b]!, ids[a]!];
      try {
        library.SudokuRules.parse(`jigsaw:${trial.map((id) => id + 1).join('')}`);
      } catch {
        continue;
      }
      ids.splice(0, 81, ...trial);
      moved.push(a, b);
    }
  }
  if (moved.length === 0) throw new Error('no cells to swap between boxes');
  return { layout: ids.map((id) => id + 1).join(''), moved };
}

/** The rule-dependent drawing of every cell: its thick lines and its layout region. */
async function readLines(page: Page): Promise<{ right: boolean[]; bottom: boolean[]; widths: string[] }> {
  return page.$$eval('#board .cell', (cells) => ({
    right: cells.map((cell) => cell.classList.contains('region-right')),
    bottom: cells.map((cell) => cell.classList.contains('region-bottom')),
    widths: cells.map((cell) => {
      const style = getComputedStyle(cell);
      return `${style.borderRightWidth} ${style.borderBottomWidth}`;
    }),
  }));
}

/** The thick lines a jigsaw layout (canonical, 81 ids) must have, and at which cells the drawing differs. */
async function expectLayoutDrawn(page: Page, layout: string, named: readonly number[]): Promise<void> {
  const shown = await readLines(page);
  const wrong: string[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const right = cell % 9 < 8 && layout[cell] !== layout[cell + 1];
    const bottom = cell < 72 && layout[cell] !== layout[cell + 9];
    if (shown.right[cell] !== right || shown.bottom[cell] !== bottom) {
      wrong.push(`${cellName(cell)} (right ${shown.right[cell]}, bottom ${shown.bottom[cell]})`);
    }
    const width = `${right ? 2 : cell % 9 === 8 ? 0 : 1}px ${bottom ? 2 : cell >= 72 ? 0 : 1}px`;
    if (shown.widths[cell] !== width)
      wrong.push(`${cellName(cell)} drawn ${shown.widths[cell]}, not ${width}`);
  }
  if (wrong.length > 0) throw new Error(`the thick lines do not follow the layout: ${wrong.join('; ')}`);
  // The cells the layout moved, by name: each is drawn apart from the box it left.
  for (const cell of named) {
    const right = cell % 9 < 8 && layout[cell] !== layout[cell + 1];
    if (shown.right[cell] !== right) throw new Error(`${cellName(cell)}: right line ${shown.right[cell]}`);
  }
}

/** The board's givens as the page shows them. */
async function givens(page: Page): Promise<string> {
  return page.$$eval('#board .cell', (cells) =>
    cells
      .map((cell) => (cell.classList.contains('given') ? (cell as HTMLElement).dataset.value : '.'))
      .join(''),
  );
}

/** The cells marked as conflicts, ascending. */
async function conflicts(page: Page): Promise<number[]> {
  return page.$$eval('#board .cell.conflict', (cells) =>
    cells.map((cell) => Number((cell as HTMLElement).dataset.index)),
  );
}

/** Both diagonals drawn corner to corner over the board (to 3 px), and shown. */
async function expectDiagonals(page: Page): Promise<void> {
  const seen = await page.evaluate(() => {
    const board = document.getElementById('board')!.getBoundingClientRect();
    const overlay = document.querySelector('#board .rules-overlay')!;
    const lines = Array.from(overlay.querySelectorAll('line.diagonal')).map((line) => {
      const box = line.getBoundingClientRect();
      return {
        left: box.left,
        top: box.top,
        right: box.right,
        bottom: box.bottom,
        from: [line.getAttribute('x1'), line.getAttribute('y1')],
        stroke: getComputedStyle(line).stroke,
      };
    });
    return {
      board: { left: board.left + 2, top: board.top + 2, right: board.right - 2, bottom: board.bottom - 2 },
      shown: getComputedStyle(overlay).display !== 'none',
      lines,
    };
  });
  if (!seen.shown || seen.lines.length !== 2)
    throw new Error(`the diagonals are not shown: ${JSON.stringify(seen)}`);
  for (const line of seen.lines) {
    const off = ['left', 'top', 'right', 'bottom'].map((side) =>
      Math.abs(line[side as 'left'] - seen.board[side as 'left']),
    );
    if (off.some((distance) => distance > 3) || line.stroke === 'none') {
      throw new Error(`a diagonal does not run corner to corner: ${JSON.stringify(seen)}`);
    }
  }
  expectEqual(
    seen.lines.map((line) => line.from.join(',')),
    ['0,0', '9,0'],
    'the diagonals start at the top-left and top-right corners',
  );
}

/**
 * The page's puzzle for `variant` (`rules`, or `jigsaw: 'random'`), `difficulty` and `seed`, as the
 * page's worker makes it: by difficulty, or by the band's count of empty cells when the generator
 * cannot make it by difficulty under these rules.
 */
function generated(
  library: typeof Library,
  variant: { readonly rules?: Library.SudokuRules; readonly jigsaw?: 'random' },
  difficulty: string,
  seed: number | string,
): Library.SudokuPuzzle {
  const generator = new library.SudokuGenerator();
  try {
    return generator.generate({ ...variant, difficulty, seed } as Library.SudokuGenerationOptions);
  } catch {
    const targets: Readonly<Record<string, number>> = library.EMPTY_CELL_TARGETS;
    const emptyCellTarget = targets[difficulty] ?? library.EMPTY_CELL_TARGETS.expert;
    return generator.generate({ ...variant, emptyCellTarget, seed } as Library.SudokuGenerationOptions);
  }
}

/** The rules a generated puzzle carries (the generator's `rules`); absent, the generator has none. */
function rulesOfPuzzle(puzzle: Library.SudokuPuzzle): Library.SudokuRules {
  const rules = (puzzle as { readonly rules?: Library.SudokuRules }).rules;
  if (rules === undefined) throw new Error('the generated puzzle carries no rules');
  return rules;
}

export async function checkRules(context: RulesContext): Promise<void> {
  const { page, url, library, artifacts, check, onPhone } = context;
  const { SudokuBoard, SudokuRules, SudokuSolver, SudokuValidator } = library;
  const x = SudokuRules.parse('x');

  await check('the Rules menu lists rule sets the library reads', async () => {
    await page.goto(`${url}?difficulty=easy&seed=1`);
    await page.waitForSelector('#board[data-seed="1"]:not([aria-busy])');
    const offered = await page.$$eval('#rules option:not([hidden])', (options) =>
      options.map((option) => ({ value: (option as HTMLOptionElement).value, label: option.textContent })),
    );
    expectEqual(
      offered.map(({ value }) => value),
      MENU,
      'the Rules menu',
    );
    // Jigsaw and Killer deal fresh layouts and cages: not rules texts.
    for (const { value } of offered) if (value !== 'jigsaw' && value !== 'killer') SudokuRules.parse(value);
    expectEqual(offered[1]!.label, 'Diagonal', 'the name of x');
    expectEqual(
      await page.$eval('#rules', (menu) => (menu as HTMLSelectElement).value),
      'classic',
      'the menu on a classic game',
    );
    if (!(await page.isHidden('#rules-text'))) throw new Error('a classic game shows a rules text');
    expectEqual(await page.getAttribute('#board', 'data-rules'), 'classic', 'the rules of a classic game');
  });

  // A Diagonal grid, and a puzzle on it unique under both rule sets: the page plays it with the
  // game's rules, or (a library whose games have none) checks the diagonals itself.
  const diagonalGrid = gridOf(library, x);
  const diagonal = puzzleOf(library, diagonalGrid, [SudokuRules.classic, x], 45);
  // An empty cell of a diagonal and a digit its row, column and box allow but its diagonals do not.
  const clash = (() => {
    for (let cell = 0; cell < 81; cell++) {
      const row = Math.floor(cell / 9);
      const column = cell % 9;
      if (diagonal.at(cell) !== 0 || (row !== column && row + column !== 8)) continue;
      const allowed = new Set(SudokuValidator.getCandidates(diagonal, row, column, { rules: x }));
      const digit = SudokuValidator.getCandidates(diagonal, row, column).find((d) => !allowed.has(d));
      if (digit !== undefined) return { cell, digit };
    }
    throw new Error('no digit clashes on a diagonal only');
  })();

  await check(
    'a shared Diagonal puzzle: both diagonals drawn, a repeat on one shown as a conflict',
    async () => {
      await page.goto(`${url}?puzzle=${diagonal.toString()}&rules=x`);
      await page.waitForSelector('#board[data-rules="x"]:not([aria-busy])');
      expectEqual(await givens(page), diagonal.toString(), 'the shared puzzle');
      await expectDiagonals(page);
      const status = (await page.textContent('#status')) ?? '';
      if (!status.startsWith('Diagonal · Shared puzzle')) throw new Error(`status ${JSON.stringify(status)}`);
      const said = (await page.textContent('#rules-text')) ?? '';
      if (!said.startsWith('Diagonal: ')) throw new Error(`the rules text says ${JSON.stringify(said)}`);
      expectEqual(
        await page.$eval('#rules', (menu) => (menu as HTMLSelectElement).value),
        'x',
        'the Rules menu',
      );
      await page.click(`#board .cell[data-index="${clash.cell}"]`);
      await page.keyboard.press(String(clash.digit));
      const typed = diagonal.with(Math.floor(clash.cell / 9), clash.cell % 9, clash.digit);
      const expected = SudokuValidator.findConflicts(typed, { rules: x });
      expectEqual(SudokuValidator.findConflicts(typed), [], 'classic conflicts of the typed digit (none)');
      if (!expected.includes(clash.cell) || expected.length < 2)
        throw new Error('the clash is not on a diagonal');
      expectEqual(
        await conflicts(page),
        expected,
        `conflicts after ${clash.digit} in ${cellName(clash.cell)} (the validator under x)`,
      );
      await page.screenshot({ path: join(artifacts, 'browser-game-diagonal.png') });
      await page.keyboard.press('Control+z');
      expectEqual(await conflicts(page), [], 'conflicts after undo');
    },
  );

  // A Jigsaw layout that the classic grid also satisfies, and a puzzle unique under both.
  const classicGrid = gridOf(library, SudokuRules.classic);
  const swapped = swappedLayout(library, classicGrid);
  const jigsaw = SudokuRules.parse(`jigsaw:${swapped.layout}`);
  const layout = jigsaw.jigsaw!;
  const jigsawPuzzle = puzzleOf(library, classicGrid, [SudokuRules.classic, jigsaw], 45);
  const jigsawLink = `${url}?puzzle=${jigsawPuzzle.toString()}&rules=${encodeURIComponent(jigsaw.toString())}`;

  await check('a shared Jigsaw puzzle: thick lines where its regions meet, kept by a reload', async () => {
    await page.goto(jigsawLink);
    await page.waitForSelector('#board[data-rules^="jigsaw:"]:not([aria-busy])');
    expectEqual(await page.getAttribute('#board', 'data-rules'), jigsaw.toString(), 'the rules on the board');
    await expectLayoutDrawn(page, layout, swapped.moved);
    expectEqual(
      await page.$eval('#rules', (menu) => (menu as HTMLSelectElement).value),
      'jigsaw',
      'the Rules menu',
    );
    if ((await page.isVisible('.rules-overlay')) || (await page.$$('#board .cell.extra')).length > 0)
      throw new Error('a jigsaw draws diagonals or shaded regions');
    await page.screenshot({ path: join(artifacts, 'browser-game-jigsaw.png') });
    await page.reload();
    await page.waitForSelector('#board[data-rules^="jigsaw:"]:not([aria-busy])');
    expectEqual(
      await page.getAttribute('#board', 'data-rules'),
      jigsaw.toString(),
      'the rules after a reload',
    );
    expectEqual(await givens(page), jigsawPuzzle.toString(), 'the puzzle after a reload');
    await expectLayoutDrawn(page, layout, swapped.moved);
  });

  await check('on a phone (390×844): a Jigsaw and a Diagonal game fit the screen', async () => {
    await onPhone(async (mobile) => {
      for (const [link, name] of [
        [jigsawLink, 'jigsaw'],
        [`${url}?puzzle=${diagonal.toString()}&rules=x`, 'diagonal'],
      ] as const) {
        await mobile.goto(link);
        await mobile.waitForSelector('#board[data-puzzle]:not([aria-busy])');
        if (name === 'jigsaw') await expectLayoutDrawn(mobile, layout, swapped.moved);
        else await expectDiagonals(mobile);
        const seen = await mobile.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          scrollHeight: document.documentElement.scrollHeight,
          board: document.getElementById('board')!.getBoundingClientRect().width,
          rules: document.getElementById('rules')!.getBoundingClientRect().right,
          today: document.getElementById('daily')!.getBoundingClientRect().right,
          hint: document.getElementById('hint')!.getBoundingClientRect().bottom,
          said: document.getElementById('rules-text')!.getBoundingClientRect().bottom,
        }));
        if (
          seen.scrollWidth > 390 ||
          seen.board < 340 ||
          seen.rules > 390 ||
          seen.today > 390 ||
          seen.hint > 844
        ) {
          throw new Error(`the ${name} game does not fit a phone: ${JSON.stringify(seen)}`);
        }
        if (name === 'diagonal' && (seen.said === 0 || seen.said > 844))
          throw new Error(`the rules text is not on screen: ${JSON.stringify(seen)}`);
        await mobile.screenshot({ path: join(artifacts, `browser-game-phone-${name}.png`) });
      }
    });
  });

  await check('the Rules menu: Diagonal deals the puzzle Node makes; a reload keeps it; Print', async () => {
    await page.goto(`${url}?difficulty=easy&seed=1`);
    await page.waitForSelector('#board[data-seed="1"]:not([aria-busy])');
    await page.selectOption('#rules', 'x');
    await page.selectOption('#difficulty', 'easy');
    await page.fill('#seed', '7');
    await page.click('#new');
    await page.waitForSelector('#board[data-rules="x"][data-seed="7"]:not([aria-busy])');
    const made = generated(library, { rules: x }, 'easy', 7);
    expectEqual(rulesOfPuzzle(made).toString(), 'x', 'the rules of the puzzle Node makes');
    const expected = made.board;
    expectEqual(await givens(page), expected.toString(), 'the Diagonal puzzle (Node, same rules and seed)');
    if (new SudokuSolver().countSolutions(expected, 2, { rules: x }) !== 1)
      throw new Error('the Diagonal puzzle is not unique under its rules');
    const address = new URL(page.url());
    expectEqual(address.searchParams.get('rules'), 'x', 'the rules in the address');
    await expectDiagonals(page);
    await page.reload();
    await page.waitForSelector('#board[data-rules="x"]:not([aria-busy])');
    expectEqual(await givens(page), expected.toString(), 'the Diagonal puzzle after a reload');
    // The rating under the rules once the worker has it (none when the rater cannot rate them).
    await page.waitForFunction(() => !document.getElementById('status')!.textContent.endsWith('Rating…'));
    const status = (await page.textContent('#status')) ?? '';
    let rating: string | null;
    try {
      const er = library.rateBoard(expected, { rules: x } as Library.SudokuRateOptions).rating;
      rating = er >= 20 ? 'beyond the techniques' : `SE ${er.toFixed(1)}`;
    } catch {
      rating = null;
    }
    if (rating === null ? status.includes('SE ') : !status.endsWith(`· ${rating}`))
      throw new Error(`status ${JSON.stringify(status)}, rateBoard under x in Node: ${rating}`);
    // A hint, its four presses: the step the game finds in Node under the rules, applied.
    const start = library.SudokuGame.fromPuzzle(expected, { rules: x });
    const step = start.hint();
    if (step === null) throw new Error('no hint under x in Node');
    for (let press = 1; press <= 4; press++) {
      await page.click('#hint');
      await page.waitForSelector('#hint-text:not([aria-busy])', { state: 'attached' });
      if (press === 1)
        expectEqual(await page.textContent('#hint-text'), step.clue.small, 'the first grade of the hint');
    }
    const shown = await page.$$eval('#board .cell', (cells) =>
      cells.map((cell) => (cell as HTMLElement).dataset.value?.replace('0', '.') ?? '?').join(''),
    );
    expectEqual(shown, start.applyHint().board.toString(), 'the board after the hint (Node, under x)');
    const [printed] = await Promise.all([page.context().waitForEvent('page'), page.click('#print')]);
    await printed.waitForLoadState();
    const sheets = await printed.$$eval('section.page', (found) => found.length);
    await printed.close();
    expectEqual(sheets, 2, 'sheets of the Diagonal print page');
  });

  await check('the Rules menu: Jigsaw deals a fresh layout from its seed, kept by a reload', async () => {
    await page.selectOption('#rules', 'jigsaw');
    await page.click('#new');
    await page.waitForSelector('#board[data-rules^="jigsaw:"]:not([aria-busy])');
    const text = (await page.getAttribute('#board', 'data-rules'))!;
    const seedText = (await page.getAttribute('#board', 'data-seed'))!;
    const difficulty = (await page.getAttribute('#board', 'data-difficulty'))!;
    const seed = /^\d+$/.test(seedText) ? Number(seedText) : seedText;
    const rules = SudokuRules.parse(text);
    const made = generated(
      library,
      { jigsaw: 'random', rules: library.SudokuRules.classic },
      difficulty,
      seed,
    );
    expectEqual(
      rules.toString(),
      rulesOfPuzzle(made).toString(),
      `the layout Node draws from seed ${seedText}`,
    );
    if (rules.layout !== 'jigsaw') throw new Error(`a Jigsaw game plays ${text}`);
    await expectLayoutDrawn(page, rules.jigsaw!, []);
    await page.screenshot({ path: join(artifacts, 'browser-game-jigsaw-dealt.png') });
    const puzzle = SudokuBoard.parse(await givens(page));
    expectEqual(puzzle.toString(), made.board.toString(), 'the Jigsaw puzzle (Node)');
    if (new SudokuSolver().countSolutions(puzzle, 2, { rules }) !== 1)
      throw new Error('the Jigsaw puzzle is not unique under its rules');
    expectEqual(new URL(page.url()).searchParams.get('rules'), text, 'the layout in the address');
    await page.reload();
    await page.waitForSelector('#board[data-rules^="jigsaw:"]:not([aria-busy])');
    expectEqual(await page.getAttribute('#board', 'data-rules'), text, 'the layout after a reload');
    expectEqual(await givens(page), puzzle.toString(), 'the Jigsaw puzzle after a reload');
    await expectLayoutDrawn(page, rules.jigsaw!, []);
    await page.click('#new');
    await page.waitForFunction((before) => {
      const board = document.getElementById('board')!;
      return board.dataset.rules !== before && !board.hasAttribute('aria-busy');
    }, text);
    const next = (await page.getAttribute('#board', 'data-rules'))!;
    if (!next.startsWith('jigsaw:')) throw new Error(`the next Jigsaw game plays ${next}`);
  });
}
