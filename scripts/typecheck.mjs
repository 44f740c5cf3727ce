#!/usr/bin/env node
// `npm run typecheck`: tsc (strict, no emit) over every TypeScript project, as many at a time as the
// machine has cores (each tsc runs on one). Prints each project's errors together and fails if any
// project has one.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
/** Largest first, so the long ones do not start last. */
const projects = [
  'apps/web',
  'apps/server',
  'packages/contract',
  'packages/contract/tsconfig.test.json',
  'e2e',
  'bench',
  'tools',
];

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✓' : '✗'} tsc -p ${project} (${seconds} s)`);
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const lanes = Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), queue.length)) }, async () => {
  let ok = true;
  for (let project = queue.shift(); project !== undefined; project = queue.shift()) ok = (await check(project)) && ok;
  return ok;
});
const results = await Promise.all(lanes);
if (results.includes(false)) process.exit(1);
