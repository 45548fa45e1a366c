import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Counter } from '../../../components/counter/Counter';
import { PILLARS, type Pillar } from './pillars';
import { SectionIntro } from './SectionIntro';
import { CardSubheading, MarketingSection } from '../shared/MarketingSection';
import { BulletList } from '../shared/BulletList';
import { CardGrid } from '../shared/GridList';
import { cardStackSx, raisedCardShadow } from '../shared/marketingSx';

interface PillarCardProps {
  pillar: Pillar;
  expanded: boolean;
  onToggle: () => void;
}

function PillarCard({ pillar, expanded, onToggle }: PillarCardProps) {
  const cardRef = useRef<HTMLElement>(null);
  const titleId = `pillar-${pillar.id}-title`;
  const strategiesId = `pillar-${pillar.id}-strategies`;
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
        <CardSubheading mb={1}>Key Strategies</CardSubheading>
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
          {expanded ? 'Show Less' : 'Learn More'}
        </Button>
        <Button component={RouterLink} to="/contact" variant="contained" aria-describedby={titleId}>
          Get Started
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The three pillars (Inclusion, Impact, Innovation): a counter each, an expandable 'Key
 * Strategies' list (one card open at a time) and 'Get Started'; then the section's two buttons.
 */
export function PillarsSection() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <MarketingSection headingId="pillars-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <SectionIntro
        headingId="pillars-heading"
        eyebrow="Our Approach"
        title="Three Pillars of Lasting Change"
      >
        Inclusion that lasts rests on three connected commitments. Each one is practical, each one
        is measurable, and each one starts with people.
      </SectionIntro>
      <CardGrid columns={3} sx={{ alignItems: 'start' }}>
        {PILLARS.map((pillar) => (
          <PillarCard
            key={pillar.id}
            pillar={pillar}
            expanded={open === pillar.id}
            onToggle={() => setOpen((current) => (current === pillar.id ? null : pillar.id))}
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
        <Button
          component={RouterLink}
          to="/contact"
          variant="contained"
          color="accent"
          size="large"
        >
          Book Free Consultation
        </Button>
        <Button component={RouterLink} to="/programs" variant="outlined" size="large">
          Programs and Services
        </Button>
      </Box>
    </MarketingSection>
  );
}
