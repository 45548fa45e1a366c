import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../components/PageMeta';

/** Any path the router does not know. */
export default function NotFoundPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <PageMeta
        title="404 Page Not Found"
        description="The page you asked for does not exist. Return to the home page to find our training, keynotes and programs."
      />
      <Typography variant="h1" sx={{ mb: 2, color: 'primary.main' }}>
        404 Page Not Found
      </Typography>
      <Typography sx={{ mb: 1 }}>Did you forget to add the page to the router?</Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary' }}>
        The address may be mistyped, or the page may have moved.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        Return to Home
      </Button>
    </Container>
  );
}
