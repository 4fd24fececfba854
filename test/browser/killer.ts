/**
 * The example game's killer cages in Chromium (called by `run.ts` with the context of `rules.ts`),
 * on the first puzzle of `test/fixtures/killer.txt` (no givens, unique; its solution in the
 * fixture), checked against the fixture and what the built library computes in Node:
 *
 * - a shared killer puzzle (`?puzzle=<81 dots>&rules=killer:…`): one dashed outline and one sum per
 *   cage (as many as the rules' cages), each outline inside its cage's cells and clear of the
 *   cells' borders, each sum the cage's, in the top-left corner of the cage's first cell; the
 *   status line and the rules text name Killer, and no rating is asked (Sudoku Explainer's scale
 *   has none for killer); the first grade of a hint is the step the game finds in Node;
 * - cage conflicts shown as the game shows the others: a digit twice in a cage and a full cage
 *   that adds up to another sum mark the cells `SudokuValidator.findConflicts` names under the
 *   rules, and their cage's outline and sum; digits that already overshoot an open cage's sum mark
 *   that cage's digits; undo clears them; a reload keeps the game (the save carries the cages) and
 *   its conflicts;
 * - at a phone's size (390×844) nothing scrolls sideways, the controls stay on screen, the sums
 *   stay in their cells and readable, and the pencil marks of a cage's first cell sit below its sum;
 * - the Rules menu's Killer deals the puzzle `generate({ killer: true })` makes in Node for the same
 *   difficulty and seed (no givens, unique under its cages), the cages in the address; a seed link
 *   deals the same cages again, a reload keeps them, Print draws them, and the next new game has
 *   others.
 *
 * Screenshots (`artifacts/`): `browser-game-killer.png` (1280×800, a cage conflict shown),
 * `browser-game-phone-killer.png` (390×844, notes filled).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type * as Library from '../../src/index.js';
import type { RulesContext } from './rules.js';
import { expectEqual, cellName } from './expect.js';

const fixture = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'killer.txt');

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** What the page draws of the cages: each outline and sum with its box on screen, and each cell's box. */
async function readCages(page: Page): Promise<{
  shown: boolean;
  outlines: { cage: string; box: Box; dashes: string; stroke: string; conflict: boolean }[];
  sums: { cage: string; cell: string; text: string; box: Box; size: number; conflict: boolean }[];
  cells: Box[];
  sumCells: number[];
}> {
  // No named functions inside: the page gets the code as it is, without the helpers tsx adds.
  return page.evaluate(() => {
    const overlay = document.querySelector('#board .cages-overlay');
    return {
      shown: overlay !== null && getComputedStyle(overlay).display !== 'none',
      outlines: Array.from(document.querySelectorAll('#board .cages-overlay path.cage')).map((path) => ({
        cage: (path as SVGElement).dataset.cage ?? '',
        box: path.getBoundingClientRect().toJSON() as Box,
        dashes: getComputedStyle(path).strokeDasharray,
        stroke: getComputedStyle(path).stroke,
        conflict: path.classList.contains('conflict'),
      })),
      sums: Array.from(document.querySelectorAll('#board .cages-overlay text.cage-sum')).map((text) => ({
        cage: (text as SVGElement).dataset.cage ?? '',
        cell: (text as SVGElement).dataset.cell ?? '',
        text: text.textContent,
        box: text.getBoundingClientRect().toJSON() as Box,
        size: (text as SVGGraphicsElement).getBoundingClientRect().height,
        conflict: text.classList.contains('conflict'),
      })),
      cells: Array.from(document.querySelectorAll('#board .cell')).map(
        (cell) => cell.getBoundingClientRect().toJSON() as Box,
      ),
      sumCells: Array.from(document.querySelectorAll('#board .cell.cage-sum')).map((cell) =>
        Number((cell as HTMLElement).dataset.index),
      ),
    };
  });
}

/**
 * Every cage drawn once, as `rules` has it: outlines inside the cage's cells and at least 1 px
 * clear of their outer borders, dashed; sums in order, each inside the top-left quarter of the
 * cage's first cell (to the pixel).
 */
async function expectCagesDrawn(page: Page, rules: Library.SudokuRules): Promise<void> {
  const seen = await readCages(page);
  const { cages } = rules;
  if (!seen.shown) throw new Error('the cages overlay is hidden');
  expectEqual(seen.outlines.length, cages.length, 'cage outlines drawn (one a cage)');
  expectEqual(seen.sums.length, cages.length, 'cage sums drawn (one a cage)');
  expectEqual(
    seen.sums.map(({ text }) => text),
    cages.map(({ sum }) => String(sum)),
    'the sums, in the order of the cages',
  );
  expectEqual(
    seen.sumCells,
    cages.map(({ cells }) => cells[0]!).sort((a, b) => a - b),
    'the cells marked as holding a sum',
  );
  const wrong: string[] = [];
  for (const [k, cage] of cages.entries()) {
    const outline = seen.outlines[k]!;
    const sum = seen.sums[k]!;
    const cells = cage.cells.map((cell) => seen.cells[cell]!);
    const around = {
      left: Math.min(...cells.map((c) => c.left)),
      top: Math.min(...cells.map((c) => c.top)),
      right: Math.max(...cells.map((c) => c.right)),
      bottom: Math.max(...cells.map((c) => c.bottom)),
    };
    const inside =
      outline.box.left >= around.left + 1 &&
      outline.box.top >= around.top + 1 &&
      outline.box.right <= around.right - 1 &&
      outline.box.bottom <= around.bottom - 1;
    if (outline.cage !== String(k) || !inside)
      wrong.push(`cage ${k + 1} outline ${JSON.stringify(outline.box)} not inside ${JSON.stringify(around)}`);
    if (outline.dashes === 'none' || outline.stroke === 'none')
      wrong.push(`cage ${k + 1} not dashed: ${outline.dashes}, stroke ${outline.stroke}`);
    const first = seen.cells[cage.cells[0]!]!;
    const middleX = (first.left + first.right) / 2;
    const middleY = (first.top + first.bottom) / 2;
    if (
      sum.cell !== String(cage.cells[0]) ||
      sum.box.left < first.left ||
      sum.box.top < first.top ||
      sum.box.right > middleX + 1 ||
      sum.box.bottom > middleY + 1
    )
      wrong.push(
        `cage ${k + 1}'s sum ${JSON.stringify(sum.box)} not in the corner of ${cellName(cage.cells[0]!)} ${JSON.stringify(first)}`,
      );
  }
  if (wrong.length > 0)
    throw new Error(`the cages are not drawn as the rules have them:\n${wrong.join('\n')}`);
}

/** The cells marked as conflicts, ascending. */
async function conflicts(page: Page): Promise<number[]> {
  return page.$$eval('#board .cell.conflict', (cells) =>
    cells.map((cell) => Number((cell as HTMLElement).dataset.index)),
  );
}

/** The cages whose outline and sum are both drawn as conflicts (and any drawn half so), by index. */
async function brokenCages(page: Page): Promise<number[]> {
  const seen = await readCages(page);
  const broken: number[] = [];
  for (const [k, outline] of seen.outlines.entries()) {
    if (outline.conflict !== seen.sums[k]!.conflict) throw new Error(`cage ${k + 1} drawn half in conflict`);
    if (outline.conflict) broken.push(k);
  }
  return broken;
}

async function typeAt(page: Page, cell: number, digit: number): Promise<void> {
  await page.click(`#board .cell[data-index="${cell}"]`);
  await page.keyboard.press(String(digit));
}

/** The board's givens as the page shows them. */
async function givens(page: Page): Promise<string> {
  return page.$$eval('#board .cell', (cells) =>
    cells
      .map((cell) => (cell.classList.contains('given') ? (cell as HTMLElement).dataset.value : '.'))
      .join(''),
  );
}

export async function checkKiller(context: RulesContext): Promise<void> {
  const { page, url, library, artifacts, check, onPhone } = context;
  const { SudokuBoard, SudokuRules, SudokuValidator } = library;
  const [text, solutionLine] = readFileSync(fixture, 'utf8').split('\n')[0]!.split('\t');
  const rules = SudokuRules.parse(text!);
  const solution = SudokuBoard.parse(solutionLine!.trim());
  // The fixture's solution fills every cage with its sum: the cages the page must draw are these.
  for (const cage of rules.cages) {
    const total = cage.cells.reduce((sum, cell) => sum + solution.at(cell), 0);
    if (total !== cage.sum)
      throw new Error(`the fixture's cage at ${cellName(cage.cells[0]!)} adds up to ${total}`);
  }
  const empty = '.'.repeat(81);
  const link = `${url}?puzzle=${empty}&rules=${encodeURIComponent(rules.toString())}`;
  const onBoard = '#board[data-rules^="killer:"]:not([aria-busy])';

  await check('a shared killer puzzle: every cage outlined with its sum, killer named', async () => {
    await page.goto(link);
    await page.waitForSelector(onBoard);
    expectEqual(await page.getAttribute('#board', 'data-rules'), rules.toString(), 'the rules on the board');
    await expectCagesDrawn(page, rules);
    const status = (await page.textContent('#status')) ?? '';
    if (!status.startsWith('Killer · Shared puzzle') || status.includes('Rating') || status.includes('SE '))
      throw new Error(`status ${JSON.stringify(status)}`);
    const said = (await page.textContent('#rules-text')) ?? '';
    if (!said.startsWith('Killer: ')) throw new Error(`the rules text says ${JSON.stringify(said)}`);
    if (await page.isVisible('.rules-overlay')) throw new Error('a killer game draws diagonals');
    // A hint: the step the game finds in Node under the cages, its first grade.
    const step = library.SudokuGame.fromPuzzle(SudokuBoard.empty(), { rules }).hint();
    if (step === null) throw new Error('no hint on the killer puzzle in Node');
    await page.click('#hint');
    await page.waitForSelector('#hint-text:not([aria-busy])', { state: 'attached' });
    expectEqual(await page.textContent('#hint-text'), step.clue.small, 'the first grade of the hint');
  });

  // A cage of two cells or more, and one of two cells whose sum a digit overshoots.
  const cage = rules.cages.findIndex(({ cells }) => cells.length >= 2);
  const [a, b] = rules.cages[cage]!.cells as [number, number];
  const small = rules.cages.findIndex(
    ({ cells, sum }) => cells.length >= 2 && 9 + ((cells.length - 1) * cells.length) / 2 > sum,
  );
  const pair = rules.cages.findIndex(({ cells }) => cells.length === 2);

  await check('cage conflicts: a digit twice, a wrong total, an overshot sum; undo; a reload', async () => {
    await page.goto(link);
    await page.waitForSelector(onBoard);
    const validatorSays = (board: Library.SudokuBoard): number[] =>
      [...SudokuValidator.findConflicts(board, { rules })].sort((x, y) => x - y);
    // A digit twice in a cage.
    const digit = solution.at(a);
    await typeAt(page, a, digit);
    await typeAt(page, b, digit);
    let board = SudokuBoard.empty()
      .with(Math.floor(a / 9), a % 9, digit)
      .with(Math.floor(b / 9), b % 9, digit);
    const twice = validatorSays(board);
    if (!twice.includes(a) || !twice.includes(b))
      throw new Error('the validator names no repeat in the cage');
    expectEqual(await conflicts(page), twice, `conflicts of ${digit} twice in cage ${cage + 1} (validator)`);
    if (!(await brokenCages(page)).includes(cage)) throw new Error(`cage ${cage + 1} is not drawn broken`);
    await page.screenshot({ path: join(artifacts, 'browser-game-killer.png') });
    // Kept by a reload: the save holds the cages and the digits.
    await page.reload();
    await page.waitForSelector(onBoard);
    expectEqual(
      await page.getAttribute('#board', 'data-rules'),
      rules.toString(),
      'the rules after a reload',
    );
    await expectCagesDrawn(page, rules);
    expectEqual(await conflicts(page), twice, 'the conflicts after a reload');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    expectEqual(await conflicts(page), [], 'conflicts after undoing both digits');
    expectEqual(await brokenCages(page), [], 'broken cages after undo');

    // A full two-cell cage that adds up to another sum (digits distinct, no other clash).
    const [p, q] = rules.cages[pair]!.cells as [number, number];
    const sum = rules.cages[pair]!.sum;
    const wrongPair = (() => {
      for (let x = 1; x <= 9; x++)
        for (let y = 1; y <= 9; y++) {
          if (x === y || x + y === sum) continue;
          const filled = SudokuBoard.empty()
            .with(Math.floor(p / 9), p % 9, x)
            .with(Math.floor(q / 9), q % 9, y);
          if (SudokuValidator.findConflicts(filled).length === 0) return { x, y, filled };
        }
      throw new Error('no wrong total for the pair');
    })();
    await typeAt(page, p, wrongPair.x);
    await typeAt(page, q, wrongPair.y);
    board = wrongPair.filled;
    expectEqual(
      await conflicts(page),
      validatorSays(board),
      `conflicts of cage ${pair + 1} (sum ${sum}) filled with ${wrongPair.x}+${wrongPair.y} (validator)`,
    );
    if (validatorSays(board).length !== 2) throw new Error('the validator names no wrong total');
    expectEqual(await brokenCages(page), [pair], 'the broken cage');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');

    // A 9 in a cage whose sum it overshoots (the other cells need at least 1, 2, …): that cage's
    // digit is marked, though the cage is open and the validator (full cages only) names nothing.
    const [first] = rules.cages[small]!.cells;
    await typeAt(page, first!, 9);
    board = SudokuBoard.empty().with(Math.floor(first! / 9), first! % 9, 9);
    expectEqual(validatorSays(board), [], 'the validator on an open cage');
    expectEqual(
      await conflicts(page),
      [first],
      `conflicts of a 9 in cage ${small + 1} (sum ${rules.cages[small]!.sum})`,
    );
    expectEqual(await brokenCages(page), [small], 'the overshot cage');
    await page.keyboard.press('Control+z');
    expectEqual(await conflicts(page), [], 'conflicts after undo');
  });

  await check(
    'on a phone (390×844): a killer game fits, its sums readable and clear of the notes',
    async () => {
      await onPhone(async (mobile) => {
        await mobile.goto(link);
        await mobile.waitForSelector(onBoard);
        await expectCagesDrawn(mobile, rules);
        await mobile.click('#fill-notes');
        const seen = await mobile.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          scrollHeight: document.documentElement.scrollHeight,
          board: document.getElementById('board')!.getBoundingClientRect().width,
          today: document.getElementById('daily')!.getBoundingClientRect().right,
          hint: document.getElementById('hint')!.getBoundingClientRect().bottom,
          said: document.getElementById('rules-text')!.getBoundingClientRect().bottom,
          // For each cell holding a sum: the sum's bottom and the top of its first pencil mark.
          clear: Array.from(document.querySelectorAll('#board .cages-overlay text.cage-sum')).map((sum) => {
            const cell = document.querySelector(
              `#board .cell[data-index="${(sum as SVGElement).dataset.cell!}"]`,
            )!;
            const mark = cell.querySelector('.notes span:not(:empty)');
            return {
              sum: sum.getBoundingClientRect().bottom,
              mark: mark === null ? null : mark.getBoundingClientRect().top,
              height: sum.getBoundingClientRect().height,
            };
          }),
        }));
        if (seen.scrollWidth > 390 || seen.board < 340 || seen.today > 390 || seen.hint > 844)
          throw new Error(
            `the killer game does not fit a phone: ${JSON.stringify({ ...seen, clear: undefined })}`,
          );
        if (seen.said === 0 || seen.said > 844)
          throw new Error(`the rules text is not on screen: ${seen.said}`);
        const low = seen.clear.filter(({ height }) => height < 9);
        if (low.length > 0) throw new Error(`sums under 9 px high: ${JSON.stringify(low)}`);
        await mobile.screenshot({ path: join(artifacts, 'browser-game-phone-killer.png') });
        const hidden = seen.clear.filter(({ sum, mark }) => mark === null || mark < sum - 1);
        if (hidden.length > 0) throw new Error(`pencil marks under a sum: ${JSON.stringify(hidden)}`);
        await mobile.screenshot({ path: join(artifacts, 'browser-game-phone-killer.png') });
      });
    },
  );

  await check(
    'the Rules menu: Killer deals the puzzle Node makes; a reload keeps it; fresh cages next',
    async () => {
      await page.goto(`${url}?difficulty=easy&seed=1`);
      await page.waitForSelector('#board[data-seed="1"]:not([aria-busy])');
      await page.selectOption('#rules', 'killer');
      await page.selectOption('#difficulty', 'easy');
      await page.fill('#seed', '7');
      await page.click('#new');
      await page.waitForSelector('#board[data-rules^="killer:"][data-seed="7"]:not([aria-busy])');
      const made = new library.SudokuGenerator().generate({ killer: true, difficulty: 'easy', seed: 7 });
      const text = made.rules.toString();
      expectEqual(await page.getAttribute('#board', 'data-rules'), text, 'the cages Node draws from seed 7');
      expectEqual(await givens(page), made.board.toString(), 'the killer puzzle (no givens)');
      if (new library.SudokuSolver().countSolutions(made.board, 2, { rules: made.rules }) !== 1)
        throw new Error('the killer puzzle is not unique under its cages');
      await expectCagesDrawn(page, made.rules);
      expectEqual(
        await page.$eval('#rules', (menu) => (menu as HTMLSelectElement).value),
        'killer',
        'the Rules menu',
      );
      expectEqual(new URL(page.url()).searchParams.get('rules'), text, 'the cages in the address');
      const status = (await page.textContent('#status')) ?? '';
      if (!status.startsWith('Killer · Easy')) throw new Error(`status ${JSON.stringify(status)}`);
      // A seed link without the saved game: the same cages again.
      await page.goto(`${url}?difficulty=easy&seed=7&rules=${encodeURIComponent(text)}`);
      await page.waitForSelector('#board[data-rules^="killer:"][data-seed="7"]:not([aria-busy])');
      expectEqual(await page.getAttribute('#board', 'data-rules'), text, 'the cages of the seed link');
      await page.reload();
      await page.waitForSelector('#board[data-rules^="killer:"]:not([aria-busy])');
      expectEqual(await page.getAttribute('#board', 'data-rules'), text, 'the cages after a reload');
      await expectCagesDrawn(page, made.rules);
      // Print: the puzzle with its cages, then its answer.
      const [printed] = await Promise.all([page.context().waitForEvent('page'), page.click('#print')]);
      await printed.waitForLoadState();
      const sheets = await printed.$$eval('section.page', (found) =>
        found.map((sheet) => sheet.querySelectorAll('.sudoku-cage path').length),
      );
      await printed.close();
      if (sheets.length !== 2 || sheets[0] !== made.rules.cages.length)
        throw new Error(`the print page's sheets and cages: ${JSON.stringify(sheets)}`);
      await page.fill('#seed', '');
      await page.click('#new');
      await page.waitForFunction((before) => {
        const board = document.getElementById('board')!;
        return board.dataset.rules !== before && !board.hasAttribute('aria-busy');
      }, text);
      const next = (await page.getAttribute('#board', 'data-rules'))!;
      if (!next.startsWith('killer:')) throw new Error(`the next Killer game plays ${next}`);
    },
  );
}
