import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useSiteDetails } from '../../../api/settings';
import { LazyImageCarousel } from '../carousel/LazyImageCarousel';
import { ACHIEVEMENTS, BIOGRAPHY, GALLERY_PLACEHOLDER, TOPICS } from './speakerContent';

const sectionSx = { py: { xs: 8, md: 10 } } as const;

const introSx = {
  color: 'text.secondary',
  fontSize: '1.125rem',
  maxWidth: '44rem',
  mb: { xs: 4, md: 6 },
} as const;

/**
 * The speaker page below its hero (a chunk of its own, outside the page's first-load JavaScript):
 * biography in five blocks, ten key achievements, The MWO Show, four speaking topics, the photo
 * carousel and the closing call to action.
 */
export default function SpeakerSections() {
  const { speakerName: name, organizationName } = useSiteDetails();
  return (
    <>
      <Box component="section" aria-labelledby="biography-heading" sx={sectionSx}>
        <Container maxWidth="lg">
          <Typography id="biography-heading" variant="h2" sx={{ mb: 2 }}>
            {`About ${name}`}
          </Typography>
          <Typography sx={introSx}>
            {`From a childhood of being underestimated to the main stage: the story behind ${organizationName} and The MWO Show.`}
          </Typography>
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: { xs: 3, md: 4 },
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            {BIOGRAPHY.map((block, i) => (
              <Box
                component="li"
                key={block.id}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: '3rem 1fr',
                  columnGap: 2,
                  p: { xs: 3, md: 4 },
                  borderRadius: 2,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  // The fifth block spans the row on wide screens.
                  gridColumn: { md: i === BIOGRAPHY.length - 1 ? '1 / -1' : 'auto' },
                }}
              >
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontWeight: 700,
                    fontSize: '1.25rem',
                  }}
                >
                  {i + 1}
                </Box>
                <div>
                  <Typography variant="h3" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
                    {block.title}
                  </Typography>
                  <Typography>{block.text(name, organizationName)}</Typography>
                </div>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Box
        component="section"
        aria-labelledby="achievements-heading"
        sx={{ ...sectionSx, bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg">
          <Typography id="achievements-heading" variant="h2" sx={{ mb: { xs: 4, md: 6 } }}>
            Key Achievements
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            {ACHIEVEMENTS.map((text, i) => (
              <Box
                component="li"
                key={i}
                sx={{
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: 1.5,
                  fontSize: '1.0625rem',
                  '& svg': { color: 'secondary.main', mt: '2px', flexShrink: 0 },
                }}
              >
                <CheckCircleOutlineIcon aria-hidden="true" />
                {text(name, organizationName)}
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Box
        component="section"
        aria-labelledby="show-heading"
        data-surface="deep"
        sx={{
          ...sectionSx,
          color: 'brand.onDeep',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.brand.deep} 0%, ${theme.palette.brand.deepRaised} 100%)`,
        }}
      >
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography
            component="p"
            sx={{ color: 'brand.tealOnDeep', fontWeight: 700, fontSize: '1.125rem', mb: 1 }}
          >
            Stories that build bridges
          </Typography>
          <Typography id="show-heading" variant="h2" sx={{ mb: 3 }}>
            The MWO Show
          </Typography>
          <Typography sx={{ color: 'brand.onDeepMuted', fontSize: '1.125rem', mb: 4 }}>
            {`Hosted by ${name}, The MWO Show brings disabled and neurodivergent leaders, artists and entrepreneurs to the stage to talk honestly about work, ambition and belonging, with practical takeaways for every audience.`}
          </Typography>
          <Button
            variant="outlined"
            size="large"
            disabled
            aria-describedby="show-status"
            sx={{
              '&.Mui-disabled': {
                color: 'brand.onDeep',
                borderColor: 'rgba(255,255,255,0.6)',
                borderStyle: 'dashed',
              },
            }}
          >
            Coming Soon
          </Button>
          <Typography id="show-status" sx={{ mt: 2, color: 'brand.onDeepMuted' }}>
            The show has not been released yet: the first season is in production. Subscribe to our
            newsletter at the foot of this page to hear when the first episode is out.
          </Typography>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="speaking-topics" sx={sectionSx}>
        <Container maxWidth="lg">
          <Typography id="speaking-topics" variant="h2" sx={{ mb: 2 }}>
            Speaking Topics
          </Typography>
          <Typography sx={introSx}>
            Every session is tailored to your audience and goals, in person or online, with live
            captions and accessible materials as standard.
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: { xs: 3, md: 4 },
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            {TOPICS.map((topic) => (
              <Box
                component="li"
                key={topic.id}
                sx={{
                  p: { xs: 3, md: 4 },
                  borderRadius: 2,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  borderTop: '6px solid',
                  borderTopColor: 'secondary.main',
                }}
              >
                <Typography variant="h3" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
                  {topic.title}
                </Typography>
                <Typography sx={{ mb: 3 }}>{topic.summary}</Typography>
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    columnGap: 2,
                    rowGap: 1,
                    '& dt': { fontWeight: 700 },
                    '& dd': { m: 0, color: 'text.secondary' },
                  }}
                >
                  <dt>Duration</dt>
                  <dd>{topic.duration}</dd>
                  <dt>Audience</dt>
                  <dd>{topic.audience}</dd>
                  <dt>Impact</dt>
                  <dd>{topic.impact}</dd>
                </Box>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Box
        component="section"
        aria-labelledby="gallery-heading"
        sx={{ ...sectionSx, bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg">
          <Typography id="gallery-heading" variant="h2" sx={{ mb: 2 }}>
            Moments from the Stage
          </Typography>
          <Typography sx={introSx}>
            Keynotes, workshops, panels and school visits. Select a photo to see it larger.
          </Typography>
          <LazyImageCarousel
            slug="mwo-show"
            label="Photos from events"
            placeholder={GALLERY_PLACEHOLDER}
            emptyText="Photos from recent events will appear here."
            sizes="(min-width: 1000px) 960px, calc(100vw - 32px)"
          />
        </Container>
      </Box>

      <Box component="section" aria-labelledby="speaker-cta-heading" sx={sectionSx}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography id="speaker-cta-heading" variant="h2" sx={{ mb: 2 }}>
            {`Bring ${name} to Your Next Event`}
          </Typography>
          <Typography sx={{ ...introSx, mx: 'auto' }}>
            Tell us about your audience, date and goals. We reply to speaking requests within 24
            hours and recommend booking 6-8 weeks ahead.
          </Typography>
          <Button
            component={RouterLink}
            to="/contact"
            variant="contained"
            color="primary"
            size="large"
          >
            Request a Speaking Engagement
          </Button>
        </Container>
      </Box>
    </>
  );
}
