/**
 * Runs the `sudoku` command as a child process, for what only a process shows (exit statuses set
 * by `main.ts`, signals, pipes, terminals, worker threads, full disks); the other checks run the
 * program in the test's own process (`inline-pool.ts`), a tenth of a second of CPU time cheaper
 * per run. The first caller in a test run bundles `src/cli/main.ts` with esbuild into
 * `.tmp/test-cli/cli.js`, as tsup bundles it into `dist/cli.js` (one Node ESM file, the library
 * inlined, its own worker script), unless that bundle is newer than every source. A lock directory keeps parallel test files from bundling at the same time.
 * The bundle takes a fraction of a second where `npm run build` (type declarations included)
 * takes several; the packaging test (`npm run test:package`) runs the real `dist/cli.js`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

/** The repository root. */
export const ROOT: string = fileURLToPath(new URL('../..', import.meta.url));
/** The bundled program. */
export const CLI: string = join(ROOT, '.tmp/test-cli/cli.js');
/** A fixture's path. */
export function fixture(name: string): string {
  return join(ROOT, 'test/fixtures', name);
}

const LOCK = join(ROOT, '.tmp/cli-build.lock');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function isFresh(): boolean {
  try {
    const built = statSync(CLI).mtimeMs;
    const sources = Math.max(newestSource(join(ROOT, 'src')), statSync(join(ROOT, 'package.json')).mtimeMs);
    return built > sources;
  } catch {
    return false;
  }
}

/** Bundles the program once for the whole test run. */
export async function buildOnce(): Promise<void> {
  mkdirSync(dirname(CLI), { recursive: true });
  const started = Date.now();
  while (true) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // A lock older than two minutes was left by a killed run.
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > 120_000) rmdirSync(LOCK);
      } catch {
        /* gone meanwhile */
      }
      if (Date.now() - started > 180_000) throw new Error('timed out waiting for the build lock');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (!isFresh()) {
      // Written aside and renamed, so that a program started meanwhile never reads half a file.
      const next = `${CLI}.${String(process.pid)}.tmp`;
      buildSync({
        entryPoints: [join(ROOT, 'src/cli/main.ts')],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        outfile: next,
        logLevel: 'silent',
      });
      renameSync(next, CLI);
    }
  } finally {
    rmdirSync(LOCK);
  }
}

/** What a run of the program printed and returned. */
export interface RunResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number | null;
}

/**
 * A module to preload with `node --import` (see {@link sudoku}'s `node`): it writes
 * {@link WORKER_STARTED} and a newline to stderr for each worker thread the program starts.
 */
export const WORKER_PROBE: string = join(ROOT, 'test/cli/worker-probe.mjs');
/** What {@link WORKER_PROBE} writes. */
export const WORKER_STARTED = '[worker thread started]';

/**
 * Runs `sudoku ARGS` with `input` on stdin (stdin is closed when none is given); `node` holds
 * options for Node itself, such as `['--import', WORKER_PROBE]`.
 */
export function sudoku(
  args: readonly string[],
  input?: string,
  node: readonly string[] = [],
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...node, CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ stdout, stderr, code });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input ?? '');
  });
}

/** A `sudoku` run watched while it goes: its output as it comes, its input typed on demand. */
export interface LiveRun {
  /** Everything printed so far (stdout, or the terminal's screen). */
  readonly output: () => string;
  /** Resolves once the output matches `pattern`; rejects after `ms` with what was printed. */
  readonly waitFor: (pattern: RegExp, ms?: number) => Promise<void>;
  /** Sends text to stdin (or types it at the terminal). */
  readonly type: (text: string) => void;
  /** Closes stdin. */
  readonly end: () => void;
  /** Sends a signal to the process (to `script` itself in a terminal: type `\x03` instead). */
  readonly kill: (signal: NodeJS.Signals) => void;
  /** The exit, with the milliseconds from `mark()` to it. */
  readonly closed: Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stderr: string;
    ms: number;
  }>;
  /** Starts the clock that `closed` reports. */
  readonly mark: () => void;
}

function quoteShell(arg: string): string {
  return `'${arg.replaceAll("'", "'\\''")}'`;
}

/**
 * Starts `sudoku ARGS`. With `terminal`, it runs in a pseudo-terminal made by `script` (util-linux):
 * stdin, stdout and stderr are then a terminal, as when a person types at it, Ctrl-C (`\x03`)
 * reaches it as the terminal's SIGINT, and the exit status is the shell's (130 after SIGINT).
 * `shell` runs a `bash -c` script instead, in which the function `sudoku` runs the program.
 * `node` holds options for Node itself (through pipes only), as for {@link sudoku}.
 */
export function startSudoku(
  args: readonly string[],
  options: { terminal?: boolean; shell?: string; node?: readonly string[] } = {},
): LiveRun {
  const command = `${quoteShell(process.execPath)} ${quoteShell(CLI)} ${args.map(quoteShell).join(' ')}`;
  const child =
    options.shell !== undefined
      ? spawn('bash', ['-c', `sudoku() { "$SUDOKU_NODE" "$SUDOKU_CLI" "$@"; }\n${options.shell}`], {
          cwd: ROOT,
          env: { ...process.env, SUDOKU_NODE: process.execPath, SUDOKU_CLI: CLI },
        })
      : options.terminal === true
        ? spawn('script', ['-qec', `stty cols 200; exec ${command}`, '/dev/null'], { cwd: ROOT })
        : spawn(process.execPath, [...(options.node ?? []), CLI, ...args], { cwd: ROOT });
  let output = '';
  let stderr = '';
  let watcher: (() => void) | null = null;
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    watcher?.();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.on('error', () => undefined);
  let from = performance.now();
  const closed = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stderr: string;
    ms: number;
  }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      watcher?.();
      resolve({ code, signal, stderr, ms: performance.now() - from });
    });
  });
  return {
    output: () => output,
    waitFor: (pattern, ms = 30_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          watcher = null;
          reject(new Error(`no ${String(pattern)} within ${ms} ms; printed: ${JSON.stringify(output)}`));
        }, ms);
        watcher = () => {
          if (!pattern.test(output)) return;
          watcher = null;
          clearTimeout(timer);
          resolve();
        };
        watcher();
      }),
    type: (text) => child.stdin.write(text),
    end: () => child.stdin.end(),
    kill: (signal) => child.kill(signal),
    closed,
    mark: () => {
      from = performance.now();
    },
  };
}
