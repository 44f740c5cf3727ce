/**
 * Response codes of the error catalogue (spec 000 §8) and their HTTP statuses.
 * The server sends the code; the web maps it to a translated message.
 */
export const responseCodes = {
  success: '00',
  verifyError: 'VF',
  termsError: 'TE',
  networkError: 'AE',
  authError: 'AU',
  noAccess: 'ENOA',
  unknownError: 'UE',
  closedAccount: 'CA',
  accessDenied: '13',
  invalidParams: 'TA1',
  invalidMethod: 'IM',
  rateLimited: 'RL',
  notFound: 'NF',
  insufficientFunds: 'ISF',
  limitExceeded: 'LIM',
  idempotencyConflict: 'IDK',
  /** The customer is limited (spec 002 §3 restriction reasons): money cannot be sent (decision 0067). */
  accountLimited: 'AL',
  /** The customer has not verified their identity yet: money cannot be sent (decision 0063, 0067). */
  verificationRequired: 'KYC',
} as const;

export type ResponseCode = (typeof responseCodes)[keyof typeof responseCodes];

/** HTTP status used for each response code (DESIGN §3: business outcomes are 200). */
export const httpStatusByCode: Record<ResponseCode, number> = {
  '00': 200,
  VF: 200,
  TE: 200,
  AE: 502,
  AU: 401,
  ENOA: 403,
  UE: 500,
  CA: 200,
  '13': 403,
  TA1: 400,
  IM: 400,
  RL: 429,
  NF: 404,
  ISF: 200,
  LIM: 200,
  IDK: 409,
  AL: 200,
  KYC: 200,
};

/** Default English descriptions; the web shows translated texts keyed by code. */
export const defaultDescriptionByCode: Record<ResponseCode, string> = {
  '00': 'Success',
  VF: 'Please check the highlighted fields.',
  TE: 'Please accept the updated terms.',
  AE: 'Network error. Please try again.',
  AU: 'You are not signed in or your session has expired.',
  ENOA: 'You have no access to this.',
  UE: 'Server is not available',
  CA: 'The account is closed.',
  '13': 'Access denied.',
  TA1: 'Invalid parameters.',
  IM: 'Unknown method.',
  RL: 'Too many attempts. Please wait a moment and try again.',
  NF: 'Not found.',
  ISF: 'Insufficient funds.',
  LIM: 'This amount is over your limit.',
  IDK: 'This request was already sent with different details.',
  AL: 'Your account is limited: money cannot be sent.',
  KYC: 'Verify your identity before sending money.',
};
