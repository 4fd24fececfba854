/**
 * `npm run test:browser`: the example game in real Chromium (Debian's `/usr/bin/chromium`, driven by
 * playwright-core), served over a loopback server on an ephemeral port.
 *
 * Checks, each against what the built library computes in Node for the same input:
 * - the puzzle shown for a fixed seed (a number and a string) is exactly the one Node generates,
 *   with the same Sudoku Explainer rating, and the status line shows neither the seed nor the
 *   generation time; the difficulty menu lists every `SudokuDifficulty`; the seed field takes text;
 * - typing a conflicting digit marks both cells of the clash (and no other); undo and redo;
 * - pencil marks: "fill notes" writes every empty cell's candidates, Shift+digit toggles one;
 * - a hint names a wrong (legal) digit first, the Hint button then reads Apply, and the next press
 *   erases it and says so; otherwise hints are graded (the step's small clue, its big clue, the
 *   whole step with its cells lit, then the step applied, its digits marked as placed by a hint),
 *   the button naming each next press (More, Show, Apply) and the panel saying what the hint did;
 * - an elimination applied without pencil marks shows: the cells it narrowed show the candidates
 *   left (as `SudokuGame.candidates` in Node) and the removed ones struck through until the next
 *   move;
 * - a shared puzzle (`?puzzle=`, Sudoku Explainer 4.0–4.5 from the rated fixture) played through
 *   hints from filled notes, with undo and redo on the way, gives after every hint the board and
 *   notes a `SudokuGame` in Node has; after each eliminating hint "fill" keeps the eliminated
 *   digits out; the difficulty menu reads "Shared puzzle" and the status line gets the puzzle's rating;
 *   the game ends with the completion message (counting every hint); a reload continues
 *   it from the address, message and hint marks included, with the keypad and number keys off;
 * - a `?puzzle=` that cannot be played (wrong length, 81 dots, two solutions, clashing givens, a
 *   stray character) keeps its reason on the board and its address until "New game";
 * - a reload keeps the difficulty menu, the time played and the hints asked; `time` and `hints` in
 *   the address count on, and time with the page hidden does not;
 * - at 390×844 the board's top stays put across an unplayable link and new games;
 * - at a phone's viewport (390×844, touch) the keyboard help is hidden, nothing scrolls sideways,
 *   the board fills the width, every button is on screen and large enough to touch, and every
 *   grade of a hint shows without scrolling, the Hint button's label inside it; screenshots of each
 *   stage to look at;
 * - at 390×844 a nested chain's long explanation (forum-hardest-1106 line 114) scrolls inside its
 *   panel, the page no taller than the screen, each of its lines on a line of its own; the shared
 *   puzzle's status says "Rating…" meanwhile and the menu "Shared puzzle"; its print page fits the
 *   phone's width;
 * - `npm run example:browser` prints its URL within seconds (no library build) and serves the page;
 * - no console error, page error, worker error or failed request along the way;
 * - the rule sets (`rules.ts`): the Rules menu; a shared Diagonal puzzle's diagonals and a conflict
 *   on one; a shared Jigsaw puzzle's thick lines, kept by a reload, on a desktop and a phone; the
 *   menu's Diagonal and Jigsaw games as Node makes them, kept by a reload;
 * - killer (`killer.ts`): a shared killer puzzle's cages and sums, cage conflicts, on a phone;
 * - practice (`practice.ts`): the Practice menu by score under the rules; X-Wing and Skyscraper
 *   games as `SudokuGame.practice` makes them in Node, their next hint that technique; Cancel; the
 *   time limit's message;
 * - the library's pictures (`pictures.ts`): arrows on their candidates at phone and desktop sizes,
 *   escaped text that runs no script, print pages on the expected sheets; the example's third
 *   hint grade draws a chain step with its links, and "Print" opens the puzzle's print page.
 * Screenshots go to `artifacts/` (git-ignored).
 *
 * Every step has a time limit and the whole run a watchdog, so a hung browser fails the run instead
 * of blocking CI. Exit code 0 when every check passed. `CHROMIUM=/path` picks another browser binary.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import type * as Library from '../../src/index.js';
import { buildExample } from '../../examples/browser-game/build.js';
import { serveStatic, type StaticServer } from '../../scripts/serve-example.js';
import { checkExamplePictures, checkPictures, checkPrint } from './pictures.js';
import { checkKiller } from './killer.js';
import { checkPractice } from './practice.js';
import { checkRules } from './rules.js';
import { expectEqual, cellName } from './expect.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const artifacts = join(root, 'artifacts');
const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const STEP_MS = 30_000;
const RUN_MS = 360_000;
/** The whole game played through hints: about 50 hints of four key presses each. */
const GAME_MS = 150_000;

/** The seeds under test: a number (as a daily seed is) and a string. */
const GAMES = [
  { difficulty: 'hard', seed: 20261129 },
  { difficulty: 'expert', seed: 'open-sudoku-engine' },
] as const;

/** Puzzles for the print page: the first rows of test/fixtures/se-rated.tsv. */
const PRINT_PUZZLES = readFileSync(join(root, 'test', 'fixtures', 'se-rated.tsv'), 'utf8')
  .split('\n')
  .slice(1, 11)
  .map((line) => line.slice(0, 81));

const watchdog = setTimeout(() => {
  console.error(`browser test: still running after ${RUN_MS / 1000} s, giving up`);
  process.exit(1);
}, RUN_MS);
watchdog.unref();

const results: { name: string; error?: string }[] = [];
const consoleErrors: string[] = [];

async function withTimeout<T>(promise: Promise<T>, milliseconds: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what}: timed out after ${milliseconds} ms`));
    }, milliseconds);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function check(name: string, body: () => Promise<void>, limit = STEP_MS): Promise<void> {
  const started = performance.now();
  try {
    await withTimeout(body(), limit, name);
    results.push({ name });
    console.log(`ok   ${name} (${Math.round(performance.now() - started)} ms)`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.push({ name, error: message });
    console.log(`FAIL ${name}\n     ${message.split('\n').join('\n     ')}`);
  }
}

/** Listens for every kind of error the page can produce, in the page and in its workers. */
function watchErrors(page: Page): void {
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    consoleErrors.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) consoleErrors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('worker', (worker) => {
    worker.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`worker console: ${message.text()}`);
    });
  });
}

/** Opens the page on a game and waits until its puzzle is on the board. */
async function openGame(page: Page, url: string, difficulty: string, seed: number | string): Promise<void> {
  const query = `?difficulty=${difficulty}&seed=${encodeURIComponent(String(seed))}`;
  await page.goto(url + query, { timeout: STEP_MS });
  await page.waitForSelector(`#board[data-seed="${String(seed)}"]:not([aria-busy])`, { timeout: STEP_MS });
}

/** The board as the page shows it: `givens` (dealt digits) and `values` (everything written). */
async function readBoard(page: Page): Promise<{ givens: string; values: string }> {
  return page.$$eval('#board .cell', (cells) => ({
    givens: cells
      .map((cell) => (cell.classList.contains('given') ? (cell as HTMLElement).dataset.value : '.'))
      .join(''),
    values: cells.map((cell) => (cell as HTMLElement).dataset.value?.replace('0', '.') ?? '?').join(''),
  }));
}

/**
 * Runs `use` on a fresh page of a phone-sized touch context (390×844, as the checks on a phone
 * expect), with the test's step timeout and error watch, and closes the context after.
 */
async function onPhone(browser: Browser, use: (page: Page) => Promise<void>): Promise<void> {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await phone.newPage();
    page.setDefaultTimeout(STEP_MS);
    watchErrors(page);
    await use(page);
  } finally {
    await phone.close();
  }
}

async function cellsWithClass(page: Page, className: string): Promise<number[]> {
  return page.$$eval(`#board .cell.${className}`, (cells) =>
    cells.map((cell) => Number((cell as HTMLElement).dataset.index)),
  );
}

/** The notes of each cell as the page shows them (ascending digits, '' for none). */
async function readNotes(page: Page): Promise<string[]> {
  return page.$$eval('#board .cell', (cells) =>
    cells.map((cell) => (cell as HTMLElement).dataset.notes ?? ''),
  );
}

/** The notes of each cell of a game in Node, as {@link readNotes} reads them. */
function notesOf(game: Library.SudokuGame): string[] {
  return Array.from({ length: 81 }, (_, index) => game.notes(Math.floor(index / 9), index % 9).join(''));
}

/** The cells of `board` holding a digit, and the empty ones, ascending. */
function givenCells(board: Library.SudokuBoard): number[] {
  return board.toValues().flatMap((value, index) => (value === 0 ? [] : [index]));
}
function emptyCells(board: Library.SudokuBoard): number[] {
  return board.toValues().flatMap((value, index) => (value === 0 ? [index] : []));
}

/** The controls that make moves (Undo and Redo aside), as {@link disabledControls} names them. */
const PLAY_CONTROLS = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'erase',
  'notes-mode',
  'fill-notes',
  'hint',
];

/** The keypad and tool buttons that are disabled, Undo and Redo left out. */
async function disabledControls(page: Page): Promise<string[]> {
  return page.$$eval('#keypad button, .tools button', (buttons) =>
    buttons
      .filter((button) => (button as HTMLButtonElement).disabled && !['undo', 'redo'].includes(button.id))
      .map((button) => button.id || (button.textContent ?? '')),
  );
}

/** The `time` and `hints` the address holds, or null when absent. */
function progressOf(url: string): { time: number | null; hints: number | null } {
  const query = new URL(url).searchParams;
  const number = (name: string): number | null => (query.has(name) ? Number(query.get(name)) : null);
  return { time: number('time'), hints: number('hints') };
}

/**
 * A game whose next hint is a nested forcing chain: forum-hardest-1106 #31 (test/fixtures) after
 * the hint engine's first 4 steps, with the engine's candidates as notes (the position of
 * test/logic/nested-hints.test.ts).
 */
function nestedHintGame(library: typeof Library): Library.SudokuGame {
  const board = '..9.......6...3...1...7...54...52..7.....6.4..3.9...5.2......1.....2.57...48....2';
  const notes = [
    '3578 24578 - 12456 1468 1458 134678 2368 13468',
    '578 - 2578 1245 1489 - 14789 289 1489',
    '- 248 238 246 - 489 34689 23689 -',
    '- 189 168 13 - - 13689 3689 -',
    '5789 12579 12578 137 138 - 12389 - 1389',
    '678 - 12678 - 148 1478 1268 - 168',
    '- 5789 35678 34567 3469 4579 34689 - 34689',
    '3689 189 1368 1346 - 149 - - 34689',
    '35679 1579 - - 1369 157 369 369 -',
  ].map((row) => row.split(' '));
  // The board's digits as givens.
  let game = library.SudokuGame.fromPuzzle(library.SudokuBoard.parse(board)).fillNotes();
  for (let row = 0; row < 9; row++)
    for (let column = 0; column < 9; column++) {
      const keep = notes[row]![column]!;
      for (const digit of game.notes(row, column))
        if (!keep.includes(String(digit))) game = game.toggleNote(row, column, digit);
    }
  return game;
}

/**
 * A press of the Hint button or key (`press`), then a wait until the page is no longer looking
 * for a step: the first press of a hint asks the page's hint worker, and the panel is busy
 * (`aria-busy`) until it answers.
 */
async function hintPress(page: Page, press: () => Promise<void>): Promise<void> {
  await press();
  await page.waitForSelector('#hint-text:not([aria-busy])', { state: 'attached' });
}

/**
 * The hint panel shows `explanation` as its text, each of its lines (`\n`) on a line of its own,
 * the lines that start with `• ` as the items of a list.
 */
async function expectExplanationShown(page: Page, explanation: string): Promise<void> {
  expectEqual(await page.textContent('#hint-text'), explanation, 'the explanation in the hint panel');
  const lines = explanation.split('\n');
  const shown = await page.$$eval('#hint-text .hint-line, #hint-text .hint-item', (spans) =>
    spans.map((span) => ({
      item: span.classList.contains('hint-item') && span.parentElement?.getAttribute('role') === 'list',
      text: span.textContent,
      top: span.getBoundingClientRect().top,
    })),
  );
  expectEqual(
    shown.map(({ item, text }) => ({ item, text })),
    lines.map((line) => ({ item: line.startsWith('• '), text: line })),
    'the lines of the explanation in the hint panel',
  );
  if (shown.some((line, n) => n > 0 && line.top <= shown[n - 1]!.top))
    throw new Error('two lines of the explanation share a line on screen');
}

/** The text of the difficulty menu's selected entry, as the closed menu shows it. */
async function menuShows(page: Page): Promise<string | null> {
  return page.$eval(
    '#difficulty',
    (menu) => (menu as HTMLSelectElement).selectedOptions[0]?.textContent ?? null,
  );
}

async function typeAt(page: Page, index: number, key: string): Promise<void> {
  await page.click(`#board .cell[data-index="${index}"]`);
  await page.keyboard.press(key);
}

async function main(): Promise<number> {
  const library = (await import(pathToFileURL(join(root, 'dist', 'index.js')).href)) as typeof Library;
  const {
    SudokuBoard,
    SudokuDifficulty,
    SudokuGame,
    SudokuGenerator,
    SudokuSolver,
    SudokuValidator,
    rateBoard,
  } = library;
  const expected = GAMES.map((game) => new SudokuGenerator().generate(game));

  const served = await buildExample();
  const server: StaticServer = await serveStatic(served, 0);
  let browser: Browser | undefined;
  try {
    browser = await withTimeout(
      chromium.launch({
        executablePath,
        headless: true,
        chromiumSandbox: false,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
        timeout: STEP_MS,
      }),
      STEP_MS,
      'launching Chromium',
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    watchErrors(page);
    console.log(`browser test: ${executablePath} on ${server.url}`);

    await checkPictures(browser, library, root, check);
    await checkPrint(browser, library, PRINT_PUZZLES, check);

    for (const [n, game] of GAMES.entries()) {
      await check(
        `seed ${JSON.stringify(game.seed)} (${game.difficulty}) gives the puzzle Node generates`,
        async () => {
          await openGame(page, server.url, game.difficulty, game.seed);
          const shown = await readBoard(page);
          expectEqual(shown.givens, expected[n]!.board.toString(), 'givens shown in the page');
          expectEqual(shown.values, expected[n]!.board.toString(), 'board shown in the page');
          if (page.workers().length === 0) throw new Error('the page generated its puzzle without a worker');
          const rating = rateBoard(expected[n]!.board).rating;
          const status = (await page.textContent('#status')) ?? '';
          const shownRating = rating >= 20 ? 'beyond the techniques' : `SE ${rating.toFixed(1)}`;
          if (!status.includes(shownRating))
            throw new Error(`status ${JSON.stringify(status)} lacks ${shownRating}`);
          // The seed and the generation time are for developers: off the status line.
          if (status.includes(String(game.seed)) || /\d\s*ms\b|generated/i.test(status)) {
            throw new Error(`status ${JSON.stringify(status)} shows the seed or the generation time`);
          }
        },
      );
    }

    await check('the difficulty menu offers every profile of the library, in its order', async () => {
      // The hidden "Shared puzzle" entry only names a link's puzzle (see the shared game's check).
      const offered = await page.$$eval('#difficulty option:not([hidden])', (options) =>
        options.map((option) => (option as HTMLOptionElement).value),
      );
      expectEqual(offered, Object.values(SudokuDifficulty), 'difficulty options (SudokuDifficulty in Node)');
    });

    await check('the seed field takes text (no numeric keyboard on a phone)', async () => {
      const field = await page.$eval('#seed', (input) => ({
        type: (input as HTMLInputElement).type,
        inputMode: (input as HTMLInputElement).inputMode,
      }));
      if (field.type !== 'text' || ['numeric', 'decimal', 'tel'].includes(field.inputMode)) {
        throw new Error(`the seed field asks for a number: ${JSON.stringify(field)}`);
      }
    });

    // A puzzle Sudoku Explainer rates 4.0–4.5 (pairs, pointing, wings: hints that eliminate).
    const shared = SudokuBoard.parse(
      readFileSync(join(root, 'test', 'fixtures', 'se-rated.tsv'), 'utf8')
        .split('\n')
        .map((line) => line.split('\t'))
        .find(([, er]) => Number(er) >= 4 && Number(er) <= 4.5)![0]!,
    );

    // The rest plays the first game.
    const puzzle = expected[0]!.board;
    const solution = expected[0]!.solution;
    await openGame(page, server.url, GAMES[0].difficulty, GAMES[0].seed);

    await check('a conflicting digit marks both cells; undo clears it and redo brings it back', async () => {
      // An empty cell and a given of its row: typing that given's digit clashes with it.
      const empty = puzzle.toValues().findIndex((value) => value === 0);
      const row = Math.floor(empty / 9);
      const given = puzzle
        .toValues()
        .findIndex((value, index) => value !== 0 && Math.floor(index / 9) === row);
      const digit = puzzle.at(given);
      await typeAt(page, empty, String(digit));
      const marked = await cellsWithClass(page, 'conflict');
      const clash = SudokuValidator.findConflicts(puzzle.with(row, empty % 9, digit));
      if (!marked.includes(empty) || !marked.includes(given)) {
        throw new Error(
          `typing ${digit} in ${cellName(empty)} should mark it and ${cellName(given)}; marked: ${marked.map(cellName).join(', ')}`,
        );
      }
      expectEqual(marked, clash, 'cells marked as conflicts (the validator in Node)');
      await page.keyboard.press('Control+z');
      expectEqual(await cellsWithClass(page, 'conflict'), [], 'conflicts after undo');
      expectEqual((await readBoard(page)).values, puzzle.toString(), 'board after undo');
      await page.click('#redo');
      expectEqual(await cellsWithClass(page, 'conflict'), clash, 'conflicts after redo');
      await page.keyboard.press('Control+z');
      expectEqual((await readBoard(page)).values, puzzle.toString(), 'board after a second undo');
    });

    await check('pencil marks: fill from candidates, toggle one, undo', async () => {
      await page.keyboard.press('f');
      const notes = await readNotes(page);
      const expectedNotes = puzzle
        .toValues()
        .map((_, index) => SudokuValidator.getCandidates(puzzle, Math.floor(index / 9), index % 9).join(''));
      expectEqual(notes, expectedNotes, 'notes after "fill notes" (candidates in Node)');
      const empty = puzzle.toValues().findIndex((value) => value === 0);
      const first = expectedNotes[empty]![0]!;
      await typeAt(page, empty, `Shift+${first}`);
      const after = (await readNotes(page))[empty];
      expectEqual(after, expectedNotes[empty]!.slice(1), `notes of ${cellName(empty)} after Shift+${first}`);
      await page.keyboard.press('Control+z');
      await page.keyboard.press('Control+z');
      const cleared = (await readNotes(page)).every((text) => text === '');
      if (!cleared) throw new Error('two undos should clear every pencil mark');
    });

    await check('a hint names a wrong digit before anything else', async () => {
      // An empty cell and a legal digit that is not the solution's: no conflict, but a mistake.
      const values = puzzle.toValues();
      const cell = values.findIndex(
        (value, index) =>
          value === 0 && SudokuValidator.getCandidates(puzzle, Math.floor(index / 9), index % 9).length > 1,
      );
      const wrong = SudokuValidator.getCandidates(puzzle, Math.floor(cell / 9), cell % 9).find(
        (digit) => digit !== solution.at(cell),
      )!;
      await typeAt(page, cell, String(wrong));
      expectEqual(await cellsWithClass(page, 'conflict'), [], 'conflicts after a legal but wrong digit');
      await hintPress(page, () => page.click('#hint'));
      const text = (await page.textContent('#hint-text')) ?? '';
      const expectedText = `The ${wrong} in ${cellName(cell)} is not right`;
      if (!text.includes(expectedText)) throw new Error(`hint ${JSON.stringify(text)} lacks ${expectedText}`);
      expectEqual(await cellsWithClass(page, 'hint-target'), [cell], 'cell highlighted by the hint');
      // The button says what the next press does; pressed, it erases the digit and says so.
      expectEqual(await page.textContent('#hint'), 'Apply', 'hint button after "not right"');
      await hintPress(page, () => page.click('#hint'));
      expectEqual((await readBoard(page)).values, puzzle.toString(), 'board after the second press');
      expectEqual(
        await page.textContent('#hint-text'),
        `Removed the ${wrong} from ${cellName(cell)}.`,
        'hint text after the repair',
      );
      expectEqual(await page.textContent('#hint'), 'Hint', 'hint button after the repair');
      await page.keyboard.press('Control+z');
      expectEqual((await readBoard(page)).values[cell], String(wrong), 'the wrong digit after undo');
      await page.keyboard.press('Control+z');
      expectEqual((await readBoard(page)).values, puzzle.toString(), 'board after undo');
      expectEqual(await page.textContent('#hint-text'), '', 'hint text after the next move');
    });

    await check('hints are graded: small clue, big clue, the step, then the step applied', async () => {
      const start = SudokuGame.fromPuzzle(puzzle);
      const step = start.hint();
      if (step === null) throw new Error('the hint engine found no step on the test puzzle');
      const grades = [step.clue.small, step.clue.big, step.explanation];
      // The button names what its next press does.
      const buttons = ['More', 'Show', 'Apply'];
      for (const [n, text] of grades.entries()) {
        await hintPress(page, () => page.click('#hint'));
        expectEqual(await page.textContent('#hint-text'), text, `hint text after ${n + 1} presses`);
        expectEqual(await page.getAttribute('#hint-text', 'data-level'), String(n + 1), 'hint level');
        expectEqual(await page.textContent('#hint'), buttons[n], `hint button after ${n + 1} presses`);
      }
      const lit = [
        ...(await cellsWithClass(page, 'hint-cell')),
        ...(await cellsWithClass(page, 'hint-target')),
      ];
      const expectedLit = new Set([
        ...step.highlights.cells,
        ...[...step.placements, ...step.eliminations].map(({ row, column }) => row * 9 + column),
      ]);
      expectEqual(
        lit.sort((a, b) => a - b),
        [...expectedLit].sort((a, b) => a - b),
        'cells highlighted by the whole step',
      );
      expectEqual(await page.textContent('#hint'), 'Apply', 'hint button after the whole step');
      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: join(artifacts, 'browser-game.png') });
      await hintPress(page, () => page.click('#hint'));
      const applied = start.applyHint();
      expectEqual((await readBoard(page)).values, applied.board.toString(), 'board after applying (Node)');
      expectEqual(await readNotes(page), notesOf(applied), 'notes after applying (Node)');
      const placed = step.placements.map(({ row, column }) => row * 9 + column).sort((a, b) => a - b);
      if (placed.length === 0) throw new Error('the first hint of the test puzzle places no digit');
      // The panel says what the hint did.
      const said = step.placements.map(
        ({ row, column, value }) => `${value} in ${cellName(row * 9 + column)}`,
      );
      expectEqual(
        await page.textContent('#hint-text'),
        `${step.name}: placed ${said.join(' and ')}.`,
        'hint text after applying',
      );
      expectEqual(await page.textContent('#hint'), 'Hint', 'hint button after applying');
      expectEqual(await cellsWithClass(page, 'hinted'), placed, 'digits marked as placed by a hint');
      expectEqual(await cellsWithClass(page, 'given'), givenCells(puzzle), 'givens after a hint');
      await page.keyboard.press('Control+z');
      expectEqual(await cellsWithClass(page, 'hinted'), [], 'digits marked as hinted after undo');
      await page.keyboard.press('Control+y');
      expectEqual(await cellsWithClass(page, 'hinted'), placed, 'digits marked as hinted after redo');
    });

    await check('an elimination applied without pencil marks shows on the board', async () => {
      // The first game played by hints, without notes, up to its first step that only eliminates.
      let before = SudokuGame.fromPuzzle(puzzle);
      while (before.hint() !== null && before.hint()!.placements.length > 0) before = before.applyHint();
      const step = before.hint();
      if (step === null || step.eliminations.length === 0) throw new Error('no eliminating hint to test');
      const cells = [...new Set(step.eliminations.map(({ row, column }) => row * 9 + column))];
      await page.goto(`${server.url}?difficulty=hard&seed=${GAMES[0].seed}#${before.format()}`);
      await page.waitForSelector('#board:not([aria-busy])');
      const marks = (): Promise<{ index: number; text: string; candidates: string; struck: string[] }[]> =>
        page.$$eval('#board .cell', (all) =>
          all.map((cell) => ({
            index: Number((cell as HTMLElement).dataset.index),
            text: cell.textContent ?? '',
            candidates: (cell as HTMLElement).dataset.candidates ?? '',
            struck: Array.from(cell.querySelectorAll('.struck')).map((mark) => mark.textContent ?? ''),
          })),
        );
      const shownBefore = (await marks()).filter(({ index }) => cells.includes(index));
      if (shownBefore.some(({ text }) => text !== ''))
        throw new Error(`marks before: ${JSON.stringify(shownBefore)}`);
      for (let press = 0; press < 4; press++) await hintPress(page, () => page.click('#hint'));
      const applied = before.applyHint();
      expectEqual(await readNotes(page), notesOf(applied), 'pencil marks after the step (none, as in Node)');
      // Each cell the step narrowed shows the candidates left (Node's), and the removed ones struck.
      const left = applied.candidates();
      for (const index of cells) {
        const shown = (await marks())[index]!;
        const removed = step.eliminations
          .filter(({ row, column }) => row * 9 + column === index)
          .map(({ value }) => String(value));
        const remaining = left.get(Math.floor(index / 9), index % 9).join('');
        const digits = [...left.get(Math.floor(index / 9), index % 9).map(String), ...removed];
        expectEqual(
          { candidates: shown.candidates, struck: shown.struck, text: shown.text },
          { candidates: remaining, struck: removed, text: digits.sort().join('') },
          `${cellName(index)} after ${step.name} is applied`,
        );
      }
      await page.screenshot({ path: join(artifacts, 'browser-game-eliminated.png') });
      const said = (await page.textContent('#hint-text')) ?? '';
      if (!said.startsWith(`${step.name}: removed ${step.eliminations[0]!.value} from`))
        throw new Error(`the panel says ${JSON.stringify(said)} after ${step.name}`);
      // The next move ends the strike-through; the candidates left stay shown, as the hints see them.
      const free = emptyCells(applied.board).find((index) => !cells.includes(index))!;
      await typeAt(page, free, String(solution.at(free)));
      const next = applied.enter(Math.floor(free / 9), free % 9, solution.at(free)).candidates();
      for (const index of cells) {
        const shown = (await marks())[index]!;
        expectEqual(
          { candidates: shown.candidates, struck: shown.struck },
          { candidates: next.get(Math.floor(index / 9), index % 9).join(''), struck: [] },
          `${cellName(index)} after the next move`,
        );
      }
      await page.keyboard.press('Control+z');
      await page.keyboard.press('Control+z');
      const undone = (await marks()).filter(({ index }) => cells.includes(index));
      if (undone.some(({ text }) => text !== ''))
        throw new Error(`marks after undo: ${JSON.stringify(undone)}`);
    });

    await check(
      'a hint that needs a nested forcing chain is found in the worker; the page stays free',
      async () => {
        const nested = nestedHintGame(library);
        const step = nested.hint();
        if (step?.technique !== 'nested-forcing-chain')
          throw new Error(`the nested position gives ${step?.technique}`);
        await page.goto(`${server.url}?difficulty=hard#${nested.format()}`);
        await page.waitForSelector('#board:not([aria-busy])');
        await page.click('#hint');
        // The search takes a good part of a second: the page answers meanwhile, the panel busy.
        const busy = await page.evaluate(() => ({
          busy: document.getElementById('hint-text')!.hasAttribute('aria-busy'),
          text: document.getElementById('hint-text')!.textContent,
        }));
        expectEqual(
          busy,
          { busy: true, text: 'Looking for the next step…' },
          'hint panel while the worker searches',
        );
        await page.waitForSelector('#hint-text:not([aria-busy])', { state: 'attached' });
        expectEqual(await page.textContent('#hint-text'), step.clue.small, 'small clue of the nested step');
        for (let press = 2; press <= 3; press++) await hintPress(page, () => page.click('#hint'));
        await expectExplanationShown(page, step.explanation);
        await hintPress(page, () => page.click('#hint'));
        const applied = nested.applyHint();
        expectEqual(
          (await readBoard(page)).values,
          applied.board.toString(),
          'board after the nested step (Node)',
        );
        expectEqual(await readNotes(page), notesOf(applied), 'notes after the nested step (Node)');
      },
    );

    await check(
      'a shared puzzle (SE 4.0–4.5) played through hints, with notes, undo and redo, to the completion message',
      async () => {
        await page.goto(`${server.url}?puzzle=${shared.toString()}`);
        await page.waitForSelector(`#board[data-puzzle="${shared.toString()}"]:not([aria-busy])`);
        expectEqual((await readBoard(page)).givens, shared.toString(), 'givens of the shared puzzle');
        expectEqual(await menuShows(page), 'Shared puzzle', 'the difficulty menu on a shared puzzle');
        // Its rating, once the worker has it, in place of "Rating…".
        const rating = rateBoard(shared).rating;
        await page.waitForFunction(
          (text) => document.getElementById('status')!.textContent.endsWith(text),
          `· SE ${rating.toFixed(1)}`,
        );
        // The same moves in Node.
        let mirror = SudokuGame.fromPuzzle(shared).fillNotes();
        await page.keyboard.press('f');
        expectEqual(await readNotes(page), notesOf(mirror), 'notes after "fill notes"');
        let eliminating = 0;
        let hints = 0;
        for (let n = 1; !mirror.isComplete; n++) {
          hints = n;
          if (n > 200) throw new Error('200 hints did not complete the game');
          for (let press = 0; press < 4; press++) await hintPress(page, () => page.keyboard.press('h'));
          mirror = mirror.applyHint();
          const step = mirror.lastStep!;
          if (n % 9 === 0) {
            // Take the hint back and make it again, with the buttons and the keys.
            await page.click('#undo');
            expectEqual(
              (await readBoard(page)).values,
              mirror.undo().board.toString(),
              `board after hint ${n} undone`,
            );
            await page.keyboard.press('Control+y');
          }
          const shown = await readBoard(page);
          if (shown.values !== mirror.board.toString()) {
            throw new Error(
              `after hint ${n} (${step.name}) the page shows\n${shown.values}\nNode has\n${mirror.board.toString()}`,
            );
          }
          expectEqual(await readNotes(page), notesOf(mirror), `notes after hint ${n}`);
          if (step.eliminations.length > 0) {
            // Fill again: the digits the step took out stay out, though still legal there.
            eliminating++;
            await page.click('#fill-notes');
            mirror = mirror.fillNotes();
            const notes = await readNotes(page);
            expectEqual(notes, notesOf(mirror), `notes after hint ${n} (${step.name}) and "fill"`);
            for (const { row, column, value } of step.eliminations) {
              const legal = SudokuValidator.getCandidates(mirror.board, row, column).includes(value);
              if (legal && notes[row * 9 + column]!.includes(String(value))) {
                throw new Error(
                  `"fill" wrote back ${value} in r${row + 1}c${column + 1}, which ${step.name} removed`,
                );
              }
            }
          }
        }
        if (eliminating === 0) throw new Error('no hint of this game eliminated a candidate');
        console.log(`     ${eliminating} hints eliminated candidates; "fill" kept each out`);
        expectEqual(
          (await readBoard(page)).values,
          mirror.solution.toString(),
          'board at the end (the solution)',
        );
        await page.waitForSelector('#complete:not([hidden])');
        const message = (await page.textContent('#complete')) ?? '';
        if (!message.includes('Solved') || !message.includes(`with ${hints} hints`)) {
          throw new Error(`completion message: ${JSON.stringify(message)} (${hints} hints asked)`);
        }
        // Every digit the player wrote came from a hint.
        expectEqual(
          await cellsWithClass(page, 'hinted'),
          emptyCells(shared),
          'digits marked as placed by a hint at the end',
        );
        await page.screenshot({ path: join(artifacts, 'browser-game-solved.png') });
      },
      GAME_MS,
    );

    await check('a reload continues the game from the address, history included', async () => {
      const saved = decodeURIComponent(new URL(page.url()).hash.slice(1));
      const game = SudokuGame.parse(saved);
      if (!game.isComplete) throw new Error('the address holds an unfinished game');
      const message = await page.textContent('#complete');
      await page.reload();
      await page.waitForSelector('#board:not([aria-busy])');
      expectEqual((await readBoard(page)).values, game.board.toString(), 'board after reload');
      expectEqual(await page.textContent('#complete'), message, 'completion message after reload');
      expectEqual(
        await cellsWithClass(page, 'hinted'),
        emptyCells(game.puzzle),
        'hinted digits after reload',
      );
      // Solved: the keypad, Erase, Notes, Fill and Hint are off, and so are the number keys.
      expectEqual(await disabledControls(page), PLAY_CONTROLS, 'controls disabled once solved');
      const cell = emptyCells(game.puzzle)[0]!;
      const other = (game.board.at(cell) % 9) + 1;
      await typeAt(page, cell, String(other));
      await page.keyboard.press('Delete');
      expectEqual((await readBoard(page)).values, game.board.toString(), 'board after keys on a solved game');
      await page.click('#undo');
      expectEqual(
        (await readBoard(page)).values,
        game.undo().board.toString(),
        'board after reload and undo',
      );
      expectEqual(await disabledControls(page), [], 'controls disabled after undoing the last digit');
    });

    /** The first game with all its empty cells but the last `left` filled with the solution. */
    const nearlySolved = (left: number): Library.SudokuGame =>
      emptyCells(puzzle)
        .slice(0, -left)
        .reduce(
          (game, index) => game.enter(Math.floor(index / 9), index % 9, solution.at(index)),
          SudokuGame.fromPuzzle(puzzle),
        );

    await check(
      'a ?puzzle= that cannot be played: the reason stays on the board with the link, until New game',
      async () => {
        // The first given of the test puzzle whose removal leaves two solutions.
        const loose = givenCells(puzzle)
          .map((index) => puzzle.with(Math.floor(index / 9), index % 9, 0))
          .find((board) => new SudokuSolver().countSolutions(board, 2) === 2);
        if (loose === undefined) throw new Error('no given of the test puzzle is needed for uniqueness');
        const links = [
          { line: '123', reason: 'it has 3 characters, and a puzzle needs 81' },
          { line: '.'.repeat(81), reason: 'it has more than one solution (0 givens)' },
          {
            line: loose.toString(),
            reason: `it has more than one solution (${81 - loose.emptyCount} givens)`,
          },
          {
            line: `11${'.'.repeat(79)}`,
            reason: 'its givens break the rules: r1c1 and r1c2 hold the same 1 in row 1',
          },
          { line: `12x${'.'.repeat(78)}`, reason: 'character 3 is "x"' },
        ];
        for (const { line, reason } of links) {
          const url = `${server.url}?puzzle=${encodeURIComponent(line)}`;
          await page.goto(url);
          await page.waitForSelector('#link-error:not([hidden])');
          const text = (await page.textContent('#link-error-text')) ?? '';
          if (!text.startsWith("This link's puzzle cannot be played") || !text.includes(reason)) {
            throw new Error(
              `?puzzle=${line}: the page says ${JSON.stringify(text)}, not ${JSON.stringify(reason)}`,
            );
          }
          expectEqual(page.url(), url, `address with ?puzzle=${line}`);
          expectEqual(await disabledControls(page), PLAY_CONTROLS, `controls disabled with ?puzzle=${line}`);
        }
        await page.screenshot({ path: join(artifacts, 'browser-game-link-error.png') });
        // The page does not deal a game behind the player's back: after a while, all is as it was.
        const url = page.url();
        await page.waitForTimeout(1500);
        expectEqual(page.url(), url, 'address 1.5 s after the error');
        const still = await page.evaluate(() => ({
          error: !document.getElementById('link-error')!.hidden,
          digits: Array.from(document.querySelectorAll('#board .cell')).some(
            (cell) => cell.textContent !== '',
          ),
        }));
        expectEqual(still, { error: true, digits: false }, 'error shown and board empty 1.5 s later');
        await page.click('#link-error-new');
        await page.waitForSelector('#board[data-seed]:not([aria-busy])');
        const after = new URL(page.url());
        if (after.searchParams.has('puzzle') || !after.searchParams.has('seed') || after.hash === '') {
          throw new Error(`address after New game: ${page.url()}`);
        }
        if (!(await page.isHidden('#link-error'))) throw new Error('the error stays over the new game');
        const seed = after.searchParams.get('seed')!;
        const dealt = new SudokuGenerator().generate({
          difficulty: after.searchParams.get('difficulty') as Library.SudokuDifficulty,
          seed: /^\d+$/.test(seed) ? Number(seed) : seed,
        });
        expectEqual((await readBoard(page)).givens, dealt.board.toString(), 'givens of the new game (Node)');
      },
    );

    await check('a reload keeps the difficulty menu, the time played and the hints asked', async () => {
      // Three cells from the end (the rest was played before), then a hint.
      const query = `?difficulty=${GAMES[0].difficulty}&seed=${GAMES[0].seed}`;
      await page.goto(`${server.url}${query}#${nearlySolved(3).format()}`);
      await page.waitForSelector('#board:not([aria-busy])');
      const started = performance.now();
      for (let press = 0; press < 4; press++) await hintPress(page, () => page.keyboard.press('h'));
      const applied = nearlySolved(3).applyHint();
      expectEqual((await readBoard(page)).values, applied.board.toString(), 'board after a hint (Node)');
      // Two seconds of play; the address follows the clock.
      await page.waitForFunction(
        () => Number(new URLSearchParams(location.search).get('time')) >= 2,
        undefined,
        {
          timeout: 10_000,
        },
      );
      const before = progressOf(page.url());
      expectEqual(before.hints, 1, 'hints in the address before the reload');
      await page.reload();
      await page.waitForSelector('#board:not([aria-busy])');
      expectEqual(
        await page.inputValue('#difficulty'),
        GAMES[0].difficulty,
        'difficulty menu after the reload',
      );
      const placed = applied.lastStep!.placements.map(({ row, column }) => row * 9 + column);
      expectEqual(await cellsWithClass(page, 'hinted'), placed, 'hinted digits after the reload');
      const reloaded = progressOf(page.url());
      if (reloaded.hints !== 1 || reloaded.time === null || reloaded.time < before.time!) {
        throw new Error(
          `address after the reload: ${JSON.stringify(reloaded)}, before ${JSON.stringify(before)}`,
        );
      }
      for (const index of emptyCells(applied.board)) await typeAt(page, index, String(solution.at(index)));
      await page.waitForSelector('#complete:not([hidden])');
      const message = (await page.textContent('#complete')) ?? '';
      const shown = /in (\d+):(\d\d), with 1 hint\./.exec(message);
      const seconds = shown === null ? Number.NaN : Number(shown[1]) * 60 + Number(shown[2]);
      const wall = (performance.now() - started) / 1000;
      if (!(seconds >= before.time! && seconds <= wall + 1)) {
        throw new Error(
          `completion message ${JSON.stringify(message)}: expected 1 hint and ${before.time} s to ${wall.toFixed(1)} s`,
        );
      }
      expectEqual(await disabledControls(page), PLAY_CONTROLS, 'controls disabled once solved');
      await page.screenshot({ path: join(artifacts, 'browser-game-reloaded-solved.png') });
    });

    await check('time and hints from the address count on; time with the page hidden does not', async () => {
      const node = nearlySolved(1);
      const last = emptyCells(node.board)[0]!;
      const started = performance.now();
      const query = `?difficulty=${GAMES[0].difficulty}&seed=${GAMES[0].seed}&time=125&hints=3`;
      await page.goto(`${server.url}${query}#${node.format()}`);
      await page.waitForSelector('#board:not([aria-busy])');
      // Two seconds in another tab (or with the phone locked).
      const setHidden = (hidden: boolean): Promise<void> =>
        page.evaluate(
          (value) => {
            Object.defineProperty(document, 'visibilityState', { configurable: true, value });
            document.dispatchEvent(new Event('visibilitychange'));
          },
          hidden ? 'hidden' : 'visible',
        );
      await setHidden(true);
      const hiddenAt = performance.now();
      await page.waitForTimeout(2000);
      await setHidden(false);
      const hidden = (performance.now() - hiddenAt) / 1000;
      await typeAt(page, last, String(solution.at(last)));
      await page.waitForSelector('#complete:not([hidden])');
      const visible = (performance.now() - started) / 1000 - hidden;
      const message = (await page.textContent('#complete')) ?? '';
      const shown = /in (\d+):(\d\d), with 3 hints\./.exec(message);
      const seconds = shown === null ? Number.NaN : Number(shown[1]) * 60 + Number(shown[2]);
      if (!(seconds >= 125 && seconds <= 125 + visible + 0.5)) {
        throw new Error(
          `completion message ${JSON.stringify(message)}: expected 3 hints and 125 s plus at most ${visible.toFixed(1)} s visible (${hidden.toFixed(1)} s hidden)`,
        );
      }
      expectEqual(
        progressOf(page.url()),
        { time: seconds, hints: 3 },
        'time and hints in the address once solved',
      );
    });

    await check(
      'on a phone (390×844): the board stays put across new games and an unplayable link',
      async () => {
        await onPhone(browser!, async (mobile) => {
          await mobile.goto(`${server.url}?puzzle=123`);
          await mobile.waitForSelector('#link-error:not([hidden])');
          await mobile.screenshot({ path: join(artifacts, 'browser-game-phone-link-error.png') });
          // The board's top whenever the status line changes: while a puzzle is made, and once shown.
          await mobile.evaluate(() => {
            const board = document.getElementById('board')!;
            const seen = [board.getBoundingClientRect().top];
            (window as unknown as { boardTops: number[] }).boardTops = seen;
            new MutationObserver(() => seen.push(board.getBoundingClientRect().top)).observe(
              document.getElementById('status')!,
              { childList: true, characterData: true, subtree: true },
            );
          });
          await mobile.locator('#link-error-new').tap();
          await mobile.waitForSelector('#board[data-seed]:not([aria-busy])');
          await mobile.selectOption('#difficulty', 'hard');
          await mobile.locator('#daily').tap();
          await mobile.waitForFunction(() =>
            document.getElementById('status')!.textContent.startsWith('Daily'),
          );
          await mobile.waitForSelector('#board:not([aria-busy])');
          await mobile.selectOption('#difficulty', 'easy');
          await mobile.locator('#new').tap();
          await mobile.waitForSelector('#board[data-difficulty="easy"]:not([aria-busy])');
          const tops = await mobile.evaluate(() => (window as unknown as { boardTops: number[] }).boardTops);
          if (tops.length < 6 || tops.some((top) => Math.abs(top - tops[0]!) > 0.5)) {
            throw new Error(`the board moves between games: its top at ${tops.join(', ')} px`);
          }
          // A hint applied by touch: its digit in the hint style.
          for (let press = 0; press < 4; press++)
            await hintPress(mobile, () => mobile.locator('#hint').tap());
          const marked = await cellsWithClass(mobile, 'hinted');
          if (marked.length === 0) throw new Error('no digit is marked as placed by a hint');
          await mobile.screenshot({ path: join(artifacts, 'browser-game-phone-hinted.png') });
        });
      },
    );

    await check(
      'on a phone (390×844, touch): no keyboard help, everything in one screen, hints without scrolling',
      async () => {
        await onPhone(browser!, async (mobile) => {
          await openGame(mobile, server.url, GAMES[0].difficulty, GAMES[0].seed);
          // No named functions inside: the page runs the code as written, without the test's helpers.
          const layout = await mobile.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            board: JSON.parse(JSON.stringify(document.getElementById('board')!.getBoundingClientRect())) as {
              left: number;
              right: number;
              width: number;
            },
            keysShown: getComputedStyle(document.querySelector('.keys')!).display !== 'none',
            buttons: Array.from(document.querySelectorAll('#keypad button, .tools button, #new, #daily')).map(
              (button) => ({
                id: button.id || (button.textContent ?? ''),
                ...(JSON.parse(JSON.stringify(button.getBoundingClientRect())) as {
                  top: number;
                  bottom: number;
                  left: number;
                  right: number;
                  width: number;
                  height: number;
                }),
              }),
            ),
          }));
          if (layout.keysShown) throw new Error('the keyboard help shows on a touch screen');
          if (layout.scrollWidth > 390)
            throw new Error(`the page scrolls sideways: ${layout.scrollWidth} px wide`);
          if (layout.board.left < 0 || layout.board.right > 390 || layout.board.width < 340) {
            throw new Error(`the board does not fill the width: ${JSON.stringify(layout.board)}`);
          }
          for (const button of layout.buttons) {
            if (button.bottom > 844 || button.right > 390 || button.left < 0) {
              throw new Error(`button ${button.id} is off the screen: ${JSON.stringify(button)}`);
            }
            if (button.height < 40 || button.width < 32) {
              throw new Error(`button ${button.id} is too small to touch: ${JSON.stringify(button)}`);
            }
          }
          await mobile.screenshot({ path: join(artifacts, 'browser-game-phone.png') });
          // Each grade of a hint, then the applied step: the hint and its button stay on screen.
          for (let press = 1; press <= 4; press++) {
            await hintPress(mobile, () => mobile.locator('#hint').tap());
            const seen = await mobile.evaluate(() => ({
              scrollY: window.scrollY,
              text: document.getElementById('hint-text')!.getBoundingClientRect().bottom,
              button: document.getElementById('hint')!.getBoundingClientRect().bottom,
              label: document.getElementById('hint')!.textContent,
              labelWidth: document.getElementById('hint')!.scrollWidth,
              buttonWidth: document.getElementById('hint')!.clientWidth,
            }));
            if (seen.scrollY !== 0 || seen.text > 844 || seen.button > 844) {
              throw new Error(`hint press ${press} needs a scroll: ${JSON.stringify(seen)}`);
            }
            if (seen.labelWidth > seen.buttonWidth) {
              throw new Error(`the hint button's label overflows it: ${JSON.stringify(seen)}`);
            }
            if (press === 3)
              await mobile.screenshot({ path: join(artifacts, 'browser-game-phone-hint.png') });
          }
          expectEqual(
            (await readBoard(mobile)).values,
            SudokuGame.fromPuzzle(puzzle).applyHint().board.toString(),
            'board after a hint applied by touch',
          );
          await mobile.locator(`#board .cell[data-index="${puzzle.toValues().indexOf(0)}"]`).tap();
          await mobile.locator('#notes-mode').tap();
          await mobile.locator('#keypad button[data-digit="5"]').tap();
          const noted = (await readNotes(mobile))[puzzle.toValues().indexOf(0)];
          if (noted !== '5' && (await readBoard(mobile)).values[puzzle.toValues().indexOf(0)] === '.') {
            throw new Error(`a note tapped in notes mode shows as ${JSON.stringify(noted)}`);
          }
        });
      },
    );

    await check(
      'on a phone (390×844): a long explanation scrolls in its panel; a shared puzzle says it is being rated',
      async () => {
        // forum-hardest-1106 line 114 (SE 11.8): its first hint is a nested chain, its explanation
        // close to a thousand characters; rating it takes the worker tens of seconds.
        const line = readFileSync(join(root, 'test', 'fixtures', 'forum-hardest-1106.txt'), 'utf8').split(
          '\n',
        )[113]!;
        const step = SudokuGame.fromPuzzle(SudokuBoard.parse(line)).hint();
        if (step === null || step.explanation.length < 600)
          throw new Error(`line 114 gives ${step?.explanation.length ?? 0} characters`);
        await onPhone(browser!, async (mobile) => {
          await mobile.goto(`${server.url}?puzzle=${line}`);
          await mobile.waitForSelector(`#board[data-puzzle="${line}"]:not([aria-busy])`);
          expectEqual(await menuShows(mobile), 'Shared puzzle', 'the difficulty menu on a shared puzzle');
          const status = (await mobile.textContent('#status')) ?? '';
          if (!status.endsWith('· Rating…'))
            throw new Error(`status while rating: ${JSON.stringify(status)}`);
          // The first press waits for the worker's nested chain (seconds, while the puzzle is rated).
          await hintPress(mobile, () => mobile.locator('#hint').tap());
          for (let press = 2; press <= 3; press++)
            await hintPress(mobile, () => mobile.locator('#hint').tap());
          await expectExplanationShown(mobile, step.explanation);
          const seen = await mobile.evaluate(() => {
            const panel = document.getElementById('hint-text')!;
            const shown = {
              page: document.documentElement.scrollHeight,
              viewport: window.innerHeight,
              scrollY: window.scrollY,
              panel: panel.getBoundingClientRect().bottom,
              button: document.getElementById('hint')!.getBoundingClientRect().bottom,
              overflows: panel.scrollHeight > panel.clientHeight,
              scrolled: 0,
            };
            panel.scrollTop = panel.scrollHeight;
            shown.scrolled = panel.scrollTop;
            return shown;
          });
          if (
            seen.page > seen.viewport ||
            seen.scrollY !== 0 ||
            seen.panel > seen.viewport ||
            seen.button > seen.viewport
          ) {
            throw new Error(`the long explanation does not fit the screen: ${JSON.stringify(seen)}`);
          }
          if (!seen.overflows || seen.scrolled === 0)
            throw new Error(`the panel does not scroll: ${JSON.stringify(seen)}`);
          await mobile.screenshot({ path: join(artifacts, 'browser-game-phone-long-hint.png') });
        });
      },
      60_000,
    );

    await check('on a phone (390×844): the page Print opens fits the screen', async () => {
      await onPhone(browser!, async (mobile) => {
        await openGame(mobile, server.url, GAMES[0].difficulty, GAMES[0].seed);
        // The print page opened from a phone fits the screen's width: no sheet runs off its right
        // edge (a phone's layout viewport widens to the content, so the visual viewport is the
        // screen). Printed, the sheets are the same (the print page checks above).
        const [printed] = await Promise.all([
          mobile.context().waitForEvent('page'),
          mobile.locator('#print').tap(),
        ]);
        await printed.waitForLoadState();
        const sheet = await printed.evaluate(() => ({
          screen: window.visualViewport?.width ?? window.innerWidth,
          scrollWidth: document.documentElement.scrollWidth,
          right: Math.max(
            ...Array.from(document.querySelectorAll('section.page')).map(
              (section) => section.getBoundingClientRect().right,
            ),
          ),
          pages: document.querySelectorAll('section.page').length,
        }));
        await printed.screenshot({ path: join(artifacts, 'browser-game-phone-print.png') });
        // Printed, each sheet is laid out as the same page prints from a desktop.
        const sheets = (shown: Page): Promise<string> =>
          shown.evaluate(() =>
            JSON.stringify(
              Array.from(document.querySelectorAll('section.page, section.page figure')).map((box) => {
                const { width, height } = box.getBoundingClientRect();
                return [Math.round(width * 10) / 10, Math.round(height * 10) / 10];
              }),
            ),
          );
        await printed.emulateMedia({ media: 'print' });
        const onPhoneSheets = await sheets(printed);
        const html = await printed.content();
        await printed.close();
        if (sheet.pages !== 2 || sheet.scrollWidth > sheet.screen + 0.5 || sheet.right > sheet.screen + 0.5) {
          throw new Error(`the print page does not fit a phone's screen: ${JSON.stringify(sheet)}`);
        }
        await page.setContent(html);
        await page.emulateMedia({ media: 'print' });
        const onDesktopSheets = await sheets(page);
        await page.emulateMedia({ media: 'screen' });
        expectEqual(onPhoneSheets, onDesktopSheets, 'printed sheets from a phone (as from a desktop)');
      });
    });

    // The game's modes, each with the same context.
    const modes = {
      browser,
      page,
      url: server.url,
      library,
      artifacts,
      check,
      onPhone: (use: Parameters<typeof onPhone>[1]) => onPhone(browser!, use),
    };
    await checkRules(modes);
    await checkKiller(modes);
    await checkPractice(modes);

    await checkExamplePictures(page, server.url, library, check);

    await check('the keyboard help shows on a desktop', async () => {
      const shown = await page.$eval('.keys', (keys) => getComputedStyle(keys).display !== 'none');
      if (!shown) throw new Error('the keyboard help is hidden on a desktop');
    });

    // Last: it rebuilds examples/browser-game/dist/ from the sources, which the pages above used.
    await check('npm run example:browser prints its URL within seconds and serves the page', async () => {
      const started = performance.now();
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-example.ts', '--port', '0'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        const url = await new Promise<string>((resolveUrl, reject) => {
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            const found = /Sudoku example: (http:\/\/\S+)/.exec(output);
            if (found !== null) resolveUrl(found[1]!);
          });
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.once('exit', (code) => {
            reject(new Error(`the server exited (${code}) before its URL:\n${output}`));
          });
        });
        const seconds = (performance.now() - started) / 1000;
        console.log(`     URL printed after ${seconds.toFixed(1)} s`);
        if (seconds > 15) throw new Error(`the URL took ${seconds.toFixed(1)} s`);
        const response = await fetch(url);
        const body = await response.text();
        if (response.status !== 200 || !body.includes('<main class="app">')) {
          throw new Error(`GET ${url}: ${response.status}`);
        }
        const script = await fetch(new URL('main.js', url));
        if (script.status !== 200) throw new Error(`GET main.js: ${script.status}`);
      } finally {
        const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
        child.kill('SIGINT');
        await exited;
      }
    });

    await check('no console errors, page errors or failed requests', () => {
      if (consoleErrors.length > 0) return Promise.reject(new Error(consoleErrors.join('\n')));
      return Promise.resolve();
    });
  } finally {
    await withTimeout(browser?.close() ?? Promise.resolve(), 10_000, 'closing Chromium').catch(
      (error: unknown) => {
        console.error(error);
      },
    );
    await server.close();
  }
  const failed = results.filter((result) => result.error !== undefined).length;
  console.log(`\nbrowser test: ${results.length - failed} passed, ${failed} failed`);
  return failed === 0 && results.length > 0 ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
clearTimeout(watchdog);
