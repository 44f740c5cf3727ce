import type { Brand } from '@tessera/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { documentBrand } from './brand-config.ts';

/** A brand as the server writes it into the document (apps/server/src/platform/web-document.ts). */
const brand: Brand = {
  id: 'northwind',
  projectName: 'Northwind Pay',
  projectLogo: '/brands/northwind.svg',
  hosts: ['northwind.example'],
  theme: { primaryColor: 'teal', brandColor: '#0c8599' },
  allowRegistration: true,
  registrationPersonalTypes: ['freelancers'],
  registrationBusinessTypes: ['others'],
  hideAdultIndustriesInRegistration: true,
  terms: [
    {
      id: 1,
      key: 'userAgreement',
      label: 'User agreement',
      text: 'I accept the Northwind Pay user agreement.',
      url: 'https://northwind.example/legal/user-agreement',
      value: false,
      version: 1,
    },
  ],
  feeLinks: { personal: 'https://northwind.example/fees', business: 'https://northwind.example/fees' },
  supports: { managerMessenger: '+442071230002', email: 'support@northwind.example' },
  availableLangs: ['en', 'es'],
  contractsEnable: true,
  sourceOfWealthEnable: true,
  accountConfirmation: {
    name: 'Northwind Pay Ltd',
    address: '2 Harbour Road, London',
    footerLines: [],
    phone: '+44 20 7123 0002',
    email: 'accounts@northwind.example',
    web: 'https://northwind.example',
  },
  pdfLogo: { width: 140, link: '/brands/northwind.svg' },
  deeplinkScheme: 'northwind',
  storeLinks: {
    ios: 'https://apps.apple.com/app/northwind',
    android: 'https://play.google.com/store/apps/details?id=northwind',
  },
  botChallengeSiteKey: 'northwind-site-key',
};

function writeBrandElement(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'tessera-brand';
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById('tessera-brand')?.remove());

describe('documentBrand', () => {
  it('reads the brand the server wrote into the document', () => {
    // Proves decision 0124: the first screen starts with the brand, without a brandConfig call.
    writeBrandElement(JSON.stringify(brand));
    expect(documentBrand()).toEqual(brand);
  });

  it('has no brand when the document has none, or one without the parts of a brand', () => {
    // Proves the app then falls back to brandConfig instead of starting with a broken brand (the
    // server wrote an entry of its brand table, parsed with brandSchema at start: decision 0126).
    expect(documentBrand()).toBeUndefined();
    writeBrandElement('{"id":');
    expect(documentBrand()).toBeUndefined();
    document.getElementById('tessera-brand')?.remove();
    writeBrandElement(JSON.stringify({ ...brand, theme: undefined }));
    expect(documentBrand()).toBeUndefined();
    document.getElementById('tessera-brand')?.remove();
    writeBrandElement(JSON.stringify([brand]));
    expect(documentBrand()).toBeUndefined();
  });
});
