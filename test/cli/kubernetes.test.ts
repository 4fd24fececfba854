/**
 * The Kubernetes example of docs/scale.md (`examples/kubernetes/`), read as YAML: the Indexed
 * Job's manifest has the fields the docs rely on, `completions` equal to its `--shard-count`, and a
 * command line the program accepts; its shell wrapper, run here for one index with a small count,
 * writes that shard's part under the name the docs merge. The claim is ReadWriteMany, left to the
 * cluster's default storage class, named as the Job's and the collector's volumes, and large
 * enough for the bank; the collector's merge script, run here on every part, writes the whole
 * run's output and refuses a set of parts with one missing or one too many. Every pod runs as the
 * Dockerfile's user with the same locked-down securityContext. The Dockerfile installs the
 * package's own tarball, whose `bin` provides the command the manifest runs.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { UsageError, parseCommandArgs } from '../../src/cli/command.js';
import { COMMANDS } from '../../src/cli/program.js';
import { shardOption, shardRange } from '../../src/cli/shard.js';
import { CLI, ROOT, buildOnce } from './helpers.js';
import { runInProcess } from './inline-pool.js';

const EXAMPLE = join(ROOT, 'examples/kubernetes');
const DIR = join(ROOT, `.tmp/cli-kubernetes-${String(process.pid)}`);

interface Mount {
  readonly name: string;
  readonly mountPath: string;
  readonly readOnly?: boolean;
}

interface Container {
  readonly name: string;
  readonly image: string;
  readonly command: readonly string[];
  readonly args?: readonly string[];
  readonly env?: readonly { readonly name: string; readonly value: string }[];
  readonly securityContext?: unknown;
  readonly volumeMounts: readonly Mount[];
}

interface PodSpec {
  readonly restartPolicy: string;
  readonly securityContext?: unknown;
  readonly initContainers?: Container[];
  readonly containers: Container[];
  readonly volumes: readonly {
    readonly name: string;
    readonly persistentVolumeClaim?: { readonly claimName: string };
  }[];
}

interface Job {
  readonly apiVersion: string;
  readonly kind: string;
  readonly spec: {
    readonly completions: number;
    readonly parallelism: number;
    readonly completionMode: string;
    readonly template: { readonly spec: PodSpec };
  };
}

interface Pod {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: { readonly name: string };
  readonly spec: PodSpec;
}

interface Claim {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: { readonly name: string };
  readonly spec: {
    readonly accessModes: readonly string[];
    readonly storageClassName?: string | null;
    readonly resources: { readonly requests: { readonly storage: string } };
  };
}

/** One of the example's manifests, parsed. */
function manifest(name: string): unknown {
  return parse(readFileSync(join(EXAMPLE, name), 'utf8'));
}

const job = manifest('job.yaml') as Job;
const claim = manifest('claim.yaml') as Claim;
const collector = manifest('collect.yaml') as Pod;
const container = job.spec.template.spec.containers[0]!;
const jobArgs = container.args ?? [];
const merge = collector.spec.initContainers?.[0];
const dockerfile = readFileSync(join(EXAMPLE, 'Dockerfile'), 'utf8');

/** The value after `--name` in `args`. */
function valueOf(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
}

/** The claim a pod's volume mounted at `/bank` comes from. */
function bankClaim(spec: PodSpec, mounted: Container): string | undefined {
  const mount = mounted.volumeMounts.find((m) => m.mountPath === '/bank');
  return spec.volumes.find((v) => v.name === mount?.name)?.persistentVolumeClaim?.claimName;
}

/** A Kubernetes quantity such as `2Gi` or `500M`, in bytes. */
function bytes(quantity: string): number {
  const match = /^(\d+)(Ki|Mi|Gi|Ti|k|M|G|T)?$/.exec(quantity);
  expect(match, `quantity '${quantity}'`).not.toBeNull();
  const units: Record<string, number> = {
    Ki: 2 ** 10,
    Mi: 2 ** 20,
    Gi: 2 ** 30,
    Ti: 2 ** 40,
    k: 1e3,
    M: 1e6,
    G: 1e9,
    T: 1e12,
  };
  return Number(match![1]) * (match![2] === undefined ? 1 : units[match![2]]!);
}

/** The Job's arguments after `sudoku`, with a count small enough for a test: two puzzles per shard. */
const smallArgs = jobArgs
  .slice(1)
  .map((arg, i, all) => (all[i - 1] === '--count' ? String(2 * job.spec.completions) : arg));
/** The output of the whole run of `smallArgs`, made in `beforeAll`. */
let whole = '';

/** Runs the collector's merge script with `/bank/` moved to `dir`. */
function runMerge(dir: string): SpawnSyncReturns<string> {
  const [shell, flag, script] = merge!.command;
  expect([shell, flag]).toEqual(['sh', '-c']);
  const env = Object.fromEntries((merge!.env ?? []).map((e) => [e.name, e.value]));
  return spawnSync('sh', ['-c', script!.replaceAll('/bank/', `${dir}/`)], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

/** Writes the parts of `whole` in `dir` as the Job's pods name them, cut as the shards cut it. */
function writeParts(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const lines = whole.split('\n').slice(0, -1);
  for (let i = 0; i < job.spec.completions; i++) {
    const { start, end } = shardRange(lines.length, { index: i + 1, count: job.spec.completions });
    const part = lines.slice(start, end).map((line) => `${line}\n`);
    writeFileSync(join(dir, `bank.${String(i).padStart(5, '0')}.txt`), part.join(''));
  }
}

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  await buildOnce();
  const run = await runInProcess(smallArgs.filter((_, i) => i < smallArgs.indexOf('--shard')));
  expect(run.code).toBe(0);
  whole = run.stdout;
});

afterAll(() => {
  rmSync(DIR, { recursive: true, force: true });
});

describe('the Kubernetes Indexed Job of examples/kubernetes', () => {
  it('is an Indexed Job of one container whose completions equal its --shard-count', () => {
    expect(job.apiVersion).toBe('batch/v1');
    expect(job.kind).toBe('Job');
    expect(job.spec.completionMode).toBe('Indexed');
    expect(job.spec.completions).toBe(20);
    expect(job.spec.parallelism).toBeLessThanOrEqual(job.spec.completions);
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
    expect(job.spec.template.spec.containers).toHaveLength(1);
    expect(valueOf(jobArgs, 'shard')).toBe('env');
    expect(valueOf(jobArgs, 'shard-count')).toBe(String(job.spec.completions));
  });

  it('runs a command line the program accepts, for every index Kubernetes gives', () => {
    const [program, name, ...rest] = jobArgs;
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

  it("writes one shard's part under the name the docs merge, through its shell wrapper", () => {
    const [shell, flag, script, zero] = container.command;
    expect([shell, flag, zero]).toEqual(['sh', '-c', 'sh']);
    expect(script).toContain('/bank/');
    const index = job.spec.completions - 1;
    const run = spawnSync(
      'sh',
      ['-c', script!.replaceAll('/bank/', `${DIR}/`), 'sh', process.execPath, CLI, ...smallArgs],
      {
        env: { ...process.env, JOB_COMPLETION_INDEX: String(index) },
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const part = readFileSync(join(DIR, `bank.${String(index).padStart(5, '0')}.txt`), 'utf8');
    expect(existsSync(join(DIR, `bank.${String(index).padStart(5, '0')}.txt.partial`))).toBe(false);
    expect(part).toBe(
      whole
        .split('\n')
        .slice(2 * index, 2 * index + 2)
        .join('\n') + '\n',
    );
  });

  it('writes its parts to the sudoku-bank claim', () => {
    expect(bankClaim(job.spec.template.spec, container)).toBe('sudoku-bank');
  });
});

describe('the volume claim of examples/kubernetes', () => {
  it("is a ReadWriteMany claim named as the Job's volume, of the default storage class", () => {
    expect(claim.apiVersion).toBe('v1');
    expect(claim.kind).toBe('PersistentVolumeClaim');
    expect(claim.metadata.name).toBe('sudoku-bank');
    expect(claim.metadata.name).toBe(bankClaim(job.spec.template.spec, container));
    expect(claim.spec.accessModes).toEqual(['ReadWriteMany']);
    // Absent, not '' (which asks for no class at all).
    expect('storageClassName' in claim.spec).toBe(false);
  });

  it('holds the parts and the merged bank, with a margin', () => {
    const lines = whole.split('\n').slice(0, -1);
    expect(lines).toHaveLength(2 * job.spec.completions);
    // Longer indices and seeds in a large bank (`"index":999999`, `bank-2026-12:999999`).
    const perLine = whole.length / lines.length + 2 * String(valueOf(jobArgs, 'count')).length;
    const needed = 2 * Number(valueOf(jobArgs, 'count')) * perLine;
    const size = bytes(claim.spec.resources.requests.storage);
    expect(size).toBe(2 * 2 ** 30);
    expect(size).toBeGreaterThan(1.25 * needed);
    expect(size).toBeLessThan(4 * needed);
  });
});

describe('the collector of examples/kubernetes', () => {
  it('is a pod whose init container merges the parts and whose container holds the claim read-only', () => {
    expect(collector.apiVersion).toBe('v1');
    expect(collector.kind).toBe('Pod');
    expect(collector.metadata.name).toBe('sudoku-bank-collect');
    expect(collector.spec.restartPolicy).toBe('Never');
    expect(collector.spec.initContainers?.map((c) => c.name)).toEqual(['merge']);
    expect(collector.spec.containers.map((c) => c.name)).toEqual(['hold']);
    const hold = collector.spec.containers[0]!;
    expect(hold.command).toEqual(['sleep', 'infinity']);
    for (const mounted of [merge!, hold]) {
      expect(mounted.image).toBe(container.image);
      expect(bankClaim(collector.spec, mounted)).toBe(claim.metadata.name);
      expect(bankClaim(collector.spec, mounted)).toBe(bankClaim(job.spec.template.spec, container));
    }
    expect(merge!.volumeMounts.find((m) => m.mountPath === '/bank')?.readOnly).toBeUndefined();
    expect(hold.volumeMounts.find((m) => m.mountPath === '/bank')?.readOnly).toBe(true);
    expect(merge!.env).toEqual([{ name: 'SHARD_COUNT', value: String(job.spec.completions) }]);
  });

  it('concatenates every part in shard order into the bank the docs copy: the whole run', () => {
    expect(valueOf(jobArgs, 'format')).toBe('json');
    const dir = join(DIR, 'merge');
    writeParts(dir);
    const run = runMerge(dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      `${dir}/bank.json: ${String(2 * job.spec.completions)} lines from ${String(job.spec.completions)} parts\n`,
    );
    expect(readFileSync(join(dir, 'bank.json'), 'utf8')).toBe(whole);
    expect(existsSync(join(dir, 'bank.json.partial'))).toBe(false);
  });

  it('refuses parts with one missing, and writes no bank', () => {
    const dir = join(DIR, 'missing');
    writeParts(dir);
    rmSync(join(dir, 'bank.00007.txt'));
    writeFileSync(join(dir, 'bank.00007.txt.partial'), '');
    const run = runMerge(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(`${dir}/bank.00007.txt is missing: wait until the Job is complete\n`);
    expect(existsSync(join(dir, 'bank.json'))).toBe(false);
    expect(existsSync(join(dir, 'bank.json.partial'))).toBe(false);
  });

  it('refuses a part beyond the shard count, and writes no bank', () => {
    const dir = join(DIR, 'extra');
    writeParts(dir);
    const extra = `bank.${String(job.spec.completions).padStart(5, '0')}.txt`;
    writeFileSync(join(dir, extra), whole);
    const run = runMerge(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `${dir}/${extra} is there, beyond the ${String(job.spec.completions)} shards: a part of another run?\n`,
    );
    expect(existsSync(join(dir, 'bank.json'))).toBe(false);
  });
});

describe('the security context of the example pods', () => {
  const user = /^USER (\d+):(\d+)$/m.exec(dockerfile);
  const pods: [string, PodSpec][] = [
    ['job.yaml', job.spec.template.spec],
    ['collect.yaml', collector.spec],
  ];

  it("runs as the Dockerfile's numeric user, the official node images' node user", () => {
    expect(user, 'USER uid:gid in the Dockerfile').not.toBeNull();
    expect([Number(user![1]), Number(user![2])]).toEqual([1000, 1000]);
    expect(dockerfile).not.toMatch(/^USER (root|0)\b/m);
  });

  it.each(pods)('%s: the pod runs as that user, never root, with the runtime seccomp profile', (_, spec) => {
    expect(spec.securityContext).toEqual({
      runAsNonRoot: true,
      runAsUser: Number(user![1]),
      runAsGroup: Number(user![2]),
      fsGroup: Number(user![2]),
      fsGroupChangePolicy: 'OnRootMismatch',
      seccompProfile: { type: 'RuntimeDefault' },
    });
  });

  it.each(pods)('%s: every container drops all capabilities on a read-only root', (_, spec) => {
    const all = [...(spec.initContainers ?? []), ...spec.containers];
    expect(all.length).toBeGreaterThan(0);
    for (const c of all) {
      expect(c.securityContext, c.name).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      // Only the volume is written: nothing else is mounted writable.
      expect(c.volumeMounts.map((m) => m.mountPath)).toEqual(['/bank']);
    }
  });
});

describe('the Dockerfile of examples/kubernetes', () => {
  it('installs the npm pack tarball, which provides the command', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      name: string;
      bin: Record<string, string>;
    };
    expect(dockerfile).toMatch(/^FROM node:\d+/m);
    expect(dockerfile).toContain(`COPY ${pkg.name}-*.tgz /tmp/`);
    expect(dockerfile).toContain(`npm install --global /tmp/${pkg.name}-*.tgz`);
    expect(Object.keys(pkg.bin)).toContain(jobArgs[0]);
  });
});
