import { useSyncExternalStore } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { useSiteDetails } from '../../../api/settings';
import {
  ContactFormChunk,
  LazyContactForm,
  LazyPartnershipForm,
  LazySpeakingRequestForm,
  PartnershipFormChunk,
  SpeakingRequestFormChunk,
} from '../../inquiries/LazyInquiryForms';
import { PartnershipPacketLink } from '../../inquiries/PartnershipPacketLink';
import { safeTelUrl } from '../../../lib/urls';
import { ContactTabs, type TabDefinition } from './ContactTabs';
import {
  CONTACT_FORMS_HEADING_ID,
  scrollToContactForms,
  tabFromSearch,
  useSelectContactTab,
  type ContactTab,
} from './contactTab';
import { FormPanel } from '../shared/FormPanel';
import { GridList } from '../shared/GridList';

const subscribeNever = () => () => {};

/**
 * False while the prerendered HTML is hydrated (it was rendered without the query string), true
 * afterwards: the tab chosen in the URL is applied right after hydration, without a mismatch.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

const preloadForms = () => {
  void ContactFormChunk.preload().catch(() => undefined);
  void SpeakingRequestFormChunk.preload().catch(() => undefined);
  void PartnershipFormChunk.preload().catch(() => undefined);
};

const panelIntroSx = { mb: 3, color: 'text.secondary', maxWidth: '44rem' } as const;

/** A text link (plain anchors keep MUI's Link out of the page's first load). */
const linkSx = {
  color: 'primary.main',
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: 0.5,
} as const;

function PhoneLink({ tel, display }: { tel: string | undefined; display: string }) {
  return tel ? (
    <Box component="a" href={tel} sx={linkSx}>
      {display}
    </Box>
  ) : (
    <>{display}</>
  );
}

/** The contact page below its hero (a chunk of its own): the inquiry tabs and the direct details. */
export default function ContactSections() {
  const site = useSiteDetails();
  const tel = safeTelUrl(site.phoneHref);
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const select = useSelectContactTab();
  const active: ContactTab = hydrated ? tabFromSearch(searchParams.get('tab')) : 'general';
  const tabs: readonly TabDefinition<ContactTab>[] = [
    {
      value: 'general',
      label: 'General Inquiry',
      panel: (
        <>
          <Typography sx={panelIntroSx}>
            Questions about our training, programs or resources, or simply want to say hello? Send
            us a message and we will get back to you within 24 hours.
          </Typography>
          <LazyContactForm label="General inquiry" />
        </>
      ),
    },
    {
      value: 'speaking',
      label: 'Speaking Request',
      panel: (
        <>
          <Typography sx={panelIntroSx}>
            Invite {site.speakerName} to keynote your conference, lead a workshop or join a panel.
            We reply within 24 hours; booking 6-8 weeks ahead gives us time to tailor the session to
            your audience.{' '}
            <Box component={RouterLink} to="/book-mwo-show" sx={linkSx}>
              See what a booking includes
            </Box>
            .
          </Typography>
          <LazySpeakingRequestForm label="Speaking request" />
        </>
      ),
    },
    {
      value: 'corporate',
      label: 'Partnership',
      panel: (
        <>
          <Typography sx={panelIntroSx}>
            Build a lasting inclusion partnership as a Corporate Client, Program Sponsor or
            Strategic Partner. Our team will contact you within 48 hours. The partnership packet
            describes each level, what it includes and what it costs.
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 2,
              mb: 4,
            }}
          >
            <PartnershipPacketLink />
            <Typography>
              Prefer to talk it through? Call us at{' '}
              <PhoneLink tel={tel} display={site.phoneDisplay} />.
            </Typography>
          </Box>
          <LazyPartnershipForm label="Partnership inquiry" />
        </>
      ),
    },
  ];

  return (
    <Container
      maxWidth="lg"
      sx={{
        py: { xs: 7, md: 10 },
        display: 'grid',
        gap: { xs: 6, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box component="section" aria-labelledby={CONTACT_FORMS_HEADING_ID}>
        <Typography id={CONTACT_FORMS_HEADING_ID} variant="h2" sx={{ mb: 1.5 }}>
          How Can We Help?
        </Typography>
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>
          Choose the kind of request, fill in a few details and we will take it from there.
        </Typography>
        <FormPanel>
          <ContactTabs
            id="contact"
            label="Type of inquiry"
            tabs={tabs}
            active={active}
            onSelect={(tab, how) => {
              select(tab);
              if (tab === 'general' && how === 'click') scrollToContactForms();
            }}
            onApproach={preloadForms}
          />
        </FormPanel>
      </Box>
      <ContactDetails tel={tel} />
    </Container>
  );
}

function ContactDetails({ tel }: { tel: string | undefined }) {
  const site = useSiteDetails();
  const itemSx = { display: 'flex', gap: 1.5, alignItems: 'flex-start' } as const;
  const iconSx = { color: 'primary.main', mt: '2px' } as const;
  return (
    <Box
      component="aside"
      aria-labelledby="contact-direct-heading"
      sx={{
        p: { xs: 3, sm: 4 },
        borderRadius: 4,
        bgcolor: 'action.hover',
        position: { md: 'sticky' },
        top: { md: 96 },
      }}
    >
      <Typography id="contact-direct-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Reach Us Directly
      </Typography>
      <GridList gap={2} sx={{ mb: 4 }}>
        <Box component="li" sx={itemSx}>
          <PhoneOutlinedIcon aria-hidden="true" sx={iconSx} />
          <div>
            <Typography sx={{ fontWeight: 700 }}>Phone</Typography>
            <PhoneLink tel={tel} display={site.phoneDisplay} />
          </div>
        </Box>
        <Box component="li" sx={itemSx}>
          <EmailOutlinedIcon aria-hidden="true" sx={iconSx} />
          <div>
            <Typography sx={{ fontWeight: 700 }}>Email</Typography>
            <Box
              component="a"
              href={`mailto:${site.email}`}
              sx={{ ...linkSx, overflowWrap: 'anywhere' }}
            >
              {site.email}
            </Box>
          </div>
        </Box>
      </GridList>
      <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        When to Expect a Reply
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        <li>General inquiries and speaking requests: within 24 hours.</li>
        <li>Partnership inquiries: within 48 hours.</li>
        <li>Planning an event? Booking 6-8 weeks ahead leaves time to tailor the session.</li>
      </Box>
    </Box>
  );
}
