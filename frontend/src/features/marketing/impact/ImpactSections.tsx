import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import { Picture } from '../../../components/Picture';
import { SectionIntro } from '../home/SectionIntro';
import { AWARDS, CASE_STUDIES, STAT_CARDS, type CaseStudy } from './impactContent';
import { ImpactTestimonials } from './ImpactTestimonials';

const cardSx = {
  p: { xs: 3, md: 4 },
  borderRadius: 4,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
} as const;

function StatCards() {
  return (
    <Box component="section" aria-labelledby="results-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionIntro
          headingId="results-heading"
          eyebrow="By the Numbers"
          title="Results That Speak for Themselves"
        >
          Averages measured with our clients before and after working together, through engagement
          surveys, team performance data and post-event feedback.
        </SectionIntro>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {STAT_CARDS.map(({ value, label }) => (
            <Box
              key={label}
              sx={{
                ...cardSx,
                display: 'flex',
                flexDirection: 'column-reverse',
                justifyContent: 'flex-end',
                gap: 1,
                borderTop: 6,
                borderTopColor: 'secondary.main',
              }}
            >
              <Box component="dt" sx={{ color: 'text.secondary', fontSize: '1.0625rem' }}>
                {label}
              </Box>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  fontSize: '2.75rem',
                  fontWeight: 700,
                  lineHeight: 1.1,
                  color: 'primary.main',
                }}
              >
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

function CaseStudyCard({ study }: { study: CaseStudy }) {
  const titleId = `case-${study.id}-title`;
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{ ...cardSx, p: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
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
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
            rowGap: 0.5,
            '& dt': { fontWeight: 700 },
            '& dd': { m: 0, color: 'text.secondary' },
          }}
        >
          <dt>Industry</dt>
          <dd>{study.industry}</dd>
          <dt>Company size</dt>
          <dd>{study.companySize}</dd>
        </Box>
        <div>
          <Typography variant="h4" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
            The Challenge
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{study.challenge}</Typography>
        </div>
        <div>
          <Typography variant="h4" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
            Our Solution
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{study.solution}</Typography>
        </div>
        <div>
          <Typography variant="h4" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
            Results
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
            {study.results.map((result) => (
              <li key={result}>{result}</li>
            ))}
          </Box>
        </div>
        <Box
          component="figure"
          sx={{
            m: 0,
            mt: 'auto',
            p: 2.5,
            borderRadius: 3,
            borderLeft: 4,
            borderLeftColor: 'primary.main',
            bgcolor: (theme) => alpha(theme.palette.primary.main, 0.06),
          }}
        >
          <Box component="blockquote" sx={{ m: 0 }}>
            <Typography sx={{ fontStyle: 'italic' }}>{`“${study.quote}”`}</Typography>
          </Box>
          <Typography component="figcaption" variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
            {`${study.executiveRole}, ${study.company}`}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

function CaseStudies() {
  return (
    <Box
      component="section"
      aria-labelledby="case-studies-heading"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: (theme) => alpha(theme.palette.primary.main, 0.05) }}
    >
      <Container maxWidth="lg">
        <SectionIntro
          headingId="case-studies-heading"
          eyebrow="Case Studies"
          title="Inclusion in Practice"
        >
          Three illustrative partnerships, three industries: what the challenge was, what we did
          together, and what changed. The organizations named here are composites, not clients.
        </SectionIntro>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {CASE_STUDIES.map((study) => (
            <CaseStudyCard key={study.id} study={study} />
          ))}
        </Box>
      </Container>
    </Box>
  );
}

function Recognition() {
  return (
    <Box
      component="section"
      aria-labelledby="awards-heading"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: (theme) => alpha(theme.palette.primary.main, 0.05) }}
    >
      <Container maxWidth="lg">
        <SectionIntro
          headingId="awards-heading"
          eyebrow="Recognition"
          title="Awards and Recognition"
        >
          Honors from the communities, businesses and advocates we serve.
        </SectionIntro>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {AWARDS.map((award) => (
            <Box component="li" key={award.title} sx={{ ...cardSx, display: 'flex', gap: 2 }}>
              <Box
                sx={{
                  flex: '0 0 auto',
                  width: 52,
                  height: 52,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'accent.main',
                  color: 'accent.contrastText',
                  '& svg': { fontSize: '1.75rem' },
                }}
              >
                <EmojiEventsOutlinedIcon aria-hidden="true" />
              </Box>
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
        </Box>
      </Container>
    </Box>
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
