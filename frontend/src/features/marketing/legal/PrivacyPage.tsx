import { useSiteDetails } from '../../../api/settings';
import { lazySections } from '../../../lib/lazyPage';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from './legalContents';
import { LegalDocument } from './LegalDocument';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const PrivacySections = lazySections(() => import('./PrivacySections'));
if (import.meta.env.SSR) await PrivacySections.preload();

/** /privacy (spec 001 "Privacy policy page"), written for what this website actually does. */
export default function PrivacyPage() {
  const { organizationName } = useSiteDetails();
  return (
    <LegalDocument
      title="Privacy Policy"
      description="What we collect through our forms, newsletter and member accounts, why, how long we keep it, the sign-in cookies we use, and your rights."
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
  );
}
