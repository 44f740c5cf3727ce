// Bundle-size benchmark: raw and gzip sizes of the built web app (apps/web/dist), largest files
// first, and the initial download (index.html plus the entry script and styles it references).
// Run after `npm run build`. Prints figures; asserts nothing.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.log('bundle size: apps/web/dist is missing; run `npm run build` first.');
  process.exit(0);
}

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
const rows = files(dist)
  .filter((file) => /\.(js|css|html)$/.test(file))
  .map((file) => {
    const content = readFileSync(file);
    return { file: path.relative(dist, file), raw: content.length, gzip: gzipSync(content).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

console.log('bundle size of apps/web/dist (js, css, html)');
for (const row of rows.slice(0, 15))
  console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)}  gzip ${kb(row.gzip).padStart(9)}`);
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
console.log(`  total: ${rows.length} files, ${kb(total.raw)}, gzip ${kb(total.gzip)}`);

const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...index.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
const initialRows = rows.filter((row) => initial.includes(row.file) || row.file === 'index.html');
const initialGzip = initialRows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`  initial download (index.html + ${initial.length} referenced assets): gzip ${kb(initialGzip)}`);
