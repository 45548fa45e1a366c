import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import Diversity3OutlinedIcon from '@mui/icons-material/Diversity3Outlined';
import FavoriteBorderOutlinedIcon from '@mui/icons-material/FavoriteBorderOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import type { PageContent } from '../../../api/pages';
import { useSiteDetails } from '../../../api/settings';
import { ContentPicture } from '../../../components/content/ContentPicture';
import { StatList } from '../../../components/figures/StatList';
import { TestimonialsSection } from '../testimonials/TestimonialsSection';
import { SectionIntro } from '../home/SectionIntro';
import { StoryAccordion } from './StoryAccordion';
import { MarketingSection } from '../shared/MarketingSection';
import { CardGrid, GridList } from '../shared/GridList';
import { IconBadge } from '../shared/IconBadge';
import { deepSurfaceSx, paperCardSx, tintedSectionSx } from '../shared/marketingSx';

type About = PageContent<'about'>;

/** The values' icons, in turn (a sixth value takes the first icon again). */
const VALUE_ICONS = [
  <FavoriteBorderOutlinedIcon key="hope" aria-hidden="true" />,
  <AutoStoriesOutlinedIcon key="stories" aria-hidden="true" />,
  <Diversity3OutlinedIcon key="inclusion" aria-hidden="true" />,
  <VerifiedOutlinedIcon key="integrity" aria-hidden="true" />,
  <HandshakeOutlinedIcon key="community" aria-hidden="true" />,
];

function MissionVision({ mission }: { mission: About['mission'] }) {
  return (
    <MarketingSection headingId="mission-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <SectionIntro headingId="mission-heading" eyebrow={mission.eyebrow} title={mission.heading}>
        {mission.intro ? mission.intro : undefined}
      </SectionIntro>
      <CardGrid columns={2}>
        <Box component="article" aria-labelledby="mission-title" sx={paperCardSx}>
          <IconBadge sx={{ mb: 2 }}>
            <FlagOutlinedIcon aria-hidden="true" />
          </IconBadge>
          <Typography id="mission-title" variant="h3" sx={{ mb: 2 }}>
            {mission.missionTitle}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{mission.missionText}</Typography>
        </Box>
        <Box component="article" aria-labelledby="vision-title" sx={paperCardSx}>
          <IconBadge tone="secondary" sx={{ mb: 2 }}>
            <VisibilityOutlinedIcon aria-hidden="true" />
          </IconBadge>
          <Typography id="vision-title" variant="h3" sx={{ mb: 2 }}>
            {mission.visionTitle}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{mission.visionText}</Typography>
        </Box>
      </CardGrid>
    </MarketingSection>
  );
}

function CoreValues({ values }: { values: About['values'] }) {
  return (
    <MarketingSection headingId="values-heading" sx={tintedSectionSx}>
      <SectionIntro headingId="values-heading" eyebrow={values.eyebrow} title={values.heading}>
        {values.intro ? values.intro : undefined}
      </SectionIntro>
      <GridList
        gap={3}
        columns={{
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(6, minmax(0, 1fr))',
        }}
        sx={{
          // Three cards on the first row and two centred on the second, on wide screens.
          '& > li': { gridColumn: { md: 'span 2' } },
          '& > li:nth-of-type(4)': { gridColumn: { md: '2 / span 2' } },
        }}
      >
        {values.items.map((value, index) => (
          <Box
            component="li"
            key={index}
            sx={{ ...paperCardSx, height: '100%', boxSizing: 'border-box' }}
          >
            <IconBadge sx={{ mb: 2 }}>{VALUE_ICONS[index % VALUE_ICONS.length]}</IconBadge>
            <Typography variant="h3" sx={{ fontSize: '1.375rem', mb: 1 }}>
              {value.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{value.text}</Typography>
          </Box>
        ))}
      </GridList>
    </MarketingSection>
  );
}

function ImpactStrip({ impact }: { impact: About['impact'] }) {
  return (
    <MarketingSection
      headingId="about-impact-heading"
      surface="deep"
      sx={{
        py: { xs: 6, md: 8 },
        ...deepSurfaceSx(120),
      }}
    >
      <Typography id="about-impact-heading" variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
        {impact.heading}
      </Typography>
      <StatList
        stats={impact.stats.map((stat) => ({ value: stat.value, label: stat.label }))}
        columns={{ xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }}
        sx={{ textAlign: 'center' }}
        labelSx={{ color: 'brand.onDeepMuted', fontSize: '1.125rem' }}
        valueSx={{ fontSize: { xs: '2.5rem', md: '3rem' } }}
      />
    </MarketingSection>
  );
}

function Story({ story }: { story: About['story'] }) {
  const { tagline } = useSiteDetails();
  return (
    <MarketingSection headingId="story-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <SectionIntro headingId="story-heading" eyebrow={story.eyebrow} title={story.heading}>
        {story.intro ? story.intro : undefined}
      </SectionIntro>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="figure" sx={{ m: 0 }}>
          <ContentPicture
            image={story.image}
            sizes="(min-width: 1200px) 560px, (min-width: 900px) 46vw, 100vw"
            sx={{ borderRadius: 4 }}
          />
          <Typography
            component="figcaption"
            sx={{
              mt: 2,
              fontWeight: 700,
              fontSize: '1.25rem',
              color: 'secondary.main',
              textAlign: 'center',
            }}
          >
            {tagline}
          </Typography>
        </Box>
        <StoryAccordion items={story.items} initiallyOpen={0} />
      </Box>
    </MarketingSection>
  );
}

/** The About page below its hero (a chunk of its own: see BelowTheFold). */
export default function AboutSections({ content }: { content: About }) {
  return (
    <>
      <MissionVision mission={content.mission} />
      <CoreValues values={content.values} />
      <ImpactStrip impact={content.impact} />
      <Story story={content.story} />
      <TestimonialsSection />
    </>
  );
}
