import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { TestimonialsContent } from '../testimonials/TestimonialsContent';
import { SectionIntro } from '../home/SectionIntro';

export const NO_IMPACT_TESTIMONIALS =
  'New testimonials coming soon. Check back to see what our clients are saying!';

/** Client testimonials: 1, 2 or 3 cards per view by screen width, looping, previous/next. */
export function ImpactTestimonials() {
  return (
    <Box
      component="section"
      aria-labelledby="impact-testimonials-heading"
      sx={{ py: { xs: 8, md: 12 } }}
    >
      <Container maxWidth="lg">
        <SectionIntro
          headingId="impact-testimonials-heading"
          eyebrow="Testimonials"
          title="What Our Clients Say"
        >
          The people who brought us into their organizations, in their own words.
        </SectionIntro>
        <TestimonialsContent
          variant="multi"
          emptyMessage={NO_IMPACT_TESTIMONIALS}
          label="Client testimonials"
        />
      </Container>
    </Box>
  );
}
