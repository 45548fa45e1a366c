import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSiteDetails } from '../../../api/settings';
import { MarketingSection } from '../shared/MarketingSection';
import { SectionHeading } from '../shared/MarketingSection';
import { paperCardSx } from '../shared/marketingSx';
import { FactList } from '../shared/FactList';
import { IconBadge } from '../shared/IconBadge';

const sectionSx = { py: { xs: 8, md: 10 } } as const;

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid' } as const;

const cardSx = { ...paperCardSx, borderRadius: 2 } as const;

/** Results client organizations report after our programs (spec 000, home page figures). */
const IMPACT = [
  { value: '92%', text: 'increase in employee engagement within 6 months' },
  { value: '43%', text: 'boost in team productivity, on average across our clients' },
  { value: '85%', text: 'faster problem-solving in diverse teams' },
  { value: '98%', text: 'client satisfaction across 750+ events' },
] as const;

const FORMATS = [
  {
    id: 'keynote',
    title: 'Keynote',
    text: 'A story-led talk that opens hearts and minds, then gives everyone in the room practical steps toward neuro-inclusion and disability inclusion.',
    length: '45 to 120 minutes',
    bestFor: 'Conferences, all-hands meetings and company kick-offs of 100 to 1000+',
    action: 'Plan a Keynote',
  },
  {
    id: 'workshop-series',
    title: 'Workshop Series',
    text: 'Hands-on sessions that turn awareness into changed processes: accessible meetings, documents, hiring and customer experience.',
    length: '2-8 hours per workshop',
    bestFor: 'Teams and departments ready to change how they work',
    action: 'Plan a Workshop Series',
  },
  {
    id: 'leadership-training',
    title: 'Leadership Training',
    text: 'Inclusive leadership for the people who set the tone: handling adjustment requests, psychological safety and accountability.',
    length: 'One to three hours per session',
    bestFor: 'Executives, people managers and HR leaders',
    action: 'Plan Leadership Training',
  },
  {
    id: 'erg-support',
    title: 'ERG Support',
    text: 'Guidance for disability and neurodiversity employee resource groups: launching, setting priorities, engaging sponsors and measuring progress.',
    length: 'Ongoing, shaped around your calendar',
    bestFor: 'Employee resource groups and their executive sponsors',
    action: 'Discuss ERG Support',
  },
] as const;

const STEPS = [
  {
    title: 'Discovery call',
    text: 'Tell us about your people, goals and timeline. We reply to every request within 24 hours.',
  },
  {
    title: 'A plan tailored to you',
    text: 'We shape the format, examples and access needs (captions, interpreters, accessible materials) around your organization.',
  },
  {
    title: 'Delivery',
    text: 'In person or online. We recommend booking 6-8 weeks ahead, especially for conference dates.',
  },
  {
    title: 'Follow-through',
    text: 'Resources for attendees, a summary of the themes your people raised, and options to keep the momentum going.',
  },
] as const;

/**
 * /corporate-engagement below its hero (a chunk of its own, outside the page's first-load
 * JavaScript), for corporate decision makers: why inclusion matters at work, engagement formats,
 * how an engagement works, and the closing call to action with 'Book the Movement'.
 */
export default function EngagementSections() {
  const { speakerName: name } = useSiteDetails();
  return (
    <>
      <MarketingSection headingId="why-inclusion-heading" sx={sectionSx}>
        <SectionHeading
          id="why-inclusion-heading"
          title="Why Inclusion Matters at Work"
          intro="Disabled and neurodivergent people are already part of every workforce and customer base, whether or not they have told you. Organizations that design for them see the difference in engagement, productivity and how well teams solve problems."
        />
        <Box
          component="ul"
          sx={{
            ...listSx,
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {IMPACT.map(({ value, text }) => (
            <Box component="li" key={value + text} sx={cardSx}>
              <Box
                component="span"
                sx={{
                  display: 'block',
                  fontSize: '2.5rem',
                  fontWeight: 700,
                  lineHeight: 1.1,
                  color: 'primary.main',
                  mb: 1,
                }}
              >
                {value}
              </Box>
              <Typography component="span">{text}</Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
          Figures reported by client organizations after completing our programs.
        </Typography>
      </MarketingSection>

      <Box
        component="section"
        id="engagement-formats"
        aria-labelledby="formats-heading"
        sx={{ ...sectionSx, bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg">
          <SectionHeading
            id="formats-heading"
            title="Engagement Formats"
            intro="Start with one keynote or build a program over a year. Every format is tailored to your people, with live captions and accessible materials as standard."
          />
          <Box
            component="ul"
            sx={{
              ...listSx,
              gap: { xs: 3, md: 4 },
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            {FORMATS.map((format) => (
              <Box
                component="li"
                key={format.id}
                sx={{
                  ...cardSx,
                  bgcolor: 'background.default',
                  display: 'flex',
                  flexDirection: 'column',
                }}
              >
                <Typography variant="h3" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
                  {format.title}
                </Typography>
                <Typography sx={{ mb: 2.5 }}>{format.text}</Typography>
                <FactList
                  facts={[
                    ['Length', format.length],
                    ['Best for', format.bestFor],
                  ]}
                  sx={{ mb: 3 }}
                />
                <Box sx={{ mt: 'auto' }}>
                  <Button component={RouterLink} to="/contact" variant="outlined">
                    {format.action}
                  </Button>
                </Box>
              </Box>
            ))}
          </Box>
          <Typography sx={{ mt: 4 }}>
            Looking for something broader?{' '}
            <Link component={RouterLink} to="/programs" sx={{ fontWeight: 700 }}>
              Compare all programs and services
            </Link>
          </Typography>
        </Container>
      </Box>

      <MarketingSection headingId="engagement-steps-heading" sx={sectionSx}>
        <Typography id="engagement-steps-heading" variant="h2" sx={{ mb: { xs: 4, md: 6 } }}>
          How an Engagement Works
        </Typography>
        <Box
          component="ol"
          sx={{
            ...listSx,
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {STEPS.map((step, i) => (
            <Box component="li" key={step.title} sx={cardSx}>
              <IconBadge size={44} shape="circle" tone="secondary" sx={{ mb: 2 }}>
                {i + 1}
              </IconBadge>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {step.title}
              </Typography>
              <Typography>{step.text}</Typography>
            </Box>
          ))}
        </Box>
      </MarketingSection>

      <MarketingSection
        headingId="book-movement-heading"
        sx={{ ...sectionSx, bgcolor: 'background.paper' }}
        maxWidth="md"
        containerSx={{ textAlign: 'center' }}
      >
        <SectionHeading
          id="book-movement-heading"
          title="Bring the Movement to Your Workplace"
          intro={`See ${name}'s speaking topics and photos from the stage, or tell us what you have in mind and we will shape the engagement with you.`}
          introSx={{ mx: 'auto' }}
        />
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to="/mwo-show"
            variant="contained"
            color="primary"
            size="large"
          >
            Book the Movement
          </Button>
          <Button component={RouterLink} to="/contact" variant="outlined" size="large">
            Plan Your Engagement
          </Button>
        </Box>
      </MarketingSection>
    </>
  );
}
