/**
 * Runs the built `sudoku` command as a child process. The first caller in a test run builds the
 * package (`npm run build`) unless `dist/cli.js` is newer than every source; a lock directory
 * keeps parallel test files from building at the same time.
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT: string = fileURLToPath(new URL('../..', import.meta.url));
/** The built program. */
export const CLI: string = join(ROOT, 'dist/cli.js');
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
    const sources = Math.max(
      newestSource(join(ROOT, 'src')),
      statSync(join(ROOT, 'package.json')).mtimeMs,
      statSync(join(ROOT, 'tsup.config.ts')).mtimeMs,
    );
    return built > sources;
  } catch {
    return false;
  }
}

/** Builds the package once for the whole test run. */
export async function buildOnce(): Promise<void> {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
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
      const started = Date.now();
      try {
        execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'pipe' });
      } catch (error) {
        // The CLI bundle is written before the library's type declarations are checked; only a
        // missing bundle stops these tests (the build's own errors are the typecheck's business).
        if ((statSync(CLI, { throwIfNoEntry: false })?.mtimeMs ?? 0) < started) throw error;
      }
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

/** Runs `sudoku ARGS` with `input` on stdin (stdin is closed when none is given). */
export function sudoku(args: readonly string[], input?: string): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
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
