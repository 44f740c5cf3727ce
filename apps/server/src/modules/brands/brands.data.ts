import { businessRegistrationTypes, personalRegistrationTypes, type Brand } from '@tessera/contract';

/**
 * Builds the brand's two legal entries (spec 000 §1 `terms`) for its domain. To publish a new text,
 * raise the entry's `version` here: every customer of the brand who accepted an older one is asked
 * to accept again at their next customer info ('TE', decision 0025).
 */
function legalTerms(domain: string, projectName: string): Brand['terms'] {
  return [
    {
      id: 1,
      key: 'privacyPolicy',
      label: 'Privacy policy',
      text: `I have read the ${projectName} privacy policy.`,
      url: `https://${domain}/legal/privacy`,
      value: false,
      version: 1,
    },
    {
      id: 2,
      key: 'userAgreement',
      label: 'User agreement',
      text: `I accept the ${projectName} user agreement.`,
      url: `https://${domain}/legal/user-agreement`,
      value: false,
      version: 1,
    },
  ];
}

interface BrandSeed {
  id: string;
  projectName: string;
  domain: string;
  primaryColor: Brand['theme']['primaryColor'];
  brandColor: string;
  allowRegistration: boolean;
  availableLangs: Brand['availableLangs'];
  managerMessenger: string;
  address: string;
  phone: string;
  offersWebcam: boolean;
  contractsEnable: boolean;
  sourceOfWealthEnable: boolean;
  /** The brand's identity-verification provider, when it uses one for everybody (decision 0071). */
  identityVerificationProvider?: Brand['identityVerificationProvider'];
}

function brand(seed: BrandSeed): Brand {
  const { id, projectName, domain } = seed;
  return {
    id,
    projectName,
    projectLogo: `/brands/${id}.svg`,
    hosts: [domain, `${id}.localhost`, `www.${domain}`],
    theme: { primaryColor: seed.primaryColor, brandColor: seed.brandColor },
    allowRegistration: seed.allowRegistration,
    // The webcam sign-up types are offered by one brand only (spec 000 §1).
    registrationPersonalTypes: personalRegistrationTypes.filter((type) => seed.offersWebcam || type !== 'webcamModels'),
    registrationBusinessTypes: businessRegistrationTypes.filter(
      (type) => seed.offersWebcam || type !== 'webcamStudios',
    ),
    hideAdultIndustriesInRegistration: !seed.offersWebcam,
    terms: legalTerms(domain, projectName),
    feeLinks: { personal: `https://${domain}/fees/personal`, business: `https://${domain}/fees/business` },
    supports: { managerMessenger: seed.managerMessenger, email: `support@${domain}` },
    availableLangs: seed.availableLangs,
    contractsEnable: seed.contractsEnable,
    sourceOfWealthEnable: seed.sourceOfWealthEnable,
    accountConfirmation: {
      name: `${projectName} Ltd`,
      address: seed.address,
      footerLines: [`${projectName} Ltd is an electronic money institution.`, `Registered office: ${seed.address}`],
      phone: seed.phone,
      email: `accounts@${domain}`,
      web: `https://${domain}`,
    },
    pdfLogo: { width: 140, link: `/brands/${id}.svg` },
    deeplinkScheme: id,
    storeLinks: {
      ios: `https://apps.apple.com/app/${id}`,
      android: `https://play.google.com/store/apps/details?id=com.${id}.app`,
    },
    botChallengeSiteKey: `${id}-altcha-site-key`,
    ...(seed.identityVerificationProvider ? { identityVerificationProvider: seed.identityVerificationProvider } : {}),
  };
}

const allLanguages: Brand['availableLangs'] = ['en', 'es', 'pt', 'ro', 'ru', 'ua'];

/**
 * The six brands (spec 000 §1). Names are invented and neutral. Three brands disable
 * self-registration (meridian, harbor, cobalt); harbor offers only en and es; only aurora
 * offers the webcam sign-up types.
 */
export const brandConfigs: readonly Brand[] = [
  brand({
    id: 'tessera',
    projectName: 'Tessera',
    domain: 'tessera.example',
    primaryColor: 'indigo',
    brandColor: '#4c6ef5',
    allowRegistration: true,
    availableLangs: allLanguages,
    managerMessenger: '+442071230001',
    address: '1 Mosaic Street, London EC1A 1AA, United Kingdom',
    phone: '+44 20 7123 0001',
    offersWebcam: false,
    contractsEnable: true,
    sourceOfWealthEnable: true,
  }),
  brand({
    id: 'northwind',
    projectName: 'Northwind Pay',
    domain: 'northwindpay.example',
    primaryColor: 'teal',
    brandColor: '#0ca678',
    allowRegistration: true,
    availableLangs: allLanguages,
    managerMessenger: '+35312340002',
    address: '12 Harbour Road, Dublin D02 XY45, Ireland',
    phone: '+353 1 234 0002',
    offersWebcam: false,
    contractsEnable: true,
    sourceOfWealthEnable: false,
  }),
  brand({
    id: 'meridian',
    projectName: 'Meridian Money',
    domain: 'meridianmoney.example',
    primaryColor: 'violet',
    brandColor: '#7950f2',
    allowRegistration: false,
    availableLangs: allLanguages,
    managerMessenger: '+35621230003',
    address: '5 Triq il-Merkanti, Valletta VLT 1170, Malta',
    phone: '+356 2123 0003',
    offersWebcam: false,
    contractsEnable: false,
    sourceOfWealthEnable: true,
  }),
  brand({
    id: 'harbor',
    projectName: 'Harbor Finance',
    domain: 'harborfinance.example',
    primaryColor: 'cyan',
    brandColor: '#1098ad',
    allowRegistration: false,
    availableLangs: ['en', 'es'],
    managerMessenger: '+34911230004',
    address: 'Calle del Puerto 8, 28001 Madrid, Spain',
    phone: '+34 91 123 0004',
    offersWebcam: false,
    contractsEnable: false,
    sourceOfWealthEnable: false,
    identityVerificationProvider: 'jmo',
  }),
  brand({
    id: 'aurora',
    projectName: 'Aurora Wallet',
    domain: 'aurorawallet.example',
    primaryColor: 'orange',
    brandColor: '#f76707',
    allowRegistration: true,
    availableLangs: allLanguages,
    managerMessenger: '+40211230005',
    address: 'Strada Aurorei 3, 010011 Bucharest, Romania',
    phone: '+40 21 123 0005',
    offersWebcam: true,
    contractsEnable: true,
    sourceOfWealthEnable: true,
  }),
  brand({
    id: 'cobalt',
    projectName: 'Cobalt Payments',
    domain: 'cobaltpayments.example',
    primaryColor: 'blue',
    brandColor: '#1c7ed6',
    allowRegistration: false,
    availableLangs: allLanguages,
    managerMessenger: '+37122230006',
    address: 'Brivibas iela 21, Riga LV-1010, Latvia',
    phone: '+371 2223 0006',
    offersWebcam: false,
    contractsEnable: true,
    sourceOfWealthEnable: false,
  }),
];
