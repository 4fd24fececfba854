/**
 * The Kubernetes example of docs/scale.md (`examples/kubernetes/`): the Indexed Job's manifest,
 * read as YAML, has the fields the docs rely on, `completions` equal to its `--shard-count`, and a
 * command line the program accepts; its shell wrapper, run here for one index with a small count,
 * writes that shard's part under the name the docs merge. The Dockerfile installs the package's
 * own tarball, whose `bin` provides the command the manifest runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { UsageError, parseCommandArgs } from '../../src/cli/command.js';
import { COMMANDS } from '../../src/cli/program.js';
import { shardOption } from '../../src/cli/shard.js';
import { CLI, ROOT, buildOnce, sudoku } from './helpers.js';

const EXAMPLE = join(ROOT, 'examples/kubernetes');
const DIR = join(ROOT, `.tmp/cli-kubernetes-${String(process.pid)}`);

interface Container {
  readonly name: string;
  readonly image: string;
  readonly command: readonly string[];
  readonly args: readonly string[];
}

interface Job {
  readonly apiVersion: string;
  readonly kind: string;
  readonly spec: {
    readonly completions: number;
    readonly parallelism: number;
    readonly completionMode: string;
    readonly template: {
      readonly spec: { readonly restartPolicy: string; readonly containers: Container[] };
    };
  };
}

const job = parse(readFileSync(join(EXAMPLE, 'job.yaml'), 'utf8')) as Job;
const container = job.spec.template.spec.containers[0]!;

/** The value after `--name` in `args`. */
function valueOf(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
}

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  await buildOnce();
});

afterAll(() => {
  rmSync(DIR, { recursive: true, force: true });
});

describe('the Kubernetes Indexed Job of examples/kubernetes', () => {
  it('is an Indexed Job of one container whose completions equal its --shard-count', () => {
    expect(job.apiVersion).toBe('batch/v1');
    expect(job.kind).toBe('Job');
    expect(job.spec.completionMode).toBe('Indexed');
    expect(Number.isInteger(job.spec.completions)).toBe(true);
    expect(job.spec.parallelism).toBeLessThanOrEqual(job.spec.completions);
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
    expect(job.spec.template.spec.containers).toHaveLength(1);
    expect(valueOf(container.args, 'shard')).toBe('env');
    expect(valueOf(container.args, 'shard-count')).toBe(String(job.spec.completions));
  });

  it('runs a command line the program accepts, for every index Kubernetes gives', () => {
    const [program, name, ...rest] = container.args;
    expect(program).toBe('sudoku');
    const command = COMMANDS.find((c) => c.name === name);
    expect(command, `unknown command '${String(name)}'`).toBeDefined();
    const args = parseCommandArgs(command!, rest);
    for (const index of [0, job.spec.completions - 1]) {
      expect(shardOption(args, { JOB_COMPLETION_INDEX: String(index) })).toEqual({
        index: index + 1,
        count: job.spec.completions,
      });
    }
    expect(() => shardOption(args, { JOB_COMPLETION_INDEX: String(job.spec.completions) })).toThrow(
      UsageError,
    );
    // Every pod must make the same bank: a seeded run.
    expect(valueOf(rest, 'seed') ?? valueOf(rest, 'daily')).toBeDefined();
  });

  it("writes one shard's part under the name the docs merge, through its shell wrapper", async () => {
    const [shell, flag, script, zero] = container.command;
    expect([shell, flag, zero]).toEqual(['sh', '-c', 'sh']);
    expect(script).toContain('/bank/');
    // The same arguments with a count small enough for a test: two puzzles per shard.
    const args = container.args
      .slice(1)
      .map((arg, i, all) => (all[i - 1] === '--count' ? String(2 * job.spec.completions) : arg));
    const index = job.spec.completions - 1;
    const run = spawnSync(
      'sh',
      ['-c', script!.replaceAll('/bank/', `${DIR}/`), 'sh', process.execPath, CLI, ...args],
      {
        env: { ...process.env, JOB_COMPLETION_INDEX: String(index) },
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const part = readFileSync(join(DIR, `bank.${String(index).padStart(5, '0')}.txt`), 'utf8');
    const whole = await sudoku(args.filter((_, i) => i < args.indexOf('--shard')));
    expect(whole.code).toBe(0);
    expect(part).toBe(
      whole.stdout
        .split('\n')
        .slice(2 * index, 2 * index + 2)
        .join('\n') + '\n',
    );
  });

  it('is built from a Dockerfile that installs the npm pack tarball, which provides the command', () => {
    const dockerfile = readFileSync(join(EXAMPLE, 'Dockerfile'), 'utf8');
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      name: string;
      bin: Record<string, string>;
    };
    expect(dockerfile).toMatch(/^FROM node:\d+/m);
    expect(dockerfile).toContain(`COPY ${pkg.name}-*.tgz /tmp/`);
    expect(dockerfile).toContain(`npm install --global /tmp/${pkg.name}-*.tgz`);
    expect(Object.keys(pkg.bin)).toContain(container.args[0]);
  });
});
