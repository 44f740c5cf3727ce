import { defineMethods } from '../method.ts';
import { outboxListMethod, smsOutboxListMethod } from './outbox.schemas.ts';

/**
 * The outbox area: what the e-mail and SMS adapters have sent, for administrators and developers
 * (the sandbox transports keep every message; decision 0022 composition root).
 */
export const outboxMethods = defineMethods({ outboxList: outboxListMethod, smsOutboxList: smsOutboxListMethod });
