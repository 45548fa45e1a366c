import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { TestimonialsContent } from './TestimonialsContent';

export const NO_TESTIMONIALS = 'No testimonials available at this time.';

interface TestimonialsSectionProps {
  /** Unique on the page; the section is labelled by `${id}-heading`. */
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: string;
}

/**
 * The reusable testimonials section: heading, then the published testimonials as a looping
 * one-card carousel with previous/next buttons, one dot per testimonial and a navigation hint.
 */
export function TestimonialsSection({
  id = 'testimonials',
  eyebrow = 'Testimonials',
  title = 'What Our Partners Say',
  intro = 'Leaders, educators and event organizers on what changed after working with us.',
}: TestimonialsSectionProps) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="md">
        <Box sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
            {eyebrow}
          </Typography>
          <Typography id={`${id}-heading`} variant="h2" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: '40rem', mx: 'auto' }}>
            {intro}
          </Typography>
        </Box>
        <TestimonialsContent
          variant="single"
          emptyMessage={NO_TESTIMONIALS}
          label="Client testimonials"
        />
      </Container>
    </Box>
  );
}
