import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useIntl } from 'react-intl';
import { useMerchantTerms } from '../../../../api/merchants';
import { ErrorAlert } from '../../../../components/error-alert';
import { SanitizedHtml } from '../../../../components/sanitized-html';
import { errorText } from '../../../auth';
import { quickLoginMessages as m } from '../messages';

/** The merchant's terms (HTML, sanitised), fetched only once the modal is opened. */
export function TermsDialog({ merchantId, open, onClose }: { merchantId: string; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const terms = useMerchantTerms(merchantId, { enabled: open });
  return (
    <Dialog open={open} onClose={onClose} scroll="paper" fullWidth>
      <DialogTitle>{intl.formatMessage(m.termsTitle)}</DialogTitle>
      <DialogContent dividers>
        {terms.isPending ? <CircularProgress size={24} /> : <SanitizedHtml html={terms.data ?? ''} />}
        <ErrorAlert message={terms.isError ? errorText(intl, terms.error) : null} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
      </DialogActions>
    </Dialog>
  );
}
