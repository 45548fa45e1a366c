import Button from '@mui/material/Button';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { useSiteDetails } from '../../../api/settings';
import { PageHero, type HeroStat } from '../../../components/PageHero';
import { PageMeta } from '../../../components/PageMeta';
import { lazyPage } from '../../../lib/lazyPage';
import { safeTelUrl } from '../../../lib/urls';
import { BelowTheFold } from '../home/BelowTheFold';
import { scrollToContactForms, useSelectContactTab } from './contactTab';

export { CONTACT_TABS, tabFromSearch, type ContactTab } from './contactTab';

const ContactSections = lazyPage(() => import('./ContactSections'));
// The prerender renders the whole page; the browser fetches the rest as soon as this loads.
if (import.meta.env.SSR) await ContactSections.preload();
else ContactSections.preload().catch(() => {});

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
    <>
      <PageMeta
        title="Contact"
        description="Contact us about inclusion training, keynotes or partnerships. Send a general inquiry, request a speaker or start a partnership; we reply within 24 hours."
      />
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
      <BelowTheFold>
        <ContactSections />
      </BelowTheFold>
    </>
  );
}
