/**
 * English texts of field-error codes sent in `validationErrors[].code`. The web translates
 * the same codes; the server uses these as `description`.
 */
export const validationMessages: Readonly<Record<string, string>> = {
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
};
