/**
 * Killer hints: `SudokuLogicSolver.solve` (from the sources) on each of the 50 killer puzzles of
 * `test/fixtures/killer.txt` (no givens): its status, steps, the hardest technique of its path
 * (by the catalogue's score) and its CPU time (median of `ROUNDS` solves, default 3). One thread.
 *
 * `npx tsx bench/killer-hints.ts`
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SudokuBoard } from '../src/board/board.js';
import { CATALOGUE } from '../src/logic/catalogue.js';
import { SudokuLogicSolver } from '../src/logic/solver.js';
import { SudokuRules } from '../src/rules/rule-set.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const cpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const tenths = new Map<string, number>(CATALOGUE.map((row) => [row.id, row.tenths]));

const lines = readFileSync(`${ROOT}test/fixtures/killer.txt`, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));
const solver = new SudokuLogicSolver();
const empty = SudokuBoard.parse('.'.repeat(81));
const rows: string[] = ['| # | status | steps | hardest | ms |', '|---:|---|---:|---|---:|'];
const all: number[] = [];
let solved = 0;
lines.forEach((line, index) => {
  const rules = SudokuRules.parse(line.split('\t')[0]!);
  const times: number[] = [];
  let result = solver.solve(empty, { rules });
  for (let r = 0; r < ROUNDS; r++) {
    const start = cpuMs();
    result = solver.solve(empty, { rules });
    times.push(cpuMs() - start);
  }
  const ms = times.sort((a, b) => a - b)[times.length >> 1]!;
  all.push(ms);
  if (result.status === 'solved') solved++;
  let hardest = '';
  for (const step of result.steps)
    if (hardest === '' || tenths.get(step.technique)! > tenths.get(hardest)!) hardest = step.technique;
  rows.push(`| ${index} | ${result.status} | ${result.steps.length} | ${hardest} | ${ms.toFixed(1)} |`);
});
const sorted = [...all].sort((a, b) => a - b);
console.log(rows.join('\n'));
console.log(
  `\nsolved ${solved}/${lines.length}; ms per puzzle: median ${sorted[sorted.length >> 1]!.toFixed(1)}, ` +
    `mean ${(all.reduce((a, b) => a + b, 0) / all.length).toFixed(1)}, max ${sorted[sorted.length - 1]!.toFixed(1)}`,
);
