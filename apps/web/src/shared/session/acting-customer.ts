import { session } from './session.ts';

const storageKey = 'tessera.actingCustomer';

/**
 * The customer a user with related accounts chose to act for (spec 000 §2 rule 3, §7; decision
 * 0102), kept for the tab like the session and forgotten when the session ends. Null: their own.
 */
export const actingCustomer = {
  get(): number | null {
    const raw = sessionStorage.getItem(storageKey);
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  },
  set(customerId: number | null): void {
    if (customerId === null) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, String(customerId));
  },
};

session.onEnd(() => actingCustomer.set(null));
