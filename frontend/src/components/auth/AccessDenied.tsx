import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

// The spec's Access Denied card (spec 000, "Administrator demanded but the user is not one"): a
// member opening the admin panel sees it as the spec words it. A staff member opening an admin page
// their roles do not open (issue 45) sees it inside the panel, with the role that would be needed in
// place of "restricted to administrators only" (docs/decisions.md), and Go to Dashboard leads to
// the panel's dashboard, their home.

export const ACCESS_DENIED_TEXTS = {
  heading: 'Access Denied',
  lead: "You don't have permission to access this area",
  adminsOnly: 'This area is restricted to administrators only.',
} as const;

interface AccessDeniedCardProps {
  /** Why, naming the role needed (permissionRefusal); the spec's admins-only line when absent. */
  refusal?: string;
  /** Where Go to Dashboard leads: /my/dashboard (the spec) for a member, /admin for staff. */
  dashboard?: string;
}

/** The Access Denied card itself (the page around it gives the `main` landmark). */
export function AccessDeniedCard({ refusal, dashboard = '/my/dashboard' }: AccessDeniedCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 480, width: '100%', p: { xs: 3, sm: 4 }, textAlign: 'center', mx: 'auto' }}
    >
      <Box sx={{ color: 'primary.main', mb: 1 }}>
        <LockOutlinedIcon sx={{ fontSize: 48 }} />
      </Box>
      <Typography component="h1" variant="h4" gutterBottom>
        {ACCESS_DENIED_TEXTS.heading}
      </Typography>
      <Typography sx={{ mb: 1 }}>{ACCESS_DENIED_TEXTS.lead}</Typography>
      <Typography variant="body2" sx={{ mb: 3, color: 'text.secondary' }}>
        {refusal ?? ACCESS_DENIED_TEXTS.adminsOnly}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'center' }}
      >
        <Button variant="contained" component={RouterLink} to={dashboard}>
          Go to Dashboard
        </Button>
        <Button variant="outlined" component={RouterLink} to="/">
          Return to Home
        </Button>
      </Stack>
    </Paper>
  );
}
