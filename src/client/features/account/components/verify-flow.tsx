import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/store';
import { toastShown } from '../../../app/slices/ui-slice';
import type { ContactKind } from '../api/types';
import { useConfirmVerification, useRequestVerification } from '../api/verification';
import { accountMessages as m } from '../messages';
import { CodeStep } from './code-step';

/**
 * Request step, then code step; on success the phone or e-mail is the profile's verified one and the member goes to
 * /profile_detail. `alreadySent` skips the request step (the change-phone popup sent the code already).
 */
export function VerifyFlow({ kind, value, alreadySent }: { kind: ContactKind; value: string; alreadySent: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const request = useRequestVerification();
  const confirm = useConfirmVerification();
  const [startedAt, setStartedAt] = useState<number | null>(alreadySent ? Date.now() : null);
  const send = () => request.mutate({ kind, value }, { onSuccess: () => setStartedAt(Date.now()) });

  if (startedAt === null)
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
      target={value}
      startedAt={startedAt}
      pending={confirm.isPending}
      error={(confirm.error ?? request.error)?.message ?? null}
      onResend={send}
      onConfirm={(code) =>
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
