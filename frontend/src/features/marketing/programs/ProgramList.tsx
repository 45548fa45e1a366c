import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import type { PageContent } from '../../../api/pages';
import { ContentPicture } from '../../../components/content/ContentPicture';
import { PageCarouselSection } from '../home/PageCarouselSection';
import { SectionIntro } from '../home/SectionIntro';
import { CardSubheading, MarketingSection } from '../shared/MarketingSection';
import { CheckList } from '../shared/CheckList';
import { QuoteFigure } from '../shared/QuoteFigure';

type Programs = PageContent<'programs'>;
type Program = Programs['programs']['items'][number];

/** How many features a program card shows. */
const FEATURES_SHOWN = 4;

/** The title ids of the first programs, as they were before the page was a document. */
const PROGRAM_IDS = ['training', 'speaking', 'workshops', 'community'];

function ProgramCard({
  program,
  index,
  section,
}: {
  program: Program;
  index: number;
  section: Programs['programs'];
}) {
  const titleId = `program-${PROGRAM_IDS[index] ?? index + 1}-title`;
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
        <ContentPicture
          image={program.image}
          sizes="(min-width: 1200px) 560px, (min-width: 900px) 46vw, 100vw"
          sx={{ borderRadius: 4 }}
        />
      </Box>
      <Box sx={{ order: { md: imageFirst ? 2 : 1 } }}>
        <Typography id={titleId} variant="h3" sx={{ mb: 2 }}>
          {program.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{program.description}</Typography>

        <CardSubheading mb={1.5}>{section.featuresHeading}</CardSubheading>
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
              [AccessTimeOutlinedIcon, section.durationLabel, program.duration],
              [GroupsOutlinedIcon, section.audienceLabel, program.audience],
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
          caption={program.quoteBy}
          tone="secondary"
          sx={{ mb: 3 }}
        />

        <Button
          component={RouterLink}
          to={section.button.href}
          variant="contained"
          aria-describedby={titleId}
        >
          {section.button.label}
        </Button>
      </Box>
    </Box>
  );
}

/** The Programs page below its hero: the programs (a chunk of its own: see BelowTheFold). */
export default function ProgramList({ content }: { content: Programs }) {
  const { photos } = content;
  return (
    <>
      <ProgramSection section={content.programs} />
      <PageCarouselSection
        slug="programs"
        headingId="programs-photos-heading"
        eyebrow={photos.eyebrow}
        title={photos.heading}
        intro={photos.intro ? photos.intro : undefined}
        label={photos.carouselLabel}
      />
    </>
  );
}

function ProgramSection({ section }: { section: Programs['programs'] }) {
  return (
    <MarketingSection headingId="programs-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <SectionIntro headingId="programs-heading" eyebrow={section.eyebrow} title={section.heading}>
        {section.intro ? section.intro : undefined}
      </SectionIntro>
      <Box sx={{ display: 'grid', gap: { xs: 8, md: 12 } }}>
        {section.items.map((program, index) => (
          <ProgramCard key={index} program={program} index={index} section={section} />
        ))}
      </Box>
    </MarketingSection>
  );
}
