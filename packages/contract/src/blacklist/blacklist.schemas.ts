import { z } from 'zod';

import { defineMethod } from '../method.ts';

/** The payout blacklist (spec 001 §3 "Blacklist entry", §7). */

/** Kinds of payout block (spec 001 §7 blacklist {email, blockType}): every payout, or p2p only. */
export const blockTypes = ['all', 'p2p'] as const;

export const payoutBlacklistGetMethod = defineMethod({
  name: 'payoutBlacklistGet',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Your payout blacklist: e-mails you never want to pay (spec 001 §7).',
  request: z.object({}),
  response: z.object({
    entries: z.array(z.object({ email: z.string(), blockType: z.enum(blockTypes), createdAt: z.string() })),
  }),
});

export const payoutBlacklistAddMethod = defineMethod({
  name: 'payoutBlacklistAdd',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Adds an e-mail to your payout blacklist; payee checks then flag it.',
  request: z.object({
    email: z
      .string()
      .trim()
      .pipe(z.email({ error: 'invalid_email' }).max(254, { error: 'too_long' })),
    blockType: z.enum(blockTypes, { error: 'invalid_value' }).default('all'),
  }),
  response: z.object({ email: z.string(), blockType: z.enum(blockTypes) }),
});

export const payoutBlacklistDeleteMethod = defineMethod({
  name: 'payoutBlacklistDelete',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Removes an e-mail from your payout blacklist.',
  request: z.object({ email: z.string().trim().min(1, { error: 'required' }).max(254) }),
  response: z.object({ email: z.string() }),
});
