import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { TestimonialsContent } from '../testimonials/TestimonialsContent';
import type { PageContent } from '../../../api/pages';
import { SectionIntro } from '../home/SectionIntro';

/**
 * Client testimonials: 1, 2 or 3 cards per view by screen width, looping, previous/next. The
 * section's texts are the page's; the testimonials are Content → testimonials.
 */
export function ImpactTestimonials({
  section,
}: {
  section: PageContent<'impact'>['testimonials'];
}) {
  return (
    <Box
      component="section"
      aria-labelledby="impact-testimonials-heading"
      sx={{ py: { xs: 8, md: 12 } }}
    >
      <Container maxWidth="lg">
        <SectionIntro
          headingId="impact-testimonials-heading"
          eyebrow={section.eyebrow}
          title={section.heading}
        >
          {section.intro ? section.intro : undefined}
        </SectionIntro>
        <TestimonialsContent
          variant="multi"
          emptyMessage={section.emptyText}
          label={section.carouselLabel}
        />
      </Container>
    </Box>
  );
}
