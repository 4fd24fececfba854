/**
 * The technique table of docs/logic.md, written from the code: the catalogue
 * (`src/logic/catalogue.ts`: ids, base ratings, both orders), the names
 * (`src/logic/prose-names.ts`) and the rooms of the engine (`src/logic/engine/`: which file's
 * finder table holds each technique). The table sits between two markers:
 *
 * ```md
 * <!-- techniques: scripts/technique-table.ts -->
 * | hint # | id | … |
 * <!-- /techniques -->
 * ```
 *
 * `tsx scripts/technique-table.ts` rewrites it (and runs Prettier on the file); `--check` exits 1
 * when it differs. `test/logic/catalogue-docs.test.ts` runs the same comparison (cell by cell,
 * ignoring padding), so a technique added to the catalogue without this run fails the suite.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { orderOf, type CatalogueRow, type TechniqueFamily } from '../src/logic/catalogue.js';
import { TECHNIQUE_NAMES } from '../src/logic/prose-names.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const ENGINE = join(ROOT, 'src/logic/engine');
export const DOC: string = join(ROOT, 'docs/logic.md');
export const OPEN = '<!-- techniques: scripts/technique-table.ts -->';
export const CLOSE = '<!-- /techniques -->';

/** What a family's steps add to the base rating. */
const TERM: Partial<Record<TechniqueFamily, string>> = {
  uniqueness: ' + size or type',
  cycles: ' + length',
  'forcing-chains': ' + length',
  'nested-chains': ' + length',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The room of each technique: the engine file (without `.ts`) whose `…_FINDERS` table has it. */
async function roomsById(): Promise<Map<string, string>> {
  const rooms = new Map<string, string>();
  for (const file of sources(ENGINE)) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('_FINDERS') || typeof value !== 'object' || value === null) continue;
      const room = relative(ENGINE, file).replace(/\.ts$/, '');
      for (const id of Object.keys(value)) rooms.set(id, room);
    }
  }
  return rooms;
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** The table's rows, as cells (unpadded). */
export async function techniqueRows(): Promise<string[][]> {
  const rooms = await roomsById();
  const sePlaces = orderOf('se');
  const sePosition = (row: CatalogueRow): string =>
    row.se === null ? '—' : String(sePlaces.findIndex((rows) => rows[0]!.se === row.se) + 1);
  const line = (hint: string, rows: readonly CatalogueRow[]): string[] => {
    const hintOnly = rows.every((row) => row.se === null);
    const tenths = unique(rows.map((row) => row.tenths)).sort((a, b) => a - b);
    const bases =
      tenths.length > 2
        ? `${(tenths[0]! / 10).toFixed(1)}–${(tenths.at(-1)! / 10).toFixed(1)}`
        : tenths.map((t) => (t / 10).toFixed(1)).join(', ');
    return [
      hint,
      rows.map((row) => `\`${row.id}\``).join(', ') + (hintOnly ? ' ★' : ''),
      unique(rows.map((row) => TECHNIQUE_NAMES[row.id]))
        .map((name, k) => (k > 0 && /^.[a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name))
        .join(', '),
      bases + unique(rows.map((row) => TERM[row.family] ?? '')).join(''),
      unique(rows.map((row) => rooms.get(row.id) ?? '?')).join(', '),
      unique(rows.map(sePosition)).join(', '),
    ];
  };
  const hinted = orderOf('hint').map((rows, k) => line(String(k + 1), rows));
  const ratingOnly = sePlaces
    .map((rows) => rows.filter((row) => row.hint === null && row.family !== 'report'))
    .filter((rows) => rows.length > 0)
    .map((rows) => line('—', rows));
  return [...hinted, ...ratingOnly];
}

const HEADER = ['hint #', 'id', 'name', 'base rating', 'finder (`src/logic/engine/`)', 'SE order #'];

/** The table as Markdown (unpadded; Prettier pads it). */
export async function techniqueTable(): Promise<string> {
  const rows = [HEADER, HEADER.map(() => '---'), ...(await techniqueRows())];
  return rows.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** The cells of the table between the markers of `text`, or null when the markers are missing. */
export function documentedRows(text: string): string[][] | null {
  const start = text.indexOf(OPEN);
  const end = text.indexOf(CLOSE);
  if (start < 0 || end < start) return null;
  return text
    .slice(start + OPEN.length, end)
    .trim()
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

async function main(): Promise<void> {
  const text = readFileSync(DOC, 'utf8');
  const expected = await techniqueRows();
  const documented = documentedRows(text);
  if (process.argv.includes('--check')) {
    const same = JSON.stringify(documented) === JSON.stringify(expected);
    console.log(
      same
        ? "docs/logic.md: the technique table is the catalogue's"
        : 'docs/logic.md: the technique table differs; run `tsx scripts/technique-table.ts`',
    );
    process.exit(same ? 0 : 1);
  }
  const start = text.indexOf(OPEN);
  const end = text.indexOf(CLOSE);
  if (start < 0 || end < start) throw new Error(`docs/logic.md: no ${OPEN} … ${CLOSE} region`);
  const written = `${text.slice(0, start + OPEN.length)}\n\n${await techniqueTable()}\n\n${text.slice(end)}`;
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(DOC)) ?? {};
  writeFileSync(DOC, await prettier.format(written, { ...options, filepath: DOC }));
  console.log('docs/logic.md: technique table written');
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();
