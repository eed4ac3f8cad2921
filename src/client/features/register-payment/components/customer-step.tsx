import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/text-input';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { WALLET_MESSAGES } from '../../../../shared/rules/wallet-messages';
import { CodeStep } from '../../../components/code-step';
import { isApiError } from '../../../api/api-error';
import {
  useConfirmRegisterCode,
  useInviteRegisterCustomer,
  useLookUpRegisterCustomer,
  useSendRegisterCode,
  type RegisterVerified,
} from '../../../api/register-payment';
import { registerText } from '../lib/register-text';
import { registerMessages as m } from '../messages';

/**
 * Who pays (seed 001 §2 screen 17, §4, §7 getByVend / inviteBySMS / confirmCode): the sale's customer looked up by
 * phone — 'User is not found!' offers sign-up by code (the New user alert), 'User is not member of the Merchant!'
 * offers an invitation by SMS, 'phone not set' lets the cashier type it — then the 6-digit code the customer tells
 * the cashier, with its 5-minute countdown and RESEND CODE.
 */
export function CustomerStep({
  registerId,
  salePhone,
  onVerified,
}: {
  registerId: string;
  salePhone: string | null;
  onVerified: (verified: RegisterVerified & { phone: string }) => void;
}) {
  const intl = useIntl();
  const lookUp = useLookUpRegisterCustomer(registerId);
  const invite = useInviteRegisterCustomer(registerId);
  const send = useSendRegisterCode(registerId);
  const confirm = useConfirmRegisterCode(registerId);
  const [typed, setTyped] = useState('');
  const [phone, setPhone] = useState<string | null>(salePhone);
  const [declinedSignUp, setDeclinedSignUp] = useState(false);
  const lookUpMutate = lookUp.mutate;
  // The register's own customer is looked up at once; without one the server says 'phone not set'.
  useEffect(() => lookUpMutate(salePhone), [lookUpMutate, salePhone]);

  const lookUpTyped = () => {
    setPhone(typed.trim());
    setDeclinedSignUp(false);
    send.reset();
    lookUp.mutate(typed.trim());
  };
  const code = send.data?.data;
  const failure = lookUp.isError ? lookUp.error : null;
  const failureCode = failure && isApiError(failure) ? failure.code : null;
  const phoneMissing = failure?.message === WALLET_MESSAGES.phoneNotSet || (lookUp.isIdle && phone === null);
  const canSendCode = phone !== null && (lookUp.isSuccess || failureCode === 'NOT_MEMBER');

  if (code && phone)
    return (
      <CodeStep
        sentTo={code.sentTo}
        expiresAt={Date.parse(code.resendAt)}
        onSubmit={(entered) =>
          confirm.mutate({ phone, code: entered }, { onSuccess: ({ data }) => onVerified({ ...data, phone }) })
        }
        onResend={() => send.mutate(phone)}
        submitLabel={intl.formatMessage(m.verify)}
        resendLabel={intl.formatMessage(m.resend)}
        pending={confirm.isPending}
        resendPending={send.isPending}
        error={confirm.isError ? registerText(intl, confirm.error.message) : send.isError ? send.error.message : null}
      />
    );

  return (
    <Stack spacing={2}>
      {phoneMissing && (
        <>
          <Alert severity="warning">{intl.formatMessage(m.phoneNotSet)}</Alert>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextInput
              label={intl.formatMessage(m.customerPhone)}
              type="tel"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': 'register-phone' } }}
            />
            <Button
              variant="outlined"
              onClick={lookUpTyped}
              disabled={!typed.trim() || lookUp.isPending}
              sx={{ mt: 1 }}
            >
              {intl.formatMessage(m.lookUp)}
            </Button>
          </Stack>
        </>
      )}
      {lookUp.isSuccess && (
        <Stack data-testid="register-customer">
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(m.customer)}
          </Typography>
          <Typography
            sx={{ fontWeight: 700 }}
          >{`${lookUp.data.data.customer.name} · ${lookUp.data.data.customer.phone}`}</Typography>
        </Stack>
      )}
      {failureCode === 'USER_NOT_FOUND' && phone && (
        <>
          <Alert severity="warning">{intl.formatMessage(m.userNotFound)}</Alert>
          {!declinedSignUp && (
            <Alert
              severity="info"
              data-testid="new-user-alert"
              action={
                <Stack direction="row" spacing={1}>
                  <Button color="inherit" size="small" onClick={() => setDeclinedSignUp(true)}>
                    {intl.formatMessage(m.cancel)}
                  </Button>
                  <Button color="inherit" size="small" onClick={() => send.mutate(phone)} disabled={send.isPending}>
                    {intl.formatMessage(m.send)}
                  </Button>
                </Stack>
              }
            >
              <AlertTitle>{intl.formatMessage(m.newUserTitle)}</AlertTitle>
              {intl.formatMessage(m.newUserText, { phone })}
            </Alert>
          )}
        </>
      )}
      {failureCode === 'NOT_MEMBER' && phone && (
        <>
          <Alert severity="warning">{intl.formatMessage(m.notMember)}</Alert>
          {invite.isSuccess ? (
            <Alert severity="success">{intl.formatMessage(m.invited, { phone: invite.data.data.sentTo })}</Alert>
          ) : (
            <Button variant="outlined" onClick={() => invite.mutate(phone)} disabled={invite.isPending}>
              {intl.formatMessage(m.invite)}
            </Button>
          )}
        </>
      )}
      {failure && !phoneMissing && failureCode !== 'USER_NOT_FOUND' && failureCode !== 'NOT_MEMBER' && (
        <Alert severity="error">{registerText(intl, failure.message)}</Alert>
      )}
      {(send.isError || invite.isError) && <Alert severity="error">{(send.error ?? invite.error)?.message}</Alert>}
      {canSendCode && (
        <Button variant="contained" onClick={() => send.mutate(phone)} disabled={send.isPending}>
          {intl.formatMessage(m.sendCode)}
        </Button>
      )}
    </Stack>
  );
}
