#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources,
// then starts the server (PGlite in ./data unless DATABASE_URL is set). Signals are forwarded
// so Ctrl+C shuts the server down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

const sources = ['src', 'public', 'build', 'index.html', 'vite.config.ts', 'vite.ssr.config.ts', 'package.json'].map(
  (entry) => path.join(webDir, entry),
);
sources.push(path.join(root, 'packages/contract/src'));
// The login page's pre-render is part of the build (decision 0129): a build without it is built again.
const prerender = path.join(webDir, 'dist-ssr/client-build.txt');
const builtAt = existsSync(builtIndex) && existsSync(prerender) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map(newestChange));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Web sources changed: rebuilding the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@tessera/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const tsx = path.join(root, 'node_modules/.bin/tsx');
const server = spawn(tsx, [path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? root },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
