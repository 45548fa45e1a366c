import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SectionIntro } from './SectionIntro';
import { MarketingSection } from '../shared/MarketingSection';
import { QuoteFigure } from '../shared/QuoteFigure';
import { BulletList } from '../shared/BulletList';
import { CardGrid } from '../shared/GridList';
import { cardStackSx, tintedSectionSx } from '../shared/marketingSx';

interface Offer {
  id: string;
  title: string;
  description: string;
  highlights: readonly string[];
  quote: string;
  client: string;
}

const OFFERS: readonly Offer[] = [
  {
    id: 'training',
    title: 'Corporate Inclusion Training',
    description:
      'Interactive sessions that give leaders and teams the understanding and everyday habits to include neurodivergent and disabled colleagues.',
    highlights: [
      'Unconscious bias mitigation',
      'Inclusive leadership development',
      'Disability awareness training',
    ],
    quote:
      'Our managers left with concrete habits, not just good intentions. Six months on, our engagement survey tells the same story.',
    client: 'Vice President of People, regional healthcare network',
  },
  {
    id: 'speaking',
    title: 'Speaking Engagements',
    description:
      'Keynotes rooted in lived experience that move audiences from awareness to action, tailored to your event and your people.',
    highlights: ['Motivational keynotes', 'Leadership conferences', 'Corporate events'],
    quote:
      'The keynote was the most talked-about session of our conference. People were still quoting it at the closing dinner.',
    client: 'Event Director, national leadership conference',
  },
];

/** The home page's summary of the two core services, each with a client's words. */
export function ProgramsPreview() {
  return (
    <MarketingSection headingId="services-heading" sx={tintedSectionSx}>
      <SectionIntro
        headingId="services-heading"
        eyebrow="What We Offer"
        title="Programs and Services"
      >
        From a single keynote to a year-long partnership, every engagement is shaped around your
        goals and grounded in lived experience.
      </SectionIntro>
      <CardGrid columns={2}>
        {OFFERS.map((offer) => (
          <Box
            key={offer.id}
            component="article"
            aria-labelledby={`service-${offer.id}-title`}
            sx={cardStackSx}
          >
            <Typography id={`service-${offer.id}-title`} variant="h3" sx={{ fontSize: '1.5rem' }}>
              {offer.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{offer.description}</Typography>
            <BulletList
              items={offer.highlights}
              gap={1}
              sx={{ '& li::marker': { color: 'secondary.main' } }}
            />
            <QuoteFigure quote={offer.quote} caption={offer.client} />
          </Box>
        ))}
      </CardGrid>
      <Box sx={{ mt: { xs: 5, md: 6 }, textAlign: 'center' }}>
        <Button component={RouterLink} to="/programs" variant="contained" size="large">
          View All Programs &amp; Services
        </Button>
      </Box>
    </MarketingSection>
  );
}
