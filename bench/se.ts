/**
 * Running Sudoku Explainer's rater for the side-by-side benchmark (`bench/rating.ts`) and for the
 * script that makes `test/fixtures/se-generated.tsv` (`scripts/se-generated.ts`).
 *
 * The rater is SukakuExplainer's command-line `serate` (LGPL-2.1, SudokuMonster/SukakuExplainer),
 * which with the technique string below reproduces Sudoku Explainer 1.2.1 with its original
 * ratings. It is a Java program: nothing here runs unless `SE_JAR` names its jar, and no test
 * needs it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `serate`'s options: Sudoku Explainer 1.2.1's techniques and ratings, ER EP ED per line, one thread. */
export const SE_ARGS: readonly string[] = [
  '--format=%g %r %p %d',
  '--techs=1111111111010111011011011011000010100010111111',
  '--revisedRating=0',
  '--threads=1',
];

/** SE's figures for one input line, as it prints them. */
export interface SeFigures {
  readonly er: string;
  readonly ep: string;
  readonly ed: string;
}

/** One run of `serate` over a file: its ratings and what the whole Java process cost. */
export interface SeRun {
  /** Wall-clock time of the whole process (JVM start-up included), ms. */
  readonly wallMs: number;
  /** User + system CPU time of the process (every JVM thread: rater, JIT compilers, GC), ms. */
  readonly cpuMs: number;
  /** The output lines in order: the input line and its figures. */
  readonly rated: readonly (SeFigures & { readonly line: string })[];
}

/** Children's user and system time from the shell's `times` (its second line), ms. */
function childrenCpuMs(times: string): number {
  const second = times.trim().split('\n')[1] ?? '';
  let ms = 0;
  for (const m of second.matchAll(/(\d+)m([\d.]+)s/g)) ms += (Number(m[1]) * 60 + Number(m[2])) * 1000;
  return ms;
}

/**
 * Rates `lines` (81-character puzzles, or 729-character pencil-mark grids) with one Java process
 * of `serate`, one thread, with `flags` added (variant rules: `--isX=1` and the like, see
 * `bench/rating-variants.ts`). The process runs under `sh`, whose `times` reports the CPU time it
 * used; the wall clock is taken around it. With `stopAfterSeconds` the process is stopped then
 * (`timeout`), and the lines it rated by that time are returned; without it a failure throws.
 */
export function runSerate(
  jar: string,
  lines: readonly string[],
  flags: readonly string[] = [],
  stopAfterSeconds?: number,
): SeRun {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-se-'));
  try {
    const input = join(dir, 'in.txt');
    const output = join(dir, 'out.txt');
    writeFileSync(input, lines.join('\n') + '\n');
    writeFileSync(output, '');
    const args = [
      ...(stopAfterSeconds === undefined ? [] : ['timeout', String(stopAfterSeconds)]),
      'java',
      '-cp',
      jar,
      'diuf.sudoku.test.serate',
      ...SE_ARGS,
      ...flags,
      `--input=${input}`,
      `--output=${output}`,
    ];
    const script =
      stopAfterSeconds === undefined ? '"$@" >/dev/null || exit $?; times' : '"$@" >/dev/null; times';
    const t0 = performance.now();
    const run = spawnSync('sh', ['-c', script, 'sh', ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
    const wallMs = performance.now() - t0;
    if (run.status !== 0) throw new Error(`serate failed (${String(run.status)}): ${run.stderr}`);
    const rated = readFileSync(output, 'utf8')
      .split('\n')
      .map((row) => row.trim().split(' '))
      .filter((fields) => (fields[0]?.length === 81 || fields[0]?.length === 729) && fields.length === 4)
      .map(([line = '', er = '', ep = '', ed = '']) => ({ line, er, ep, ed }));
    return { wallMs, cpuMs: childrenCpuMs(run.stdout), rated };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
