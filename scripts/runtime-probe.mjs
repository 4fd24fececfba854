/**
 * Runs the built library under whatever runtime executes this file (Node, Bun or Deno) and prints
 * one JSON document of results on stdout. `scripts/test-runtimes.mjs` runs it under each runtime
 * and compares the documents.
 *
 *   <runtime> scripts/runtime-probe.mjs esm|cjs '<input JSON>'
 *
 * `esm` loads `dist/index.js` with `import`, `cjs` loads `dist/index.cjs` with `require` (through
 * `createRequire`, which all three runtimes provide). The input (puzzles to rate, solve, hint and
 * count) comes as an argument so that the probe itself reads no file: under Deno the ESM entry
 * runs with no permission at all, which checks that the library asks for none.
 *
 * Everything printed is plain data (strings, numbers, booleans), so two runtimes agree exactly
 * when their documents are equal as JSON.
 */
import { createRequire } from 'node:module';

const [entry, inputText] = process.argv.slice(2);
if ((entry !== 'esm' && entry !== 'cjs') || inputText === undefined) {
  console.error("usage: runtime-probe.mjs esm|cjs '<input JSON>'");
  process.exit(2);
}
/** @type {{ rate: string[], solve: string[], hint: string[], count: { puzzle: string, limit: number }[], logic: string[], pictures: { board: string, chain: string } }} */
const input = JSON.parse(inputText);

const lib =
  entry === 'esm' ? await import('../dist/index.js') : createRequire(import.meta.url)('../dist/index.cjs');

const runtime =
  typeof globalThis.Bun !== 'undefined'
    ? `bun ${globalThis.Bun.version}`
    : typeof globalThis.Deno !== 'undefined'
      ? `deno ${globalThis.Deno.version.deno}`
      : `node ${process.versions.node}`;

const { SudokuBoard, SudokuGenerator, SudokuSolver, SudokuLogicSolver, rateBoard, dailySeed } = lib;
const generator = new SudokuGenerator();
const solver = new SudokuSolver();
const logic = new SudokuLogicSolver();

/** Seed → puzzle, for every profile (three seeds each) and every symmetry (two seeds each). */
const goldens = [];
for (const difficulty of Object.values(lib.SudokuDifficulty)) {
  for (const seed of [1, 42, 'golden']) goldens.push({ seed, difficulty });
}
for (const symmetry of Object.values(lib.SudokuSymmetry)) {
  for (const seed of [7, 'sym']) goldens.push({ seed, symmetry, difficulty: 'hard' });
}
goldens.push({ seed: dailySeed('2026-11-29'), difficulty: 'expert', symmetry: 'rotational' });
goldens.push({ seed: -123456789, emptyCellTarget: 56 });

const generated = goldens.map((options) => {
  const puzzle = generator.generate(options);
  return {
    options,
    puzzle: puzzle.board.toString(),
    solution: puzzle.solution.toString(),
    seed: puzzle.seed,
    emptyCellCount: puzzle.emptyCellCount,
  };
});

/** A rated generation: the attempt loop and the rating together. */
const rated = generator.generate({ seed: 7, rating: { min: 2.6, max: 4.5 } });

const parse = (line) => SudokuBoard.parse(line);

const result = {
  runtime,
  entry,
  exports: Object.keys(lib).sort(),
  dailySeed: [dailySeed('2026-11-29'), dailySeed('2000-02-29'), dailySeed(new Date(Date.UTC(2030, 0, 1)))],
  generated,
  rated: {
    puzzle: rated.board.toString(),
    attempts: rated.attempts,
    rating: rated.rating,
  },
  ratings: input.rate.map((line) => ({ puzzle: line, ...rateBoard(parse(line)) })),
  solves: input.solve.map((line) => {
    const solved = solver.solve(parse(line));
    return {
      puzzle: line,
      status: solved.status,
      solution: solved.status === 'solved' ? solved.solution.toString() : null,
      stats: solved.stats ?? null,
    };
  }),
  hints: input.hint.map((line) => ({ puzzle: line, step: logic.nextStep(parse(line)) })),
  counts: input.count.map(({ puzzle, limit }) => ({
    puzzle,
    limit,
    count: solver.countSolutions(parse(puzzle), limit),
  })),
  logic: input.logic.map((line) => {
    const solved = logic.solve(parse(line));
    return {
      puzzle: line,
      status: solved.status,
      board: solved.board.toString(),
      techniques: solved.steps.map((step) => step.technique),
    };
  }),
  // Pictures: SVG strings, which must come out byte for byte the same everywhere.
  pictures: (() => {
    const board = parse(input.pictures.board);
    const chainBoard = parse(input.pictures.chain);
    const step = logic.solve(chainBoard).steps.find((s) => s.links.length > 0) ?? null;
    return {
      board: lib.renderBoardSvg(board, { theme: 'light', size: 360 }),
      pencil: lib.renderBoardSvg(board, { candidates: 'computed', theme: 'dark', size: 720 }),
      chain: step === null ? null : lib.renderStepSvg(step, chainBoard, { theme: 'dark' }),
      print: lib.buildPrintPage([board, chainBoard], { perPage: 1, paper: 'letter' }),
    };
  })(),
  // Variant rules: seeded generation (a band rated under the rules, a random jigsaw layout), the
  // rating, a hint, the count and a picture under the puzzle's own rules.
  variants: ['x+windoku', 'anti-knight', 'jigsaw'].map((text) => {
    const options =
      text === 'jigsaw'
        ? { jigsaw: 'random', rules: lib.SudokuRules.classic, seed: 11, difficulty: 'medium' }
        : { rules: lib.SudokuRules.parse(text), seed: 11, difficulty: 'hard' };
    const puzzle = generator.generate(options);
    const rules = puzzle.rules;
    return {
      rules: rules.toString(),
      puzzle: puzzle.board.toString(),
      solution: puzzle.solution.toString(),
      rating: rateBoard(puzzle.board, { rules }),
      hint: logic.nextStep(puzzle.board, { rules }),
      count: solver.countSolutions(puzzle.board, 2, { rules }),
      picture: lib.renderBoardSvg(puzzle.board, { rules, jigsawColours: true, size: 360 }),
    };
  }),
  errors: (() => {
    try {
      SudokuBoard.parse('12x');
      return null;
    } catch (error) {
      return {
        isSudokuError: lib.isSudokuError(error),
        instance: error instanceof lib.SudokuError,
        code: error.code,
      };
    }
  })(),
};

console.log(JSON.stringify(result));
