import type { Executor } from '../../db/client.ts';

/** Whether `addressId` is one of `customerId`'s live addresses: the profile module's rule, set by the app. */
type AddressOwnershipCheck = (db: Executor, customerId: number, addressId: number) => Promise<boolean>;

let check: AddressOwnershipCheck = async () => false;

/**
 * Sets how an upload's `addressId` is checked (app.ts, with the profile module's check; decision
 * 0130): addresses belong to a module above this one, which this one must not import. Until set,
 * no address is accepted.
 */
export function setAddressOwnershipCheck(ownershipCheck: AddressOwnershipCheck): void {
  check = ownershipCheck;
}

/** Whether `addressId` is one of `customerId`'s live addresses, by the check the app set (false until set). */
export function isLiveAddressOf(db: Executor, customerId: number, addressId: number): Promise<boolean> {
  return check(db, customerId, addressId);
}
