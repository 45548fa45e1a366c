import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Diversity3OutlinedIcon from '@mui/icons-material/Diversity3Outlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import RecordVoiceOverOutlinedIcon from '@mui/icons-material/RecordVoiceOverOutlined';
import type { PageContent } from '../../../api/pages';
import { StatList } from '../../../components/figures/StatList';
import { useMemo } from 'react';
import { EVENT_TYPES } from '@bb/shared/inquiries';
import { LazySpeakingRequestForm } from '../../inquiries/LazyInquiryForms';
import { useQueryChoice } from '../../inquiries/queryChoice';
import { MarketingSection } from '../shared/MarketingSection';
import { FormPanel } from '../shared/FormPanel';
import { GridList } from '../shared/GridList';
import { BulletList } from '../shared/BulletList';

/** The formats' icons, in turn (a fifth format takes the first icon again). */
const FORMAT_ICONS = [
  <CampaignOutlinedIcon key="keynote" aria-hidden="true" />,
  <Diversity3OutlinedIcon key="workshop" aria-hidden="true" />,
  <RecordVoiceOverOutlinedIcon key="panel" aria-hidden="true" />,
  <EventAvailableOutlinedIcon key="conference" aria-hidden="true" />,
];

const sectionSx = { py: { xs: 8, md: 11 } } as const;

/**
 * The booking page below its hero (a chunk of its own): what booking includes, how it works and
 * the speaking request form.
 */
export default function BookShowSections({ content }: { content: PageContent<'book-mwo-show'> }) {
  const { includes, steps, request } = content;
  // A link's choice of event type (`?event=workshop`: the corporate engagement page's buttons).
  const event = useQueryChoice('event', EVENT_TYPES);
  const eventChoice = useMemo(() => (event ? { eventType: event } : undefined), [event]);
  return (
    <>
      <MarketingSection headingId="booking-includes-heading" sx={sectionSx}>
        <Typography id="booking-includes-heading" variant="h2" sx={{ mb: 2 }}>
          {includes.heading}
        </Typography>
        {includes.intro && (
          <Typography
            sx={{ color: 'text.secondary', fontSize: '1.125rem', maxWidth: '44rem', mb: 5 }}
          >
            {includes.intro}
          </Typography>
        )}
        <StatList
          stats={includes.facts.map((fact) => ({
            value: fact.value,
            label: fact.label,
          }))}
          columns={{ xs: '1fr 1fr', md: 'repeat(4, 1fr)' }}
          sx={{ mb: 6 }}
          itemSx={{ gap: 0.5, p: { xs: 2, sm: 3 }, borderRadius: 4, bgcolor: 'action.hover' }}
          labelSx={{ color: 'text.secondary' }}
          valueSx={{ fontSize: { xs: '1.375rem', sm: '1.75rem' }, color: 'primary.main' }}
        />
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            mb: 6,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {includes.formats.map((format, index) => (
            <Box
              component="li"
              key={index}
              sx={{
                p: 3,
                borderRadius: 4,
                bgcolor: 'background.paper',
                border: '1px solid',
                borderColor: 'divider',
                '& svg': { color: 'secondary.main', fontSize: '2rem', mb: 1 },
              }}
            >
              {FORMAT_ICONS[index % FORMAT_ICONS.length]}
              <Typography variant="h3" sx={{ fontSize: '1.375rem', mb: 0.5 }}>
                {format.name}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
                {format.length}
              </Typography>
              <Typography variant="body2">{format.text}</Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1.5rem', mb: 2 }}>
          {includes.includedHeading}
        </Typography>
        <BulletList items={includes.included} gap={1} sx={{ maxWidth: '48rem' }} />
      </MarketingSection>

      <MarketingSection
        headingId="booking-steps-heading"
        sx={{ ...sectionSx, bgcolor: 'action.hover' }}
      >
        <Typography id="booking-steps-heading" variant="h2" sx={{ mb: 5 }}>
          {steps.heading}
        </Typography>
        <GridList
          component="ol"
          gap={3}
          columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
          sx={{ counterReset: 'step' }}
        >
          {steps.items.map((step, index) => (
            <Box
              component="li"
              key={index}
              sx={{
                counterIncrement: 'step',
                '&::before': {
                  content: 'counter(step)',
                  display: 'grid',
                  placeItems: 'center',
                  width: 44,
                  height: 44,
                  mb: 2,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 700,
                  fontSize: '1.25rem',
                },
              }}
            >
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {step.title}
              </Typography>
              <Typography variant="body2">{step.text}</Typography>
            </Box>
          ))}
        </GridList>
      </MarketingSection>

      <MarketingSection headingId="booking-request-heading" sx={sectionSx} maxWidth="md">
        <Typography id="booking-request-heading" variant="h2" sx={{ mb: 2 }}>
          {request.heading}
        </Typography>
        {request.intro && (
          <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem', mb: 4 }}>
            {request.intro}
          </Typography>
        )}
        <FormPanel>
          <LazySpeakingRequestForm label="Speaking request" initialValues={eventChoice} />
        </FormPanel>
      </MarketingSection>
    </>
  );
}
