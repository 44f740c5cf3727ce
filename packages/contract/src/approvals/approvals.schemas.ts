import { z } from 'zod';
import { oneTimeCodeSchema } from '../validation.ts';

import { onBehalfSchema } from '../customers/customers.schemas.ts';

import { defineMethod } from '../method.ts';
import { approveTypeSchema } from '../transfers/transfers.schemas.ts';

import { approvalModes } from '../approvals/approval-modes.ts';

/** Transaction approval (spec 001 §4, §7): approve, decline, status, resend, the approval mode. */

/** `trxid` of the spec's approve call: the operationId a submit returned. */
const trxidSchema = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'too_long' });

export const approveTransferMethod = defineMethod({
  name: 'approveTransfer',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  errors: ['ISF', 'LIM', 'CA'],
  summary: 'Approves a submit waiting for approval with its code (spec 001 §4, §7 "Approve transfer").',
  request: onBehalfSchema.extend({
    trxid: trxidSchema,
    approvalCode: oneTimeCodeSchema,
  }),
  response: z.object({ transactionId: z.string(), status: z.literal('completed') }),
});

export const declineTransferMethod = defineMethod({
  name: 'declineTransfer',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Declines a submit waiting for approval; its held funds are released.',
  request: onBehalfSchema.extend({ trxid: trxidSchema }),
  response: z.object({ transactionId: z.string(), status: z.literal('rejected') }),
});

export const approvalStatusMethod = defineMethod({
  name: 'approvalStatus',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'Where a submit waiting for approval stands (the push popup polls it besides the live channel).',
  request: onBehalfSchema.extend({ trxid: trxidSchema }),
  response: z.object({ status: z.enum(['pending', 'approved', 'declined', 'expired']) }),
});

export const resendApprovalCodeMethod = defineMethod({
  name: 'resendApprovalCode',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Sends a new approval code (sms or approvalCode modes; at most 3 sends).',
  request: onBehalfSchema.extend({ trxid: trxidSchema }),
  response: z.object({ approveType: approveTypeSchema, approvalSentTo: z.string() }),
});

/** Approval modes a customer can choose (push needs a linked device, sms a phone, otp an app). */
export const selectableApproveTypes = [
  approvalModes.none,
  approvalModes.push,
  approvalModes.sms,
  approvalModes.otp,
  approvalModes.approvalCode,
] as const;

export const setTransactionApproveModeMethod = defineMethod({
  name: 'setTransactionApproveMode',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Sets how money submits are approved (spec 001 §4, §7); needs the password.',
  request: z.object({
    transactionApproveMode: z.coerce
      .number({ error: 'invalid_number' })
      .int()
      .refine((value) => (selectableApproveTypes as readonly number[]).includes(value), { error: 'invalid_value' }),
    password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(256, { error: 'too_long' }),
  }),
  response: z.object({ transactionApproveMode: z.number().int() }),
});

/**
 * `usableApprovalModes` (Tessera's, not in the spec's list): the approval modes the caller can choose
 * now, in wire order — push with a linked device, sms with a mobile number, otp with an authenticator
 * app, approvalCode always — the same rule `setTransactionApproveMode` applies. The security settings
 * show how to set up a mode that is missing instead of letting the change fail.
 */
export const usableApprovalModesMethod = defineMethod({
  name: 'usableApprovalModes',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'The approval modes the caller can choose now (each needs its factor set up; spec 001 §4).',
  request: z.object({}),
  response: z.object({ approveTypes: z.array(approveTypeSchema) }),
});
