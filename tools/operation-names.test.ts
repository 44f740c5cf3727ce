import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverMismatches, serverSources, webMismatches, webSources, type Mismatch } from './operation-names.ts';

const root = path.resolve(import.meta.dirname, '..');

/** One function serves several operations, told apart by an argument (decision 0135). */
const sharedUseCase = 'one use case serves these operations, told apart by an argument';

/** A literal route that serves text the module built once when it started (decision 0135). */
const staticText = 'serves text built once when the module starts; there is no use case to name';

/**
 * Server handlers (methods and literal routes) that may call another name than their operation's
 * (decision 0135), by operation, with why. Keep it short: a thin function named after the operation
 * is the usual answer.
 */
const serverExceptions: Record<string, string> = {
  // `ctx.brand` is the answer; there is no use case to name.
  brandConfig: 'answered by the brand the dispatcher resolved',
  // updateCompanyForm: one transaction, audit row and rules for both forms of the registration.
  financialUpdate: sharedUseCase,
  dueDiligenceUpdate: sharedUseCase,
  // signStatement: the same signature record for both statements.
  declarationsSign: sharedUseCase,
  prohibitedEscortStatementSign: sharedUseCase,
  // changeDocumentLink: linking and unlinking are one audited change with `link` true or false.
  adminDocumentAssign: sharedUseCase,
  adminDocumentRemove: sharedUseCase,
  // uploadTaxDocument: the same checks and storage for a W-form and a loss-of-nationality certificate.
  wFormUpload: sharedUseCase,
  lossOfNationalityUpload: sharedUseCase,
  // fee(kind) and submit(kind): quotePayout and submitPayout serve the six payout rails alike.
  wireTransferFee: sharedUseCase,
  wireTransfer: sharedUseCase,
  eftTransferFee: sharedUseCase,
  eftTransfer: sharedUseCase,
  octTransferFee: sharedUseCase,
  octTransfer: sharedUseCase,
  cryptoEftTransferFee: sharedUseCase,
  cryptoEftTransfer: sharedUseCase,
  instantTransferFee: sharedUseCase,
  instantTransfer: sharedUseCase,
  interacTransferFee: sharedUseCase,
  interacTransfer: sharedUseCase,
  // The API reference: the OpenAPI document, its HTML page and the page's style sheet.
  apiReference: staticText,
  apiReferenceDocument: staticText,
  apiReferenceStyle: staticText,
};

/**
 * Web api functions and factory entries that call one operation under another name (decision 0135),
 * as `file: name`, with why: each answers something else than the operation's reply.
 */
const webExceptions: Record<string, string> = {
  'apps/web/src/features/auth/api/accept-terms.ts: fetchTermsToAccept':
    "reads customerInfo for its 'TE' refusal: the terms to accept, not the customer",
  'apps/web/src/features/auth/api/exchange-code.ts: exchangeCode':
    'the sign-in step: exchanges the code with `token`, starts the session and tells a migration hold apart',
  'apps/web/src/features/business-registration/api/bot-check.ts: solveBotChallenge':
    'fetches the challenge and solves it: its answer is the proof, not the challenge',
  'apps/web/src/features/onboarding/api/onboarding-api.ts: solveBotChallenge':
    'fetches the challenge and solves it: its answer is the proof, not the challenge',
  'apps/web/src/features/profile/api/profile-api.ts: company':
    "the second profileGet entry: a company's e-mails (profileGet naming the business)",
  'apps/web/src/features/profile/api/profile-api.ts: proofTypes':
    'one group of documentTypes: the proof-of-address types of a country',
  'apps/web/src/features/transfers/api/transfers-queries.ts: currencies':
    'the currencies offered, derived from defaultExchangeRates',
};

function unexpected(mismatches: Mismatch[], isException: (mismatch: Mismatch) => boolean): string[] {
  return mismatches
    .filter((mismatch) => !isException(mismatch))
    .map((mismatch) => `${mismatch.file}: ${mismatch.operation} (found ${mismatch.found})`);
}

describe('one name per operation (decision 0135)', () => {
  it('has each server handler call the use case named after its operation', () => {
    const mismatches = serverMismatches(serverSources(root));
    expect(unexpected(mismatches, (mismatch) => mismatch.operation in serverExceptions)).toEqual([]);
    // An exception that no longer differs is taken off the list.
    const excepted = new Set(mismatches.map((mismatch) => mismatch.operation));
    expect(Object.keys(serverExceptions).filter((operation) => !excepted.has(operation))).toEqual([]);
  });

  it('names each web api function and factory entry of one operation after it', () => {
    const key = (mismatch: Mismatch) => `${mismatch.file}: ${mismatch.found}`;
    const mismatches = webMismatches(webSources(root));
    expect(unexpected(mismatches, (mismatch) => key(mismatch) in webExceptions)).toEqual([]);
    const excepted = new Set(mismatches.map(key));
    expect(Object.keys(webExceptions).filter((entry) => !excepted.has(entry))).toEqual([]);
  });

  it('reads the handler maps and api files it checks', () => {
    // Guards against a moved folder turning the checks above into checks of nothing.
    expect(serverSources(root).filter((source) => source.file.endsWith('.methods.ts')).length).toBeGreaterThan(20);
    expect(serverSources(root).filter((source) => source.file.endsWith('.routes.ts')).length).toBeGreaterThan(5);
    expect(webSources(root).length).toBeGreaterThan(30);
  });
});

describe('the checks refuse a mismatch', () => {
  it('refuses a handler that calls another name than its operation', () => {
    const file = 'apps/server/src/modules/probe/probe.methods.ts';
    const text = `export const probeHandlers = {
      p2pFee: async (input, ctx) => quoteP2p(ctx.db, input),
      checkEmail: async (input, ctx) => ({ ...(await checkEmail(ctx.db, input.email)) }),
    } satisfies AreaHandlers<typeof probeMethods>;`;
    expect(serverMismatches([{ file, text }])).toEqual([{ file, operation: 'p2pFee', found: 'quoteP2p' }]);
  });

  it('refuses a literal route whose handler calls another name than its route', () => {
    const file = 'apps/server/src/modules/probe/probe.routes.ts';
    const text = `export function probeRouteHandlers(deps: ProbeDeps): RouteHandlers<unknown> {
      return {
        refresh: async ({ body }) => refreshTokens(deps, body.refreshToken),
        logout: async ({ body }) => { await logout(deps, body.refreshToken); return {}; },
      };
    }`;
    expect(serverMismatches([{ file, text }])).toEqual([{ file, operation: 'refresh', found: 'refreshTokens' }]);
  });

  it('refuses a web entry or function of one operation under another name', () => {
    const file = 'apps/web/src/features/probe/api/probe.ts';
    const text = `export const probeQueries = {
      p2pQuote: (input) => queryOptions({ queryKey: ['p2pQuote', input], queryFn: () => call('p2pFee', input) }),
      p2pFee: (input) => queryOptions({ queryKey: ['p2pFee', input], queryFn: () => call('p2pFee', input) }),
      both: () => Promise.all([call('accountList', {}), call('customerInfo', {})]),
    };
    export function useSendP2p() { return useMutation({ mutationFn: (input) => call('p2pTransfer', input) }); }
    export function useP2pTransfer() { return useMutation({ mutationFn: (input) => call('p2pTransfer', input) }); }
    export function accountListQuery() { return queryOptions({ queryFn: () => call('accountList', {}) }); }`;
    expect(webMismatches([{ file, text }])).toEqual([
      { file, operation: 'p2pFee', found: 'p2pQuote' },
      { file, operation: 'p2pTransfer', found: 'useSendP2p' },
    ]);
  });
});
