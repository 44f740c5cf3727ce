import { useQueryClient } from '@tanstack/react-query';
import { startPageForAccess, startPaths, type CustomerAccess } from '@tessera/contract';
import { useNavigate } from 'react-router';
import { actingCustomer } from '../../../shared/session/acting-customer.ts';

/**
 * Switches the customer the session acts for (spec 000 §2 rule 3, §7; decisions 0102, 0103): the
 * choice is sent with every later call (fromCustomerId and customer-id), everything cached for the
 * previous customer is dropped, and the refinements of rule 3 pick the page (a representative
 * without balanceInfo lands on the company documents).
 */
export function useChooseAccess(): (access: CustomerAccess) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (access) => {
    actingCustomer.set(access.isOwn ? null : access.id);
    queryClient.clear();
    await navigate(access.isOwn ? startPaths.home : startPageForAccess(access).path);
  };
}
