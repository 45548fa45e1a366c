import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import { Picture } from '../../../components/Picture';
import { StatList } from '../../../components/figures/StatList';
import { SectionIntro } from '../home/SectionIntro';
import { AWARDS, CASE_STUDIES, STAT_CARDS, type CaseStudy } from './impactContent';
import { ImpactTestimonials } from './ImpactTestimonials';
import { CardSubheading, MarketingSection } from '../shared/MarketingSection';
import { BulletList } from '../shared/BulletList';
import { QuoteFigure } from '../shared/QuoteFigure';
import { CardGrid, GridList } from '../shared/GridList';
import { paperCardSx, tintedSectionSx } from '../shared/marketingSx';
import { FactList } from '../shared/FactList';
import { IconBadge } from '../shared/IconBadge';

function StatCards() {
  return (
    <MarketingSection headingId="results-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <SectionIntro
        headingId="results-heading"
        eyebrow="By the Numbers"
        title="Results That Speak for Themselves"
      >
        Averages measured with our clients before and after working together, through engagement
        surveys, team performance data and post-event feedback.
      </SectionIntro>
      <StatList
        stats={STAT_CARDS}
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

function CaseStudyCard({ study }: { study: CaseStudy }) {
  const titleId = `case-${study.id}-title`;
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{ ...paperCardSx, p: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      <Picture
        image={study.image}
        alt={study.imageAlt}
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
            ['Industry', study.industry],
            ['Company size', study.companySize],
          ]}
          columnGap={1.5}
          rowGap={0.5}
        />
        {(
          [
            ['The Challenge', study.challenge],
            ['Our Solution', study.solution],
          ] as const
        ).map(([title, text]) => (
          <div key={title}>
            <CardSubheading>{title}</CardSubheading>
            <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
          </div>
        ))}
        <div>
          <CardSubheading>Results</CardSubheading>
          <BulletList items={study.results} />
        </div>
        <QuoteFigure quote={study.quote} caption={`${study.executiveRole}, ${study.company}`} />
      </Box>
    </Box>
  );
}

function CaseStudies() {
  return (
    <MarketingSection headingId="case-studies-heading" sx={tintedSectionSx}>
      <SectionIntro
        headingId="case-studies-heading"
        eyebrow="Case Studies"
        title="Inclusion in Practice"
      >
        Three illustrative partnerships, three industries: what the challenge was, what we did
        together, and what changed. The organizations named here are composites, not clients.
      </SectionIntro>
      <CardGrid columns={3} gap={{ xs: 4, md: 3 }}>
        {CASE_STUDIES.map((study) => (
          <CaseStudyCard key={study.id} study={study} />
        ))}
      </CardGrid>
    </MarketingSection>
  );
}

function Recognition() {
  return (
    <MarketingSection headingId="awards-heading" sx={tintedSectionSx}>
      <SectionIntro headingId="awards-heading" eyebrow="Recognition" title="Awards and Recognition">
        Honors from the communities, businesses and advocates we serve.
      </SectionIntro>
      <GridList
        gap={3}
        columns={{
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        }}
      >
        {AWARDS.map((award) => (
          <Box component="li" key={award.title} sx={{ ...paperCardSx, display: 'flex', gap: 2 }}>
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
export default function ImpactSections() {
  return (
    <>
      <StatCards />
      <CaseStudies />
      <ImpactTestimonials />
      <Recognition />
    </>
  );
}
