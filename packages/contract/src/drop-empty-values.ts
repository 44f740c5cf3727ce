/**
 * Drops null, undefined, NaN and empty-string values from a payload, recursively
 * (spec 000 §5, §7: "Null, undefined and NaN payload values are dropped before sending").
 * Arrays keep their length except for dropped elements. Apart from the envelope's schemas (which
 * re-export it), so that the web's API client needs no zod to send (decision 0126).
 */
export function dropEmptyValues<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.filter((item) => !isEmpty(item)).map((item) => dropEmptyValues(item)) as T;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    // fromEntries defines own properties, so a `__proto__` key stays a key (and is refused by the
    // text rule) instead of replacing the result's prototype.
    const kept = Object.entries(value).filter(([, item]) => !isEmpty(item));
    return Object.fromEntries(kept.map(([key, item]) => [key, dropEmptyValues(item)])) as T;
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
}
