import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import type { PageContent } from '../../../api/pages';
import { ContentPicture } from '../../../components/content/ContentPicture';
import { StatList } from '../../../components/figures/StatList';
import { SectionIntro } from '../home/SectionIntro';
import { ImpactTestimonials } from './ImpactTestimonials';
import { CardSubheading, MarketingSection } from '../shared/MarketingSection';
import { BulletList } from '../shared/BulletList';
import { QuoteFigure } from '../shared/QuoteFigure';
import { CardGrid, GridList } from '../shared/GridList';
import { paperCardSx, tintedSectionSx } from '../shared/marketingSx';
import { FactList } from '../shared/FactList';
import { IconBadge } from '../shared/IconBadge';

type Impact = PageContent<'impact'>;
type CaseStudy = Impact['caseStudies']['items'][number];

/** The title ids of the first case studies, as they were before the page was a document. */
const CASE_IDS = ['halcyon', 'quillstone', 'fernbrook'];

function StatCards({ results }: { results: Impact['results'] }) {
  return (
    <MarketingSection headingId="results-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <SectionIntro headingId="results-heading" eyebrow={results.eyebrow} title={results.heading}>
        {results.intro ? results.intro : undefined}
      </SectionIntro>
      <StatList
        stats={results.stats.map((stat) => ({ value: stat.value, label: stat.label }))}
        columns={{
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        }}
        itemSx={{ ...paperCardSx, gap: 1, borderTop: 6, borderTopColor: 'secondary.main' }}
        labelSx={{ color: 'text.secondary', fontSize: '1.0625rem' }}
        valueSx={{ fontSize: '2.75rem', lineHeight: 1.1, color: 'primary.main' }}
      />
    </MarketingSection>
  );
}

function CaseStudyCard({
  study,
  index,
  section,
}: {
  study: CaseStudy;
  index: number;
  section: Impact['caseStudies'];
}) {
  const titleId = `case-${CASE_IDS[index] ?? index + 1}-title`;
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{ ...paperCardSx, p: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      <ContentPicture
        image={study.image}
        sizes="(min-width: 1200px) 376px, (min-width: 900px) 31vw, 100vw"
      />
      <Box
        sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', gap: 2, flexGrow: 1 }}
      >
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1.5rem' }}>
          {study.company}
        </Typography>
        <FactList
          facts={[
            [section.industryLabel, study.industry],
            [section.sizeLabel, study.size],
          ]}
          columnGap={1.5}
          rowGap={0.5}
        />
        {(
          [
            [section.challengeHeading, study.challenge],
            [section.solutionHeading, study.solution],
          ] as const
        ).map(([title, text], i) => (
          <div key={i}>
            <CardSubheading>{title}</CardSubheading>
            <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
          </div>
        ))}
        <div>
          <CardSubheading>{section.resultsHeading}</CardSubheading>
          <BulletList items={study.results} />
        </div>
        <QuoteFigure quote={study.quote} caption={`${study.role}, ${study.company}`} />
      </Box>
    </Box>
  );
}

function CaseStudies({ section }: { section: Impact['caseStudies'] }) {
  return (
    <MarketingSection headingId="case-studies-heading" sx={tintedSectionSx}>
      <SectionIntro
        headingId="case-studies-heading"
        eyebrow={section.eyebrow}
        title={section.heading}
      >
        {section.intro ? section.intro : undefined}
      </SectionIntro>
      <CardGrid columns={3} gap={{ xs: 4, md: 3 }}>
        {section.items.map((study, index) => (
          <CaseStudyCard key={index} study={study} index={index} section={section} />
        ))}
      </CardGrid>
    </MarketingSection>
  );
}

function Recognition({ recognition }: { recognition: Impact['recognition'] }) {
  return (
    <MarketingSection headingId="awards-heading" sx={tintedSectionSx}>
      <SectionIntro
        headingId="awards-heading"
        eyebrow={recognition.eyebrow}
        title={recognition.heading}
      >
        {recognition.intro ? recognition.intro : undefined}
      </SectionIntro>
      <GridList
        gap={3}
        columns={{
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        }}
      >
        {recognition.items.map((award, index) => (
          <Box component="li" key={index} sx={{ ...paperCardSx, display: 'flex', gap: 2 }}>
            <IconBadge shape="circle" tone="accent">
              <EmojiEventsOutlinedIcon aria-hidden="true" />
            </IconBadge>
            <div>
              <Typography component="p" sx={{ fontWeight: 700, color: 'secondary.main' }}>
                {award.year}
              </Typography>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
                {award.title}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
                {award.issuer}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {award.description}
              </Typography>
            </div>
          </Box>
        ))}
      </GridList>
    </MarketingSection>
  );
}

/** The Impact page below its hero (a chunk of its own: see BelowTheFold). */
export default function ImpactSections({ content }: { content: Impact }) {
  return (
    <>
      <StatCards results={content.results} />
      <CaseStudies section={content.caseStudies} />
      <ImpactTestimonials section={content.testimonials} />
      <Recognition recognition={content.recognition} />
    </>
  );
}
