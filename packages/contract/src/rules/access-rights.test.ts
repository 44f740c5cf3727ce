import { describe, expect, it } from 'vitest';
import { accessRightAllows, accessRightLevels } from './access-rights.ts';

describe('access rights (spec 000 §4, decision 0028)', () => {
  // Each level grants exactly what decision 0028 says, and no access grants nothing.
  it('grants reading, initiating and full access by level', () => {
    const { noAccess, read, fullAccess, initiate, confirmed, uploading } = accessRightLevels;
    expect(
      [noAccess, read, fullAccess, initiate, confirmed, uploading].map((l) => accessRightAllows(l, 'read')),
    ).toEqual([false, true, true, true, true, false]);
    expect(
      [noAccess, read, fullAccess, initiate, confirmed, uploading].map((l) => accessRightAllows(l, 'initiate')),
    ).toEqual([false, false, true, true, true, false]);
    expect(
      [noAccess, read, fullAccess, initiate, confirmed, uploading].map((l) => accessRightAllows(l, 'full')),
    ).toEqual([false, false, true, false, false, false]);
    // Uploading grants only document upload, which full access grants too (decision 0101).
    expect(
      [noAccess, read, fullAccess, initiate, confirmed, uploading].map((l) => accessRightAllows(l, 'upload')),
    ).toEqual([false, false, true, false, false, true]);
  });
});
