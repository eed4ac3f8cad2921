import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { countdownExpiry } from '../../../../shared/rules';
import { useConfirmVerification, useRequestVerification } from '../../../api/profile';
import type { Contact } from '../../../api/profile';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { CodeStep } from '../../../components/code-step';
import { accountMessages as m } from '../messages';

/**
 * Request step, then code step counting down from the server's expiresIn; on success the phone or e-mail is the
 * profile's verified one and the member goes to /profile_detail. `sentExpiresIn` (seconds) skips the request step:
 * the change-phone popup sent the code already and passed on the expiry it was given.
 */
export function VerifyFlow({ kind, value, sentExpiresIn }: Contact & { sentExpiresIn: number | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const request = useRequestVerification();
  const confirm = useConfirmVerification();
  const [expiresAt, setExpiresAt] = useState<number | null>(() =>
    sentExpiresIn === null ? null : countdownExpiry(Date.now(), sentExpiresIn),
  );
  const send = () =>
    request.mutate(
      { kind, value },
      { onSuccess: ({ data }) => setExpiresAt(countdownExpiry(Date.now(), data.expiresIn)) },
    );

  if (expiresAt === null)
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography>{intl.formatMessage(m.verifyLead, { target: value })}</Typography>
        {request.isError && <Alert severity="error">{request.error.message}</Alert>}
        <Button variant="contained" onClick={send} disabled={request.isPending}>
          {intl.formatMessage(m.sendCode)}
        </Button>
      </Box>
    );
  return (
    <CodeStep
      sentTo={value}
      expiresAt={expiresAt}
      submitLabel={intl.formatMessage(m.confirm)}
      pending={confirm.isPending}
      resendPending={request.isPending}
      error={(confirm.error ?? request.error)?.message ?? null}
      onResend={send}
      onSubmit={(code) =>
        confirm.mutate(
          { kind, value, code },
          {
            onSuccess: () => {
              dispatch(
                toastShown({ type: 'success', message: intl.formatMessage(m.contactVerified, { target: value }) }),
              );
              void navigate('/profile_detail', { replace: true });
            },
          },
        )
      }
    />
  );
}
