#!/usr/bin/env node
/**
 * The solver, generator and rating figures under Node, Bun and Deno, side by side:
 *
 *   npm run bench -- --runtime bun --runtime deno     (Node is always measured, as the baseline)
 *   node scripts/runtime-bench.mjs compare --runtime bun,deno [--rounds 5] [--slice 400]
 *
 * Each round starts one process per runtime, in a rotating order, and each process measures every
 * case for `--slice` milliseconds after a warm-up (`measure` mode below, which runs under any of
 * the three runtimes). The table gives the median over the rounds of each runtime's rate, computed
 * from process CPU time (the cores may be shared; wall-clock rates are printed beside them), and
 * the ratio to Node's. Every answer is checked inside the measuring process: a solve must say
 * `solved`, a generated puzzle must have one solution, a rating must be positive.
 *
 * The library is the built `dist/index.js` (run `npm run build` first; `npm run bench` does).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runtimeBinary, runtimeCommand, runtimeEnv } from './test-runtimes.mjs';

const root = resolve(import.meta.dirname, '..');
const [mode, ...rest] = process.argv.slice(2);

/** Every `step`-th puzzle of a fixture, `count` of them. */
function sample(file, count) {
  const lines = readFileSync(join(root, 'test', 'fixtures', file), 'utf8')
    .split('\n')
    .filter((line) => line.length >= 81);
  const step = Math.max(1, Math.floor(lines.length / count));
  const out = [];
  for (let i = 0; i < lines.length && out.length < count; i += step) out.push(lines[i].slice(0, 81));
  return out;
}

/** The cases: a name, the unit of its rate, and a `setup` returning one unit of work per call. */
function cases(lib) {
  const { SudokuBoard, SudokuSolver, SudokuGenerator, rateBoard } = lib;
  const solver = new SudokuSolver();
  const solving = (file, count) => () => {
    const boards = sample(file, count).map((line) => SudokuBoard.parse(line));
    let i = 0;
    return () => {
      const result = solver.solve(boards[i++ % boards.length]);
      if (result.status !== 'solved') throw new Error(`solve: ${result.status}`);
    };
  };
  const generating = (difficulty) => () => {
    const generator = new SudokuGenerator();
    let seed = 0;
    return () => {
      const puzzle = generator.generate({ difficulty, seed: seed++ });
      if (puzzle.seed !== seed - 1) throw new Error('generate: wrong seed');
    };
  };
  const rating = (file, count) => () => {
    const boards = sample(file, count).map((line) => SudokuBoard.parse(line));
    let i = 0;
    return () => {
      if (!(rateBoard(boards[i++ % boards.length]).rating > 0)) throw new Error('rate: no rating');
    };
  };
  return [
    { name: 'solve 17-clue (2,000 spread out)', unit: 'puzzles/s', setup: solving('17-clue.txt', 2000) },
    { name: 'solve top1465', unit: 'puzzles/s', setup: solving('top1465.txt', 1465) },
    { name: 'solve forum-hardest-1106', unit: 'puzzles/s', setup: solving('forum-hardest-1106.txt', 375) },
    { name: 'generate Easy', unit: 'puzzles/s', setup: generating('easy') },
    { name: 'generate Hard', unit: 'puzzles/s', setup: generating('hard') },
    { name: 'generate Expert', unit: 'puzzles/s', setup: generating('expert') },
    { name: 'rate 17-clue (100 spread out)', unit: 'ratings/s', setup: rating('17-clue.txt', 100) },
    { name: 'rate top1465 (40 spread out)', unit: 'ratings/s', setup: rating('top1465.txt', 40) },
  ];
}

function cpuMs() {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Runs in the measured runtime: prints `{ runtime, cases: [{ name, unit, count, wallMs, cpuMs }] }`. */
async function measure(sliceMs) {
  const lib = await import('../dist/index.js');
  const runtime =
    typeof globalThis.Bun !== 'undefined'
      ? `Bun ${globalThis.Bun.version}`
      : typeof globalThis.Deno !== 'undefined'
        ? `Deno ${globalThis.Deno.version.deno}`
        : `Node ${process.versions.node}`;
  const out = [];
  for (const { name, unit, setup } of cases(lib)) {
    const step = setup();
    const warm = performance.now();
    while (performance.now() - warm < sliceMs / 4) step();
    let count = 0;
    const cpu0 = cpuMs();
    const start = performance.now();
    while (performance.now() - start < sliceMs) {
      step();
      count++;
    }
    out.push({ name, unit, count, wallMs: performance.now() - start, cpuMs: cpuMs() - cpu0 });
  }
  console.log(JSON.stringify({ runtime, cases: out }));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function fmt(value) {
  if (value >= 100) return Math.round(value).toLocaleString('en-US');
  return value.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
}

function compare(args) {
  const option = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
  };
  const wanted = args
    .flatMap((arg, i) => (args[i - 1] === '--runtime' ? arg.split(',') : []))
    .filter((name) => name !== '');
  const runtimes = ['node', ...new Set(wanted.filter((name) => name !== 'node'))];
  for (const name of runtimes) {
    if (!['node', 'bun', 'deno'].includes(name)) {
      console.error(`unknown runtime '${name}'; known: node, bun, deno`);
      process.exit(2);
    }
    if (runtimeBinary(name) === null) {
      console.error(
        `${name} is not installed (npm ci installs it on Linux x64; or set ${name.toUpperCase()}=path)`,
      );
      process.exit(1);
    }
  }
  const rounds = Number(option('--rounds', '3'));
  const slice = Number(option('--slice', '400'));
  const script = join(root, 'scripts', 'runtime-bench.mjs');
  /** runtime → case name → rounds of { cpuRate, wallRate } */
  const results = new Map(runtimes.map((name) => [name, new Map()]));
  const versions = new Map();
  const units = new Map();
  for (let round = 0; round < rounds; round++) {
    const order = runtimes.map((_, i) => runtimes[(i + round) % runtimes.length]);
    for (const name of order) {
      const [command, commandArgs] = runtimeCommand(name, runtimeBinary(name), script, [
        'measure',
        String(slice),
      ]);
      const child = spawnSync(command, commandArgs, {
        cwd: root,
        encoding: 'utf8',
        env: runtimeEnv(name),
        timeout: 300_000,
      });
      if (child.status !== 0) {
        console.error(`${name} failed (${child.status ?? child.signal}):\n${child.stderr}${child.stdout}`);
        process.exit(1);
      }
      const { runtime, cases: measured } = JSON.parse(child.stdout);
      versions.set(name, runtime);
      for (const { name: caseName, unit, count, wallMs, cpuMs: cpu } of measured) {
        units.set(caseName, unit);
        const perCase = results.get(name);
        if (!perCase.has(caseName)) perCase.set(caseName, []);
        perCase.get(caseName).push({ cpuRate: (count * 1000) / cpu, wallRate: (count * 1000) / wallMs });
      }
      process.stderr.write(`round ${round + 1}/${rounds}: ${runtime} done\n`);
    }
  }

  const caseNames = [...results.get('node').keys()];
  const header = [
    'case',
    ...runtimes.map((name) => `${versions.get(name)}`),
    ...runtimes.slice(1).map((name) => `${versions.get(name).split(' ')[0]} / Node`),
  ];
  const rows = caseNames.map((caseName) => {
    const rate = (name) =>
      median(
        results
          .get(name)
          .get(caseName)
          .map((r) => r.cpuRate),
      );
    const wall = (name) =>
      median(
        results
          .get(name)
          .get(caseName)
          .map((r) => r.wallRate),
      );
    const node = rate('node');
    return [
      `${caseName}, ${units.get(caseName)}`,
      ...runtimes.map((name) => `${fmt(rate(name))} (${fmt(wall(name))})`),
      ...runtimes.slice(1).map((name) => `${(rate(name) / node).toFixed(2)}×`),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |';
  console.log(
    `\n### Runtimes: median of ${rounds} rounds, ${slice} ms per case and round, ` +
      `rates from CPU time (wall clock in brackets), ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log(line(header));
  console.log(
    '|' + widths.map((w, i) => (i === 0 ? ':' : '-') + '-'.repeat(w) + (i === 0 ? '-' : ':')).join('|') + '|',
  );
  for (const row of rows) console.log(line(row));
}

if (mode === 'measure') await measure(Number(rest[0] ?? '400'));
else if (mode === 'compare') compare(rest);
else {
  console.error(
    'usage: runtime-bench.mjs compare [--runtime bun,deno] [--rounds N] [--slice MS] | measure MS',
  );
  process.exit(2);
}
