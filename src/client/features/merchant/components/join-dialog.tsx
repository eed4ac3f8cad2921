import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useIntl } from 'react-intl';
import { useJoinMerchant, useMerchantTerms } from '../../../api/merchants';
import { merchantMessages as m } from '../messages';

interface JoinDialogProps {
  merchant: { _id: string; name: string };
  onClose: () => void;
  onJoined: () => void;
}

/**
 * Joining a listed merchant from its page (the app's own merchant is joined through the shell's join gate): its
 * terms, sanitised, then accept. The server answers the sign-up token rule; its message shows here.
 */
export function JoinDialog({ merchant, onClose, onJoined }: JoinDialogProps) {
  const intl = useIntl();
  const terms = useMerchantTerms(merchant._id);
  const join = useJoinMerchant();
  const html = useMemo(() => DOMPurify.sanitize(terms.data ?? ''), [terms.data]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="merchant-join-title">
      <DialogTitle id="merchant-join-title">{intl.formatMessage(m.joinTitle, { name: merchant.name })}</DialogTitle>
      <DialogContent dividers>
        {terms.isPending && <CircularProgress size={24} aria-label="loading" />}
        {terms.isError && <Alert severity="error">{terms.error.message}</Alert>}
        {terms.isSuccess &&
          (html ? (
            <Box
              data-testid="merchant-terms"
              sx={{ '& h1, & h2, & h3': { fontSize: '1.1rem', mt: 0 }, overflowWrap: 'anywhere' }}
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <Typography color="text.secondary">{intl.formatMessage(m.noTerms)}</Typography>
          ))}
        {join.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {join.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
        <Button
          variant="contained"
          disabled={!terms.isSuccess || join.isPending}
          onClick={() => join.mutate({ merchantId: merchant._id }, { onSuccess: onJoined })}
        >
          {intl.formatMessage(m.acceptAndJoin)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
