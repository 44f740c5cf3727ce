import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldErrorCodes, fieldErrorMessages, isFieldErrorCode } from './field-errors.ts';

const sourceRoot = path.dirname(new URL(import.meta.url).pathname);
/** A zod message written as a code: `error: 'invalid_email'` or `message: 'invalid_email'`. */
const codeMessage = /\b(?:error|message):\s*'([a-z][a-z0-9_]*)'/g;

/** The contract's source files (tests excluded), as `relative path → text`. */
function contractSources(): Map<string, string> {
  const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  );
  return new Map(files.map((name) => [name, readFileSync(path.join(sourceRoot, name), 'utf8')]));
}

describe('field-error catalogue (spec 000 §7, §8)', () => {
  it('gives every code an English sentence', () => {
    // Proves each code has a default text the server can send as its description.
    const withoutText = fieldErrorCodes.filter((code) => !/^[A-Z].*[.!]$/.test(fieldErrorMessages[code]));
    expect(withoutText).toEqual([]);
    expect(fieldErrorCodes.length).toBe(Object.keys(fieldErrorMessages).length);
  });

  it('knows only its own keys as codes', () => {
    // Proves inherited names such as 'constructor' or 'toString' are not mistaken for codes.
    expect(isFieldErrorCode('invalid_email')).toBe(true);
    expect(isFieldErrorCode('constructor')).toBe(false);
    expect(isFieldErrorCode('toString')).toBe(false);
    expect(isFieldErrorCode('no_such_code')).toBe(false);
  });

  it('holds every code the contract schemas use as a message', () => {
    // Proves a schema cannot send a code the web has no translation for (a typo would fall back to 'invalid').
    const unknown: string[] = [];
    let found = 0;
    for (const [file, text] of contractSources()) {
      for (const match of text.matchAll(codeMessage)) {
        found += 1;
        const code = match[1] ?? '';
        if (!isFieldErrorCode(code)) unknown.push(`${file}: ${code}`);
      }
    }
    expect(found).toBeGreaterThan(50);
    expect(unknown).toEqual([]);
  });
});
