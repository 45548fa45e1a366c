import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PageContent } from '../../../api/pages';
import type { PartnershipType } from '../../../api/partnerships';
import { GridList } from '../shared/GridList';
import { CheckList } from '../shared/CheckList';

type Levels = PageContent<'corporate'>['levels'];

interface CorporatePartnershipLevelsProps {
  /** The section's level cards and their benefits' heading. */
  levels: Levels;
  /** A level's button was pressed. */
  onChoose: (type: PartnershipType) => void;
}

/**
 * The level cards. Each card's button selects its level in the inquiry form below; a card with a
 * badge ("Most Popular") is outlined and its button filled.
 */
export function CorporatePartnershipLevels({ levels, onChoose }: CorporatePartnershipLevelsProps) {
  return (
    <GridList
      gap={{ xs: 5, md: 3 }}
      columns={{ xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }}
      sx={{ alignItems: 'stretch' }}
    >
      {levels.items.map((level, index) => {
        const popular = !!level.badge.trim();
        return (
          <Box
            component="li"
            key={index}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              p: { xs: 3, sm: 4 },
              pt: popular ? 6 : { xs: 3, sm: 4 },
              borderRadius: 4,
              bgcolor: 'background.paper',
              border: popular ? '2px solid' : '1px solid',
              borderColor: popular ? 'primary.main' : 'divider',
            }}
          >
            <Typography variant="h3" sx={{ fontSize: '1.5rem', mb: 1 }}>
              {level.name}
            </Typography>
            {popular && (
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
                {level.badge}
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
              {levels.includedHeading}
            </Typography>
            <CheckList items={level.benefits} compact gap={1} sx={{ mb: 3, flex: 1 }} />
            <Button
              variant={popular ? 'contained' : 'outlined'}
              color="primary"
              size="large"
              fullWidth
              onClick={() => onChoose(level.formLevel)}
            >
              {level.buttonLabel}
            </Button>
          </Box>
        );
      })}
    </GridList>
  );
}
