/**
 * The catalogue of field-error codes (spec 000 §7, §8): every `validationErrors[].code` the server can
 * send, with its default English text, which the server sends as `description`. The web translates
 * each code as `errors:fields.<code>` in every language (apps/web/src/locales/locales.test.ts checks
 * that every code is translated everywhere and no locale keeps a code that left the catalogue).
 *
 * Codes come from three places, all bound to this list: `fieldError(field, code)` on the server
 * (typed {@link FieldErrorCode}), zod issues mapped by the server's `toValidationErrors` (a schema's
 * message is a code of this list, checked by field-errors.test.ts; other issues map to the generic
 * codes below), and the contract's safe-input rule.
 */
export const fieldErrorMessages = {
  required: 'This field is required.',
  invalid_email: 'Enter a valid e-mail address.',
  invalid_code_challenge: 'The code challenge must be 43 to 128 letters, digits or - . _ ~.',
  invalid_code_verifier: 'The code verifier must be 43 to 128 letters, digits or - . _ ~.',
  invalid_client: 'Unknown client.',
  invalid_amount: 'Enter a valid amount.',
  invalid_number: 'Enter a number.',
  invalid_type: 'This value has the wrong type.',
  too_long: 'This value is too long.',
  too_short: 'This value is too short.',
  too_small: 'This value is too small.',
  too_big: 'This value is too large.',
  invalid_format: 'This value has the wrong format.',
  invalid_value: 'This value is not allowed.',
  unrecognized_keys: 'This field is not expected.',
  method_mismatch: 'The method in the body differs from the one in the address.',
  invalid: 'This value is not valid.',
  amount_not_positive: 'Enter an amount greater than zero.',
  invalid_currency: 'Enter a valid currency code.',
  unsupported_currency: 'This currency is not supported.',
  invalid_date: 'Enter a valid date.',
  recipient_not_found: 'No customer uses this e-mail address.',
  recipient_is_sender: 'You cannot send money to yourself.',
  recipient_blacklisted: 'This recipient is on your payout blacklist.',
  recipient_has_no_account: 'The recipient cannot receive money right now.',
  same_account: 'Choose two different accounts.',
  account_closed: 'This account is closed.',
  export_not_found: 'This export does not exist.',
  export_not_ready: 'The export is not ready yet.',
  export_too_large: 'The export is too large to e-mail; download it instead.',
  payment_not_found: 'This pre-approved payment does not exist or is no longer active.',
  amount_too_small: 'This amount is too small to convert.',
  currency_mismatch: 'The currency must match the account you send from.',
  account_not_found: 'This account does not exist or is not yours.',
  too_many_decimals: 'This currency has fewer decimal places.',
  currency_exists: 'You already have an account in this currency.',
  invalid_crypto_address: 'Enter a valid address for this currency and network.',
  invalid_idempotency_key: 'The Idempotency-Key header must have 1 to 255 characters.',
  idempotency_key_required: 'Send an Idempotency-Key header with this payment, so that a retry never pays twice.',
  customer_mismatch: 'The request names two different customers to act for.',
  invalid_code: 'The code is not right.',
  invalid_phone: 'Enter a mobile number in international format, like +44 7700 900123.',
  wrong_password: 'The password is not right.',
  phone_required: 'Enter the mobile number to send codes to.',
  request_expired: 'This request has expired. Please start again.',
  approval_not_found: 'This operation does not exist or is not yours.',
  authenticator_required: 'Set up an authenticator app first.',
  password_too_short: 'Use at least 10 characters.',
  password_too_weak: 'This password is too easy to guess. Add more words or characters.',
  invalid_country: 'Choose a country.',
  terms_required: 'Please accept the terms to continue.',
  email_taken: 'This e-mail is already registered. Sign in or recover your account.',
  bot_check_required: 'Please wait for the security check to finish.',
  bot_check_failed: 'The security check failed. Please try again.',
  registration_closed: 'Registration is not open for this brand.',
  invalid_link: 'This activation link is not valid or has expired.',
  not_activated: 'Activate your account with the link we e-mailed you.',
  passwords_differ: 'The passwords do not match.',
  invalid_ip: 'Enter an IP address like 203.0.113.7 or 2001:db8::1.',
  ip_range_invalid: 'The range must go from the lower to the higher address of the same kind.',
  current_ip_not_listed: 'Add the address you use now before turning the whitelist on.',
  ip_not_allowed: 'Sign-in from this address is not allowed for this account.',
  entry_not_found: 'This entry does not exist.',
  same_password: 'The new password must differ from the current one.',
  push_pending: 'Approve the sign-in on your linked device first.',
  device_required: 'Link a device first.',
  invalid_characters: 'This value contains characters that are not allowed.',
  forbidden_key: 'This field name is not allowed.',
  customer_not_found: 'No customer has this e-mail or id.',
  user_not_found: 'No user signs in with this e-mail.',
  own_customer: 'You cannot disable your own customer.',
  admin_customer: 'A customer with an administrator cannot be disabled here.',
  already_disabled: 'This customer is already disabled.',
  not_disabled: 'This customer is not disabled.',
  phone_missing: 'Add a mobile number first: turn on SMS codes under Two-step sign-in.',
  migration_pending: 'Link a device for sign-in approval to continue.',
  second_factor_required: 'Finish the sign-in step first.',
  no_device: 'Link a device first.',
  migration_required: 'Link a device to continue signing in.',
  job_not_found: 'This job does not exist.',
  job_not_dead: 'Only a dead job can be retried.',
  invalid_iban_country: 'This country does not use IBANs. Check the first two letters.',
  invalid_iban_length: 'This IBAN has the wrong number of characters for its country.',
  invalid_iban_format: 'This IBAN does not have the format of its country.',
  invalid_iban_checksum: 'This IBAN is not valid: its check digits do not match. Check it for typing errors.',
  invalid_bic: 'Enter a BIC (SWIFT code) of 8 or 11 letters and digits.',
  invalid_bic_country: 'This BIC (SWIFT code) names no known country.',
  invalid_card_number: 'Enter at least the first 6 digits of the card number.',
} as const satisfies Record<string, string>;

/** A field-error code of the catalogue, e.g. 'invalid_email'. */
export type FieldErrorCode = keyof typeof fieldErrorMessages;

/** Every code of the catalogue, in catalogue order. */
export const fieldErrorCodes: readonly FieldErrorCode[] = Object.keys(fieldErrorMessages).filter(isFieldErrorCode);

/** True when `value` is a code of the catalogue (own keys only: 'constructor' is no code). */
export function isFieldErrorCode(value: string): value is FieldErrorCode {
  return Object.hasOwn(fieldErrorMessages, value);
}
