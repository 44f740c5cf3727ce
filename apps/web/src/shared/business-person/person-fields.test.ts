import type { RegistrationPersonFields } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { personFieldPaths } from './person-fields.tsx';

const person: RegistrationPersonFields = {
  firstName: 'Nadia',
  lastName: 'Quist',
  birthday: '1984-02-29',
  email: 'nadia@example.com',
  phone: '+447700900777',
  address: { address1: '5 King Street', city: 'London', postalCode: 'EC2V 8AU', countryCode: 'GB' },
  taxId: { countryCode: 'GB', taxId: '1234567890' },
};

describe('personFieldPaths (decision 0117)', () => {
  it('names every field the form shows, under the given prefix', () => {
    const paths = personFieldPaths('person', person, false);
    expect(paths).toContain('person.phone');
    expect(paths).toContain('person.address.countryCode');
    expect(paths).toContain('person.taxId.taxId');
    expect(paths).not.toContain('person.taxId.tinMissingReason');
    expect(paths).not.toContain('person.sourceOfFunds');
  });

  it('adds the source of funds only when it is asked', () => {
    const paths = personFieldPaths('fields', person, true);
    expect(paths).toContain('fields.sourceOfFunds');
    expect(paths).toContain('fields.sourceDetails');
  });

  it('adds the missing-tax-id reason without a tax id, and the explanation only for CANNOT_OBTAIN', () => {
    const noTin = { ...person, taxId: { countryCode: 'GB', tinMissingReason: 'NO_TIN_IS_REQUIRED' as const } };
    expect(personFieldPaths('person', noTin, false)).toContain('person.taxId.tinMissingReason');
    expect(personFieldPaths('person', noTin, false)).not.toContain('person.taxId.tinMissingExplanation');
    const cannot = { ...person, taxId: { countryCode: 'GB', tinMissingReason: 'CANNOT_OBTAIN' as const } };
    expect(personFieldPaths('person', cannot, false)).toContain('person.taxId.tinMissingExplanation');
  });
});
