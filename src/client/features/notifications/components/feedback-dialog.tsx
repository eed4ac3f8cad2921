import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AppNotification } from '../api/types';
import { notificationMessages as m } from '../messages';

/**
 * The "feedback action" of a feedback notification (seed 000 §4; its form is not shown): the request itself, and
 * the way to the merchant where the visit happened.
 */
export function FeedbackDialog({
  notification,
  onClose,
}: {
  notification: AppNotification | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={notification !== null} onClose={onClose} aria-labelledby="feedback-title">
      <DialogTitle id="feedback-title">
        <FormattedMessage {...m.feedbackTitle} />
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600 }}>{notification?.title}</Typography>
        <Typography color="text.secondary">{notification?.description}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage {...m.close} />
        </Button>
        {notification?.merchant && (
          <Button variant="contained" component={Link} to={`/merchant-detail/${notification.merchant._id}`}>
            <FormattedMessage {...m.feedbackOpenMerchant} />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
