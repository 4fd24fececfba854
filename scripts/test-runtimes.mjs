#!/usr/bin/env node
/**
 * `npm run test:runtimes`: the built library gives the same answers under Node, Bun and Deno,
 * through both entries (ESM `dist/index.js`, CJS `dist/index.cjs`). Run after `npm run build`.
 *
 * `scripts/runtime-probe.mjs` runs under each runtime and entry and prints one JSON document:
 * the export names, seeded puzzles (every profile, every symmetry, a daily seed, a custom target,
 * each with its solution), a generation by rating, Sudoku Explainer ratings, solves with their
 * search statistics, hints, bounded counts, a full logic solve, pictures (SVG strings, equal
 * byte for byte) and a typed error. Node's ESM document is the reference, computed in the same
 * run: every other document must equal it. The reference itself is checked against pinned values
 * that do not come from this library's current output: the golden puzzles of `test/generator/`
 * (seeded output is API), the ratings Sudoku Explainer gave (`test/fixtures/se-rated.tsv`) and
 * tdoku's solutions and solution counts (`test/fixtures/solution-counts.txt`); the board picture
 * is checked against its golden file (`test/render/golden/`).
 *
 * Bun and Deno come from the npm packages `@oven/bun-linux-x64` and `@deno/linux-x64-glibc`
 * (optional dev dependencies through `scripts/runtimes/package.json`, so `npm ci` elsewhere skips
 * them). `BUN=/path/to/bun` or `DENO=/path/to/deno` picks other binaries. A runtime that is not
 * installed is reported and skipped, except when `CI` is set or `--require-all` is passed: then it
 * fails the run. `--runtime bun` (repeatable) limits the run to some runtimes; Node always runs,
 * as the reference.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const probe = join(root, 'scripts', 'runtime-probe.mjs');
const TIMEOUT_MS = 120_000;

/** Where each runtime's binary is: an explicit override, else the npm package's binary. */
export function runtimeBinary(name) {
  if (name === 'node') return process.execPath;
  const override = process.env[name.toUpperCase()];
  if (override) return override;
  const path =
    name === 'bun'
      ? join(root, 'node_modules', '@oven', 'bun-linux-x64', 'bin', 'bun')
      : join(root, 'node_modules', '@deno', 'linux-x64-glibc', 'deno');
  return existsSync(path) ? path : null;
}

/**
 * The command line that runs `script` under a runtime. Deno gets no permission for the ESM entry
 * (the library must need none) and read access to the repository for `require`; its cache stays
 * inside `node_modules/.cache`, and it neither reads a config file nor installs anything.
 */
export function runtimeCommand(name, binary, script, args, { readAccess = true } = {}) {
  if (name !== 'deno') return [binary, [script, ...args]];
  const flags = ['run', '--no-prompt', '--no-config', '--no-lock', '--node-modules-dir=none'];
  if (readAccess) flags.push(`--allow-read=${root}`);
  return [binary, [...flags, script, ...args]];
}

export function runtimeEnv(name) {
  if (name !== 'deno') return process.env;
  return {
    ...process.env,
    DENO_DIR: join(root, 'node_modules', '.cache', 'deno'),
    DENO_NO_UPDATE_CHECK: '1',
  };
}

function isMain() {
  return process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename);
}

if (isMain()) main();

function main() {
  const argv = process.argv.slice(2);
  const requireAll = argv.includes('--require-all') || Boolean(process.env.CI);
  const only = argv.flatMap((arg, i) => (argv[i - 1] === '--runtime' ? [arg] : []));
  for (const name of only) {
    if (!['node', 'bun', 'deno'].includes(name)) {
      console.error(`unknown runtime '${name}'; known: node, bun, deno`);
      process.exit(2);
    }
  }
  if (!existsSync(join(root, 'dist', 'index.js')) || !existsSync(join(root, 'dist', 'index.cjs'))) {
    console.error('runtimes test: dist/ is missing; run `npm run build` first');
    process.exit(1);
  }

  // Inputs from the public data sets, with the values other programs gave for them.
  const seRated = readFileSync(join(root, 'test', 'fixtures', 'se-rated.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
  const RATED_LINES = [1, 307, 325]; // a 17-clue puzzle (ER 2.6) and two of top1465 (ER 7.1 and 7.2)
  const seExpected = RATED_LINES.map((i) => {
    const [puzzle, er, ep, ed] = seRated[i - 1];
    return { puzzle, rating: Number(er), pearl: Number(ep), diamond: Number(ed) };
  });
  const tdoku = readFileSync(join(root, 'test', 'fixtures', 'solution-counts.txt'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [puzzle, count, solution] = line.split(':');
      return { puzzle, count: Number(count), solution: solution ?? null };
    });
  const uniqueWithSolution = tdoku
    .filter((entry) => entry.count === 1 && entry.solution !== null)
    .slice(0, 2);
  const noSolution = tdoku.find((entry) => entry.count === 0);
  const counted = tdoku.filter((entry) => entry.count > 1).slice(0, 3);
  const tour = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
  const hintPuzzle = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

  const input = {
    rate: seExpected.map((entry) => entry.puzzle),
    solve: [tour, ...uniqueWithSolution.map((entry) => entry.puzzle), noSolution.puzzle],
    hint: [hintPuzzle, seExpected[1].puzzle],
    count: [
      ...counted.map((entry) => ({ puzzle: entry.puzzle, limit: 1000 })),
      { puzzle: counted[0].puzzle, limit: 10 },
      { puzzle: '.'.repeat(81), limit: 5 },
    ],
    logic: [seExpected[0].puzzle],
    // The board of the golden pictures (test/render/cases.ts) and a puzzle whose hint path has a
    // forcing XY-chain (se-rated.tsv, ER 7.2).
    pictures: {
      board: '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
      chain: '................12..3..4..5......6...5712....8..9..........6.......734..1........',
    },
  };

  // Pinned: the golden puzzles of test/generator/ (bands.test.ts and generator.test.ts; seeded output is API).
  const GOLDEN = {
    '{"seed":1,"difficulty":"easy"}':
      '..17....9.7.16.243...5....67....16.2.2.8.64..51.924...6.7..581...86..9.595..1....',
    '{"seed":"golden","difficulty":"expert"}':
      '..254......36.1..74.6.28.....1..28.....81.76.2......1.3....5..6...18....7.82..3..',
    '{"seed":"sym","symmetry":"rotational90","difficulty":"hard"}':
      '..1....5.59..8.64..465..9.8...2.81...2..3..9...94.6...9.4..758..65.4..13.3....4..',
    '{"seed":7,"symmetry":"antidiagonal","difficulty":"hard"}':
      '9.37...62.4......1......8..4....2...165.4.....8......65...7...37..52..4.824.36..5',
    '{"seed":-123456789,"emptyCellTarget":56}':
      '.19.6....2.......6.437...2.......4..7..186...............3..26..2.97..5...5.1.34.',
  };
  const SEED_1_SOLUTION = '261743589875169243493582176784351692329876451516924738637295814148637925952418367';

  let passed = 0;
  let failed = 0;
  const check = (name, fn) => {
    try {
      const detail = fn();
      passed++;
      console.log(`  ok   ${name}${detail ? ` (${detail})` : ''}`);
    } catch (error) {
      failed++;
      console.log(`  FAIL ${name}\n       ${String(error.message).split('\n').join('\n       ')}`);
    }
  };

  const runProbe = (name, entry) => {
    const binary = runtimeBinary(name);
    if (binary === null) return { missing: true };
    const [command, args] = runtimeCommand(name, binary, probe, [entry, JSON.stringify(input)], {
      readAccess: entry === 'cjs',
    });
    const started = performance.now();
    const child = spawnSync(command, args, {
      cwd: root,
      encoding: 'utf8',
      env: runtimeEnv(name),
      timeout: TIMEOUT_MS,
      maxBuffer: 64 * 1024 * 1024,
    });
    const ms = Math.round(performance.now() - started);
    if (child.error) throw new Error(`${command}: ${child.error.message}`);
    if (child.status !== 0) {
      throw new Error(
        `${name} ${entry} exited with ${child.status ?? child.signal}:\n${child.stderr}${child.stdout}`,
      );
    }
    return { document: JSON.parse(child.stdout), ms };
  };

  /** The first path where two documents differ, for a readable failure. */
  const firstDifference = (a, b, path = '$') => {
    if (isDeepStrictEqual(a, b)) return null;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
      return `${path}: expected ${JSON.stringify(a)}, received ${JSON.stringify(b)}`;
    }
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], `${path}.${key}`);
      if (found !== null) return found;
    }
    return `${path}: differs`;
  };
  const comparable = (document) => ({ ...document, runtime: undefined, entry: undefined });

  console.log('runtimes: the built library under Node, Bun and Deno, ESM and CJS entries');
  let reference;
  check('node esm: the reference document', () => {
    const { document, ms } = runProbe('node', 'esm');
    reference = document;
    return `${document.runtime}, ${ms} ms`;
  });
  if (reference === undefined) {
    console.log(`runtimes: ${passed} passed, ${failed} failed`);
    process.exit(1);
  }

  check('reference: seeded puzzles equal the pinned goldens', () => {
    let seen = 0;
    for (const entry of reference.generated) {
      const golden = GOLDEN[JSON.stringify(entry.options)];
      if (golden === undefined) continue;
      seen++;
      if (entry.puzzle !== golden)
        throw new Error(`${JSON.stringify(entry.options)}: ${entry.puzzle} ≠ ${golden}`);
    }
    if (seen !== Object.keys(GOLDEN).length)
      throw new Error(`only ${seen} of the pinned goldens were generated`);
    const first = reference.generated.find(
      (entry) => entry.options.seed === 1 && entry.options.difficulty === 'easy',
    );
    if (first.solution !== SEED_1_SOLUTION) throw new Error(`seed 1 solution ${first.solution}`);
    const profiles = new Set(reference.generated.flatMap((entry) => entry.options.difficulty ?? []));
    const symmetries = new Set(reference.generated.map((entry) => entry.options.symmetry ?? 'none'));
    return `${reference.generated.length} puzzles, ${profiles.size} profiles, ${symmetries.size} symmetries`;
  });
  check('reference: ratings equal Sudoku Explainer 1.2.1 (ER/EP/ED)', () => {
    seExpected.forEach((expected, i) => {
      const got = reference.ratings[i];
      const triple = [got.rating, got.pearl, got.diamond];
      const wanted = [expected.rating, expected.pearl, expected.diamond];
      if (!isDeepStrictEqual(triple, wanted)) throw new Error(`${expected.puzzle}: ${triple} ≠ SE ${wanted}`);
    });
    return reference.ratings.map((r) => r.rating).join(', ');
  });
  check("reference: solves equal tdoku's solutions; no solution is 'unsolvable'", () => {
    uniqueWithSolution.forEach((entry, i) => {
      const got = reference.solves[i + 1];
      if (got.solution !== entry.solution) throw new Error(`${entry.puzzle}: ${got.status} ${got.solution}`);
    });
    const last = reference.solves.at(-1);
    if (last.status !== 'unsolvable') throw new Error(`${last.puzzle}: ${last.status}`);
    if (reference.solves[0].status !== 'solved')
      throw new Error(`tour puzzle: ${reference.solves[0].status}`);
  });
  check("reference: counts equal tdoku's exact counts, capped at the limit", () => {
    counted.forEach((entry, i) => {
      if (reference.counts[i].count !== entry.count) {
        throw new Error(`${entry.puzzle}: ${reference.counts[i].count} ≠ ${entry.count}`);
      }
    });
    const capped = reference.counts.slice(counted.length).map((entry) => entry.count);
    if (!isDeepStrictEqual(capped, [10, 5])) throw new Error(`capped counts ${capped}`);
    return counted.map((entry) => entry.count).join(', ');
  });
  check('reference: the hint is the hidden single of the README', () => {
    const explanation = reference.hints[0].step?.explanation;
    if (explanation !== 'Hidden single: in box 2, 8 fits only in r1c6.') throw new Error(String(explanation));
  });
  check('reference: the board picture equals its golden file (test/render/golden/)', () => {
    const golden = readFileSync(join(root, 'test', 'render', 'golden', 'board-light-360.svg'), 'utf8');
    if (reference.pictures.board !== golden) throw new Error('board-light-360.svg differs');
    if (!reference.pictures.chain?.includes('<g class="sudoku-link sudoku-strong"')) {
      throw new Error('the chain picture has no strong link');
    }
    return `${reference.pictures.chain.length} bytes of chain picture`;
  });
  check('reference: generation by rating lands in its band', () => {
    const { rating } = reference.rated.rating;
    if (!(rating >= 2.6 && rating <= 4.5)) throw new Error(`rating ${rating}`);
    return `ER ${rating}, attempt ${reference.rated.attempts}`;
  });

  const runtimes = ['bun', 'deno'].filter((name) => only.length === 0 || only.includes(name));
  const targets = [
    ['node', 'cjs'],
    ...runtimes.flatMap((name) => [
      [name, 'esm'],
      [name, 'cjs'],
    ]),
  ];
  let skipped = 0;
  for (const [name, entry] of targets) {
    let outcome;
    try {
      outcome = runProbe(name, entry);
    } catch (error) {
      check(`${name} ${entry}: identical to node esm`, () => {
        throw error;
      });
      continue;
    }
    if (outcome.missing) {
      if (requireAll) {
        check(`${name} ${entry}: identical to node esm`, () => {
          throw new Error(
            `${name} is not installed (npm ci installs it on Linux x64; or set ${name.toUpperCase()}=path)`,
          );
        });
      } else {
        skipped++;
        console.log(`  skip ${name} ${entry}: ${name} is not installed on this platform`);
      }
      continue;
    }
    check(`${name} ${entry}: identical to node esm`, () => {
      const difference = firstDifference(comparable(reference), comparable(outcome.document));
      if (difference !== null) throw new Error(difference);
      return `${outcome.document.runtime}, ${outcome.ms} ms`;
    });
  }

  console.log(`runtimes: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  process.exit(failed === 0 ? 0 : 1);
}
