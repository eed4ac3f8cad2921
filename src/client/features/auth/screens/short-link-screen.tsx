import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { authMessages as m } from '../messages';

/** Where a short code resolves: the API host answers 302 to the stored link, or 404. */
export const shortLinkApiPath = (code: string) => `/api/url/${encodeURIComponent(code)}`;

/** /url/{code}: hands over to the short-link redirect on the API host (seed 000 §2 and §7). */
export default function ShortLinkScreen() {
  const intl = useIntl();
  const { code = '' } = useParams();
  useEffect(() => {
    window.location.assign(shortLinkApiPath(code));
  }, [code]);
  return (
    <Stack spacing={2} sx={{ p: 4, alignItems: 'center' }}>
      <CircularProgress aria-label={intl.formatMessage(m.shortLinkOpening)} />
      <Typography>{intl.formatMessage(m.shortLinkOpening)}</Typography>
    </Stack>
  );
}
