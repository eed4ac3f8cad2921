import { Suspense, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useIntl } from 'react-intl';
import { CameraScanner } from '../../scan';
import { parseTableQr } from '../../../../shared/rules/ordering/table-qr';
import { orderingMessages as m } from '../messages';

/**
 * The table QR scanner (seed 002 §2, §4): dine-in without a table number opens it. A code naming a table hands the
 * number on; one without warns 'Please scan table QR code with a table number' and keeps scanning.
 */
export function TableScannerDialog({
  open,
  onTable,
  onTableToken,
  onClose,
}: {
  open: boolean;
  onTable: (tableNumber: string) => void;
  /** A scan-to-order code (/order/table/{token}): its token is exchanged on the table screen. */
  onTableToken: (token: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const [warning, setWarning] = useState(false);
  const read = (text: string) => {
    const qr = parseTableQr(text);
    if (!qr.ok) setWarning(true);
    else if (qr.kind === 'tableToken') onTableToken(qr.token);
    else onTable(qr.tableNumber);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{intl.formatMessage(m.scanTitle)}</DialogTitle>
      <DialogContent>
        {warning && (
          <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
            {intl.formatMessage(m.scanNeedsTable)}
          </Alert>
        )}
        {open && (
          <Suspense fallback={<CircularProgress aria-label={intl.formatMessage(m.loading)} />}>
            <CameraScanner onRead={read} label={intl.formatMessage(m.scanTitle)} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
      </DialogActions>
    </Dialog>
  );
}
