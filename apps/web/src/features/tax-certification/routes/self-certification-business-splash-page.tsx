import { CertificationSplash } from '../components/certification-splash.tsx';

/** Route `self-certification-business-splash` (spec 002 §2, §4 business start page). */
export function Component() {
  return <CertificationSplash formPath="/self-certification-business" />;
}
