import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../state/store';
import { loggedOut } from '../../../state/session-slice';
import { logOut } from '../../../api/auth';
import { accountMessages as m } from '../messages';

/** Logout confirmation: revokes the token (best effort: the session ends locally even offline), clears the cache. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = async () => {
    await logOut().catch(() => undefined);
    dispatch(loggedOut());
    queryClient.clear();
    onClose();
    void navigate('/login', { replace: true });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="logout-title" aria-describedby="logout-text">
      <DialogTitle id="logout-title">{intl.formatMessage(m.logoutTitle)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-text">{intl.formatMessage(m.logoutText)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()}>
          {intl.formatMessage(m.logout)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
