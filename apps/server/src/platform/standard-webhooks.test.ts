import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { verifyStandardWebhook } from './standard-webhooks.ts';

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const verifier = new Webhook(secret);

/** The signature headers of `body` sent as `id` at `at`, signed with `key`. */
function signed(body: string, id = 'evt_1', at = new Date(), key = secret) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(key).sign(id, at, body),
  };
}

describe('verifyStandardWebhook', () => {
  it('answers the id and the parsed body of a correctly signed webhook, a repeated header by its first value', () => {
    // Proves the shared path of the rail and identity webhooks accepts what the sender signed.
    const body = JSON.stringify({ type: 'payout.settled', data: { railReference: 'SB-1' } });
    const headers = signed(body);
    expect(verifyStandardWebhook(verifier, headers, body)).toEqual({
      ok: true,
      id: 'evt_1',
      payload: { type: 'payout.settled', data: { railReference: 'SB-1' } },
    });
    const repeated = { ...headers, 'webhook-id': ['evt_1', 'evt_2'] };
    expect(verifyStandardWebhook(verifier, repeated, body)).toMatchObject({ ok: true, id: 'evt_1' });
  });

  it('refuses missing headers, another secret, a changed body and a stale timestamp', () => {
    // Proves every forgery is a refusal with a reason, never an exception.
    const body = JSON.stringify({ amount: '10.00' });
    const headers = signed(body);
    expect(verifyStandardWebhook(verifier, { ...headers, 'webhook-signature': undefined }, body)).toEqual({
      ok: false,
      reason: 'missing webhook signature headers',
    });
    expect(
      verifyStandardWebhook(
        verifier,
        signed(body, 'evt_1', new Date(), `whsec_${randomBytes(32).toString('base64')}`),
        body,
      ).ok,
    ).toBe(false);
    expect(verifyStandardWebhook(verifier, headers, body.replace('10.00', '99.00')).ok).toBe(false);
    const stale = signed(body, 'evt_1', new Date(Date.now() - 10 * 60_000));
    expect(verifyStandardWebhook(verifier, stale, body).ok).toBe(false);
  });

  it('refuses a correctly signed body that is not JSON instead of failing', () => {
    // Proves a signed but unreadable body is a refusal (401 at the routes), not a 5xx.
    const body = 'not json';
    expect(verifyStandardWebhook(verifier, signed(body), body)).toEqual({
      ok: false,
      reason: 'unreadable webhook body',
    });
  });
});
