import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** One file to lint: its path from the repository root and its source. */
interface Sample {
  file: string;
  code: string;
}

/** A lint message: the rule that fired. */
interface Finding {
  file: string;
  rules: string[];
}

// The ESLint API in a separate Node process whose working directory is `cwd`, so the config file
// and the rules are loaded exactly as `npx eslint` run from that folder loads them.
const script = `
import { ESLint } from 'eslint';
import path from 'node:path';
const samples = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const findings = [];
for (const sample of samples) {
  const [result] = await eslint.lintText(sample.code, { filePath: path.join(process.argv[2], sample.file) });
  findings.push({ file: sample.file, rules: result.messages.map((message) => message.ruleId ?? message.message) });
}
process.stdout.write(JSON.stringify(findings));
`;

function lintFrom(cwd: string, samples: Sample[]): Finding[] {
  const result = spawnSync(process.execPath, ['--input-type=module', '--eval', script, JSON.stringify(samples), root], {
    cwd,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`eslint failed from ${cwd}: ${result.stderr}`);
  const findings: Finding[] = JSON.parse(result.stdout);
  return findings;
}

/** A sample and the rules expected to refuse it (none when allowed). */
interface Case extends Sample {
  rules: string[];
}

const cases: Case[] = [
  // A web feature importing another feature.
  {
    file: 'apps/web/src/features/history/probe.ts',
    code: "export * from '../transfers/api/transfers-queries.ts';\n",
    rules: ['boundaries/isolated-folders'],
  },
  // A web feature importing its own files.
  { file: 'apps/web/src/features/history/probe.ts', code: "export * from './api/history-queries.ts';\n", rules: [] },
  // Shared code importing a feature.
  {
    file: 'apps/web/src/shared/probe.ts',
    code: "export * from '../features/history/api/history-queries.ts';\n",
    rules: ['boundaries/restricted-paths'],
  },
  // A server module importing another module's internals.
  {
    file: 'apps/server/src/modules/history/probe.ts',
    code: "export * from '../ledger/ledger.repository.ts';\n",
    rules: ['boundaries/isolated-folders'],
  },
  // A server module reading another module's tables.
  {
    file: 'apps/server/src/modules/history/probe.ts',
    code: "export * from '../ledger/ledger.schema.ts';\n",
    rules: ['boundaries/isolated-folders'],
  },
  // A server module reaching tables through the schema barrel.
  {
    file: 'apps/server/src/modules/history/probe.ts',
    code: "export * from '../../db/schema/index.ts';\n",
    rules: ['boundaries/restricted-paths'],
  },
  // A module's schema referencing a lower module's table for a foreign key.
  {
    file: 'apps/server/src/modules/history/history.schema.ts',
    code: "import '../identity/identity.schema.ts';\n",
    rules: [],
  },
  // A module's schema re-exporting another module's table as if it were its own.
  {
    file: 'apps/server/src/modules/history/history.schema.ts',
    code: "export { customers } from '../identity/identity.schema.ts';\n",
    rules: ['no-restricted-syntax'],
  },
  // A lower module importing a higher one (the ledger reading customer info): an import cycle waiting to happen.
  {
    file: 'apps/server/src/modules/ledger/probe.ts',
    code: "export * from '../customers/index.ts';\n",
    rules: ['boundaries/layered-folders'],
  },
  // A module importing another of its own layer.
  {
    file: 'apps/server/src/modules/transfers/probe.ts',
    code: "export * from '../payouts/index.ts';\n",
    rules: ['boundaries/layered-folders'],
  },
  // A lower module's schema referencing a higher module's table.
  {
    file: 'apps/server/src/modules/ledger/ledger.schema.ts',
    code: "import '../transfers/transfers.schema.ts';\n",
    rules: ['boundaries/layered-folders'],
  },
  // The one foreign key the layers allow upward (decision 0130).
  {
    file: 'apps/server/src/modules/identity-verification/identity-verification.schema.ts',
    code: "import '../business/business.schema.ts';\n",
    rules: [],
  },
  // A module that has no layer yet.
  {
    file: 'apps/server/src/modules/newarea/probe.ts',
    code: "export * from '../ledger/index.ts';\n",
    rules: ['boundaries/layered-folders'],
  },
  // A test may import a higher module (tests set up whole journeys).
  {
    file: 'apps/server/src/modules/ledger/probe.test.ts',
    code: "export * from '../seed/index.ts';\n",
    rules: [],
  },
  // A server module importing another module through its index.ts.
  { file: 'apps/server/src/modules/history/probe.ts', code: "export * from '../ledger/index.ts';\n", rules: [] },
];

const samples: Sample[] = cases.map(({ file, code }) => ({ file, code }));
const expected: Finding[] = cases.map(({ file, rules }) => ({ file, rules }));

describe('import boundaries', () => {
  // Proves lint refuses a feature importing another feature (and the other boundaries) from the repository root.
  it('are enforced when ESLint runs from the repository root', () => {
    expect(lintFrom(root, samples)).toEqual(expected);
  });

  // Proves the same answers when ESLint runs from a workspace folder (apps/web, apps/server).
  it('are enforced the same when ESLint runs from a workspace', () => {
    expect(lintFrom(path.join(root, 'apps/web'), samples)).toEqual(expected);
    expect(lintFrom(path.join(root, 'apps/server'), samples)).toEqual(expected);
  });
});
