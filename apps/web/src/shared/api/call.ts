import { actingCustomer } from '../session/acting-customer.ts';
import { session } from '../session/session.ts';
import {
  ApiClient,
  apiLanguage,
  type CallOptions,
  type EndpointInput,
  type EndpointName,
  type EndpointResult,
} from './client.ts';

export { prepareCall } from './client.ts';

/** The app's client over the browser's fetch and the tab's session. */
const apiClient = new ApiClient({
  // Looked up at call time so the browser's fetch (or a test's) is used.
  fetch: (input, init) => fetch(input, init),
  session,
  language: apiLanguage,
  // The customer chosen among the user's accesses (decision 0102), sent as fromCustomerId and customer-id.
  actingCustomerId: () => actingCustomer.get(),
});

/**
 * Calls a main-API method or a declared route by name with the app's client (see
 * {@link ApiClient.call}): `call('accountList', {})`, `call('login', {…})`,
 * `call('deviceInbox', {}, { bearer: secret })`.
 * @throws ApiError
 */
export function call<N extends EndpointName>(
  name: N,
  input: EndpointInput<N>,
  options: CallOptions = {},
): Promise<EndpointResult<N>> {
  return apiClient.call(name, input, options);
}
