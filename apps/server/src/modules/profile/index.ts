/** The profile module's public use cases for other modules (DESIGN §2: only through this file). */
export { addressDocumentFlagsOf, isLiveAddressOf, permanentAddressOf, type PostalAddress } from './addresses.ts';

export { customerContactsOf } from './contacts.ts';
