import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { OutlinedSection } from '../../../../components/page/OutlinedSection';
import { CAMPAIGN_TEXT } from './campaignText';

/** Content → Newsletter campaigns: what they are, the list and a new one (beside the subscribers). */
export function CampaignsSection() {
  return (
    <OutlinedSection
      id="newsletter-campaigns-heading"
      title={CAMPAIGN_TEXT.listTitle}
      sx={{ mb: 4, minWidth: 0 }}
    >
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        The newsletter the confirmed subscribers below receive: compose it, preview it, send a test
        to yourself, then send it now or schedule it.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button component={RouterLink} to="/admin/content/campaigns" variant="outlined">
          Open the campaigns
        </Button>
        <Button
          component={RouterLink}
          to="/admin/content/campaigns/new"
          variant="contained"
          startIcon={<AddIcon />}
        >
          {CAMPAIGN_TEXT.newCampaign}
        </Button>
      </Box>
    </OutlinedSection>
  );
}
