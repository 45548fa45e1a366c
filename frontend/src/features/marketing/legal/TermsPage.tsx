import { useSiteDetails } from '../../../api/settings';
import { lazySections } from '../../../lib/lazyPage';
import { TERMS_EFFECTIVE, TERMS_LAST_UPDATED, TERMS_SECTIONS } from './legalContents';
import { LegalDocument } from './LegalDocument';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const TermsSections = lazySections(() => import('./TermsSections'));
if (import.meta.env.SSR) await TermsSections.preload();

/** /terms (spec 001 "Terms of service page"): ten numbered sections, then a legal notice. */
export default function TermsPage() {
  const { organizationName } = useSiteDetails();
  return (
    <LegalDocument
      title="Terms of Service"
      description="The terms for using our website and booking keynotes and training: bookings, cancellations, payment and refunds, intellectual property and disputes."
      dates={[TERMS_LAST_UPDATED, TERMS_EFFECTIVE]}
      intro={
        <p>
          These terms govern your use of this website and of the services {organizationName}{' '}
          provides. Please read them carefully; they include how bookings, cancellations and refunds
          work and how disputes are resolved.
        </p>
      }
      contents={Object.values(TERMS_SECTIONS)}
    >
      <TermsSections />
    </LegalDocument>
  );
}
