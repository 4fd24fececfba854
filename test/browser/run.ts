/**
 * `npm run test:browser`: the example game in real Chromium (Debian's `/usr/bin/chromium`, driven by
 * playwright-core), served over a loopback server on an ephemeral port.
 *
 * Checks, each against what the built library computes in Node for the same input:
 * - the puzzle shown for a fixed seed (a number and a string) is exactly the one Node generates,
 *   with the same Sudoku Explainer rating;
 * - typing a conflicting digit marks both cells of the clash (and no other), and undo clears it;
 * - pencil marks: "fill notes" writes every empty cell's candidates, Shift+digit toggles one;
 * - a hint names a wrong (legal) digit first; otherwise it shows the logic solver's explanation,
 *   its cells and units highlighted;
 * - typing the full solution shows the completion message;
 * - no console error, page error, worker error or failed request along the way.
 * Screenshots go to `artifacts/` (git-ignored).
 *
 * Every step has a time limit and the whole run a watchdog, so a hung browser fails the run instead
 * of blocking CI. Exit code 0 when every check passed. `CHROMIUM=/path` picks another browser binary.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type * as Library from '../../src/index.js';
import { buildExample } from '../../examples/browser-game/build.js';
import { serveStatic, type StaticServer } from '../../scripts/serve-example.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const artifacts = join(root, 'artifacts');
const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const STEP_MS = 30_000;
const RUN_MS = 180_000;

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

async function check(name: string, body: () => Promise<void>): Promise<void> {
  const started = performance.now();
  try {
    await withTimeout(body(), STEP_MS, name);
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

async function typeAt(page: Page, index: number, key: string): Promise<void> {
  await page.click(`#board .cell[data-index="${index}"]`);
  await page.keyboard.press(key);
}

async function main(): Promise<number> {
  const library = (await import(pathToFileURL(join(root, 'dist', 'index.js')).href)) as typeof Library;
  const { SudokuBoard, SudokuGenerator, SudokuLogicSolver, SudokuValidator, rateBoard } = library;
  const expected = GAMES.map((game) => new SudokuGenerator().generate(game));

  const served = await buildExample();
  const server: StaticServer = await serveStatic(served, 0);
  const profile = mkdtempSync(join(tmpdir(), 'sudoku-chromium-'));
  let context: BrowserContext | undefined;
  try {
    context = await withTimeout(
      chromium.launchPersistentContext(profile, {
        executablePath,
        headless: true,
        chromiumSandbox: false,
        viewport: { width: 900, height: 720 },
        args: [
          '--headless',
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
    const page = context.pages()[0] ?? (await context.newPage());
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

    // The rest plays the first game.
    const puzzle = expected[0]!.board;
    const solution = expected[0]!.solution;
    await openGame(page, server.url, GAMES[0].difficulty, GAMES[0].seed);

    await check('a conflicting digit marks both cells, and undo clears it', async () => {
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
    });

    await check('pencil marks: fill from candidates, toggle one, undo', async () => {
      await page.keyboard.press('f');
      const notes = await page.$$eval('#board .cell', (cells) =>
        cells.map((cell) => (cell as HTMLElement).dataset.notes ?? ''),
      );
      const expectedNotes = puzzle
        .toValues()
        .map((_, index) => SudokuValidator.getCandidates(puzzle, Math.floor(index / 9), index % 9).join(''));
      expectEqual(notes, expectedNotes, 'notes after "fill notes" (candidates in Node)');
      const empty = puzzle.toValues().findIndex((value) => value === 0);
      const first = expectedNotes[empty]![0]!;
      await typeAt(page, empty, `Shift+${first}`);
      const after = await page.$eval(
        `#board .cell[data-index="${empty}"]`,
        (cell) => (cell as HTMLElement).dataset.notes,
      );
      expectEqual(after, expectedNotes[empty]!.slice(1), `notes of ${cellName(empty)} after Shift+${first}`);
      await page.keyboard.press('Control+z');
      await page.keyboard.press('Control+z');
      const cleared = await page.$$eval('#board .cell', (cells) =>
        cells.every((cell) => ((cell as HTMLElement).dataset.notes ?? '') === ''),
      );
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

    await check('a hint shows the logic solver’s explanation and highlights its cells', async () => {
      const step = new SudokuLogicSolver().nextStep(puzzle);
      if (step === null) throw new Error('the logic solver found no step on the test puzzle');
      await page.click('#hint');
      await page.waitForFunction(() => (document.getElementById('hint-text')?.textContent ?? '') !== '');
      const text = (await page.textContent('#hint-text')) ?? '';
      if (!text.includes(step.explanation)) {
        throw new Error(`hint text ${JSON.stringify(text)} lacks ${JSON.stringify(step.explanation)}`);
      }
      if (!/r[1-9]c[1-9]/.test(text)) throw new Error(`hint text names no cell: ${text}`);
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
        'highlighted cells',
      );
      const unitCells = new Set<number>();
      for (const unit of step.highlights.units) {
        const number = Number(unit.slice(1)) - 1;
        for (let index = 0; index < 81; index++) {
          const row = Math.floor(index / 9);
          const column = index % 9;
          const box = Math.floor(row / 3) * 3 + Math.floor(column / 3);
          const of = unit.startsWith('r') ? row : unit.startsWith('c') ? column : box;
          if (of === number && !expectedLit.has(index)) unitCells.add(index);
        }
      }
      expectEqual(
        await cellsWithClass(page, 'hint-unit'),
        [...unitCells].sort((a, b) => a - b),
        `cells shaded for the units ${step.highlights.units.join(', ')}`,
      );
      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: join(artifacts, 'browser-game.png') });
    });

    await check('typing the full solution shows the completion message', async () => {
      for (let index = 0; index < 81; index++) {
        if (puzzle.at(index) === 0) await typeAt(page, index, String(solution.at(index)));
      }
      expectEqual((await readBoard(page)).values, solution.toString(), 'board after typing the solution');
      await page.waitForSelector('#complete:not([hidden])');
      const message = (await page.textContent('#complete')) ?? '';
      if (!message.includes('Solved')) throw new Error(`completion message: ${JSON.stringify(message)}`);
      if (!SudokuValidator.isSolution(puzzle, SudokuBoard.parse(solution.toString()))) {
        throw new Error('Node disagrees: the typed grid is not a solution');
      }
      await page.screenshot({ path: join(artifacts, 'browser-game-solved.png') });
    });

    await check('no console errors, page errors or failed requests', () => {
      if (consoleErrors.length > 0) return Promise.reject(new Error(consoleErrors.join('\n')));
      return Promise.resolve();
    });
  } finally {
    await withTimeout(context?.close() ?? Promise.resolve(), 10_000, 'closing Chromium').catch(
      (error: unknown) => {
        console.error(error);
      },
    );
    await server.close();
    rmSync(profile, { recursive: true, force: true });
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
