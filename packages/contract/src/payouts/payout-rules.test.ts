import { describe, expect, it } from 'vitest';
import { payoutFieldsFor, payoutOptionsFor, isPayoutOffered } from './payout-catalog.ts';
import {
  cardNumberRefusal,
  cnpjValid,
  cpfValid,
  eftFieldProblems,
  instantKeyRefusal,
  routingNumberRefusal,
} from './payout-identifiers.ts';
import {
  eftTransferRequestSchema,
  interacTransferRequestSchema,
  octTransferRequestSchema,
  wireTransferRequestSchema,
} from './payouts.schemas.ts';
import { walletAddressRefusal } from './wallet-addresses.ts';

const base = { fromAccount: 1, amount: '10.00', beneficiaryName: 'Max Mustermann' };

function codes(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('payout catalogue', () => {
  // Proves spec 001 §5: ACH for US, Faster Payments for GB, SEPA for SEPA countries, Interac for CA, PIX in BR, digital wallet everywhere.
  it('offers each country its schemes', () => {
    const schemes = (country: string) =>
      payoutOptionsFor(country).map((option) => `${option.transferType}:${option.scheme}`);
    expect(schemes('US')).toEqual(['wire:swift', 'eft:ach', 'oct:cardPush', 'cryptoEft:blockchain']);
    expect(schemes('GB')).toContain('eft:fasterPayments');
    expect(schemes('DE')).toContain('eft:sepa');
    expect(schemes('CA')).toEqual(expect.arrayContaining(['eft:eftCanada', 'interac:interac']));
    expect(schemes('BR')).toEqual(expect.arrayContaining(['eft:domestic', 'instant:pix']));
    expect(schemes('KE')).toEqual(['wire:swift', 'oct:cardPush', 'cryptoEft:blockchain']);
    expect(isPayoutOffered('eft', 'DE', 'USD')).toBe(false);
    expect(payoutFieldsFor('wire', 'DE').map((field) => field.name)).toContain('iban');
    expect(payoutFieldsFor('wire', 'US').map((field) => field.name)).toContain('accountNumber');
    expect(isPayoutOffered('eft', 'DE', 'EUR')).toBe(true);
  });

  // Proves spec 001 §5: bank code and branch code are required for eft in BR, JP, HK and LK, with each country's shape.
  it('requires bank and branch codes for eft in BR, JP, HK and LK', () => {
    for (const country of ['BR', 'JP', 'HK', 'LK']) {
      const names = payoutFieldsFor('eft', country)
        .filter((field) => field.required)
        .map((field) => field.name);
      expect(names).toEqual(expect.arrayContaining(['bankCode', 'branchCode']));
      expect(eftFieldProblems(country, { accountNumber: '12345678' }).map((problem) => problem.field)).toEqual([
        'bankCode',
        'branchCode',
      ]);
    }
    expect(eftFieldProblems('BR', { bankCode: '001', branchCode: '1234', accountNumber: '123456' })).toEqual([]);
    expect(eftFieldProblems('JP', { bankCode: '0005', branchCode: '123', accountNumber: '1234567' })).toEqual([]);
    expect(eftFieldProblems('HK', { bankCode: '004', branchCode: '123', accountNumber: '12345678' })).toEqual([]);
    expect(eftFieldProblems('LK', { bankCode: '7010', branchCode: '001', accountNumber: '12345678' })).toEqual([]);
    expect(eftFieldProblems('JP', { bankCode: '005', branchCode: '1234', accountNumber: '1234567' })).toEqual([
      { field: 'bankCode', code: 'invalid_bank_code' },
      { field: 'branchCode', code: 'invalid_branch_code' },
    ]);
  });
});

describe('payout identifiers', () => {
  // Proves the published check digits are applied: ABA, Luhn, CPF, CNPJ, PIX keys and wallet addresses, with bad inputs.
  it('checks routing numbers, cards, tax ids, PIX keys and addresses', () => {
    expect(routingNumberRefusal('021000021')).toBeNull();
    expect(routingNumberRefusal('021000022')).toBe('invalid_routing_number');
    expect(routingNumberRefusal('12345')).toBe('invalid_routing_number');
    expect(cardNumberRefusal('4000 0566 5566 5556')).toBeNull();
    // Each refusal says why (decision 0134): a 16-digit typing error is not "too short".
    expect(cardNumberRefusal('4000 0566 5566 5557')).toBe('card_number_not_valid');
    expect(cardNumberRefusal('4000')).toBe('card_number_too_short');
    expect(cardNumberRefusal('4000 0566 5566 5556 1234')).toBe('card_number_too_long');
    expect(cardNumberRefusal('4000 0566 5566 555O')).toBe('card_number_digits_only');
    expect(cpfValid('529.982.247-25')).toBe(true);
    expect(cpfValid('529.982.247-26')).toBe(false);
    expect(cpfValid('111.111.111-11')).toBe(false);
    expect(cnpjValid('11.222.333/0001-81')).toBe(true);
    expect(cnpjValid('11.222.333/0001-82')).toBe(false);
    expect(instantKeyRefusal('email', 'ana@example.com.br')).toBeNull();
    expect(instantKeyRefusal('phone', '+55 11 91234-5678')).toBeNull();
    expect(instantKeyRefusal('phone', '+1 415 555 0100')).toBe('invalid_instant_key');
    expect(instantKeyRefusal('evp', '123e4567-e89b-42d3-a456-426614174000')).toBeNull();
    expect(instantKeyRefusal('cpf', 'ana@example.com')).toBe('invalid_instant_key');
    expect(walletAddressRefusal('BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBeNull();
    expect(walletAddressRefusal('BTC', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe('invalid_crypto_address');
    expect(walletAddressRefusal('ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeNull();
    expect(walletAddressRefusal('ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe('invalid_crypto_address');
    expect(walletAddressRefusal('ETH', '0x5290840009852788')).toBe('invalid_crypto_address');
  });
});

describe('payout request schemas', () => {
  // Proves a wire needs an IBAN or an account number, a valid BIC, and a currency the rail carries.
  it('validates wires', () => {
    const wire = {
      ...base,
      currency: 'EUR',
      beneficiaryCountryCode: 'de',
      beneficiaryAddress: 'Hauptstr. 1',
      beneficiaryCity: 'Berlin',
      swift: 'cobadeffxxx',
    };
    expect(codes(wireTransferRequestSchema.safeParse({ ...wire, iban: 'DE89 3704 0044 0532 0130 00' }))).toEqual([]);
    expect(codes(wireTransferRequestSchema.safeParse(wire))).toEqual(['iban:iban_or_account_required']);
    expect(codes(wireTransferRequestSchema.safeParse({ ...wire, iban: 'DE89370400440532013001' }))).toEqual([
      'iban:invalid_iban_checksum',
    ]);
    expect(
      codes(wireTransferRequestSchema.safeParse({ ...wire, currency: 'BRL', iban: 'DE89370400440532013000' })),
    ).toEqual(['currency:payout_not_offered']);
  });

  // Proves an ACH eft checks its routing number and a card payout its card number.
  it('validates eft and card payouts', () => {
    const ach = { ...base, currency: 'USD', beneficiaryCountryCode: 'US', accountType: 'checking' };
    expect(
      codes(eftTransferRequestSchema.safeParse({ ...ach, routingNumber: '021000021', accountNumber: '123456789' })),
    ).toEqual([]);
    expect(
      codes(eftTransferRequestSchema.safeParse({ ...ach, routingNumber: '021000022', accountNumber: '12' })),
    ).toEqual(['routingNumber:invalid_routing_number', 'accountNumber:invalid_account_number']);
    const card = { ...base, currency: 'USD', beneficiaryCountryCode: 'US' };
    expect(codes(octTransferRequestSchema.safeParse({ ...card, cardNumber: '4000056655665557' }))).toEqual([
      'cardNumber:card_number_not_valid',
    ]);
  });

  // Proves Interac needs the recipient's e-mail or mobile, and a security answer with its question.
  it('validates Interac e-Transfers', () => {
    const interac = { ...base, currency: 'CAD', beneficiaryCountryCode: 'CA' };
    expect(codes(interacTransferRequestSchema.safeParse(interac))).toEqual(['recipientEmail:email_or_phone_required']);
    expect(codes(interacTransferRequestSchema.safeParse({ ...interac, recipientPhone: '+1 416 555 0199' }))).toEqual(
      [],
    );
    expect(
      codes(
        interacTransferRequestSchema.safeParse({
          ...interac,
          recipientEmail: 'jo@example.ca',
          securityQuestion: 'Pet?',
        }),
      ),
    ).toEqual(['securityAnswer:required']);
  });
});
