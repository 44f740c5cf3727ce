import { describe, expect, it } from 'vitest';
import { dropEmptyValues, envelopeSchema, errorEnvelope, successEnvelope } from './envelope.ts';

describe('response envelope (spec 000 §7)', () => {
  it('wraps results with responseCode 00 and empty validationErrors', () => {
    // Proves the success shape every reply carries.
    const reply = successEnvelope({ accounts: [] });
    expect(reply).toEqual({ responseCode: '00', responseDescription: 'Success', validationErrors: [], accounts: [] });
    expect(envelopeSchema.safeParse(reply).success).toBe(true);
  });

  it('builds error envelopes with field errors', () => {
    // Proves the error shape carries the code and one entry per field.
    const reply = errorEnvelope('VF', 'bad', [
      { field: 'username', code: 'invalid_email', description: 'Enter a valid e-mail address.' },
    ]);
    expect(reply.responseCode).toBe('VF');
    expect(reply.validationErrors).toHaveLength(1);
    expect(envelopeSchema.safeParse(reply).success).toBe(true);
  });

  it('drops null, undefined, NaN and empty strings recursively (spec 000 §5)', () => {
    // Proves empty values never reach the wire, while 0 and false are kept.
    expect(
      dropEmptyValues({
        a: null,
        b: undefined,
        c: Number.NaN,
        d: '',
        e: 0,
        f: false,
        g: { h: null, i: 'x' },
        j: [1, null, { k: '' }],
      }),
    ).toEqual({ e: 0, f: false, g: { i: 'x' }, j: [1, {}] });
  });
});
