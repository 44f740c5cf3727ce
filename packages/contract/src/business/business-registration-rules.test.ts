import { describe, expect, it } from 'vitest';
import {
  assignableAccessRights,
  businessRegistrationProblems,
  clearAllConfirmationText,
  fieldsAfterShareUpdate,
  needsSourceOfFunds,
  registeredEmailProblems,
  sectionOfProblem,
  shareholdersProblems,
  type RegistrationRuleContext,
} from './business-registration-rules.ts';
import type {
  BusinessRegistration,
  RegistrationPerson,
  RegistrationShareholder,
} from './business-registration.schemas.ts';
import { businessRegistrationSchema } from './business-registration.schemas.ts';
import { shareBasisPoints } from './shares.ts';

const context: RegistrationRuleContext = {
  isSourceOfWealthEnabled: true,
  dueDiligenceQuestions: [{ key: 'businessAnotherAccount', isRequired: true }],
  termIds: [1],
  today: '2026-11-26',
};

function person(id: string, email: string, extra: Partial<RegistrationPerson> = {}): RegistrationPerson {
  return {
    id,
    isUser: false,
    fields: {
      firstName: 'Ann',
      lastName: id,
      birthday: '1980-05-17',
      email,
      phone: '+44 7700 900123',
      address: { address1: '1 High Street', city: 'London', postalCode: 'EC1A 1BB', countryCode: 'GB' },
      taxId: { countryCode: 'GB', taxId: '1234567890' },
      sourceOfFunds: [1],
      sourceDetails: 'Savings from salary',
    },
    ...extra,
  };
}

/** The registration: two directors, a 30 % and a 70 % shareholder, a UBO and two users. */
function valid(): BusinessRegistration {
  return {
    company: {
      name: 'Northwind Media Ltd',
      registrationNumber: '12345678',
      registrationDate: '2019-03-01',
      registrationCountryCode: 'GB',
      email: 'office@northwind.example',
      password: 'a long and unusual passphrase',
      phone: '+442071234567',
      industryId: 3,
      address: { address1: '2 Market Street', city: 'London', postalCode: 'EC2A 2BB', countryCode: 'GB' },
      taxId: { countryCode: 'GB', tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: 'Newly formed.' },
    },
    financialDetail: { purposeIds: [1], sourceOfFundsIds: [2], estimatedMonthlyDepositId: 1 },
    dueDiligence: { answers: { businessAnotherAccount: 'no' } },
    legalInformation: { legalForm: 'limitedCompany', isRegulated: false, isPubliclyTraded: false, acceptedTerms: [1] },
    directors: ['d1', 'd2'],
    owners: ['o1'],
    shareholders: [
      { kind: 'person', id: 'd1', share: '30' },
      { kind: 'person', id: 'o1', share: '70' },
    ],
    users: ['d1', 'u2'],
    personList: [
      person('d1', 'dana@northwind.example', { isUser: true, accessRights: 2 }),
      person('d2', 'dirk@northwind.example'),
      person('o1', 'olga@northwind.example'),
      person('u2', 'uma@northwind.example', { isUser: true, accessRights: 3 }),
    ],
    companyList: [],
  };
}

const fieldsOf = (registration: BusinessRegistration) =>
  businessRegistrationProblems(registration, context).map((problem) => `${problem.field}:${problem.code}`);

const holders = (...shares: string[]): RegistrationShareholder[] =>
  shares.map((share, index) => ({ kind: 'person', id: `p${index}`, share }));

describe('business registration rules (spec 002 §5)', () => {
  it('accepts the issue’s registration and parses it with the schema', () => {
    // Proves the reference payload passes every rule, so each test below fails for its own reason only.
    expect(businessRegistrationSchema.safeParse(valid()).success).toBe(true);
    expect(fieldsOf(valid())).toEqual([]);
  });

  it('reads shares as basis points without floating point', () => {
    // Proves the decimal representation of decision 0095: exact hundredths, no binary rounding.
    expect(shareBasisPoints('0.01')).toBe(1);
    expect(shareBasisPoints('30')).toBe(3000);
    expect(shareBasisPoints('24,99')).toBe(2499);
    expect(shareBasisPoints('100.00')).toBe(10000);
    expect(shareBasisPoints('0.001')).toBeNull();
    expect(shareBasisPoints('1e2')).toBeNull();
    expect(shareBasisPoints('-5')).toBeNull();
  });

  it('needs at least one shareholder', () => {
    // Proves an empty shareholder list is refused on the list itself.
    expect(shareholdersProblems([], 'shareholders')).toEqual([{ field: 'shareholders', code: 'shareholder_required' }]);
    const registration = { ...valid(), shareholders: [] };
    expect(fieldsOf(registration)).toContain('shareholders:shareholder_required');
  });

  it('keeps each share above 0 and at most 100', () => {
    // Proves the boundaries 0 (refused), 0.01 (accepted), 100 (accepted) and 100.01 (refused).
    const shareProblem = (share: string) =>
      shareholdersProblems([{ kind: 'person', id: 'a', share }, ...holders('50')], 'shareholders').some(
        (problem) => problem.field === 'shareholders.0.share' && problem.code === 'share_out_of_range',
      );
    expect(shareProblem('0')).toBe(true);
    expect(shareProblem('0.01')).toBe(false);
    expect(shareProblem('100')).toBe(false);
    expect(shareProblem('100.01')).toBe(true);
    expect(shareProblem('')).toBe(true);
  });

  it('keeps the total between 10 and 100 inclusive', () => {
    // Proves the total boundaries 9.99 (refused), 10 and 100 (accepted), 100.01 (refused).
    const total = (...shares: string[]) =>
      shareholdersProblems(holders(...shares), 'shareholders').map((problem) => problem.code);
    expect(total('5', '4.99')).toEqual(['share_total_out_of_range']);
    expect(total('5', '5')).toEqual([]);
    expect(total('30', '70')).toEqual([]);
    expect(total('30', '70.01')).toEqual(['share_total_out_of_range']);
  });

  it('asks a person holding 25 % or more for a source of funds with details when the brand enables it', () => {
    // Proves 24.99 % needs nothing, 25 % needs both fields, and a brand without source of wealth needs none.
    expect(needsSourceOfFunds(2499, true)).toBe(false);
    expect(needsSourceOfFunds(2500, true)).toBe(true);
    expect(needsSourceOfFunds(10000, false)).toBe(false);
    const registration = valid();
    const olga = registration.personList[2];
    if (!olga) throw new Error('fixture without olga');
    olga.fields = { ...olga.fields, sourceOfFunds: [], sourceDetails: '' };
    expect(fieldsOf(registration)).toEqual([
      'personList.2.fields.sourceOfFunds:source_of_funds_required',
      'personList.2.fields.sourceDetails:required',
    ]);
    registration.shareholders = [
      { kind: 'person', id: 'd1', share: '75.01' },
      { kind: 'person', id: 'o1', share: '24.99' },
    ];
    expect(fieldsOf(registration)).toEqual([]);
    expect(businessRegistrationProblems(registration, { ...context, isSourceOfWealthEnabled: false })).toEqual([]);
  });

  it('clears the source of funds when a share is updated below 25 %', () => {
    // Proves the share-update rule of 002 §4: 24.99 clears, 25 keeps.
    const fields = person('x', 'x@example.com').fields;
    expect(fieldsAfterShareUpdate(fields, '24.99').sourceOfFunds).toBeUndefined();
    expect(fieldsAfterShareUpdate(fields, '24.99').sourceDetails).toBeUndefined();
    expect(fieldsAfterShareUpdate(fields, '25')).toBe(fields);
  });

  it('needs every person’s fields to be valid', () => {
    // Proves each field of a person is checked: names, birthday, e-mail, phone, address and tax id.
    const registration = valid();
    registration.personList[1] = person('d2', 'not-an-email', {
      fields: {
        ...person('d2', '').fields,
        firstName: ' ',
        lastName: '',
        birthday: '2030-01-01',
        email: 'not-an-email',
        phone: '07700',
        address: { address1: '', city: '', postalCode: '', countryCode: 'gb' },
        taxId: { countryCode: 'GB' },
      },
    });
    expect(fieldsOf(registration)).toEqual([
      'personList.1.fields.firstName:required',
      'personList.1.fields.lastName:required',
      'personList.1.fields.birthday:invalid_date',
      'personList.1.fields.email:invalid_email',
      'personList.1.fields.phone:invalid_phone',
      'personList.1.fields.address.address1:required',
      'personList.1.fields.address.city:required',
      'personList.1.fields.address.postalCode:required',
      'personList.1.fields.address.countryCode:invalid_country',
      'personList.1.fields.taxId.tinMissingReason:required',
    ]);
  });

  it('applies the tax self-certification’s TIN rules to persons and the company', () => {
    // Proves the shared TIN rules: CANNOT_OBTAIN needs an explanation, a TIN must fit its country.
    const registration = valid();
    registration.company.taxId = { countryCode: 'GB', tinMissingReason: 'CANNOT_OBTAIN' };
    const dana = registration.personList[0];
    if (!dana) throw new Error('fixture without dana');
    dana.fields.taxId = { countryCode: 'DE', taxId: '12345' };
    expect(fieldsOf(registration)).toEqual([
      'company.taxId.tinMissingExplanation:required',
      'personList.0.fields.taxId.taxId:invalid_format',
    ]);
  });

  it('accepts a user e-mail only with status 0 or 3', () => {
    // Proves the registered-e-mail rule: 1 (exists) is refused, 0 (none) and 3 (employee) accepted.
    const statuses: Record<string, 0 | 1 | 3> = { 'dana@northwind.example': 1, 'uma@northwind.example': 3 };
    expect(registeredEmailProblems(valid(), (email) => statuses[email] ?? 0)).toEqual([
      { field: 'personList.0.fields.email', code: 'email_taken' },
    ]);
    // A person who is no user may have any e-mail: only users sign in.
    expect(registeredEmailProblems(valid(), (email) => (email === 'dirk@northwind.example' ? 1 : 0))).toEqual([]);
  });

  it('needs access rights for every user and full access for at least one', () => {
    // Proves a user without rights, with the hidden right 5, and a list without right 2 are refused.
    const registration = valid();
    const [dana, , , uma] = registration.personList;
    if (!dana || !uma) throw new Error('fixture without users');
    delete uma.accessRights;
    dana.accessRights = 5;
    expect(fieldsOf(registration)).toEqual([
      'personList.0.accessRights:invalid_value',
      'personList.3.accessRights:access_rights_required',
      'users:full_access_user_required',
    ]);
    dana.accessRights = 1;
    uma.accessRights = 3;
    expect(fieldsOf(registration)).toEqual(['users:full_access_user_required']);
  });

  it('hides access right 5 from the choices', () => {
    // Proves the offered levels are 0–4 (uploading is not offered, 002 §5).
    expect(assignableAccessRights).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses two users with one e-mail and a user with the company’s own e-mail', () => {
    // Proves each user signs in with an address of their own.
    const registration = valid();
    const uma = registration.personList[3];
    if (!uma) throw new Error('fixture without uma');
    uma.fields.email = 'DANA@northwind.example';
    expect(fieldsOf(registration)).toEqual(['personList.3.fields.email:duplicate_email']);
    uma.fields.email = 'office@northwind.example';
    expect(fieldsOf(registration)).toEqual(['personList.3.fields.email:email_taken']);
  });

  it('needs a director and valid general, financial, legal and due-diligence forms for the root company', () => {
    // Proves the root company rules, one problem per form.
    const registration = valid();
    registration.directors = [];
    registration.personList = registration.personList.map((entry) =>
      entry.id === 'd2' ? { ...entry, id: 'd2' } : entry,
    );
    registration.owners = ['o1', 'd2'];
    registration.company.name = '';
    registration.financialDetail.purposeIds = [];
    registration.dueDiligence.answers = {};
    registration.legalInformation = { ...registration.legalInformation, isRegulated: true, acceptedTerms: [] };
    expect(fieldsOf(registration)).toEqual([
      'company.name:required',
      'financialDetail.purposeIds:required',
      'dueDiligence.answers.businessAnotherAccount:required',
      'legalInformation.regulatorName:required',
      'legalInformation.licenceNumber:required',
      'legalInformation.acceptedTerms:terms_required',
      'directors:director_required',
    ]);
  });

  it('checks a company shareholder’s own directors and holders recursively', () => {
    // Proves a nested company needs a director and valid shares at every level, and cycles are refused.
    const registration = valid();
    registration.shareholders = [
      { kind: 'person', id: 'd1', share: '30' },
      { kind: 'company', id: 'c1', share: '70' },
    ];
    registration.owners = ['o1'];
    registration.companyList = [
      {
        id: 'c1',
        fields: { name: 'Holdco', registrationNumber: 'H1', registrationCountryCode: 'CY' },
        directors: ['o1'],
        shareholders: [{ kind: 'company', id: 'c2', share: '100' }],
      },
      {
        id: 'c2',
        fields: { name: 'Topco', registrationNumber: 'T1', registrationCountryCode: 'MT' },
        directors: [],
        shareholders: [{ kind: 'person', id: 'o1', share: '9.99' }],
      },
    ];
    expect(fieldsOf(registration)).toEqual([
      'companyList.1.directors:director_required',
      'companyList.1.shareholders:share_total_out_of_range',
    ]);
    registration.companyList[1] = {
      id: 'c2',
      fields: { name: 'Topco', registrationNumber: 'T1', registrationCountryCode: 'MT' },
      directors: ['o1'],
      shareholders: [{ kind: 'company', id: 'c1', share: '100' }],
    };
    expect(fieldsOf(registration)).toEqual(['companyList.1.shareholders.0.id:shareholder_cycle']);
  });

  it('refuses references to persons or companies that are not in the hubs', () => {
    // Proves every id names an entry of its hub, and no hub entry is left unused.
    const registration = valid();
    registration.directors = ['d1', 'ghost'];
    registration.shareholders = [
      ...registration.shareholders.slice(0, 1),
      { kind: 'company', id: 'nope', share: '70' },
    ];
    expect(fieldsOf(registration)).toEqual([
      'directors.1:reference_not_found',
      'personList.1.id:invalid_value',
      'shareholders.1.id:reference_not_found',
    ]);
  });

  it('sorts problems into the form’s sections', () => {
    // Proves the section order root, persons, companies, shareholders, users of 002 §4.
    expect(sectionOfProblem('company.name')).toBe('root');
    expect(sectionOfProblem('directors')).toBe('root');
    expect(sectionOfProblem('personList.1.fields.email')).toBe('persons');
    expect(sectionOfProblem('personList.1.accessRights')).toBe('users');
    expect(sectionOfProblem('companyList.0.directors')).toBe('companies');
    expect(sectionOfProblem('shareholders.0.share')).toBe('shareholders');
    expect(sectionOfProblem('users')).toBe('users');
  });

  it('has the clear-all confirmation of the spec', () => {
    // Proves the exact text of 002 §5 "Other".
    expect(clearAllConfirmationText).toBe('You are about to clear all the information entered. Are you sure?');
  });
});
