import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useGoBack } from '../shared/use-go-back';
import { usePageTitle } from '../shared/use-page-title';
import { useServices } from '../app/services-context';

export function NotFoundPage() {
  const goBack = useGoBack();
  usePageTitle('Page Not Found');
  const { info } = useServices();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <Typography component="p" variant="h1" sx={{ fontSize: '4rem', color: 'primary.main' }} aria-hidden>
        404
      </Typography>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        Page Not Found
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', mb: 3 }}>
        <Button variant="contained" component={RouterLink} to="/">
          Go Home
        </Button>
        <Button variant="outlined" onClick={goBack}>
          Go Back
        </Button>
      </Box>
      <Typography variant="body2">
        Need help? <Link href={`mailto:${info.supportEmail}`}>Contact support</Link>
      </Typography>
    </Box>
  );
}
