/**
 * The text rule every request obeys (decision 0017): no string anywhere in a request
 * may hold a C0 control character other than tab, line feed and carriage return, nor DEL, nor an
 * unpaired UTF-16 surrogate; and no object key may be `__proto__`, `constructor` or `prototype`.
 * Such text is never typed by a person: it is an attack on what stores, logs or compares it
 * (PostgreSQL refuses NUL in text, a lone surrogate cannot be encoded as UTF-8, prototype keys
 * poison objects). The server applies the rule to every declared request before its schema; the
 * web's forms may apply `isSafeText` to what the user types.
 */

/** True for a C0 control other than tab, line feed and carriage return, or DEL (UTF-16 code unit). */
function isForbiddenControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/**
 * Calls `onRefused(index)` for each UTF-16 code unit of `text` the rule refuses (a surrogate pair is
 * one allowed character) and stops, answering false, as soon as `onRefused` answers false.
 */
function scanText(text: string, onRefused: (index: number) => boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(index + 1))) {
      index += 1;
    } else if (isForbiddenControl(code) || isHighSurrogate(code) || isLowSurrogate(code)) {
      if (!onRefused(index)) return false;
    }
  }
  return true;
}

/** Object keys that reach for an object's prototype; refused wherever they appear. */
export const forbiddenKeys: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** True when `text` holds no control character (but tab, LF, CR), no DEL and no unpaired surrogate. */
export function isSafeText(text: string): boolean {
  return scanText(text, () => false);
}

/** `text` with every character the rule refuses replaced by U+FFFD, for echoing a refused key safely. */
export function toSafeText(text: string): string {
  const refused = new Set<number>();
  scanText(text, (index) => refused.add(index).size > 0);
  if (refused.size === 0) return text;
  let result = '';
  for (let index = 0; index < text.length; index += 1) result += refused.has(index) ? '\uFFFD' : text.charAt(index);
  return result;
}

/** Where a request breaks the text rule: the field's path and the validation code to answer with. */
export interface UnsafeInput {
  /** Keys and array indexes from the request's root to the offending string or key. */
  path: (string | number)[];
  /** 'invalid_characters' for a string or key with forbidden characters, 'forbidden_key' for a prototype key. */
  code: 'invalid_characters' | 'forbidden_key';
}

/**
 * Finds a string (value or object key) at any depth of `value` that breaks the text rule, or
 * undefined when there is none. Fields are visited in order, an object's keys before its values.
 * Walks with an explicit stack, so any depth is safe; descends into arrays and objects' own
 * enumerable properties, which is all JSON bodies and query strings hold.
 */
export function findUnsafeInput(value: unknown): UnsafeInput | undefined {
  // Paths are kept as parent links and only spelled out for the answer, so deep values cost linear time.
  interface Step {
    value: unknown;
    parent: Step | undefined;
    key: string | number | undefined;
  }
  const pathOf = (step: Step | undefined, last?: string): (string | number)[] => {
    const reversed: (string | number)[] = last === undefined ? [] : [last];
    for (let current = step; current?.key !== undefined; current = current.parent) reversed.push(current.key);
    return reversed.reverse();
  };
  const stack: Step[] = [{ value, parent: undefined, key: undefined }];
  while (stack.length > 0) {
    const step = stack.pop();
    if (!step) break;
    const current = step.value;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return { path: pathOf(step), code: 'invalid_characters' };
      continue;
    }
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], parent: step, key: index });
      }
      continue;
    }
    if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        if (forbiddenKeys.includes(key)) return { path: pathOf(step, key), code: 'forbidden_key' };
        if (!isSafeText(key)) return { path: pathOf(step, key), code: 'invalid_characters' };
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const entry = entries[index];
        if (entry) stack.push({ value: entry[1], parent: step, key: entry[0] });
      }
    }
  }
  return undefined;
}
