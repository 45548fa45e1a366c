import Button from '@mui/material/Button';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { useSiteDetails } from '../../../api/settings';
import { PageHero, type HeroStat } from '../../../components/PageHero';
import { MarketingPage } from '../shared/MarketingPage';
import { lazySections } from '../../../lib/lazyPage';
import { safeTelUrl } from '../../../lib/urls';
import { scrollToContactForms, useSelectContactTab } from './contactTab';

export { CONTACT_TABS, tabFromSearch, type ContactTab } from './contactTab';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const ContactSections = lazySections(() => import('./ContactSections'));
if (import.meta.env.SSR) await ContactSections.preload();

export const CONTACT_STATS: readonly HeroStat[] = [
  { value: '24hrs', label: 'Response time' },
  { value: '10,000+', label: 'Clients served' },
  { value: '100%', label: 'Client satisfaction' },
  { value: '50+', label: 'Speaking events' },
];

export default function ContactPage() {
  const site = useSiteDetails();
  const tel = safeTelUrl(site.phoneHref);
  const select = useSelectContactTab();

  const chooseGeneralFromHero = () => {
    select('general');
    scrollToContactForms();
    document.getElementById('contact-tab-general')?.focus({ preventScroll: true });
  };

  return (
    <MarketingPage
      title="Contact"
      description="Contact us about inclusion training, keynotes or partnerships. Send a general inquiry, request a speaker or start a partnership; we reply within 24 hours."
      sections={<ContactSections />}
    >
      <PageHero
        id="contact-hero"
        eyebrow="Contact & Booking"
        title="Let's Start the Conversation"
        subtitle="Planning a keynote, building an inclusion program or exploring a partnership? Tell us what you need. A member of our team reads every message and replies within 24 hours."
        actions={
          <>
            <Button variant="contained" color="accent" size="large" onClick={chooseGeneralFromHero}>
              General Inquiry
            </Button>
            {tel && (
              <Button
                component="a"
                href={tel}
                variant="outlined"
                color="inverse"
                size="large"
                startIcon={<PhoneOutlinedIcon aria-hidden="true" />}
              >
                Call Now
              </Button>
            )}
          </>
        }
        stats={CONTACT_STATS}
      />
    </MarketingPage>
  );
}
