import { z } from 'zod';
import { identityProviders } from '../bridge/bridge.schemas.ts';
import { defineMethod } from '../method.ts';

import { languages } from './languages.ts';

export { defaultLanguage, languages, type Language } from './languages.ts';

/** Personal sign-up types (spec 000 §1). webcamModels is offered by one brand only. */
export const personalRegistrationTypes = [
  'webmasters',
  'freelancers',
  'webcamModels',
  'developers',
  'independentContractors',
  'others',
] as const;

/** Business sign-up types (spec 000 §1). webcamStudios is offered by one brand only. */
export const businessRegistrationTypes = [
  'advertisingNetworks',
  'affiliatePrograms',
  'liveStreamingNetworks',
  'freelanceCompanies',
  'hostingProviders',
  'paymentProcessors',
  'webcamStudios',
  'others',
] as const;

/** Mantine palette names a brand may use for its primary colour. */
export const brandPalettes = [
  'blue',
  'cyan',
  'teal',
  'green',
  'indigo',
  'violet',
  'grape',
  'orange',
  'red',
  'pink',
] as const;

const urlSchema = z.url();

/**
 * A privacy-policy or user-agreement entry the customer accepts (spec 000 §1 `terms`). `version`
 * (Tessera's, decision 0025) goes up when the text changes: a customer who accepted an older
 * version is asked again (customer info answers 'TE' with the entries to accept). `value` is
 * whether the entry is checked (false in the brand configuration and in a 'TE' reply).
 */
export const brandTermSchema = z.object({
  id: z.number().int(),
  key: z.enum(['privacyPolicy', 'userAgreement']),
  label: z.string().min(1),
  text: z.string().min(1),
  url: urlSchema,
  value: z.boolean(),
  version: z.number().int().positive(),
});
export type BrandTerm = z.infer<typeof brandTermSchema>;

/**
 * A brand's configuration: every field of spec 000 §1 plus what the web needs to apply it
 * (host names, palette). The bot-challenge site key is a key, never a secret.
 */
export const brandSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]{1,31}$/),
  projectName: z.string().min(1).max(64),
  /** Path or URL of the brand's SVG logo. */
  projectLogo: z.string().min(1),
  /** Host names that select this brand (without port). */
  hosts: z.array(z.string().min(1)).min(1),
  theme: z.object({
    primaryColor: z.enum(brandPalettes),
    /** Hex colour of the logo and accents, e.g. '#0b7285'. */
    brandColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  }),
  allowRegistration: z.boolean(),
  registrationPersonalTypes: z.array(z.enum(personalRegistrationTypes)),
  registrationBusinessTypes: z.array(z.enum(businessRegistrationTypes)),
  hideAdultIndustriesInRegistration: z.boolean(),
  terms: z.array(brandTermSchema).min(1),
  feeLinks: z.object({ personal: urlSchema, business: urlSchema }),
  supports: z.object({
    /** Manager messaging number in E.164 form. */
    managerMessenger: z.string().regex(/^\+\d{7,15}$/),
    email: z.email(),
  }),
  availableLangs: z.array(z.enum(languages)).min(1),
  contractsEnable: z.boolean(),
  sourceOfWealthEnable: z.boolean(),
  accountConfirmation: z.object({
    name: z.string().min(1),
    address: z.string().min(1),
    footerLines: z.array(z.string()),
    phone: z.string().min(1),
    email: z.email(),
    web: urlSchema,
  }),
  pdfLogo: z.object({ width: z.number().int().positive(), link: z.string().min(1) }),
  deeplinkScheme: z.string().regex(/^[a-z][a-z0-9+.-]*$/),
  storeLinks: z.object({ ios: urlSchema, android: urlSchema }),
  botChallengeSiteKey: z.string().min(1),
  /**
   * The identity-verification provider of every customer of the brand (spec 000 §1: jmo or nfd);
   * absent: the customer's residence country picks it (decision 0071).
   */
  identityVerificationProvider: z.enum(identityProviders).optional(),
});
export type Brand = z.infer<typeof brandSchema>;

/** `brandConfig`: the brand selected by the request's host name. Public. */
export const brandConfigMethod = defineMethod({
  name: 'brandConfig',
  callers: 'public',
  summary: "The configuration of the brand selected by the request's host name (spec 000 §1).",
  request: z.object({}),
  response: z.object({ brand: brandSchema }),
});
