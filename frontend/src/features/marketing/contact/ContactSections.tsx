import { useMemo, useSyncExternalStore } from 'react';
import { INQUIRY_TYPES } from '@bb/shared/inquiries';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import type { PageContent } from '../../../api/pages';
import { useSiteDetails } from '../../../api/settings';
import { RichText } from '../../../components/content/RichText';
import {
  ContactFormChunk,
  LazyContactForm,
  LazyPartnershipForm,
  LazySpeakingRequestForm,
  PartnershipFormChunk,
  SpeakingRequestFormChunk,
} from '../../inquiries/LazyInquiryForms';
import { PartnershipPacketLink } from '../../inquiries/PartnershipPacketLink';
import { usePostedFormName } from '../../inquiries/postedForm';
import { useQueryChoice } from '../../inquiries/queryChoice';
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
 * The tab the URL asks for; 'general' while the prerendered HTML is hydrated (it was rendered without
 * the query string), so that hydration matches it. React renders again (synchronously, in one task)
 * only when the two differ: a page opened with `?tab=` gets its tab right after hydration, and a
 * page without one is not rendered a second time.
 */
function useRequestedTab(requested: ContactTab): ContactTab {
  return useSyncExternalStore<ContactTab>(
    subscribeNever,
    () => requested,
    () => 'general',
  );
}

const preloadForms = () => {
  void ContactFormChunk.preload().catch(() => undefined);
  void SpeakingRequestFormChunk.preload().catch(() => undefined);
  void PartnershipFormChunk.preload().catch(() => undefined);
};

type Contact = PageContent<'contact'>;

/** A text link. */
const linkSx = {
  color: 'primary.main',
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: 0.5,
} as const;

/** The text above a tab's form (its links styled as the page's text links). */
const panelIntroSx = {
  mb: 3,
  color: 'text.secondary',
  maxWidth: '44rem',
  '& a': linkSx,
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
export default function ContactSections({ content }: { content: Contact }) {
  const site = useSiteDetails();
  const tel = safeTelUrl(site.phoneHref);
  const { forms } = content;
  const [searchParams] = useSearchParams();
  const select = useSelectContactTab();
  // A link's choice of inquiry type (`?type=training`: the corporate engagement page's buttons).
  const type = useQueryChoice('type', INQUIRY_TYPES);
  const typeChoice = useMemo(() => (type ? { inquiryType: type } : undefined), [type]);
  const requested = useRequestedTab(tabFromSearch(searchParams.get('tab')));
  // A page answering a form's plain post (no scripts) shows that form's tab.
  const posted = usePostedFormName();
  const active: ContactTab =
    posted === 'speaking' ? 'speaking' : posted === 'partnership' ? 'corporate' : requested;
  const tabs: readonly TabDefinition<ContactTab>[] = [
    {
      value: 'general',
      label: forms.general.tab,
      panel: (
        <>
          <RichText value={forms.general.intro} sx={panelIntroSx} />
          <LazyContactForm label="General inquiry" initial={typeChoice} stylesWithPage />
        </>
      ),
    },
    {
      value: 'speaking',
      label: forms.speaking.tab,
      panel: (
        <>
          <RichText value={forms.speaking.intro} sx={panelIntroSx} />
          <LazySpeakingRequestForm label="Speaking request" stylesWithPage />
        </>
      ),
    },
    {
      value: 'corporate',
      label: forms.partnership.tab,
      panel: (
        <>
          <RichText value={forms.partnership.intro} sx={panelIntroSx} />
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
            {forms.partnership.callLine.length > 0 && (
              <RichText value={forms.partnership.callLine} sx={{ '& a': linkSx }} />
            )}
          </Box>
          <LazyPartnershipForm label="Partnership inquiry" stylesWithPage />
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
          {forms.heading}
        </Typography>
        {forms.intro && (
          <Typography sx={{ mb: 3, color: 'text.secondary' }}>{forms.intro}</Typography>
        )}
        <FormPanel>
          <ContactTabs
            id="contact"
            label={forms.tabsLabel}
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
      <ContactDetails tel={tel} direct={content.direct} />
    </Container>
  );
}

function ContactDetails({ tel, direct }: { tel: string | undefined; direct: Contact['direct'] }) {
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
        {direct.heading}
      </Typography>
      <GridList gap={2} sx={{ mb: 4 }}>
        <Box component="li" sx={itemSx}>
          <PhoneOutlinedIcon aria-hidden="true" sx={iconSx} />
          <div>
            <Typography sx={{ fontWeight: 700 }}>{direct.phoneLabel}</Typography>
            <PhoneLink tel={tel} display={site.phoneDisplay} />
          </div>
        </Box>
        <Box component="li" sx={itemSx}>
          <EmailOutlinedIcon aria-hidden="true" sx={iconSx} />
          <div>
            <Typography sx={{ fontWeight: 700 }}>{direct.emailLabel}</Typography>
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
        {direct.repliesHeading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {direct.replies.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}
