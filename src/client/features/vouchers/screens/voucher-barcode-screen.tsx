import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { useClaimVoucher } from '../../../api/vouchers';
import { ErrorAlert } from '../../../components/error-alert';
import { useAppSelector } from '../../../state/store';
import { voucherErrorText } from '../lib/voucher-labels';
import { voucherMessages as m } from '../messages';

/**
 * /voucher-barcode/{barcode} (seed 001 §2): signed in, the voucher is claimed and its copy opens with ?isclaim=true
 * ('Voucher claimed' 2 s later); signed out, the member goes to /login?barcode=… and comes back here after login.
 */
export default function VoucherBarcodeScreen() {
  const intl = useIntl();
  const role = useAppSelector((state) => state.session.role);
  const { barcode = '' } = useParams();
  const claim = useClaimVoucher();
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const member = role === 'member';
  useEffect(() => {
    if (!member || started.current) return;
    started.current = true;
    claim
      .mutateAsync(barcode)
      .then(({ data }) =>
        setTarget(`/vouchers/${encodeURIComponent(data.voucherId)}/${encodeURIComponent(data.issuedId)}?isclaim=true`),
      )
      .catch((failure: unknown) => setError(voucherErrorText(intl, failure)));
  }, [member, barcode, claim, intl]);
  if (!member) return <Navigate to={`/login?barcode=${encodeURIComponent(barcode)}`} replace />;
  if (target) return <Navigate to={target} replace />;
  return (
    <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      {error ? (
        <ErrorAlert message={error} />
      ) : (
        <>
          <CircularProgress aria-label={intl.formatMessage(m.claiming)} />
          <Typography>{intl.formatMessage(m.claiming)}</Typography>
        </>
      )}
    </Box>
  );
}
