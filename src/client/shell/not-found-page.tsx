import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HomeIcon } from '../components/icons';
import { shellMessages } from './messages';

/** Any unknown path (seed 000 section 2); the shell hides the tab bar here. */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <Stack spacing={2} sx={{ p: 4, pt: 8, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 800 }} aria-hidden>
        404
      </Typography>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {intl.formatMessage(shellMessages.notFoundTitle)}
      </Typography>
      <Typography color="text.secondary">{intl.formatMessage(shellMessages.notFoundBody)}</Typography>
      <Button component={Link} to="/home" variant="contained" size="large" startIcon={<HomeIcon />}>
        {intl.formatMessage(shellMessages.backToHome)}
      </Button>
    </Stack>
  );
}
