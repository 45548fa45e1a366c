import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PartnershipType } from '../../../api/partnerships';
import { GridList } from '../shared/GridList';
import { CheckList } from '../shared/CheckList';

export interface PartnershipLevel {
  type: PartnershipType;
  name: string;
  price: string;
  priceNote: string;
  summary: string;
  benefits: readonly string[];
  popular?: boolean;
}

/** The three partnership levels (spec 001), in the order the page shows them. */
export const PARTNERSHIP_LEVELS: readonly PartnershipLevel[] = [
  {
    type: 'strategic',
    name: 'Strategic Partner',
    price: 'Custom pricing',
    priceNote: 'Shaped around a multi-year plan',
    summary:
      'For organizations ready to make inclusion part of how they lead, hire and serve, across every site and team.',
    benefits: [
      'A co-designed, multi-year inclusion roadmap',
      'Quarterly executive advisory sessions',
      'Enterprise-wide training and keynote program',
      'Co-branded community outreach and CSR initiatives',
      'Annual impact measurement and report',
    ],
  },
  {
    type: 'client',
    name: 'Corporate Client',
    price: '$15,000-$50,000',
    priceNote: 'Per engagement',
    summary:
      'A complete program for one organization: training, a keynote and practical tools your managers use the next day.',
    benefits: [
      'Organization-wide inclusion training program',
      'Keynote for your leadership event or all-hands',
      'Inclusive leadership workshops for managers',
      'Support for your employee resource groups',
      'Before-and-after impact survey',
    ],
    popular: true,
  },
  {
    type: 'sponsor',
    name: 'Program Sponsor',
    price: '$5,000-$15,000',
    priceNote: 'Per program',
    summary:
      'Fund a community or school program and give your people a meaningful way to take part.',
    benefits: [
      'Sponsorship of a community outreach or school program',
      'Recognition in program materials and at events',
      'Volunteer opportunities for your team',
      'Impact summary for your CSR reporting',
    ],
  },
];

interface CorporatePartnershipLevelsProps {
  /** A level's button was pressed. */
  onChoose: (type: PartnershipType) => void;
}

/** The level cards. Each card's button selects that level in the inquiry form below. */
export function CorporatePartnershipLevels({ onChoose }: CorporatePartnershipLevelsProps) {
  return (
    <GridList
      gap={{ xs: 5, md: 3 }}
      columns={{ xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }}
      sx={{ alignItems: 'stretch' }}
    >
      {PARTNERSHIP_LEVELS.map((level) => {
        return (
          <Box
            component="li"
            key={level.type}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              p: { xs: 3, sm: 4 },
              pt: level.popular ? 6 : { xs: 3, sm: 4 },
              borderRadius: 4,
              bgcolor: 'background.paper',
              border: level.popular ? '2px solid' : '1px solid',
              borderColor: level.popular ? 'primary.main' : 'divider',
            }}
          >
            <Typography variant="h3" sx={{ fontSize: '1.5rem', mb: 1 }}>
              {level.name}
            </Typography>
            {level.popular && (
              <Typography
                component="p"
                sx={{
                  position: 'absolute',
                  top: 0,
                  left: '50%',
                  transform: 'translate(-50%, -50%)',
                  px: 2,
                  py: 0.5,
                  borderRadius: 999,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 700,
                  fontSize: '0.9375rem',
                  whiteSpace: 'nowrap',
                }}
              >
                Most Popular
              </Typography>
            )}
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, color: 'primary.main' }}>
              {level.price}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              {level.priceNote}
            </Typography>
            <Typography sx={{ mb: 2 }}>{level.summary}</Typography>
            <Typography variant="h4" sx={{ fontSize: '1.0625rem', mb: 1 }}>
              What&apos;s included
            </Typography>
            <CheckList items={level.benefits} compact gap={1} sx={{ mb: 3, flex: 1 }} />
            <Button
              variant={level.popular ? 'contained' : 'outlined'}
              color="primary"
              size="large"
              fullWidth
              onClick={() => onChoose(level.type)}
            >
              Choose {level.name}
            </Button>
          </Box>
        );
      })}
    </GridList>
  );
}
