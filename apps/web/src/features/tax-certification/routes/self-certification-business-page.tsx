import { CertificationPage } from '../components/certification-page.tsx';

/** Route `self-certification-business` (spec 002 §2): the business FATCA/CRS self-certification form. */
export function Component() {
  return (
    <CertificationPage
      kind="business"
      splashPath="/self-certification-business-splash"
      otherPath="/self-certification"
    />
  );
}
