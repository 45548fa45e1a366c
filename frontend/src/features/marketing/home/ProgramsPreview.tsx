import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PageContent } from '../../../api/pages';
import { SectionIntro } from './SectionIntro';
import { MarketingSection } from '../shared/MarketingSection';
import { QuoteFigure } from '../shared/QuoteFigure';
import { BulletList } from '../shared/BulletList';
import { CardGrid } from '../shared/GridList';
import { cardStackSx, tintedSectionSx } from '../shared/marketingSx';

/** The ids of the first services, as they were before the page was a document. */
const SERVICE_IDS = ['training', 'speaking'];

/** The home page's summary of the two core services, each with a client's words. */
export function ProgramsPreview({ services }: { services: PageContent<'home'>['services'] }) {
  const href = services.button.href;
  return (
    <MarketingSection headingId="services-heading" sx={tintedSectionSx}>
      <SectionIntro
        headingId="services-heading"
        eyebrow={services.eyebrow}
        title={services.heading}
      >
        {services.intro ? services.intro : undefined}
      </SectionIntro>
      <CardGrid columns={2}>
        {services.items.map((offer, index) => (
          <Box
            key={index}
            component="article"
            aria-labelledby={`service-${SERVICE_IDS[index] ?? index + 1}-title`}
            sx={cardStackSx}
          >
            <Typography
              id={`service-${SERVICE_IDS[index] ?? index + 1}-title`}
              variant="h3"
              sx={{ fontSize: '1.5rem' }}
            >
              {offer.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{offer.description}</Typography>
            <BulletList
              items={offer.highlights}
              gap={1}
              sx={{ '& li::marker': { color: 'secondary.main' } }}
            />
            <QuoteFigure quote={offer.quote} caption={offer.quoteBy} />
          </Box>
        ))}
      </CardGrid>
      {services.button.label.trim() && (
        <Box sx={{ mt: { xs: 5, md: 6 }, textAlign: 'center' }}>
          {href.startsWith('/') ? (
            <Button component={RouterLink} to={href} variant="contained" size="large">
              {services.button.label}
            </Button>
          ) : (
            <Button href={href} variant="contained" size="large">
              {services.button.label}
            </Button>
          )}
        </Box>
      )}
    </MarketingSection>
  );
}
