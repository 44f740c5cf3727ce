import {
  businessRegistrationSchema,
  type BusinessRegistration,
  type RegistrationCompany,
  type RegistrationPerson,
} from '@tessera/contract';

/**
 * The business registration being filled (spec 002 §4 "Data is cached locally and cleared after a
 * confirmation"): the whole payload of `businessAccountCreate` but the bot proof, kept in the
 * browser's local storage so a reload loses nothing. The company password is never stored: it is
 * typed again after a reload.
 */
export type RegistrationDraft = BusinessRegistration;

const storageKey = 'tessera.businessRegistration';

/** An empty address of the forms. */
const emptyAddress = { address1: '', city: '', postalCode: '', countryCode: '' };

/** A registration with nothing filled in. */
function emptyDraft(): RegistrationDraft {
  return {
    company: {
      name: '',
      registrationNumber: '',
      registrationDate: '',
      registrationCountryCode: '',
      email: '',
      password: '',
      phone: '',
      address: { ...emptyAddress },
      taxId: { countryCode: '' },
    },
    financialDetail: { purposeIds: [], sourceOfFundsIds: [] },
    dueDiligence: { answers: {} },
    legalInformation: { isRegulated: false, isPubliclyTraded: false, acceptedTerms: [] },
    directors: [],
    owners: [],
    shareholders: [],
    users: [],
    personList: [],
    companyList: [],
  };
}

/** A new person of the hub with a fresh id. */
export function newPerson(): RegistrationPerson {
  return {
    id: `p${crypto.randomUUID().slice(0, 8)}`,
    isUser: false,
    fields: {
      firstName: '',
      lastName: '',
      birthday: '',
      email: '',
      phone: '',
      address: { ...emptyAddress },
      taxId: { countryCode: '' },
    },
  };
}

/** A new company shareholder of the hub with a fresh id. */
export function newCompany(): RegistrationCompany {
  return {
    id: `c${crypto.randomUUID().slice(0, 8)}`,
    fields: { name: '', registrationNumber: '', registrationCountryCode: '' },
    directors: [],
    shareholders: [],
  };
}

/** The stored draft, or an empty one when none is stored or it no longer fits the payload's schema. */
export function loadDraft(): RegistrationDraft {
  try {
    const parsed = businessRegistrationSchema.safeParse(JSON.parse(window.localStorage.getItem(storageKey) ?? 'null'));
    return parsed.success ? { ...parsed.data, company: { ...parsed.data.company, password: '' } } : emptyDraft();
  } catch {
    return emptyDraft();
  }
}

/** Stores the draft without the password. */
export function saveDraft(draft: RegistrationDraft): void {
  window.localStorage.setItem(storageKey, JSON.stringify({ ...draft, company: { ...draft.company, password: '' } }));
}

/** Forgets the stored draft (after the completion popup, or the clear-all confirmation). */
export function clearDraft(): void {
  window.localStorage.removeItem(storageKey);
}

/** A person's display name in the hubs ("Dana Smith", or a placeholder while unnamed). */
export function personName(person: RegistrationPerson, unnamed: string): string {
  const name = `${person.fields.firstName} ${person.fields.lastName}`.trim();
  return name === '' ? unnamed : name;
}
