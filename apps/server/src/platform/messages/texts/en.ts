import type { MessageTexts } from '../catalogue.ts';

/** Messages to customers in English (also for en-AU). */
export const en: MessageTexts = {
  activation: {
    subject: 'Activate your {{brandName}} account',
    body: 'Welcome to {{brandName}}.\n\nOpen this link to activate your account (it works for 7 days):\n{{link}}\n\nIf you did not register, ignore this e-mail.',
  },
  recoveryCode: {
    subject: 'Your {{brandName}} recovery code',
    body: 'Your code to set a new password is {{code}}. It expires in 30 minutes.\n\nIf you did not ask for it, ignore this e-mail; your password stays the same.',
  },
  passwordChangeCode: {
    subject: 'Confirm your new password',
    body: 'Your code to confirm the new password is {{code}}. It expires in 15 minutes.\n\nIf you did not ask to change your password, ignore this e-mail and consider changing it.',
  },
  newBrowserCode: {
    subject: 'Approve a sign-in from a new browser',
    body: 'Someone is signing in to your account from a browser not used before ({{ipAddress}}).\n\nIf it is you, enter this code: {{code}}. It expires in 10 minutes.\nIf it is not you, change your password.',
  },
  approvalCode: {
    subject: 'Your approval code',
    body: 'Your code to approve the transfer is {{code}}. It expires in 10 minutes. If you did not make this transfer, decline it and change your password.',
  },
  historyExport: {
    subject: 'Your transaction history export',
    body: 'Hello,\n\nattached is the transaction history you exported ({{rowCount}} rows).\n\nThis message was sent because you asked for it in online banking.',
  },
  statementExport: {
    subject: 'Your statement for {{period}}',
    body: 'Hello,\n\nattached is the statement of account {{accountId}} for {{period}}, as PDF and CSV.\n\nThis message was sent because you asked for it in online banking.',
  },
  emailConfirmation: {
    subject: 'Confirm your e-mail address for {{brandName}}',
    body: 'Please confirm that {{email}} is your e-mail address by opening this link (it works once, for 24 hours):\n{{link}}\n\nIf you did not add this address to your profile, ignore this e-mail.',
  },
  loginEmailChanged: {
    subject: 'Your {{brandName}} sign-in e-mail has changed',
    body: 'Your sign-in e-mail was changed to {{newEmail}}. From now on, sign in with the new address.\n\nIf you did not make this change, contact support at once.',
  },
  phoneConfirmationSms: {
    body: 'Your code to confirm this phone number is {{code}} (ID {{identifier}}). It expires in 10 minutes. Never share it.',
  },
  representativeCertification: {
    subject: '{{businessName}} asks you to certify your tax residence',
    body: 'Hello {{personName}},\n\n{{businessName}} names you as one of its controlling persons. Tax rules (FATCA and CRS) require each controlling person to certify their own tax residence.\n\nOpen this link to fill in and sign your self-certification on {{brandName}} (it works once, for 7 days):\n{{link}}\n\nDo not forward this e-mail: the link is yours alone. If you do not know {{businessName}}, ignore this e-mail.',
  },
  transactionRequestExpiring: {
    subject: 'A payment waits for approval',
    body: "Your payment of {{amount}} to {{payee}} is still waiting for a colleague's approval. It expires tomorrow, and its funds are then released.",
  },
  transactionRequestExpired: {
    subject: 'A payment expired without approval',
    body: 'Your payment of {{amount}} to {{payee}} was not approved within 7 days. It was cancelled and its funds were released.',
  },
  employeeActivation: {
    subject: '{{businessName}} gives you access to its {{brandName}} account',
    body: 'Hello {{personName}},\n\n{{businessName}} has registered with {{brandName}} and named you as one of its authorised users.\n\nOpen this link to activate your access and choose your password (it works for 7 days):\n{{link}}\n\nDo not forward this e-mail: the link is yours alone. If you do not know {{businessName}}, ignore this e-mail.',
  },
  personVerification: {
    subject: '{{businessName}} asks you to verify your identity with {{brandName}}',
    body: 'Hello {{personName}},\n\n{{businessName}} has named you as one of its directors or beneficial owners at {{brandName}}. The law requires us to verify the identity of each of them.\n\nOpen this link to verify your identity (it works for 72 hours, until your verification is done):\n{{link}}\n\nDo not forward this e-mail: the link is yours alone. If you do not know {{businessName}}, ignore this e-mail.',
  },
  resolutionSignature: {
    subject: '{{businessName}} asks you to sign a board resolution',
    body: 'Hello {{personName}},\n\n{{businessName}} asks you, as one of its directors, to sign a board resolution authorising {{representatives}} to act for the company with {{brandName}}.\n\nOpen this link to read the resolution and sign or decline it (it works once, for 7 days):\n{{link}}\n\nDo not forward this e-mail: the link is yours alone. If you are not a director of {{businessName}}, ignore this e-mail.',
  },
  resolutionDeclined: {
    subject: '{{personName}} declined the board resolution of {{businessName}}',
    body: 'Hello,\n\n{{personName}}, a director of {{businessName}}, declined the board resolution you sent with {{brandName}}.\n\nTheir reason: {{reason}}\n\nThe resolution is no longer valid. You can see it on the company page and send a new one when the directors agree.',
  },
  resolutionReminder: {
    subject: 'Reminder: {{businessName}} asks you to sign a board resolution',
    body: 'Hello {{personName}},\n\n{{businessName}} is still waiting for you, as one of its directors, to sign or decline the board resolution authorising {{representatives}} to act for the company with {{brandName}}. Your link expires in a day.\n\nOpen this link to read the resolution and sign or decline it (it works once, until the resolution expires):\n{{link}}\n\nDo not forward this e-mail: the link is yours alone. If you are not a director of {{businessName}}, ignore this e-mail.',
  },
  signInCodeSms: {
    body: 'Your sign-in code is {{code}} (ID {{identifier}}). It expires in 10 minutes. Never share it.',
  },
  twoStepCodeSms: {
    body: 'Your code to turn on SMS sign-in is {{code}} (ID {{identifier}}). Never share it.',
  },
  approvalCodeSms: {
    body: 'Your code to approve the transfer is {{code}} (ID {{identifier}}). Never share it.',
  },
};
