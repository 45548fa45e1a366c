import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Diversity3OutlinedIcon from '@mui/icons-material/Diversity3Outlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import RecordVoiceOverOutlinedIcon from '@mui/icons-material/RecordVoiceOverOutlined';
import { StatList } from '../../../components/figures/StatList';
import { LazySpeakingRequestForm } from '../../inquiries/LazyInquiryForms';
import { MarketingSection } from '../shared/MarketingSection';
import { FormPanel } from '../shared/FormPanel';
import { GridList } from '../shared/GridList';
import { BulletList } from '../shared/BulletList';

/** Booking at a glance (spec 001 section 9 and spec 000 durations). */
export const BOOKING_FACTS = [
  { value: '50 to 5,000+', label: 'Audience size' },
  { value: '30 min to 2 hrs', label: 'Speaking length' },
  { value: '6-8 weeks', label: 'Advised booking lead time' },
  { value: '24 hrs', label: 'Our reply to every request' },
] as const;

const FORMATS = [
  {
    icon: <CampaignOutlinedIcon aria-hidden="true" />,
    name: 'Keynote',
    length: '30 minutes to 2 hours',
    text: 'A story-driven talk on neuro-inclusion and disability inclusion that leaves your audience with a clear next step.',
  },
  {
    icon: <Diversity3OutlinedIcon aria-hidden="true" />,
    name: 'Workshop',
    length: '2-8 hours',
    text: 'Hands-on sessions where teams practice inclusive habits, from meetings and hiring to everyday communication.',
  },
  {
    icon: <RecordVoiceOverOutlinedIcon aria-hidden="true" />,
    name: 'Panel',
    length: '45-120 minutes',
    text: 'A panelist or moderator who keeps the conversation honest, practical and open to every voice in the room.',
  },
  {
    icon: <EventAvailableOutlinedIcon aria-hidden="true" />,
    name: 'Conference',
    length: 'Opening, closing or breakout sessions',
    text: 'A program of sessions across your conference, planned with your organizers around your theme.',
  },
] as const;

const INCLUDED = [
  'A planning call to tailor the message to your audience and goals',
  'Speaking topics of 45-120 minutes, shaped to your event',
  'Audience Q&A, in the room or online',
  'Accessible slides and materials, shared ahead for interpreters and captioners',
  'Follow-up resources so the conversation continues after the event',
];

const STEPS = [
  {
    title: 'Send your request',
    text: 'Tell us about your event with the form below: the format, date, audience and budget you have in mind.',
  },
  {
    title: 'Hear back within 24 hours',
    text: 'We confirm availability and suggest the format and length that fit your goals.',
  },
  {
    title: 'Plan together',
    text: 'A short planning call shapes the content, logistics and accessibility needs of your audience.',
  },
  {
    title: 'Take the stage',
    text: 'We arrive prepared, deliver the session and send follow-up resources to your team.',
  },
];

const sectionSx = { py: { xs: 8, md: 11 } } as const;

/**
 * The booking page below its hero (a chunk of its own): what booking includes, how it works and
 * the speaking request form.
 */
export default function BookShowSections() {
  return (
    <>
      <MarketingSection headingId="booking-includes-heading" sx={sectionSx}>
        <Typography id="booking-includes-heading" variant="h2" sx={{ mb: 2 }}>
          What Booking Includes
        </Typography>
        <Typography
          sx={{ color: 'text.secondary', fontSize: '1.125rem', maxWidth: '44rem', mb: 5 }}
        >
          Every engagement is tailored to your audience, from a team of 50 to a conference hall of
          5,000 or more. Sessions run from 30 minutes to 2 hours, or a full workshop day.
        </Typography>
        <StatList
          stats={BOOKING_FACTS}
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
          {FORMATS.map((format) => (
            <Box
              component="li"
              key={format.name}
              sx={{
                p: 3,
                borderRadius: 4,
                bgcolor: 'background.paper',
                border: '1px solid',
                borderColor: 'divider',
                '& svg': { color: 'secondary.main', fontSize: '2rem', mb: 1 },
              }}
            >
              {format.icon}
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
          With Every Booking
        </Typography>
        <BulletList items={INCLUDED} gap={1} sx={{ maxWidth: '48rem' }} />
      </MarketingSection>

      <MarketingSection
        headingId="booking-steps-heading"
        sx={{ ...sectionSx, bgcolor: 'action.hover' }}
      >
        <Typography id="booking-steps-heading" variant="h2" sx={{ mb: 5 }}>
          How It Works
        </Typography>
        <GridList
          component="ol"
          gap={3}
          columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
          sx={{ counterReset: 'step' }}
        >
          {STEPS.map((step) => (
            <Box
              component="li"
              key={step.title}
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
          Request a Speaking Engagement
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem', mb: 4 }}>
          Share a few details and we will get back to you within 24 hours. Booking 6-8 weeks ahead
          gives us time to tailor the session to your audience.
        </Typography>
        <FormPanel>
          <LazySpeakingRequestForm label="Speaking request" />
        </FormPanel>
      </MarketingSection>
    </>
  );
}
