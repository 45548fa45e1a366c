import { useSiteDetails } from '../../../api/settings';
import { PageMeta } from '../../../components/PageMeta';
import { lazyPage } from '../../../lib/lazyPage';
import { TERMS_EFFECTIVE, TERMS_LAST_UPDATED, TERMS_SECTIONS } from './legalContents';
import { LegalDocument } from './LegalDocument';

const TermsSections = lazyPage(() => import('./TermsSections'));
// The prerender renders the whole page; the browser fetches the rest as soon as this loads.
if (import.meta.env.SSR) await TermsSections.preload();
else TermsSections.preload().catch(() => {});

/** /terms (spec 001 "Terms of service page"): ten numbered sections, then a legal notice. */
export default function TermsPage() {
  const { organizationName } = useSiteDetails();
  return (
    <>
      <PageMeta
        title="Terms of Service"
        description="The terms for using our website and booking keynotes and training: bookings, cancellations, payment and refunds, intellectual property and disputes."
      />
      <LegalDocument
        title="Terms of Service"
        dates={[TERMS_LAST_UPDATED, TERMS_EFFECTIVE]}
        intro={
          <p>
            These terms govern your use of this website and of the services {organizationName}{' '}
            provides. Please read them carefully; they include how bookings, cancellations and
            refunds work and how disputes are resolved.
          </p>
        }
        contents={Object.values(TERMS_SECTIONS)}
      >
        <TermsSections />
      </LegalDocument>
    </>
  );
}
