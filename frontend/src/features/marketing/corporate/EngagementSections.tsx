import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { LinkValue } from '@bb/shared/pages/fields';
import type { PageContent } from '../../../api/pages';
import { RichText } from '../../../components/content/RichText';
import { MarketingSection } from '../shared/MarketingSection';
import { SectionHeading } from '../shared/MarketingSection';
import { paperCardSx } from '../shared/marketingSx';
import { FactList } from '../shared/FactList';
import { IconBadge } from '../shared/IconBadge';

const sectionSx = { py: { xs: 8, md: 10 } } as const;

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid' } as const;

const cardSx = { ...paperCardSx, borderRadius: 2 } as const;

type Engagement = PageContent<'corporate-engagement'>;

/** A document's link as a button: inside the app (a site path) or anywhere else. */
function LinkButton({
  link,
  variant,
  size,
}: {
  link: LinkValue;
  variant: 'contained' | 'outlined';
  size?: 'large';
}) {
  const href = link.href;
  const color = variant === 'contained' ? 'primary' : undefined;
  return href.startsWith('/') ? (
    <Button component={RouterLink} to={href} variant={variant} color={color} size={size}>
      {link.label}
    </Button>
  ) : (
    <Button href={href} variant={variant} color={color} size={size}>
      {link.label}
    </Button>
  );
}

/**
 * /corporate-engagement below its hero (a chunk of its own, outside the page's first-load
 * JavaScript), for corporate decision makers: why inclusion matters at work, engagement formats,
 * how an engagement works, and the closing call to action with 'Book the Movement'.
 */
export default function EngagementSections({ content }: { content: Engagement }) {
  const { why, formats, steps, cta } = content;
  return (
    <>
      <MarketingSection headingId="why-inclusion-heading" sx={sectionSx}>
        <SectionHeading
          id="why-inclusion-heading"
          title={why.heading}
          intro={why.intro ? why.intro : undefined}
        />
        <Box
          component="ul"
          sx={{
            ...listSx,
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {why.figures.map(({ value, text }, index) => (
            <Box component="li" key={index} sx={cardSx}>
              <Box
                component="span"
                sx={{
                  display: 'block',
                  fontSize: '2.5rem',
                  fontWeight: 700,
                  lineHeight: 1.1,
                  color: 'primary.main',
                  mb: 1,
                }}
              >
                {value}
              </Box>
              <Typography component="span">{text}</Typography>
            </Box>
          ))}
        </Box>
        {why.note && (
          <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
            {why.note}
          </Typography>
        )}
      </MarketingSection>

      <Box
        component="section"
        id="engagement-formats"
        aria-labelledby="formats-heading"
        sx={{ ...sectionSx, bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg">
          <SectionHeading
            id="formats-heading"
            title={formats.heading}
            intro={formats.intro ? formats.intro : undefined}
          />
          <Box
            component="ul"
            sx={{
              ...listSx,
              gap: { xs: 3, md: 4 },
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            {formats.items.map((format, index) => (
              <Box
                component="li"
                key={index}
                sx={{
                  ...cardSx,
                  bgcolor: 'background.default',
                  display: 'flex',
                  flexDirection: 'column',
                }}
              >
                <Typography variant="h3" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
                  {format.title}
                </Typography>
                <Typography sx={{ mb: 2.5 }}>{format.text}</Typography>
                <FactList
                  facts={[
                    [formats.lengthLabel, format.length],
                    [formats.bestForLabel, format.bestFor],
                  ]}
                  sx={{ mb: 3 }}
                />
                <Box sx={{ mt: 'auto' }}>
                  <LinkButton link={format.button} variant="outlined" />
                </Box>
              </Box>
            ))}
          </Box>
          {formats.more.length > 0 && <RichText value={formats.more} sx={{ mt: 4 }} />}
        </Container>
      </Box>

      <MarketingSection headingId="engagement-steps-heading" sx={sectionSx}>
        <Typography id="engagement-steps-heading" variant="h2" sx={{ mb: { xs: 4, md: 6 } }}>
          {steps.heading}
        </Typography>
        <Box
          component="ol"
          sx={{
            ...listSx,
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {steps.items.map((step, i) => (
            <Box component="li" key={i} sx={cardSx}>
              <IconBadge size={44} shape="circle" tone="secondary" sx={{ mb: 2 }}>
                {i + 1}
              </IconBadge>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {step.title}
              </Typography>
              <Typography>{step.text}</Typography>
            </Box>
          ))}
        </Box>
      </MarketingSection>

      <MarketingSection
        headingId="book-movement-heading"
        sx={{ ...sectionSx, bgcolor: 'background.paper' }}
        maxWidth="md"
        containerSx={{ textAlign: 'center' }}
      >
        <SectionHeading
          id="book-movement-heading"
          title={cta.heading}
          intro={cta.intro ? cta.intro : undefined}
          introSx={{ mx: 'auto' }}
        />
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <LinkButton link={cta.primaryButton} variant="contained" size="large" />
          <LinkButton link={cta.secondaryButton} variant="outlined" size="large" />
        </Box>
      </MarketingSection>
    </>
  );
}
