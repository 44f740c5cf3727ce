import { CertificationPage } from '../components/certification-page.tsx';

/** Route `self-certification` (spec 002 §2): the personal FATCA/CRS self-certification form. */
export function Component() {
  return (
    <CertificationPage
      kind="personal"
      splashPath="/self-certification-splash"
      otherPath="/self-certification-business"
    />
  );
}
