import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * Shown when a page fails to load or render (for instance a page's code that can no longer be
 * downloaded after a new release): reloading fetches the current version.
 */
export function RouteError() {
  return (
    <Box
      component="main"
      id="main"
      tabIndex={-1}
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 3,
        textAlign: 'center',
        outline: 'none',
      }}
    >
      <div>
        <Typography variant="h1" sx={{ fontSize: '2.25rem', mb: 2 }}>
          Something went wrong
        </Typography>
        <Typography sx={{ mb: 4 }}>
          This page could not be shown. Please check your connection and try again.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <Button variant="outlined" component={RouterLink} to="/" reloadDocument>
            Return to Home
          </Button>
        </Box>
      </div>
    </Box>
  );
}
