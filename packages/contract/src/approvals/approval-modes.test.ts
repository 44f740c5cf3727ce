import { describe, expect, it } from 'vitest';
import {
  approvalModeEntries,
  approvalModeName,
  approvalModeSchema,
  approvalModeSendsCode,
  approvalModes,
  isApprovalMode,
} from './approval-modes.ts';

describe('approval modes (spec 001 §4)', () => {
  it('keeps the spec numbers on the wire', () => {
    // Proves the names map to the spec's "none 0, push 1, sms 2, otp 3, approvalCode 4".
    expect(approvalModes).toEqual({ none: 0, push: 1, sms: 2, otp: 3, approvalCode: 4 });
    expect(approvalModeEntries.map(([name]) => name)).toEqual(Object.keys(approvalModes));
    expect(approvalModeEntries.map(([name]) => approvalModeName(approvalModes[name]))).toEqual(
      Object.keys(approvalModes),
    );
  });

  it('accepts only the five numbers', () => {
    // Proves an unknown mode is refused by the schema and the guard alike.
    expect(approvalModeSchema.safeParse(approvalModes.otp).success).toBe(true);
    expect(approvalModeSchema.safeParse(5).success).toBe(false);
    expect(approvalModeSchema.safeParse('1').success).toBe(false);
    expect(isApprovalMode(4)).toBe(true);
    expect(isApprovalMode(-1)).toBe(false);
  });

  it('sends a code only in modes sms and approvalCode', () => {
    // Proves which modes get a code by SMS or e-mail (and can ask for it again).
    expect(approvalModeEntries.filter(([, mode]) => approvalModeSendsCode(mode)).map(([name]) => name)).toEqual([
      'sms',
      'approvalCode',
    ]);
  });
});
