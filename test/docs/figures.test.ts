/**
 * Figures in marked regions of README.md and docs/*.md equal the latest saved benchmark run
 * (`bench/results/`, written by `npm run bench`); `scripts/figures.ts` rewrites them.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cells, checkFigures, regionsOf, tablesOf, writeFigures } from '../../scripts/figures.js';

const ROOT = resolve(import.meta.dirname, '../..');

describe('the documentation shows the saved benchmark figures', () => {
  it('every marked region equals its table in bench/results/', () => {
    expect(checkFigures(ROOT)).toEqual([]);
  });

  it('has marked regions to check', () => {
    const regions = ['README.md', 'docs/hardening.md'].flatMap((file) =>
      regionsOf(file, readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(regions.length).toBeGreaterThanOrEqual(2);
  });
});

describe('scripts/figures.ts', () => {
  let root = '';
  afterEach(() => {
    if (root !== '') rmSync(root, { recursive: true, force: true });
  });

  function project(doc: string, results: string): string {
    root = mkdtempSync(join(tmpdir(), 'figures-'));
    mkdirSync(join(root, 'docs'));
    mkdirSync(join(root, 'bench', 'results'), { recursive: true });
    writeFileSync(join(root, 'README.md'), '# r\n');
    writeFileSync(join(root, 'docs', 'x.md'), doc);
    writeFileSync(join(root, 'bench', 'results', 'b.md'), results);
    return root;
  }

  const RESULTS = '# b\n\n### one\n\n| a | b |\n|:--|--:|\n| x | 1 |\n\n### two\n\n| c |\n|--:|\n| 2.50 |\n';

  it('reads tables and compares cells, not padding', () => {
    expect(tablesOf(RESULTS)).toEqual([
      ['| a | b |', '|:--|--:|', '| x | 1 |'],
      ['| c |', '|--:|', '| 2.50 |'],
    ]);
    expect(cells(['| a  |   b |', '| :- | --: |', '|  x |   1 |'])).toEqual([
      ['a', 'b'],
      ['x', '1'],
    ]);
  });

  it('names the file and line of a stale region, rewrites it, and then finds none', () => {
    const dir = project(
      '# x\n\ntext\n<!-- bench:b#2 -->\n| c |\n| --: |\n| 2.40 |\n<!-- /bench -->\n',
      RESULTS,
    );
    expect(checkFigures(dir)).toEqual([
      'docs/x.md:4: the table differs from bench/results/b.md table #2 (run npx tsx scripts/figures.ts)',
    ]);
    expect(writeFigures(dir)).toEqual(['docs/x.md']);
    expect(readFileSync(join(dir, 'docs', 'x.md'), 'utf8')).toContain('| 2.50 |');
    expect(checkFigures(dir)).toEqual([]);
    expect(writeFigures(dir)).toEqual([]);
  });

  it('reports a missing results file, a missing table and an unclosed marker', () => {
    let dir = project(
      '<!-- bench:none#1 -->\n<!-- /bench -->\n<!-- bench:b#3 -->\n<!-- /bench -->\n',
      RESULTS,
    );
    expect(checkFigures(dir)).toEqual([
      'docs/x.md:1: bench/results/none.md is missing (run npm run bench -- none)',
      'docs/x.md:3: bench/results/b.md has no table #3',
    ]);
    // Regions are rewritten from the last up: the last one's problem comes first.
    expect(() => writeFigures(dir)).toThrow('docs/x.md:3: bench/results/b.md has no table #3');
    rmSync(dir, { recursive: true, force: true });
    dir = project('<!-- bench:b#1 -->\n| a |\n', RESULTS);
    expect(() => checkFigures(dir)).toThrow(
      "docs/x.md:1: '<!-- bench:b#1 -->' is never closed by '<!-- /bench -->'",
    );
  });
});
