/**
 * Figures come from one place: the latest benchmark run, saved by `npm run bench` as
 * `bench/results/<name>.md`. A Markdown file shows one of its tables in a marked region:
 *
 * ```md
 * <!-- bench:timeout#1 -->
 * | call | timed out | … |
 * <!-- /bench -->
 * ```
 *
 * (`#1` is the first table the benchmark printed.) `tsx scripts/figures.ts` rewrites every marked
 * region of README.md and docs/*.md from the saved results (run Prettier afterwards);
 * `--check` only reports the regions that differ, as `file:line`, and exits 1. The docs test runs
 * the same check, so a figure typed by hand into a marked region, or a stale one after a new run,
 * fails the suite. Tables are compared cell by cell, ignoring alignment and padding (Prettier
 * re-pads them).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const OPEN = /^<!-- bench:([\w-]+)#(\d+) -->$/;
const CLOSE = '<!-- /bench -->';

/** One marked region of a Markdown file. */
export interface Region {
  readonly file: string;
  /** 1-based line of the opening marker. */
  readonly line: number;
  readonly bench: string;
  /** 1-based index of the table in the benchmark's output. */
  readonly table: number;
  /** Lines between the markers. */
  readonly body: readonly string[];
  /** 0-based index of the first body line, and of the closing marker. */
  readonly start: number;
  readonly end: number;
}

/** The marked regions of a Markdown text. */
export function regionsOf(file: string, text: string): Region[] {
  const lines = text.split('\n');
  const regions: Region[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPEN.exec(lines[i]!.trim());
    if (open === null) continue;
    const end = lines.findIndex((line, k) => k > i && line.trim() === CLOSE);
    if (end < 0) throw new Error(`${file}:${i + 1}: '${lines[i]!.trim()}' is never closed by '${CLOSE}'`);
    regions.push({
      file,
      line: i + 1,
      bench: open[1]!,
      table: Number(open[2]),
      body: lines.slice(i + 1, end),
      start: i + 1,
      end,
    });
    i = end;
  }
  return regions;
}

/** The Markdown tables of a text, in order, each as its lines. */
export function tablesOf(text: string): string[][] {
  const tables: string[][] = [];
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    if (line.trim().startsWith('|')) {
      current ??= [];
      current.push(line.trim());
    } else if (current !== undefined) {
      tables.push(current);
      current = undefined;
    }
  }
  if (current !== undefined) tables.push(current);
  return tables;
}

/** A table's rows as trimmed cells, the separator row left out: what the comparison sees. */
export function cells(table: readonly string[]): string[][] {
  return table
    .filter((line) => !/^\|[\s:|-]+\|$/.test(line))
    .map((line) =>
      line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    );
}

/** The saved table for a region, or a problem naming what is missing. */
function savedTable(root: string, region: Region): string[] | string {
  const path = join(root, 'bench', 'results', `${region.bench}.md`);
  if (!existsSync(path)) {
    return `${region.file}:${region.line}: bench/results/${region.bench}.md is missing (run npm run bench -- ${region.bench})`;
  }
  const table = tablesOf(readFileSync(path, 'utf8'))[region.table - 1];
  return (
    table ?? `${region.file}:${region.line}: bench/results/${region.bench}.md has no table #${region.table}`
  );
}

/** The Markdown files that may hold marked figures. */
export function figureFiles(root: string): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/** Every marked region that differs from the saved run, as `file:line: …`. */
export function checkFigures(root: string): string[] {
  const problems: string[] = [];
  for (const file of figureFiles(root)) {
    for (const region of regionsOf(file, readFileSync(join(root, file), 'utf8'))) {
      const saved = savedTable(root, region);
      if (typeof saved === 'string') {
        problems.push(saved);
        continue;
      }
      const shown = tablesOf(region.body.join('\n'))[0] ?? [];
      if (JSON.stringify(cells(shown)) !== JSON.stringify(cells(saved))) {
        problems.push(
          `${region.file}:${region.line}: the table differs from bench/results/${region.bench}.md table #${region.table} (run npx tsx scripts/figures.ts)`,
        );
      }
    }
  }
  return problems;
}

/** Rewrites every marked region from the saved runs; returns the files changed. */
export function writeFigures(root: string): string[] {
  const changed: string[] = [];
  for (const file of figureFiles(root)) {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n');
    // From the last region up, so earlier line numbers stay valid.
    for (const region of regionsOf(file, text).reverse()) {
      const saved = savedTable(root, region);
      if (typeof saved === 'string') throw new Error(saved);
      const shown = tablesOf(region.body.join('\n'))[0] ?? [];
      if (JSON.stringify(cells(shown)) === JSON.stringify(cells(saved))) continue;
      // Blank lines around the table, as Prettier writes them.
      lines.splice(region.start, region.end - region.start, '', ...saved, '');
    }
    const next = lines.join('\n');
    if (next !== text) {
      writeFileSync(path, next);
      changed.push(file);
    }
  }
  return changed;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  if (process.argv.includes('--check')) {
    const problems = checkFigures(root);
    for (const problem of problems) console.error(problem);
    process.exitCode = problems.length === 0 ? 0 : 1;
  } else {
    const changed = writeFigures(root);
    console.log(changed.length === 0 ? 'figures: up to date' : `figures: rewrote ${changed.join(', ')}`);
  }
}
