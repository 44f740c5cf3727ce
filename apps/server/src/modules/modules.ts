import type { ModuleManifest } from '../rpc/module.ts';
import { platformModule } from '../platform/platform.module.ts';
import { accountsModule } from './accounts/accounts.module.ts';
import { authModule } from './auth/auth.module.ts';
import { bankDataModule } from './bank-data/bank-data.module.ts';
import { blacklistModule } from './blacklist/blacklist.module.ts';
import { brandsModule } from './brands/brands.module.ts';
import { businessModule } from './business/business.module.ts';
import { companyAccessModule } from './company-access/company-access.module.ts';
import { companyModule } from './company/company.module.ts';
import { cryptoModule } from './crypto/crypto.module.ts';
import { customersModule } from './customers/customers.module.ts';
import { devicesModule } from './devices/devices.module.ts';
import { dictionariesModule } from './dictionaries/dictionaries.module.ts';
import type { DeviceRow } from './devices/index.ts';
import { docsModule } from './docs/docs.module.ts';
import { fxModule } from './fx/fx.module.ts';
import { historyModule } from './history/history.module.ts';
import { identityVerificationModule } from './identity-verification/identity-verification.module.ts';
import { onboardingModule } from './onboarding/onboarding.module.ts';
import { payoutsModule } from './payouts/payouts.module.ts';
import { receiptsModule } from './receipts/receipts.module.ts';
import { securityModule } from './security/security.module.ts';
import { statementsModule } from './statements/statements.module.ts';
import { documentsModule } from './documents/documents.module.ts';
import { profileModule } from './profile/profile.module.ts';
import { transfersModule } from './transfers/transfers.module.ts';
import { taxCertificationModule } from './tax-certification/tax-certification.module.ts';
import { moneyMovementsModule } from './money-movements/money-movements.module.ts';

/** The linked device that calls the device API (the devices code authenticates it by its secret). */
export type LinkedDevice = DeviceRow;

/**
 * Every module of the server, in the order `buildApp` registers them (decision 0026). A new module
 * is added here and nowhere else; its manifest says what it serves.
 */
export const serverModules: readonly ModuleManifest<LinkedDevice>[] = [
  platformModule,
  brandsModule,
  customersModule,
  accountsModule,
  fxModule,
  transfersModule,
  moneyMovementsModule,
  historyModule,
  receiptsModule,
  statementsModule,
  documentsModule,
  profileModule,
  identityVerificationModule,
  taxCertificationModule,
  authModule,
  devicesModule,
  securityModule,
  onboardingModule,
  businessModule,
  blacklistModule,
  companyAccessModule,
  companyModule,
  bankDataModule,
  payoutsModule,
  cryptoModule,
  dictionariesModule,
  docsModule,
];
