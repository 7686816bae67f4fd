import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci`: .npmrc's engine-strict refuses before anything is installed, and npm's line
 * `Required: {...}` carries package.json's engines, which name the command as well as the version.
 * Under Node 20 the built server dies with a segmentation fault (its native addons are built for
 * 24). package.json's pre-scripts run scripts/check-node.mjs first, which must say what to do in
 * one line instead. The machine's own Node (Debian's 20 here and in CI) is the real test of it.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const CHECK = path.join(ROOT, 'scripts/check-node.mjs');
const OLD_NODE = ['/usr/bin/node', '/bin/node'].find((file) => {
  try {
    return Number(execFileSync(file, ['-p', 'process.versions.node.split(".")[0]']).toString()) < 24;
  } catch {
    return false;
  }
});

const oldNodeEnv = (oldNode: string) => ({
  ...process.env,
  PATH: `${path.dirname(oldNode)}:/usr/bin:/bin`,
  npm_config_nodedir: undefined,
});

describe('the Node version check', () => {
  it('lets the project run on this Node 24', () => {
    const run = spawnSync(process.execPath, [CHECK], { encoding: 'utf8' });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it.runIf(OLD_NODE)(
    'stops `npm start` on an older Node with one line naming the version and the command',
    () => {
      const bin = path.dirname(OLD_NODE!);
      const run = spawnSync('npm', ['start'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${bin}:/usr/bin:/bin`, npm_config_nodedir: undefined },
      });
      expect(run.status).toBe(1);
      expect(run.signal).toBeNull();
      const lines = run.stderr.trim().split('\n');
      expect(lines).toEqual([expect.stringMatching(/needs Node\.js 24 or newer \(this is Node\.js 2\d\./)]);
      expect(lines[0]).toContain('`source scripts/node24.sh`');
      // The build would have run before the crash: the check comes first.
      expect(run.stdout).not.toContain('tsc -b');
    },
  );

  it.runIf(OLD_NODE)(
    'refuses `npm ci` on an older Node before installing, naming the version and the command',
    () => {
      // A copy of what npm ci reads, so the refusal cannot touch this checkout's node_modules.
      const dir = mkdtempSync(path.join(tmpdir(), 'node-check-'));
      try {
        for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
          copyFileSync(path.join(ROOT, file), path.join(dir, file));
        }
        const run = spawnSync('npm', ['ci', '--offline'], {
          cwd: dir,
          encoding: 'utf8',
          env: oldNodeEnv(OLD_NODE!),
        });
        expect(run.status).not.toBe(0);
        expect(run.stderr).toMatch(
          /Required: \{"node":">=24","with-another-node-run":"source scripts\/node24\.sh"\}/,
        );
        expect(existsSync(path.join(dir, 'node_modules'))).toBe(false);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
