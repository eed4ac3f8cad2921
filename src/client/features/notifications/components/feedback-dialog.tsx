import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import { TextInput } from '../../../components/text-input';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { toastShown } from '../../../state/ui-slice';
import { useAppDispatch } from '../../../state/store';
import { isApiError } from '../../../api/api-error';
import { FEEDBACK_COMMENT_MAX, useFeedback, useSubmitFeedback } from '../../../api/feedback';
import type { Feedback } from '../../../api/feedback';
import type { Notification as AppNotification } from '../../../api/notifications';
import { notificationMessages as m } from '../messages';

/** The API's refusals the member can act on, in the member's language; anything else shows the server's message. */
function errorText(intl: IntlShape, error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'FEEDBACK_ALREADY_GIVEN') return intl.formatMessage(m.feedbackAlreadyGiven);
    if (error.code === 'GUEST_NOT_ALLOWED') return intl.formatMessage(m.feedbackMembersOnly);
    if (error.status === 404) return intl.formatMessage(m.feedbackNotFound);
    if (error.message) return error.message;
  }
  return intl.formatMessage(m.loadFailed);
}

function Answered({ answer }: { answer: Feedback }) {
  const intl = useIntl();
  return (
    <Box data-testid="feedback-answered" sx={{ mt: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>
        <FormattedMessage {...m.feedbackAnswered} />
      </Typography>
      <Rating
        value={answer.rating}
        readOnly
        aria-label={intl.formatMessage(m.feedbackStars, { count: answer.rating })}
      />
      {answer.comment && (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {answer.comment}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The "feedback action" of a feedback notification (seed 000 §4; its form is not shown, so: a 1-5 star rating and
 * an optional comment of up to 1000 characters). Answered once per visit: reopening shows the answer. Success and
 * refusals go to the common banner (seed 000 §8); the dialog stays open on a refusal so nothing typed is lost.
 */
export function FeedbackDialog({
  notification,
  onClose,
}: {
  notification: AppNotification | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const existing = useFeedback(notification?._id ?? null);
  const submit = useSubmitFeedback();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missingRating, setMissingRating] = useState(false);

  const close = () => {
    setRating(null);
    setComment('');
    setMissingRating(false);
    submit.reset();
    onClose();
  };
  const send = () => {
    if (!notification) return;
    if (!rating) return setMissingRating(true);
    submit.mutate(
      { notificationId: notification._id, rating, comment: comment.trim() || undefined },
      {
        onSuccess: () => {
          dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.feedbackThanks) }));
          close();
        },
        onError: (error) => dispatch(toastShown({ type: 'error', message: errorText(intl, error) })),
      },
    );
  };

  const answer = existing.data ?? null;
  const canAnswer = existing.isSuccess && answer === null;
  return (
    <Dialog open={notification !== null} onClose={close} aria-labelledby="feedback-title" fullWidth maxWidth="xs">
      <DialogTitle id="feedback-title">
        <FormattedMessage {...m.feedbackTitle} />
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600 }}>{notification?.title}</Typography>
        <Typography color="text.secondary">{notification?.description}</Typography>
        {existing.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label={intl.formatMessage(m.feedbackTitle)} />
          </Box>
        )}
        {existing.isError && (
          <Typography color="error" role="alert" sx={{ mt: 2 }}>
            {errorText(intl, existing.error)}
          </Typography>
        )}
        {answer && <Answered answer={answer} />}
        {canAnswer && (
          <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), send())} sx={{ mt: 2 }}>
            <Typography id="feedback-rating-label" component="legend" sx={{ mb: 0.5 }}>
              <FormattedMessage {...m.feedbackRatingLabel} />
            </Typography>
            <Rating
              name="feedback-rating"
              value={rating}
              size="large"
              onChange={(_e, value) => {
                setRating(value);
                if (value) setMissingRating(false);
              }}
              getLabelText={(value) => intl.formatMessage(m.feedbackStars, { count: value })}
            />
            {missingRating && (
              <Typography color="error" variant="body2" role="alert">
                <FormattedMessage {...m.feedbackRatingRequired} />
              </Typography>
            )}
            <TextInput
              label={intl.formatMessage(m.feedbackCommentLabel)}
              value={comment}
              onChange={(e) => setComment(e.target.value.slice(0, FEEDBACK_COMMENT_MAX))}
              multiline
              minRows={3}
              fullWidth
              margin="normal"
              helperText={intl.formatMessage(m.feedbackCommentCount, {
                count: comment.length,
                max: FEEDBACK_COMMENT_MAX,
              })}
              slotProps={{ htmlInput: { maxLength: FEEDBACK_COMMENT_MAX } }}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {notification?.merchant && (
          <Button component={Link} to={`/merchant-detail/${notification.merchant._id}`}>
            <FormattedMessage {...m.feedbackOpenMerchant} />
          </Button>
        )}
        <Button onClick={close}>
          <FormattedMessage {...m.close} />
        </Button>
        {canAnswer && (
          <Button variant="contained" onClick={send} disabled={submit.isPending}>
            <FormattedMessage {...m.feedbackSend} />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
