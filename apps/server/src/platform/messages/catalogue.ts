/**
 * The catalogue of messages to customers: one template per message the server sends by
 * e-mail or SMS, with the placeholders its texts fill in. The texts live in `texts/<language>.ts`,
 * one file per product language (spec 000 §9: en, es, pt, ro, ru, ua; en-AU reads en). A message
 * is written in the customer's language (see `messageLanguage`, decision 0021).
 *
 * Placeholders are written `{{name}}` in the texts; `render.ts` fills them and refuses a text that
 * still holds one. Codes are placeholders, so a template never holds a secret and may be logged by
 * name, while the rendered message (which carries the code) never is.
 */
export const messageTemplates = {
  /** The activation link after personal registration (valid 7 days). */
  activation: { channel: 'email', placeholders: ['brandName', 'link'] },
  /** The six-digit account-recovery code (valid 30 minutes). */
  recoveryCode: { channel: 'email', placeholders: ['brandName', 'code'] },
  /** The six-digit code that confirms a password change (valid 15 minutes). */
  passwordChangeCode: { channel: 'email', placeholders: ['code'] },
  /** The code that approves a sign-in from a browser not used before (valid 10 minutes). */
  newBrowserCode: { channel: 'email', placeholders: ['ipAddress', 'code'] },
  /** The code that approves a money submit in approval mode approvalCode (valid 10 minutes). */
  approvalCode: { channel: 'email', placeholders: ['code'] },
  /** A transaction-history export, attached as CSV. */
  historyExport: { channel: 'email', placeholders: ['rowCount'] },
  /** A monthly statement of one account, attached as PDF and CSV (decision 0045). */
  statementExport: { channel: 'email', placeholders: ['period', 'accountId'] },
  /** The link that confirms an e-mail added to the profile (valid 24 hours, once). */
  emailConfirmation: { channel: 'email', placeholders: ['brandName', 'email', 'link'] },
  /** Told to the old sign-in e-mail when another one became the sign-in e-mail (decision 0075). */
  loginEmailChanged: { channel: 'email', placeholders: ['brandName', 'newEmail'] },
  /** A controlling person's link to certify their tax residences for a business (valid 7 days, once; decision 0080). */
  representativeCertification: { channel: 'email', placeholders: ['brandName', 'businessName', 'personName', 'link'] },
  /** Told to a business payment's maker a day before its unreviewed transaction request expires (decision 0105). */
  transactionRequestExpiring: { channel: 'email', placeholders: ['amount', 'payee'] },
  /** Told to the maker when the request expired and its funds were released (decision 0105). */
  transactionRequestExpired: { channel: 'email', placeholders: ['amount', 'payee'] },
  /** An authorised business user's activationEmployee link, sent once the business is activated (valid 7 days; decision 0096). */
  employeeActivation: { channel: 'email', placeholders: ['brandName', 'businessName', 'personName', 'link'] },
  /** A director's or owner's link to verify their own identity for a business (valid 72 hours, once; decision 0112). */
  personVerification: { channel: 'email', placeholders: ['brandName', 'businessName', 'personName', 'link'] },
  /** A director's single-use link to sign or decline a business resolution (valid 7 days; decision 0107). */
  resolutionSignature: {
    channel: 'email',
    placeholders: ['brandName', 'businessName', 'personName', 'representatives', 'link'],
  },
  /** Told to the sender of a business resolution when a director declined it, with the reason (decision 0120). */
  resolutionDeclined: {
    channel: 'email',
    placeholders: ['brandName', 'businessName', 'personName', 'reason'],
  },
  /** A director's reminder a day before their resolution link expires, with a fresh link (decision 0120). */
  resolutionReminder: {
    channel: 'email',
    placeholders: ['brandName', 'businessName', 'personName', 'representatives', 'link'],
  },
  /** The SMS sign-in code (valid 10 minutes). */
  signInCodeSms: { channel: 'sms', placeholders: ['code', 'identifier'] },
  /** The SMS code that turns SMS two-step sign-in on. */
  twoStepCodeSms: { channel: 'sms', placeholders: ['code', 'identifier'] },
  /** The SMS code that confirms a phone added to the profile (valid 10 minutes). */
  phoneConfirmationSms: { channel: 'sms', placeholders: ['code', 'identifier'] },
  /** The code that approves a money submit in approval mode sms. */
  approvalCodeSms: { channel: 'sms', placeholders: ['code', 'identifier'] },
} as const satisfies Record<string, { channel: 'email' | 'sms'; placeholders: readonly string[] }>;

/** The name of a message template, e.g. 'activation'. */
export type MessageTemplateName = keyof typeof messageTemplates;

/** Templates sent by e-mail (a subject and a plain-text body). */
export type EmailTemplateName = {
  [Name in MessageTemplateName]: (typeof messageTemplates)[Name]['channel'] extends 'email' ? Name : never;
}[MessageTemplateName];

/** Templates sent by SMS (a body only, at most `smsMaxLength` characters once filled in). */
export type SmsTemplateName = Exclude<MessageTemplateName, EmailTemplateName>;

/** The values a template's placeholders take: exactly its placeholders, as text or numbers. */
export type MessageValues<Name extends MessageTemplateName> = Record<
  (typeof messageTemplates)[Name]['placeholders'][number],
  string | number
>;

/** The texts of one language: a subject and a body per e-mail template, a body per SMS template. */
export type MessageTexts = { [Name in EmailTemplateName]: { subject: string; body: string } } & {
  [Name in SmsTemplateName]: { body: string };
};
