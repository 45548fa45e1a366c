import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { Picture } from '../../../components/Picture';
import { PageCarouselSection } from '../home/PageCarouselSection';
import { SectionIntro } from '../home/SectionIntro';
import { FEATURES_SHOWN, PROGRAMS, type Program } from './programs';
import { CardSubheading, MarketingSection } from '../shared/MarketingSection';
import { CheckList } from '../shared/CheckList';
import { QuoteFigure } from '../shared/QuoteFigure';

function ProgramCard({ program, index }: { program: Program; index: number }) {
  const titleId = `program-${program.id}-title`;
  const imageFirst = index % 2 === 0;
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        gap: { xs: 3, md: 6 },
        alignItems: 'center',
      }}
    >
      {/* The image alternates sides on wide screens; the reading order stays image, then text. */}
      <Box sx={{ order: { md: imageFirst ? 1 : 2 } }}>
        <Picture
          image={program.image}
          alt={program.imageAlt}
          sizes="(min-width: 1200px) 560px, (min-width: 900px) 46vw, 100vw"
          sx={{ borderRadius: 4 }}
        />
      </Box>
      <Box sx={{ order: { md: imageFirst ? 2 : 1 } }}>
        <Typography id={titleId} variant="h3" sx={{ mb: 2 }}>
          {program.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{program.description}</Typography>

        <CardSubheading mb={1.5}>What&apos;s Included</CardSubheading>
        <CheckList
          items={program.features.slice(0, FEATURES_SHOWN)}
          gap={1}
          columns={{ xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }}
          sx={{ mb: 3 }}
        />

        <Box
          component="dl"
          sx={{
            m: 0,
            mb: 3,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 2fr)' },
          }}
        >
          {(
            [
              [AccessTimeOutlinedIcon, 'Duration', program.duration],
              [GroupsOutlinedIcon, 'Ideal for', program.audience],
            ] as const
          ).map(([Icon, name, value]) => (
            <div key={name}>
              <Box
                component="dt"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}
              >
                <Icon aria-hidden="true" sx={{ color: 'primary.main' }} />
                {name}
              </Box>
              <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                {value}
              </Box>
            </div>
          ))}
        </Box>

        <QuoteFigure
          quote={program.quote}
          caption={program.client}
          tone="secondary"
          sx={{ mb: 3 }}
        />

        <Button component={RouterLink} to="/contact" variant="contained" aria-describedby={titleId}>
          Get Started
        </Button>
      </Box>
    </Box>
  );
}

/** The Programs page below its hero: the four programs (a chunk of its own: see BelowTheFold). */
export default function ProgramList() {
  return (
    <>
      <ProgramSection />
      <PageCarouselSection
        slug="programs"
        headingId="programs-photos-heading"
        eyebrow="In Action"
        title="Programs in Action"
        intro="Scenes from our training sessions, workshops and outreach. Select a photo to see it larger."
        label="Photos of our programs"
      />
    </>
  );
}

function ProgramSection() {
  return (
    <MarketingSection headingId="programs-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <SectionIntro
        headingId="programs-heading"
        eyebrow="What We Offer"
        title="Find the Right Program"
      >
        Every program can stand alone or be combined into a longer partnership. Tell us about your
        organization and we will recommend the right mix.
      </SectionIntro>
      <Box sx={{ display: 'grid', gap: { xs: 8, md: 12 } }}>
        {PROGRAMS.map((program, index) => (
          <ProgramCard key={program.id} program={program} index={index} />
        ))}
      </Box>
    </MarketingSection>
  );
}
