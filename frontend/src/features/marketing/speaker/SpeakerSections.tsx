import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSiteDetails } from '../../../api/settings';
import { LazyImageCarousel } from '../carousel/LazyImageCarousel';
import { ACHIEVEMENTS, BIOGRAPHY, GALLERY_PLACEHOLDER, TOPICS } from './speakerContent';
import { MarketingSection } from '../shared/MarketingSection';
import { GridList } from '../shared/GridList';
import { SectionHeading } from '../shared/MarketingSection';
import { FactList } from '../shared/FactList';
import { CheckList } from '../shared/CheckList';
import { IconBadge } from '../shared/IconBadge';
import { deepSurfaceSx } from '../shared/marketingSx';

const sectionSx = { py: { xs: 8, md: 10 } } as const;

/**
 * The speaker page below its hero (a chunk of its own, outside the page's first-load JavaScript):
 * biography in five blocks, ten key achievements, The MWO Show, four speaking topics, the photo
 * carousel and the closing call to action.
 */
export default function SpeakerSections() {
  const { speakerName: name, organizationName } = useSiteDetails();
  return (
    <>
      <MarketingSection headingId="biography-heading" sx={sectionSx}>
        <SectionHeading
          id="biography-heading"
          title={`About ${name}`}
          intro={`From a childhood of being underestimated to the main stage: the story behind ${organizationName} and The MWO Show.`}
        />
        <GridList component="ol" gap={{ xs: 3, md: 4 }} columns={{ xs: '1fr', md: '1fr 1fr' }}>
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
              <IconBadge size={48} shape="circle">
                {i + 1}
              </IconBadge>
              <div>
                <Typography variant="h3" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
                  {block.title}
                </Typography>
                <Typography>{block.text(name, organizationName)}</Typography>
              </div>
            </Box>
          ))}
        </GridList>
      </MarketingSection>

      <MarketingSection
        headingId="achievements-heading"
        sx={{ ...sectionSx, bgcolor: 'background.paper' }}
      >
        <Typography id="achievements-heading" variant="h2" sx={{ mb: { xs: 4, md: 6 } }}>
          Key Achievements
        </Typography>
        <CheckList
          items={ACHIEVEMENTS.map((text) => text(name, organizationName))}
          gap={2}
          columns={{ xs: '1fr', md: '1fr 1fr' }}
          itemSx={{ fontSize: '1.0625rem' }}
        />
      </MarketingSection>

      <MarketingSection
        headingId="show-heading"
        surface="deep"
        sx={{
          ...sectionSx,
          ...deepSurfaceSx(135),
        }}
        maxWidth="md"
        containerSx={{ textAlign: 'center' }}
      >
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
      </MarketingSection>

      <MarketingSection headingId="speaking-topics" sx={sectionSx}>
        <SectionHeading
          id="speaking-topics"
          title="Speaking Topics"
          intro="Every session is tailored to your audience and goals, in person or online, with live captions and accessible materials as standard."
        />
        <GridList gap={{ xs: 3, md: 4 }} columns={{ xs: '1fr', md: '1fr 1fr' }}>
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
              <FactList
                facts={[
                  ['Duration', topic.duration],
                  ['Audience', topic.audience],
                  ['Impact', topic.impact],
                ]}
              />
            </Box>
          ))}
        </GridList>
      </MarketingSection>

      <MarketingSection
        headingId="gallery-heading"
        sx={{ ...sectionSx, bgcolor: 'background.paper' }}
      >
        <SectionHeading
          id="gallery-heading"
          title="Moments from the Stage"
          intro="Keynotes, workshops, panels and school visits. Select a photo to see it larger."
        />
        <LazyImageCarousel
          slug="mwo-show"
          label="Photos from events"
          placeholder={GALLERY_PLACEHOLDER}
          emptyText="Photos from recent events will appear here."
          sizes="(min-width: 1000px) 960px, calc(100vw - 32px)"
        />
      </MarketingSection>

      <MarketingSection
        headingId="speaker-cta-heading"
        sx={sectionSx}
        maxWidth="md"
        containerSx={{ textAlign: 'center' }}
      >
        <SectionHeading
          id="speaker-cta-heading"
          title={`Bring ${name} to Your Next Event`}
          intro="Tell us about your audience, date and goals. We reply to speaking requests within 24 hours and recommend booking 6-8 weeks ahead."
          introSx={{ mx: 'auto' }}
        />
        <Button
          component={RouterLink}
          to="/contact"
          variant="contained"
          color="primary"
          size="large"
        >
          Request a Speaking Engagement
        </Button>
      </MarketingSection>
    </>
  );
}
