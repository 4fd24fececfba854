/**
 * The pictures in Chromium (called by `run.ts`): the golden SVGs of `test/render/golden/` shown at
 * a phone's viewport (390×844, the 360-pixel pictures) and a desktop's (1280×800, the 720-pixel
 * ones), inline in a page and as documents of their own.
 *
 * - every link arrow starts and ends on the circles of the candidates it links, measured on the
 *   rendered geometry (`getPointAtLength` at both ends of the curve, mapped to the screen by
 *   `getScreenCTM`, against each circle's bounding box), and each candidate's digit is drawn inside
 *   its circle;
 * - each picture fits the phone's width without scrolling sideways;
 * - a title and a description made of `</title><script>…</script>` show as text and run nothing,
 *   inline or as an SVG document;
 * - the print page (`buildPrintPage`) prints to PDF with one sheet per page it lays out (counted
 *   in the PDF), and in print media every puzzle lies inside its page's box, so none is split.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type * as Library from '../../src/index.js';

type Check = (name: string, body: () => Promise<void>) => Promise<void>;

interface Geometry {
  readonly links: number;
  readonly problems: string[];
  readonly width: number;
  readonly scrollWidth: number;
}

/** Measures every arrow and candidate of the pictures inline in `page`. */
function measure(page: Page): Promise<Geometry> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let links = 0;
    for (const svg of Array.from(document.querySelectorAll('svg'))) {
      const circles = new Map<string, { x: number; y: number; r: number }>();
      for (const circle of Array.from(svg.querySelectorAll('circle[data-candidate]'))) {
        const box = circle.getBoundingClientRect();
        circles.set(circle.getAttribute('data-candidate')!, {
          x: box.left + box.width / 2,
          y: box.top + box.height / 2,
          r: box.width / 2,
        });
      }
      // The candidate's digit is inside its circle.
      for (const text of Array.from(svg.querySelectorAll('.sudoku-candidates text'))) {
        const box = text.getBoundingClientRect();
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        for (const circle of circles.values()) {
          const d = Math.hypot(cx - circle.x, cy - circle.y);
          if (d < circle.r * 1.5 && d > circle.r * 0.45) {
            problems.push(
              `a digit ${text.textContent ?? ''} is off its circle's centre by ${d.toFixed(1)} px`,
            );
          }
        }
      }
      for (const group of Array.from(svg.querySelectorAll('g.sudoku-link'))) {
        links++;
        const path = group.querySelector('path')!;
        const matrix = path.getScreenCTM()!;
        const ends = [path.getPointAtLength(0), path.getPointAtLength(path.getTotalLength())].map((p) =>
          new DOMPoint(p.x, p.y).matrixTransform(matrix),
        );
        const names = [group.getAttribute('data-from')!, group.getAttribute('data-to')!];
        names.forEach((name, i) => {
          const circle = circles.get(name);
          const end = ends[i]!;
          if (circle === undefined) {
            problems.push(`no circle for ${name}`);
            return;
          }
          const d = Math.hypot(end.x - circle.x, end.y - circle.y);
          // On the circle: within a pixel (or 5 % of the radius) of its edge.
          if (Math.abs(d - circle.r) > Math.max(1, circle.r * 0.05)) {
            problems.push(
              `${svg.getAttribute('data-name') ?? ''}: the arrow ${names.join('→')} ends ${d.toFixed(2)} px from the centre of ${name} (radius ${circle.r.toFixed(2)})`,
            );
          }
        });
      }
    }
    return {
      links,
      problems,
      width: Math.max(
        ...Array.from(document.querySelectorAll('svg')).map((s) => s.getBoundingClientRect().right),
      ),
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

/** The page showing `svgs` inline, one after the other. */
function pageOf(svgs: readonly [string, string][]): string {
  const body = svgs
    .map(
      ([name, svg]) =>
        `<figure style="margin:0 0 8px">${svg.replace('<svg ', `<svg data-name="${name}" `)}</figure>`,
    )
    .join('');
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width"><style>body{margin:0}</style></head><body>${body}</body></html>`;
}

export async function checkPictures(
  browser: Browser,
  library: typeof Library,
  root: string,
  check: Check,
): Promise<void> {
  const dir = join(root, 'test', 'render', 'golden');
  const read = (size: number): [string, string][] =>
    readdirSync(dir)
      .filter((f) => f.endsWith(`-${size}.svg`))
      .sort()
      .map((f) => [f, readFileSync(join(dir, f), 'utf8')]);

  for (const [device, size, viewport] of [
    ['phone', 360, { width: 390, height: 844 }],
    ['desktop', 720, { width: 1280, height: 800 }],
  ] as const) {
    await check(
      `pictures at ${device} size (${viewport.width}×${viewport.height}): arrows end on their candidates`,
      async () => {
        const context = await browser.newContext({
          viewport,
          ...(device === 'phone' ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}),
        });
        try {
          const page = await context.newPage();
          const svgs = read(size);
          if (svgs.length < 20) throw new Error(`only ${svgs.length} golden pictures of ${size} px`);
          await page.setContent(pageOf(svgs));
          const seen = await measure(page);
          if (seen.problems.length > 0) throw new Error(seen.problems.slice(0, 10).join('\n'));
          if (seen.links < 20) throw new Error(`only ${seen.links} arrows measured`);
          if (seen.scrollWidth > viewport.width) {
            throw new Error(`the page scrolls sideways: ${seen.scrollWidth} px wide`);
          }
          console.log(`     ${svgs.length} pictures, ${seen.links} arrows measured`);
        } finally {
          await context.close();
        }
      },
    );
  }

  await check('escaped text in a picture shows as text and runs no script', async () => {
    const { SudokuBoard, renderBoardSvg } = library;
    const attack = '</title><script>window.pwned=1;alert(1)</script><img src=x onerror="window.pwned=2">';
    const svg = renderBoardSvg(SudokuBoard.empty(), { title: attack, description: `]]>${attack}` });
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await page.route('http://pictures.test/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/svg+xml', body: svg }),
      );
      // As a document of its own, then inline in a page.
      await page.goto('http://pictures.test/attack.svg');
      const standalone = await page.evaluate(() => ({
        pwned: (window as unknown as { pwned?: number }).pwned ?? 0,
        scripts: document.querySelectorAll('script').length,
        title: document.querySelector('title')?.textContent ?? null,
      }));
      const html = await context.newPage();
      html.on('dialog', (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await html.setContent(`<!doctype html><html><body>${svg}</body></html>`);
      const inline = await html.evaluate(() => ({
        pwned: (window as unknown as { pwned?: number }).pwned ?? 0,
        scripts: document.querySelectorAll('script, img').length,
        title: document.querySelector('svg title')?.textContent ?? null,
        desc: document.querySelector('svg desc')?.textContent ?? null,
      }));
      for (const [where, seen] of [
        ['as an SVG document', standalone],
        ['inline', inline],
      ] as const) {
        if (seen.pwned !== 0 || seen.scripts !== 0) throw new Error(`${where}: the script ran or was parsed`);
        if (seen.title !== attack) throw new Error(`${where}: the title reads ${JSON.stringify(seen.title)}`);
      }
      if (inline.desc !== `]]>${attack}`)
        throw new Error(`the description reads ${JSON.stringify(inline.desc)}`);
      if (dialogs !== 0) throw new Error(`${dialogs} dialogs opened`);
    } finally {
      await context.close();
    }
  });
}

/** Pages of a PDF: its `/Type /Page` objects (not `/Pages`). */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

export async function checkPrint(
  browser: Browser,
  library: typeof Library,
  puzzles: readonly string[],
  check: Check,
): Promise<void> {
  const { SudokuBoard, buildPrintPage } = library;
  const boards = puzzles.map((line) => SudokuBoard.parse(line));
  for (const [paper, perPage, count] of [
    ['a4', 4, 10],
    ['letter', 6, 7],
    ['a4', 1, 3],
    ['letter', 2, 5],
  ] as const) {
    const expected = Math.ceil(count / perPage) + Math.ceil(count / 6);
    await check(
      `print page: ${count} puzzles, ${perPage} a page on ${paper} print on ${expected} sheets, none split`,
      async () => {
        const html = buildPrintPage(
          boards.slice(0, count).map((board, i) => ({ board, difficulty: 'hard', rating: 4 + i / 10 })),
          { paper, perPage, title: '</title><script>window.pwned=1</script>' },
        );
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await page.setContent(html);
          await page.emulateMedia({ media: 'print' });
          const seen = await page.evaluate(() => {
            const pages = Array.from(document.querySelectorAll('section.page'));
            const problems: string[] = [];
            pages.forEach((section, n) => {
              const box = section.getBoundingClientRect();
              for (const figure of Array.from(section.querySelectorAll('figure'))) {
                const f = figure.getBoundingClientRect();
                if (f.top < box.top - 0.5 || f.bottom > box.bottom + 0.5 || f.right > box.right + 0.5) {
                  problems.push(`page ${n + 1}: a puzzle overflows its page (${f.bottom} > ${box.bottom})`);
                }
                if (figure.querySelector('svg') === null && figure.querySelector('.none') === null) {
                  problems.push(`page ${n + 1}: a figure without a picture`);
                }
              }
            });
            return {
              pages: pages.length,
              figures: document.querySelectorAll('figure').length,
              problems,
              pwned: (window as unknown as { pwned?: number }).pwned ?? 0,
              title: document.title,
            };
          });
          if (seen.problems.length > 0) throw new Error(seen.problems.join('\n'));
          if (seen.pwned !== 0) throw new Error('the title ran a script');
          if (seen.title !== '</title><script>window.pwned=1</script>')
            throw new Error(`title ${seen.title}`);
          if (seen.pages !== expected || seen.figures !== 2 * count) {
            throw new Error(
              `${seen.pages} pages, ${seen.figures} figures laid out; expected ${expected} and ${2 * count}`,
            );
          }
          const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
          const sheets = pdfPages(pdf);
          if (sheets !== expected) throw new Error(`the PDF has ${sheets} pages, expected ${expected}`);
        } finally {
          await context.close();
        }
      },
    );
  }
}

/**
 * A game whose next hint is a chain with links: a puzzle of se-rated.tsv (ER 7.2) played by
 * applying hints until then, with its history, as the page saves it in the address's `#` part.
 */
function chainGame(library: typeof Library): { saved: string; step: Library.SudokuStep } {
  const { SudokuBoard, SudokuGame } = library;
  let game = SudokuGame.fromPuzzle(
    SudokuBoard.parse('................12..3..4..5......6...5712....8..9..........6.......734..1........'),
  );
  for (let moves = 0; moves < 200; moves++) {
    const hint = game.hint();
    if (hint === null) break;
    if (hint.links.length > 0) return { saved: game.format(), step: hint };
    game = game.applyHint();
  }
  throw new Error('no chain hint along the hints');
}

/** The example game: a chain hint drawn over the board, and "Print" opening the print page. */
export async function checkExamplePictures(
  page: Page,
  url: string,
  library: typeof Library,
  check: Check,
): Promise<void> {
  const { saved, step } = chainGame(library);
  await check(
    'the example draws a chain hint with its links and removals, then prints the puzzle',
    async () => {
      await page.goto(`${url}?difficulty=hard#${saved}`);
      await page.waitForSelector('#board:not([aria-busy])');
      for (let press = 1; press <= 3; press++) {
        await page.locator('#hint').click();
        await page.waitForSelector('#hint-text:not([aria-busy])', { state: 'attached' });
      }
      await page.waitForSelector('#board .hint-picture:not([hidden]) svg');
      const drawn = await page.evaluate(() => ({
        links: document.querySelectorAll('.hint-picture g.sudoku-link').length,
        removed: document.querySelectorAll('.hint-picture .sudoku-remove circle').length,
        desc: document.querySelector('.hint-picture desc')?.textContent ?? null,
      }));
      if (drawn.links !== step.links.length || drawn.links === 0) {
        throw new Error(`${drawn.links} arrows drawn for the ${step.links.length} links of ${step.name}`);
      }
      if (drawn.removed !== step.eliminations.length) throw new Error(`${drawn.removed} removals drawn`);
      if (drawn.desc !== step.explanation)
        throw new Error(`the picture describes ${JSON.stringify(drawn.desc)}`);
      const seen = await measure(page);
      if (seen.problems.length > 0) throw new Error(seen.problems.join('\n'));
      // Applying the hint takes the picture away.
      await page.locator('#hint').click();
      await page.waitForSelector('#board .hint-picture[hidden]', { state: 'attached' });

      const [printed] = await Promise.all([
        page.context().waitForEvent('page'),
        page.locator('#print').click(),
      ]);
      await printed.waitForLoadState();
      const sheet = await printed.evaluate(() => ({
        pages: document.querySelectorAll('section.page').length,
        captions: Array.from(document.querySelectorAll('figcaption')).map((c) => c.textContent),
        title: document.title,
      }));
      await printed.close();
      if (sheet.pages !== 2 || sheet.captions[1] !== 'Answer 1' || !sheet.title.startsWith('Sudoku · ')) {
        throw new Error(`the print page: ${JSON.stringify(sheet)}`);
      }
    },
  );
}
