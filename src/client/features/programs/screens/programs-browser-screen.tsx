import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useMerchant } from '../../../api/merchants';
import { ProgramsBrowser } from '../components/programs-browser';
import { programMessages as m } from '../messages';

/** /programs/browse/:merchantId — the public programs browser of one merchant (seed 001 §2 screen 8). */
export default function ProgramsBrowserScreen() {
  const intl = useIntl();
  const { merchantId = '' } = useParams();
  const merchant = useMerchant(merchantId);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {merchant.isPending && (
        <CircularProgress sx={{ alignSelf: 'center' }} aria-label={intl.formatMessage(m.loading)} />
      )}
      {merchant.isError && <Alert severity="error">{merchant.error.message}</Alert>}
      {merchant.data && <ProgramsBrowser merchant={merchant.data} />}
    </Stack>
  );
}
