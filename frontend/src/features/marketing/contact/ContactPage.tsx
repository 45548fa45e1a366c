import Button from '@mui/material/Button';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { usePageContent } from '../../../api/pages';
import { useSiteDetails } from '../../../api/settings';
import { ContentHero } from '../shared/ContentHero';
import { MarketingPage, PageLoading } from '../shared/MarketingPage';
import { lazySections } from '../../../lib/lazyPage';
import { safeTelUrl } from '../../../lib/urls';
import { scrollToContactForms, useSelectContactTab } from './contactTab';

export { CONTACT_TABS, tabFromSearch, type ContactTab } from './contactTab';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const ContactSections = lazySections(() => import('./ContactSections'));
if (import.meta.env.SSR) await ContactSections.preload();

export default function ContactPage() {
  const site = useSiteDetails();
  const tel = safeTelUrl(site.phoneHref);
  const select = useSelectContactTab();
  const content = usePageContent('contact');

  const chooseGeneralFromHero = () => {
    select('general');
    scrollToContactForms();
    document.getElementById('contact-tab-general')?.focus({ preventScroll: true });
  };

  if (!content) return <PageLoading />;
  const { hero } = content;
  return (
    <MarketingPage seo={content.seo} sections={<ContactSections content={content} />}>
      <ContentHero
        id="contact-hero"
        hero={hero}
        stats={hero.stats}
        extraActions={
          <>
            <Button variant="contained" color="accent" size="large" onClick={chooseGeneralFromHero}>
              {hero.generalButton}
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
                {hero.callButton}
              </Button>
            )}
          </>
        }
      />
    </MarketingPage>
  );
}
