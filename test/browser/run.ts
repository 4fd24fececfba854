/**
 * `npm run test:browser`: the example game in real Chromium (Debian's `/usr/bin/chromium`, driven by
 * playwright-core), served over a loopback server on an ephemeral port.
 *
 * Checks, each against what the built library computes in Node for the same input:
 * - the puzzle shown for a fixed seed (a number and a string) is exactly the one Node generates,
 *   with the same Sudoku Explainer rating; the difficulty menu lists every `SudokuDifficulty`;
 * - typing a conflicting digit marks both cells of the clash (and no other); undo and redo;
 * - pencil marks: "fill notes" writes every empty cell's candidates, Shift+digit toggles one;
 * - a hint names a wrong (legal) digit first; otherwise hints are graded (the step's small clue,
 *   its big clue, the whole step with its cells lit, then the step applied);
 * - a shared puzzle (`?puzzle=`, Sudoku Explainer 4.0–4.5 from the rated fixture) played through
 *   hints from filled notes, with undo and redo on the way, gives after every hint the board and
 *   notes a `SudokuGame` in Node has; after each eliminating hint "fill" keeps the eliminated
 *   digits out; the game ends with the completion message; a reload continues it from the address;
 * - at a phone's viewport (390×844, touch) the keyboard help is hidden, nothing scrolls sideways,
 *   the board fills the width, every button is on screen and large enough to touch, and every
 *   grade of a hint shows without scrolling; screenshots of each stage to look at;
 * - `npm run example:browser` prints its URL within seconds (no library build) and serves the page;
 * - no console error, page error, worker error or failed request along the way.
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

function expectEqual(actual: unknown, expected: unknown, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}:\n  expected ${e}\n  received ${a}`);
}

function cellName(index: number): string {
  return `r${Math.floor(index / 9) + 1}c${(index % 9) + 1}`;
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

async function typeAt(page: Page, index: number, key: string): Promise<void> {
  await page.click(`#board .cell[data-index="${index}"]`);
  await page.keyboard.press(key);
}

async function main(): Promise<number> {
  const library = (await import(pathToFileURL(join(root, 'dist', 'index.js')).href)) as typeof Library;
  const { SudokuBoard, SudokuDifficulty, SudokuGame, SudokuGenerator, SudokuValidator, rateBoard } = library;
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
    const context = await browser.newContext({ viewport: { width: 900, height: 720 } });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    watchErrors(page);
    console.log(`browser test: ${executablePath} on ${server.url}`);

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
        },
      );
    }

    await check('the difficulty menu offers every profile of the library, in its order', async () => {
      const offered = await page.$$eval('#difficulty option', (options) =>
        options.map((option) => (option as HTMLOptionElement).value),
      );
      expectEqual(offered, Object.values(SudokuDifficulty), 'difficulty options (SudokuDifficulty in Node)');
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
      await page.click('#hint');
      const text = (await page.textContent('#hint-text')) ?? '';
      const expectedText = `The ${wrong} in ${cellName(cell)} is not right`;
      if (!text.includes(expectedText)) throw new Error(`hint ${JSON.stringify(text)} lacks ${expectedText}`);
      expectEqual(await cellsWithClass(page, 'hint-target'), [cell], 'cell highlighted by the hint');
      await page.keyboard.press('Control+z');
      expectEqual((await readBoard(page)).values, puzzle.toString(), 'board after undo');
      expectEqual(await page.textContent('#hint-text'), '', 'hint text after the next move');
    });

    await check('hints are graded: small clue, big clue, the step, then the step applied', async () => {
      const start = SudokuGame.fromPuzzle(puzzle);
      const step = start.hint();
      if (step === null) throw new Error('the hint engine found no step on the test puzzle');
      const grades = [step.clue.small, step.clue.big, step.explanation];
      for (const [n, text] of grades.entries()) {
        await page.click('#hint');
        expectEqual(await page.textContent('#hint-text'), text, `hint text after ${n + 1} presses`);
        expectEqual(await page.getAttribute('#hint-text', 'data-level'), String(n + 1), 'hint level');
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
      await page.click('#hint');
      const applied = start.applyHint();
      expectEqual((await readBoard(page)).values, applied.board.toString(), 'board after applying (Node)');
      expectEqual(await readNotes(page), notesOf(applied), 'notes after applying (Node)');
      expectEqual(await page.textContent('#hint-text'), '', 'hint text after applying');
    });

    await check(
      'a shared puzzle (SE 4.0–4.5) played through hints, with notes, undo and redo, to the completion message',
      async () => {
        await page.goto(`${server.url}?puzzle=${shared.toString()}`);
        await page.waitForSelector(`#board[data-puzzle="${shared.toString()}"]:not([aria-busy])`);
        expectEqual((await readBoard(page)).givens, shared.toString(), 'givens of the shared puzzle');
        // The same moves in Node.
        let mirror = SudokuGame.fromPuzzle(shared).fillNotes();
        await page.keyboard.press('f');
        expectEqual(await readNotes(page), notesOf(mirror), 'notes after "fill notes"');
        let eliminating = 0;
        for (let n = 1; !mirror.isComplete; n++) {
          if (n > 200) throw new Error('200 hints did not complete the game');
          for (let press = 0; press < 4; press++) await page.keyboard.press('h');
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
        if (!message.includes('Solved')) throw new Error(`completion message: ${JSON.stringify(message)}`);
        await page.screenshot({ path: join(artifacts, 'browser-game-solved.png') });
      },
      GAME_MS,
    );

    await check('a reload continues the game from the address, history included', async () => {
      const saved = decodeURIComponent(new URL(page.url()).hash.slice(1));
      const game = SudokuGame.parse(saved);
      if (!game.isComplete) throw new Error('the address holds an unfinished game');
      await page.reload();
      await page.waitForSelector('#board:not([aria-busy])');
      expectEqual((await readBoard(page)).values, game.board.toString(), 'board after reload');
      await page.click('#undo');
      expectEqual(
        (await readBoard(page)).values,
        game.undo().board.toString(),
        'board after reload and undo',
      );
    });

    await check(
      'on a phone (390×844, touch): no keyboard help, everything in one screen, hints without scrolling',
      async () => {
        const phone = await browser!.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        });
        try {
          const mobile = await phone.newPage();
          mobile.setDefaultTimeout(STEP_MS);
          watchErrors(mobile);
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
            await mobile.locator('#hint').tap();
            const seen = await mobile.evaluate(() => ({
              scrollY: window.scrollY,
              text: document.getElementById('hint-text')!.getBoundingClientRect().bottom,
              button: document.getElementById('hint')!.getBoundingClientRect().bottom,
            }));
            if (seen.scrollY !== 0 || seen.text > 844 || seen.button > 844) {
              throw new Error(`hint press ${press} needs a scroll: ${JSON.stringify(seen)}`);
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
        } finally {
          await phone.close();
        }
      },
    );

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
