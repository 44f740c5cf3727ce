import { describe, expect, it } from 'vitest';
import { findUnsafeInput, isSafeText, toSafeText } from './safe-input.ts';

describe('the text rule of every request (decision 0017)', () => {
  it('accepts ordinary text, tabs, new lines, emoji and other scripts', () => {
    // Proves the rule refuses nothing a person types.
    for (const text of ['Ann Lee', 'line one\nline two\r\n\tend', 'Zahlung für 🍕', 'Оплата', '١٠', '']) {
      expect(isSafeText(text)).toBe(true);
    }
  });

  it('refuses NUL, other C0 controls, DEL and unpaired surrogates', () => {
    // Proves each kind of hostile character is caught, wherever it sits in the string.
    for (const text of ['a\u0000b', '\u0001', 'x\u001b[31m', 'end\u007f', '\ud800', 'a\udc00b', '\udc00\ud800']) {
      expect(isSafeText(text)).toBe(false);
    }
  });

  it('finds the offending field at any depth with its path', () => {
    // Proves nested strings and array items are reached and named by their path.
    expect(findUnsafeInput({ filter: { keyword: 'ok', tags: ['fine', 'bad\u0000'] } })).toEqual({
      path: ['filter', 'tags', 1],
      code: 'invalid_characters',
    });
    expect(findUnsafeInput({ note: 'fine', amount: 3, nested: [{ value: null }] })).toBeUndefined();
  });

  it('refuses prototype keys and keys with hostile characters', () => {
    // Proves `__proto__`, `constructor` and `prototype` never pass, even as own keys made by JSON.parse.
    expect(findUnsafeInput(JSON.parse('{"a":{"__proto__":{"isAdmin":true}}}'))).toEqual({
      path: ['a', '__proto__'],
      code: 'forbidden_key',
    });
    expect(findUnsafeInput({ constructor: 'x' })?.code).toBe('forbidden_key');
    expect(findUnsafeInput({ 'a\u0000': 1 })).toEqual({ path: ['a\u0000'], code: 'invalid_characters' });
    expect(toSafeText('a\u0000b\ud800')).toBe('a\uFFFDb\uFFFD');
  });

  it('walks very deep values without overflowing the stack', () => {
    // Proves the walk is iterative: 100,000 levels of nesting are scanned to the bottom.
    let value: unknown = 'deep\u0000';
    for (let level = 0; level < 100_000; level += 1) value = [value];
    expect(findUnsafeInput(value)?.code).toBe('invalid_characters');
  });
});
