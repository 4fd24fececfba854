/**
 * The example game's Practice menu in Chromium (called by `run.ts` with the context of
 * `rules.ts`), checked against what the built library computes in Node:
 *
 * - the menu under the classic rules lists hint-engine techniques by score (non-decreasing), each
 *   option named as `SUDOKU_TECHNIQUES` names it, among them X-Wing, Pointing and Skyscraper, and
 *   none of the cage, non-consecutive or report ids; under Diagonal and a fresh Jigsaw layout the
 *   classic-only ones (Skyscraper, W-Wing, …) are left out, and every hint technique left out is
 *   one `generate({ technique, rules })` refuses at once in Node (`TECHNIQUE_NOT_IN_BAND`); under
 *   Killer the menu is disabled;
 * - X-Wing and Skyscraper, seed 1: the board, givens and pencil marks are those of
 *   `SudokuGame.practice({ technique, seed: 1 })` in Node, the status line says "Practice: <name>",
 *   the hint panel that the next step is that technique, the address has `practice=<id>&seed=1`;
 *   the first press of Hint shows the small clue of Node's next step, of that technique and naming
 *   it, the third its explanation (which opens with the name); a reload keeps the X-Wing game
 *   and its title;
 * - Cancel: a search for a nested forcing chain is cancelled (the previous game and status stay,
 *   the board is not busy and takes a digit), and the next practice search still deals its game;
 * - the time limit (the menu's `data-time-limit`, 1 s here): a Jellyfish search ends with "none
 *   found in 1 s — try another technique", the previous game still on the board.
 */
import type { Page } from 'playwright-core';
import type * as Library from '../../src/index.js';
import type { RulesContext } from './rules.js';
import { expectEqual } from './expect.js';

/** The menu as the page shows it: each option's value and text, and whether it is disabled. */
async function readMenu(page: Page): Promise<{ disabled: boolean; options: { id: string; text: string }[] }> {
  return page.$eval('#practice', (menu) => ({
    disabled: (menu as HTMLSelectElement).disabled,
    options: Array.from((menu as HTMLSelectElement).options)
      .filter((option) => option.value !== '')
      .map((option) => ({ id: option.value, text: option.textContent })),
  }));
}

async function readBoard(page: Page): Promise<{ givens: string; values: string; notes: string[] }> {
  return page.$$eval('#board .cell', (cells) => ({
    givens: cells
      .map((cell) => (cell.classList.contains('given') ? (cell as HTMLElement).dataset.value : '.'))
      .join(''),
    values: cells.map((cell) => (cell as HTMLElement).dataset.value?.replace('0', '.') ?? '?').join(''),
    notes: cells.map((cell) => (cell as HTMLElement).dataset.notes ?? ''),
  }));
}

function notesOf(game: Library.SudokuGame): string[] {
  return Array.from({ length: 81 }, (_, index) => game.notes(Math.floor(index / 9), index % 9).join(''));
}

async function status(page: Page): Promise<string> {
  return (await page.textContent('#status')) ?? '';
}

export async function checkPractice(context: RulesContext): Promise<void> {
  const { page, url, library, check } = context;
  const { SUDOKU_TECHNIQUES, SudokuGame, SudokuGenerator, SudokuRules, isSudokuError } = library;
  const generator = new SudokuGenerator();
  const ready = '#board:not([aria-busy])';

  /** The page's menu under the Rules menu's `value`, checked against generation in Node. */
  const menuUnder = async (value: string, rules: Record<string, unknown>): Promise<string[]> => {
    await page.selectOption('#rules', value);
    const { options } = await readMenu(page);
    const ids = options.map(({ id }) => id);
    for (const { id, text } of options) {
      const info = SUDOKU_TECHNIQUES[id as Library.SudokuTechniqueId];
      if (!info.hinted || !text.startsWith(`${info.name} (`))
        throw new Error(`under ${value}, the option ${id} reads ${JSON.stringify(text)}`);
    }
    const scores = ids.map((id) => SUDOKU_TECHNIQUES[id as Library.SudokuTechniqueId].score);
    if (scores.some((score, k) => k > 0 && score < scores[k - 1]!))
      throw new Error(`under ${value}, the menu is not by score: ${ids.join(' ')}`);
    // Every hint technique left out is one generation refuses at once under these rules.
    const signal = AbortSignal.abort();
    for (const info of Object.values(SUDOKU_TECHNIQUES)) {
      if (!info.hinted || ids.includes(info.id)) continue;
      let code: unknown = 'none';
      try {
        generator.generate({ technique: info.id, ...rules, signal, seed: 1 });
      } catch (error) {
        code = isSudokuError(error) ? error.code : error === signal.reason ? 'searched' : String(error);
      }
      if (code !== 'TECHNIQUE_NOT_IN_BAND')
        throw new Error(`under ${value}, ${info.id} is left out but generation says ${String(code)}`);
    }
    return ids;
  };

  await check('the Practice menu: techniques by score under the rules, none under Killer', async () => {
    await page.goto(`${url}?difficulty=easy&seed=1`);
    await page.waitForSelector('#board[data-seed="1"]:not([aria-busy])');
    const classic = await menuUnder('classic', {});
    for (const id of ['pointing', 'x-wing', 'skyscraper', 'simple-colouring', 'nested-forcing-chain'])
      if (!classic.includes(id)) throw new Error(`${id} is not in the classic menu`);
    for (const id of ['cage-combination', 'locked-non-consecutive', 'invalid-board', 'contradiction'])
      if (classic.includes(id)) throw new Error(`${id} is in the classic menu`);
    for (const [value, rules] of [
      ['x', { rules: SudokuRules.parse('x') }],
      ['jigsaw', { rules: SudokuRules.classic, jigsaw: 'random' }],
    ] as const) {
      const ids = await menuUnder(value, rules);
      if (!ids.includes('x-wing') || ids.includes('skyscraper') || ids.includes('w-wing'))
        throw new Error(`the ${value} menu: ${ids.join(' ')}`);
    }
    await page.selectOption('#rules', 'killer');
    const killer = await readMenu(page);
    if (!killer.disabled || killer.options.length > 0)
      throw new Error(`the Killer menu: ${JSON.stringify(killer)}`);
    await page.selectOption('#rules', 'classic');
  });

  for (const technique of ['x-wing', 'skyscraper'] as const) {
    const name = SUDOKU_TECHNIQUES[technique].name;
    await check(
      `practice ${name}, seed 1: Node's game, its next hint ${name}${technique === 'x-wing' ? '; a reload keeps it' : ''}`,
      async () => {
        const expected = SudokuGame.practice({ technique, seed: 1 });
        const step = expected.hint();
        if (step?.technique !== technique) throw new Error(`Node's practice game hints ${step?.technique}`);
        await page.fill('#seed', '1');
        await page.selectOption('#practice', technique);
        await page.waitForFunction(
          (title) => document.getElementById('status')!.textContent.startsWith(title),
          `Practice: ${name}`,
        );
        await page.waitForSelector(ready);
        const shown = await readBoard(page);
        expectEqual(shown.values, expected.board.toString(), 'the board');
        expectEqual(shown.givens, expected.puzzle.toString(), 'the givens');
        expectEqual(shown.notes, notesOf(expected), "the pencil marks (the engine's)");
        const query = new URL(page.url()).searchParams;
        expectEqual([query.get('practice'), query.get('seed')], [technique, '1'], 'the address');
        const intro = (await page.textContent('#hint-text')) ?? '';
        if (!intro.includes(`the next step is ${name}`)) throw new Error(`the hint panel says ${intro}`);
        await page.click('#hint');
        await page.waitForSelector(`#hint-text[data-technique="${technique}"]`);
        expectEqual(await page.textContent('#hint-text'), step.clue.small, "the hint (Node's next step)");
        if (!step.clue.small.toLowerCase().includes(name.toLowerCase()))
          throw new Error(`the small clue does not name ${name}`);
        // Its third grade, the whole step: the explanation, which opens with the technique's name.
        await page.click('#hint');
        await page.click('#hint');
        await page.waitForSelector('#hint-text[data-level="3"]');
        expectEqual(await page.textContent('#hint-text'), step.explanation, 'the whole step');
        if (!step.explanation.startsWith(`${name} `))
          throw new Error(`the explanation does not name ${name}`);
        if (technique !== 'x-wing') return;
        await page.reload();
        await page.waitForSelector(ready);
        expectEqual((await readBoard(page)).values, expected.board.toString(), 'the board after a reload');
        if (!(await status(page)).startsWith(`Practice: ${name}`))
          throw new Error(`the status after a reload: ${await status(page)}`);
      },
    );
  }

  await check(
    'Cancel ends a slow practice search; the game stays playable; the next search works',
    async () => {
      await page.waitForSelector(ready);
      const before = await readBoard(page);
      const said = await status(page);
      await page.fill('#seed', '');
      await page.selectOption('#practice', 'nested-forcing-chain');
      await page.waitForSelector('#practice-cancel:not([hidden])');
      if (!(await status(page)).startsWith('Looking for a puzzle that needs'))
        throw new Error(`the status while searching: ${await status(page)}`);
      await page.click('#practice-cancel');
      await page.waitForSelector('#practice-cancel[hidden]', { state: 'attached' });
      await page.waitForSelector(ready);
      expectEqual(await status(page), said, 'the status after Cancel');
      expectEqual((await readBoard(page)).values, before.values, 'the board after Cancel');
      const empty = before.values.indexOf('.');
      await page.click(`#board .cell[data-index="${empty}"]`);
      await page.keyboard.press('5');
      if ((await readBoard(page)).values[empty] !== '5')
        throw new Error('the board takes no digit after Cancel');
      const expected = SudokuGame.practice({ technique: 'pointing', seed: 2 });
      await page.fill('#seed', '2');
      await page.selectOption('#practice', 'pointing');
      await page.waitForSelector('#board[data-seed="2"]:not([aria-busy])');
      expectEqual((await readBoard(page)).values, expected.board.toString(), 'the board of the next search');
    },
  );

  await check('the time limit: none found in 1 s, said on the status line, the game kept', async () => {
    await page.waitForSelector(ready);
    const before = (await readBoard(page)).values;
    await page.$eval('#practice', (menu) => {
      (menu as HTMLElement).dataset.timeLimit = '1';
    });
    await page.fill('#seed', '1');
    await page.selectOption('#practice', 'jellyfish');
    await page.waitForFunction(
      () => document.getElementById('status')!.textContent.includes('none found'),
      undefined,
      { timeout: 12_000 },
    );
    expectEqual(await status(page), 'Jellyfish: none found in 1 s — try another technique.', 'the status');
    await page.waitForSelector('#practice-cancel[hidden]', { state: 'attached' });
    await page.waitForSelector(ready);
    expectEqual((await readBoard(page)).values, before, 'the board after the time limit');
    await page.$eval('#practice', (menu) => {
      delete (menu as HTMLElement).dataset.timeLimit;
    });
  });
}
