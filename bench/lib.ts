/**
 * Shared helpers for the benchmarks: data loading, timing and table printing.
 *
 * Benchmarks run against the built library (`dist/`), never the sources, with warm-up first and
 * answers validated outside the timed loops. Figures are printed for observation; nothing here
 * passes or fails.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as Library from '../src/index.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The data sets the benchmarks know, with the folder each lives in. */
export const DATASETS = {
  '17-clue': 'test/fixtures/17-clue.txt',
  top1465: 'test/fixtures/top1465.txt',
  'forum-hardest-1106': 'test/fixtures/forum-hardest-1106.txt',
  'forum-hardest-1905-11plus': 'bench/data/forum-hardest-1905-11plus.txt',
  'serg-benchmark': 'bench/data/serg-benchmark.txt',
} as const;

/** One of the names of {@link DATASETS}. */
export type DatasetName = keyof typeof DATASETS;

/** The puzzles of a data set, one 81-character line each; `limit` keeps the first N. */
export function loadDataset(name: DatasetName, limit: number = Infinity): string[] {
  const text = readFileSync(ROOT + DATASETS[name], 'utf8');
  const lines = text.split('\n').filter((line) => line.length >= 81);
  return lines.slice(0, limit);
}

/** Every `step`-th puzzle of a data set, for a fixed, spread-out sample. */
export function sampleDataset(name: DatasetName, count: number): string[] {
  const all = loadDataset(name);
  const step = Math.max(1, Math.floor(all.length / count));
  const sample: string[] = [];
  for (let i = 0; i < all.length && sample.length < count; i += step) sample.push(all[i]!);
  return sample;
}

/** Milliseconds since an arbitrary origin, high resolution. */
export function now(): number {
  return performance.now();
}

/** Formats a number for a table: thousands separators, `digits` decimals. */
export function fmt(value: number, digits: number = 0): string {
  if (!Number.isFinite(value)) return String(value);
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Prints a Markdown table (so figures paste straight into the README). */
export function printTable(
  title: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |';
  console.log(`\n### ${title}\n`);
  console.log(line(header));
  console.log(
    '|' + widths.map((w, i) => (i === 0 ? ':' + '-'.repeat(w + 1) : '-'.repeat(w + 1) + ':')).join('|') + '|',
  );
  for (const row of rows) console.log(line(row));
}

/**
 * The built library (`dist/index.js`; run `npm run build` first), typed from the sources. Loaded at
 * run time so that type-checking the benchmarks does not need a build.
 */
export async function loadLibrary(): Promise<typeof Library> {
  const dist = '../dist/index.js';
  return (await import(dist)) as typeof Library;
}
