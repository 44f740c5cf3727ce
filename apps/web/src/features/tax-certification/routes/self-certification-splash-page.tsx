import { CertificationSplash } from '../components/certification-splash.tsx';

/** Route `self-certification-splash` (spec 002 §2; start-page rule 6 of spec 000 §2). */
export function Component() {
  return <CertificationSplash formPath="/self-certification" />;
}
