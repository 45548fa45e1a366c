import { useSiteDetails } from '../../../api/settings';
import { PageMeta } from '../../../components/PageMeta';
import { lazyPage } from '../../../lib/lazyPage';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from './legalContents';
import { LegalDocument } from './LegalDocument';

const PrivacySections = lazyPage(() => import('./PrivacySections'));
// The prerender renders the whole page; the browser fetches the rest as soon as this loads.
if (import.meta.env.SSR) await PrivacySections.preload();
else PrivacySections.preload().catch(() => {});

/** /privacy (spec 001 "Privacy policy page"), written for what this website actually does. */
export default function PrivacyPage() {
  const { organizationName } = useSiteDetails();
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description="What we collect through our forms, newsletter and member accounts, why, how long we keep it, the sign-in cookies we use, and your rights."
      />
      <LegalDocument
        title="Privacy Policy"
        dates={[PRIVACY_LAST_UPDATED]}
        intro={
          <p>
            {organizationName} (&quot;we&quot;, &quot;us&quot;) runs this website. This policy
            explains what personal information we collect through it, why, who we share it with, how
            long we keep it and the choices you have. We collect only what we need to answer you,
            deliver our programs and keep the site secure.
          </p>
        }
        contents={Object.values(PRIVACY_SECTIONS)}
      >
        <PrivacySections />
      </LegalDocument>
    </>
  );
}
