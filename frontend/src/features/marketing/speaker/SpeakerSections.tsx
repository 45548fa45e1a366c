import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PageContent } from '../../../api/pages';
import { LazyImageCarousel } from '../carousel/LazyImageCarousel';
import { MarketingSection } from '../shared/MarketingSection';
import { GridList } from '../shared/GridList';
import { SectionHeading } from '../shared/MarketingSection';
import { FactList } from '../shared/FactList';
import { CheckList } from '../shared/CheckList';
import { IconBadge } from '../shared/IconBadge';
import { deepSurfaceSx } from '../shared/marketingSx';

const sectionSx = { py: { xs: 8, md: 10 } } as const;

/**
 * The photo the mwo-show carousel's seed data starts with: the prerendered, no-JavaScript view
 * shows it (the carousel's own, not the page document's: its photos are edited in the carousels).
 */
const GALLERY_PLACEHOLDER = {
  imageUrl: '/images/gallery-1-960.webp',
  altText: 'The speaker on stage delivering a keynote to a full auditorium',
};

/**
 * The speaker page below its hero (a chunk of its own, outside the page's first-load JavaScript):
 * biography in five blocks, ten key achievements, The MWO Show, four speaking topics, the photo
 * carousel and the closing call to action.
 */
export default function SpeakerSections({ content }: { content: PageContent<'mwo-show'> }) {
  const { biography, achievements, show, topics, gallery, cta } = content;
  return (
    <>
      <MarketingSection headingId="biography-heading" sx={sectionSx}>
        <SectionHeading
          id="biography-heading"
          title={biography.heading}
          intro={biography.intro ? biography.intro : undefined}
        />
        <GridList component="ol" gap={{ xs: 3, md: 4 }} columns={{ xs: '1fr', md: '1fr 1fr' }}>
          {biography.blocks.map((block, i) => (
            <Box
              component="li"
              key={i}
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
                gridColumn: { md: i === biography.blocks.length - 1 ? '1 / -1' : 'auto' },
              }}
            >
              <IconBadge size={48} shape="circle">
                {i + 1}
              </IconBadge>
              <div>
                <Typography variant="h3" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
                  {block.title}
                </Typography>
                <Typography>{block.text}</Typography>
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
          {achievements.heading}
        </Typography>
        <CheckList
          items={achievements.items}
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
          {show.eyebrow}
        </Typography>
        <Typography id="show-heading" variant="h2" sx={{ mb: 3 }}>
          {show.heading}
        </Typography>
        <Typography sx={{ color: 'brand.onDeepMuted', fontSize: '1.125rem', mb: 4 }}>
          {show.text}
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
          {show.statusButton}
        </Button>
        <Typography id="show-status" sx={{ mt: 2, color: 'brand.onDeepMuted' }}>
          {show.status}
        </Typography>
      </MarketingSection>

      <MarketingSection headingId="speaking-topics" sx={sectionSx}>
        <SectionHeading
          id="speaking-topics"
          title={topics.heading}
          intro={topics.intro ? topics.intro : undefined}
        />
        <GridList gap={{ xs: 3, md: 4 }} columns={{ xs: '1fr', md: '1fr 1fr' }}>
          {topics.items.map((topic, i) => (
            <Box
              component="li"
              key={i}
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
                  [topics.durationLabel, topic.duration],
                  [topics.audienceLabel, topic.audience],
                  [topics.impactLabel, topic.impact],
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
          title={gallery.heading}
          intro={gallery.intro ? gallery.intro : undefined}
        />
        <LazyImageCarousel
          slug="mwo-show"
          label={gallery.carouselLabel}
          placeholder={GALLERY_PLACEHOLDER}
          emptyText={gallery.emptyText}
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
          title={cta.heading}
          intro={cta.intro ? cta.intro : undefined}
          introSx={{ mx: 'auto' }}
        />
        <ContentButton link={cta.button} />
      </MarketingSection>
    </>
  );
}

/** The closing button: inside the app (a site path) or anywhere else. */
function ContentButton({ link }: { link: PageContent<'mwo-show'>['cta']['button'] }) {
  const href = link.href;
  const look = { variant: 'contained', color: 'primary', size: 'large' } as const;
  return href.startsWith('/') ? (
    <Button component={RouterLink} to={href} {...look}>
      {link.label}
    </Button>
  ) : (
    <Button href={href} {...look}>
      {link.label}
    </Button>
  );
}
