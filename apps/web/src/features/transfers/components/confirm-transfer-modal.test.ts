import { approvalModes } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { stateAfterSubmit } from './confirm-transfer-modal.tsx';

describe('the step after a money submit (spec 001 §3 "Submit result", §4)', () => {
  it('opens the approval popup for the operationId, with where the code went', () => {
    // Proves a held submit is approved by its operationId and shows approvalSentTo.
    expect(
      stateAfterSubmit({
        operationId: 'op-1',
        transactionId: 'op-1',
        status: 'processing',
        approveType: approvalModes.sms,
        approvalSentTo: '+44 ••• ••• 0321',
      }),
    ).toEqual({
      step: 'approve',
      operationId: 'op-1',
      approveType: approvalModes.sms,
      approvalSentTo: '+44 ••• ••• 0321',
    });
  });

  it('shows the result of a submit that needed no approval', () => {
    // Proves approval mode none goes straight to the success popup with the transaction id.
    expect(
      stateAfterSubmit({
        operationId: 'tx-9',
        transactionId: 'tx-9',
        status: 'completed',
        approveType: approvalModes.none,
      }),
    ).toEqual({ step: 'done', transactionId: 'tx-9', status: 'completed' });
  });

  it("says 'approval transaction created' when the payment became a business transaction request", () => {
    // Proves a right-3 maker's submit (transactionRequestId in the reply) goes to the success popup marked as an approval request, not to the approval-code popup.
    expect(
      stateAfterSubmit({
        operationId: 'req-1',
        transactionId: 'req-1',
        status: 'processing',
        approveType: approvalModes.none,
        transactionRequestId: 'req-1',
      }),
    ).toEqual({ step: 'done', transactionId: 'req-1', status: 'processing', isApprovalRequest: true });
  });
});
