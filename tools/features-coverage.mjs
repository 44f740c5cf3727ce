#!/usr/bin/env node
// Keeps docs/FEATURES.md's coverage tables in step with the spec's lists (`npm test` runs it).
// Checks that every operation of OPERATIONS.md and every route of ROUTES.md has exactly one row, that
// no row names something the lists do not, that each status is works / partial / missing, that every
// test file a row names exists, that a works or partial row names a test (or says "none yet"), that
// the summary by group matches the rows, and that every main-API method the contract serves is named
// (in backticks) by an operation row or in "Served methods beyond the spec's operations". The spec is read from SPEC_DIR, by default ../shared/spec
// beside the repository (where README says it lives).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specDir = path.resolve(root, process.env.SPEC_DIR ?? '../shared/spec');
const featuresPath = path.join(root, 'docs/FEATURES.md');
const problems = [];

/** The cells of each Markdown table row in `text` (header and separator rows excluded). */
function tableRows(text) {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s:|-]+\|$/.test(line.trim()))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replaceAll('\\|', '|')),
    );
}

/** The text of `## title` up to the next `## ` heading of `markdown`. */
function section(markdown, title) {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) {
    problems.push(`docs/FEATURES.md has no "## ${title}" section.`);
    return '';
  }
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** Test files of the repository by base name (node_modules and build output skipped). */
function testFiles() {
  const byName = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'data'].includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(test|spec|bench)\.tsx?$/.test(entry.name)) {
        byName.set(entry.name, [...(byName.get(entry.name) ?? []), path.relative(root, full)]);
      }
    }
  };
  walk(root);
  return byName;
}

for (const file of ['OPERATIONS.md', 'ROUTES.md']) {
  if (!existsSync(path.join(specDir, file))) {
    // A checkout without the specification beside it (a lone clone) cannot compare; say so plainly.
    console.log(
      `! ${path.join(specDir, file)} not found: the coverage table was not compared with the spec (set SPEC_DIR).`,
    );
    process.exit(0);
  }
}
// OPERATIONS.md: rows "| doc | group | operation |" before its "Count by group" table.
const specOperations = tableRows(readFileSync(path.join(specDir, 'OPERATIONS.md'), 'utf8').split('Count by group')[0])
  .filter((cells) => cells.length === 3 && /^\d{3}$/.test(cells[0]))
  .map(([doc, group, operation]) => `${doc} | ${group} | ${operation}`);
const specRoutes = tableRows(readFileSync(path.join(specDir, 'ROUTES.md'), 'utf8'))
  .filter((cells) => cells.length === 1 && cells[0] !== 'route')
  .map(([route]) => route);

const features = readFileSync(featuresPath, 'utf8');
const files = testFiles();
const statuses = /^(works|partial|missing)\b/;

/** Checks one row's status and proof; returns the status word. */
function checkRow(label, status, proof) {
  const word = statuses.exec(status)?.[1];
  if (!word) problems.push(`${label}: status "${status}" is not works, partial or missing.`);
  if (word === 'partial' && !/^partial: \S/.test(status))
    problems.push(`${label}: say what is missing ("partial: …").`);
  const named = [...proof.matchAll(/`([^`]+\.(?:test|spec|bench)\.tsx?)`/g)].map((match) => match[1]);
  for (const name of named) {
    const found = name.includes('/') ? (existsSync(path.join(root, name)) ? [name] : []) : (files.get(name) ?? []);
    if (found.length === 0) problems.push(`${label}: test file ${name} does not exist.`);
    if (found.length > 1) problems.push(`${label}: ${name} is ambiguous (${found.join(', ')}); give its path.`);
  }
  // An operation works only with a test that calls it; a partial one may say "none yet".
  if (word === 'works' && named.length === 0) {
    problems.push(`${label}: a works row names the test that calls it.`);
  }
  if (word === 'partial' && named.length === 0 && !proof.startsWith('none yet')) {
    problems.push(`${label}: name the proving test, or write "none yet".`);
  }
  return word;
}

/** Each expected key once in `rows` (keyed by `keyOf`), nothing else. */
function checkOnce(kind, expected, rows, keyOf) {
  const seen = new Map();
  for (const row of rows) seen.set(keyOf(row), (seen.get(keyOf(row)) ?? 0) + 1);
  for (const key of expected) {
    const count = seen.get(key) ?? 0;
    if (count !== 1) problems.push(`${kind} "${key}": ${count} rows in docs/FEATURES.md, expected 1.`);
  }
  const known = new Set(expected);
  for (const key of seen.keys()) if (!known.has(key)) problems.push(`${kind} "${key}" is not in the spec's list.`);
}

// Under "### <doc> <group>" headings: | Operation | Tessera | Status | Proof |
const operationSection = section(features, 'Coverage by spec operation');
const operationRows = operationSection
  .split('\n### ')
  .slice(1)
  .flatMap((part) => {
    const [, doc, group] = /^(\d{3}) (.+)\n/.exec(part) ?? [];
    if (!doc || !group) {
      problems.push(`Heading "### ${part.split('\n')[0]}" is not "### <doc> <group>".`);
      return [];
    }
    return tableRows(part)
      .filter((cells) => cells.length === 4 && cells[0] !== 'Operation')
      .map((cells) => [doc, group, ...cells]);
  });
checkOnce('Operation', specOperations, operationRows, (cells) => cells.slice(0, 3).join(' | '));
const byGroup = new Map();
for (const [doc, group, operation, , status, proof] of operationRows) {
  const word = checkRow(`Operation "${doc} | ${group} | ${operation}"`, status, proof);
  const counts = byGroup.get(`${doc} | ${group}`) ?? { works: 0, partial: 0, missing: 0 };
  if (word) counts[word] += 1;
  byGroup.set(`${doc} | ${group}`, counts);
}

// Before the first "###": | Doc | Group | Works | Partial | Missing |, and the row "All | All groups".
const summaryTable = operationSection.split('\n### ')[0];
const summaryRows = tableRows(summaryTable).filter((cells) => cells.length === 5 && /^\d{3}$/.test(cells[0]));
checkOnce('Summary group', [...byGroup.keys()], summaryRows, (cells) => cells.slice(0, 2).join(' | '));
for (const [doc, group, works, partial, missing] of summaryRows) {
  const counts = byGroup.get(`${doc} | ${group}`);
  if (counts && `${counts.works}/${counts.partial}/${counts.missing}` !== `${works}/${partial}/${missing}`) {
    problems.push(
      `Summary "${doc} | ${group}" says ${works}/${partial}/${missing}, the rows ${counts.works}/${counts.partial}/${counts.missing}.`,
    );
  }
}

const totals = [...byGroup.values()].reduce(
  (sum, counts) => ({
    works: sum.works + counts.works,
    partial: sum.partial + counts.partial,
    missing: sum.missing + counts.missing,
  }),
  { works: 0, partial: 0, missing: 0 },
);
const totalRow = tableRows(summaryTable).find((cells) => cells.length === 5 && cells[0] === 'All');
if (totalRow?.slice(2).join('/') !== `${totals.works}/${totals.partial}/${totals.missing}`) {
  problems.push(
    `Summary "All | All groups" should read ${totals.works}/${totals.partial}/${totals.missing} (works/partial/missing).`,
  );
}

// Under "### <spec area>" headings: | Route | Tessera | Status | Proof |
const routeRows = tableRows(section(features, 'Coverage by route')).filter(
  (cells) => cells.length === 4 && cells[0] !== 'Route',
);
checkOnce('Route', specRoutes, routeRows, (cells) => cells[0]);
for (const [route, , status, proof] of routeRows) checkRow(`Route "${route}"`, status, proof);

// Every served method named: the contract's methods are the keys of `methodAreaOf` (the compiler
// keeps that map equal to the method catalogue), one `  name: 'area',` line each.
const endpointAreas = readFileSync(path.join(root, 'packages/contract/src/endpoint-areas.ts'), 'utf8');
const methodBlock = /export const methodAreaOf = \{\n([\s\S]*?)\n\} as const/.exec(endpointAreas)?.[1];
if (!methodBlock) problems.push('packages/contract/src/endpoint-areas.ts: no methodAreaOf map found.');
const servedMethods = [...(methodBlock ?? '').matchAll(/^\s+([A-Za-z][A-Za-z0-9]*): '/gm)].map((match) => match[1]);
const namingText = operationSection + section(features, "Served methods beyond the spec's operations");
for (const name of servedMethods) {
  if (!namingText.includes(`\`${name}\``)) {
    problems.push(`Method "${name}" is served but docs/FEATURES.md names it in no operation row nor beyond them.`);
  }
}

if (problems.length > 0) {
  console.error(`✗ docs/FEATURES.md is out of step with the spec's lists:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `✓ docs/FEATURES.md: ${specOperations.length} operations and ${specRoutes.length} routes, one row each; every named test exists; all ${servedMethods.length} served methods named.`,
);
