import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Counter } from '../../../components/counter/Counter';
import type { PageContent } from '../../../api/pages';
import { SectionIntro } from './SectionIntro';
import { CardSubheading, MarketingSection } from '../shared/MarketingSection';
import { BulletList } from '../shared/BulletList';
import { CardGrid } from '../shared/GridList';
import { cardStackSx, raisedCardShadow } from '../shared/marketingSx';

type Pillars = PageContent<'home'>['pillars'];
type Pillar = Pillars['items'][number];

/** The ids of the first pillars, as they were before the page was a document. */
const PILLAR_IDS = ['inclusion', 'impact', 'innovation'];

interface PillarCardProps {
  pillar: Pillar;
  index: number;
  section: Pillars;
  expanded: boolean;
  onToggle: () => void;
}

/** A link value as a button: inside the app (a site path) or anywhere else. */
function LinkButton({
  link,
  ...props
}: {
  link: Pillars['cardButton'];
  variant: 'contained' | 'outlined';
  color?: 'accent';
  size?: 'large';
  'aria-describedby'?: string;
}) {
  const href = link.href;
  return href.startsWith('/') ? (
    <Button component={RouterLink} to={href} {...props}>
      {link.label}
    </Button>
  ) : (
    <Button href={href} {...props}>
      {link.label}
    </Button>
  );
}

function PillarCard({ pillar, index, section, expanded, onToggle }: PillarCardProps) {
  const cardRef = useRef<HTMLElement>(null);
  const id = PILLAR_IDS[index] ?? String(index + 1);
  const titleId = `pillar-${id}-title`;
  const strategiesId = `pillar-${id}-strategies`;
  return (
    <Box
      component="article"
      ref={cardRef}
      aria-labelledby={titleId}
      sx={{
        ...cardStackSx,
        borderTop: 6,
        borderTopColor: 'primary.main',
        boxShadow: raisedCardShadow,
      }}
    >
      <Typography id={titleId} variant="h3">
        {pillar.title}
      </Typography>
      <div>
        <Typography
          component="p"
          sx={{ fontSize: '3rem', fontWeight: 700, lineHeight: 1.1, color: 'primary.main' }}
        >
          <Counter value={pillar.value} suffix={pillar.suffix} startWhenVisible={cardRef} />
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{pillar.statLabel}</Typography>
      </div>
      <Typography sx={{ color: 'text.secondary' }}>{pillar.description}</Typography>

      <Box id={strategiesId} hidden={!expanded}>
        <CardSubheading mb={1}>{section.strategiesHeading}</CardSubheading>
        <BulletList items={pillar.strategies} />
      </Box>

      <Box sx={{ mt: 'auto', display: 'flex', flexWrap: 'wrap', gap: 1.5, pt: 1 }}>
        <Button
          variant="outlined"
          aria-expanded={expanded}
          aria-controls={strategiesId}
          aria-describedby={titleId}
          onClick={onToggle}
          sx={{
            // A chevron drawn in CSS: down when collapsed, up when expanded.
            '&::after': {
              content: '""',
              width: 8,
              height: 8,
              ml: 1.5,
              mt: expanded ? 0.75 : -0.5,
              borderRight: 2,
              borderBottom: 2,
              transform: expanded ? 'rotate(-135deg)' : 'rotate(45deg)',
            },
          }}
        >
          {expanded ? section.lessLabel : section.moreLabel}
        </Button>
        <LinkButton link={section.cardButton} variant="contained" aria-describedby={titleId} />
      </Box>
    </Box>
  );
}

/**
 * The three pillars (Inclusion, Impact, Innovation): a counter each, an expandable 'Key
 * Strategies' list (one card open at a time) and 'Get Started'; then the section's two buttons.
 */
export function PillarsSection({ pillars }: { pillars: Pillars }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <MarketingSection headingId="pillars-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <SectionIntro headingId="pillars-heading" eyebrow={pillars.eyebrow} title={pillars.heading}>
        {pillars.intro ? pillars.intro : undefined}
      </SectionIntro>
      <CardGrid columns={3} sx={{ alignItems: 'start' }}>
        {pillars.items.map((pillar, index) => (
          <PillarCard
            key={index}
            pillar={pillar}
            index={index}
            section={pillars}
            expanded={open === index}
            onToggle={() => setOpen((current) => (current === index ? null : index))}
          />
        ))}
      </CardGrid>
      <Box
        sx={{
          mt: { xs: 5, md: 7 },
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'center',
        }}
      >
        {pillars.primaryButton.label.trim() && (
          <LinkButton
            link={pillars.primaryButton}
            variant="contained"
            color="accent"
            size="large"
          />
        )}
        {pillars.secondaryButton.label.trim() && (
          <LinkButton link={pillars.secondaryButton} variant="outlined" size="large" />
        )}
      </Box>
    </MarketingSection>
  );
}
