import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import { useGetHealthQuery } from '../../../api/admin/stats';
import { useStaffAccess } from '../../../components/auth/staffAccess';

/** The database-connected badge, from the public health check. */
function DatabaseBadge() {
  const { data, isLoading, isError } = useGetHealthQuery();
  if (isLoading) return <Chip icon={<HelpOutlineIcon />} label="Checking database..." />;
  if (isError || !data) {
    return <Chip icon={<HelpOutlineIcon />} label="Database status unknown" variant="outlined" />;
  }
  return data.database.status === 'up' ? (
    <Chip
      icon={<CheckCircleOutlineIcon />}
      color="success"
      label="Database connected"
      sx={{ fontWeight: 700 }}
    />
  ) : (
    <Chip
      icon={<ErrorOutlineIcon />}
      color="error"
      label="Database not connected"
      sx={{ fontWeight: 700 }}
    />
  );
}

/**
 * The admin dashboard's welcome (spec 001): "Welcome back" from the second sign-in on, "Welcome" on
 * the account's first (a new administrator has not been here before).
 */
export function WelcomeBanner({
  username,
  firstSignIn,
}: {
  username: string;
  firstSignIn: boolean;
}) {
  // An administrator's dashboard shows accounts, inquiries and the system; other staff see their part.
  const { can } = useStaffAccess();
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 4 },
        mb: 4,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        borderLeft: '6px solid',
        borderLeftColor: 'primary.main',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="h1"
          variant="h3"
          sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
        >
          {firstSignIn ? `Welcome, ${username}` : `Welcome back, ${username}`}
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
          {can('system')
            ? 'Here is what is happening across the site: accounts, inquiries and the system.'
            : 'Here is what is happening in the parts of the site you look after.'}
        </Typography>
      </Box>
      <DatabaseBadge />
    </Paper>
  );
}
