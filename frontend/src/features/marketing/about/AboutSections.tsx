import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import Diversity3OutlinedIcon from '@mui/icons-material/Diversity3Outlined';
import FavoriteBorderOutlinedIcon from '@mui/icons-material/FavoriteBorderOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { useSiteDetails } from '../../../api/settings';
import { Picture } from '../../../components/Picture';
import { StatList } from '../../../components/figures/StatList';
import { TestimonialsSection } from '../testimonials/TestimonialsSection';
import { SectionIntro } from '../home/SectionIntro';
import { ABOUT_IMPACT, CORE_VALUES, STORY_ITEMS } from './aboutContent';
import { StoryAccordion } from './StoryAccordion';
import { MarketingSection } from '../shared/MarketingSection';
import { CardGrid, GridList } from '../shared/GridList';
import { IconBadge } from '../shared/IconBadge';
import { deepSurfaceSx, paperCardSx, tintedSectionSx } from '../shared/marketingSx';

const VALUE_ICONS = [
  <FavoriteBorderOutlinedIcon key="hope" aria-hidden="true" />,
  <AutoStoriesOutlinedIcon key="stories" aria-hidden="true" />,
  <Diversity3OutlinedIcon key="inclusion" aria-hidden="true" />,
  <VerifiedOutlinedIcon key="integrity" aria-hidden="true" />,
  <HandshakeOutlinedIcon key="community" aria-hidden="true" />,
];

function MissionVision() {
  return (
    <MarketingSection headingId="mission-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <SectionIntro
        headingId="mission-heading"
        eyebrow="Why We Exist"
        title="Our Mission and Vision"
      />
      <CardGrid columns={2}>
        <Box component="article" aria-labelledby="mission-title" sx={paperCardSx}>
          <IconBadge sx={{ mb: 2 }}>
            <FlagOutlinedIcon aria-hidden="true" />
          </IconBadge>
          <Typography id="mission-title" variant="h3" sx={{ mb: 2 }}>
            Our Mission
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            To equip organizations with the understanding, skills and confidence to include
            neurodivergent people and people with disabilities, not as a compliance exercise but as
            a source of strength. Through training, keynotes and storytelling, we turn awareness
            into everyday practice.
          </Typography>
        </Box>
        <Box component="article" aria-labelledby="vision-title" sx={paperCardSx}>
          <IconBadge tone="secondary" sx={{ mb: 2 }}>
            <VisibilityOutlinedIcon aria-hidden="true" />
          </IconBadge>
          <Typography id="vision-title" variant="h3" sx={{ mb: 2 }}>
            Our Vision
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            A world where every workplace, classroom and community is designed for the full range of
            human minds and bodies, and where difference is met with curiosity, respect and
            opportunity.
          </Typography>
        </Box>
      </CardGrid>
    </MarketingSection>
  );
}

function CoreValues() {
  return (
    <MarketingSection headingId="values-heading" sx={tintedSectionSx}>
      <SectionIntro headingId="values-heading" eyebrow="What Guides Us" title="Our Core Values">
        Five commitments shape every session we lead and every partnership we build.
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
        {CORE_VALUES.map((value, index) => (
          <Box
            component="li"
            key={value.title}
            sx={{ ...paperCardSx, height: '100%', boxSizing: 'border-box' }}
          >
            <IconBadge sx={{ mb: 2 }}>{VALUE_ICONS[index]}</IconBadge>
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

function ImpactStrip() {
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
        Our Impact So Far
      </Typography>
      <StatList
        stats={ABOUT_IMPACT}
        columns={{ xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }}
        sx={{ textAlign: 'center' }}
        labelSx={{ color: 'brand.onDeepMuted', fontSize: '1.125rem' }}
        valueSx={{ fontSize: { xs: '2.5rem', md: '3rem' } }}
      />
    </MarketingSection>
  );
}

function Story() {
  const { tagline } = useSiteDetails();
  return (
    <MarketingSection headingId="story-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <SectionIntro headingId="story-heading" eyebrow="Who We Are" title="Our Story">
        We started with a simple conviction: people are not the barrier, the way we design our
        workplaces, schools and events is. Here is how that conviction became our work.
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
          <Picture
            image="story"
            alt="Two people fitting the last plank into a bridge across a gap, while a small crowd, including a wheelchair user and a person with a white cane, crosses from one side to the other"
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
        <StoryAccordion items={STORY_ITEMS} initiallyOpen={STORY_ITEMS[0].id} />
      </Box>
    </MarketingSection>
  );
}

/** The About page below its hero (a chunk of its own: see BelowTheFold). */
export default function AboutSections() {
  return (
    <>
      <MissionVision />
      <CoreValues />
      <ImpactStrip />
      <Story />
      <TestimonialsSection />
    </>
  );
}
