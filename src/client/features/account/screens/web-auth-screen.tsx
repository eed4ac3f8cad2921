import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { biometricSetupError, biometricToggleWarning } from '../../../../shared/rules';
import { useAppDispatch } from '../../../state/store';
import { isApiError } from '../../../api/api-error';
import { toastShown } from '../../../state/ui-slice';
import { useBiometric, useRegisterBiometric, useResetBiometric, useSetBiometric } from '../../../api/account';
import { useProfile } from '../../../api/profile';
import { accountMessages as m } from '../messages';
import { createCredential, webAuthnAvailable } from '../webauthn-client';

const local = defineMessages({
  registerFailed: {
    id: 'account.biometric.registerFailed',
    defaultMessage: 'Touch ID / Face ID was not set up. Try again.',
    description: 'The fingerprint or face prompt was cancelled, timed out or failed on /webAuth',
  },
});

/**
 * /webAuth (seed 000 §4): not registered → a yes/no prompt; yes registers, enables and goes to /home. Registered →
 * a checkbox toggles verification and a reset-identity action. Needs a verified e-mail or phone ("Can't verify").
 */
export default function WebAuthScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const profile = useProfile();
  const biometric = useBiometric();
  const register = useRegisterBiometric(createCredential);
  const toggle = useSetBiometric();
  const reset = useResetBiometric();
  const [warning, setWarning] = useState<string | null>(null);

  if (profile.isPending || biometric.isPending)
    return <CircularProgress sx={{ m: 4 }} aria-label={intl.formatMessage(m.loading)} />;
  if (profile.isError || biometric.isError)
    return <Alert severity="error">{(profile.error ?? biometric.error)?.message}</Alert>;

  const refusal = biometricSetupError(profile.data);
  const state = biometric.data;
  const error = register.error ?? toggle.error ?? reset.error;
  // The server's refusals say what to fix; the browser's own WebAuthn errors (prompt cancelled or timed out) are
  // technical English with links, so the person gets one plain, translated line instead.
  const failure = error && (isApiError(error) ? error.message : intl.formatMessage(local.registerFailed));
  const yes = () =>
    register.mutate(undefined, {
      onSuccess: () => {
        dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.biometricReady) }));
        void navigate('/home');
      },
    });
  const onToggle = (on: boolean) => {
    const warn = on ? biometricToggleWarning(state.registered) : null;
    setWarning(warn && intl.formatMessage(m.verifyIdentity));
    if (!warn) toggle.mutate(on);
  };

  return (
    <Paper elevation={0} sx={{ m: 2, p: 2, borderRadius: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>{intl.formatMessage(m.biometricLead)}</Typography>
      {refusal && (
        <Alert severity="warning" data-testid="cant-verify">
          <AlertTitle>{intl.formatMessage(m.cantVerify)}</AlertTitle>
          {intl.formatMessage(m.couldNotVerify)}
        </Alert>
      )}
      {!refusal && !webAuthnAvailable() && <Alert severity="info">{intl.formatMessage(m.biometricUnsupported)}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      {warning && <Alert severity="warning">{warning}</Alert>}
      {!refusal && webAuthnAvailable() && !state.registered && (
        <Box data-testid="biometric-prompt">
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{intl.formatMessage(m.biometricPrompt)}</Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="contained" onClick={yes} disabled={register.isPending}>
              {intl.formatMessage(m.yes)}
            </Button>
            <Button onClick={() => void navigate('/profile')}>{intl.formatMessage(m.no)}</Button>
          </Box>
        </Box>
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={state.isVerifyBiometric}
            onChange={(e) => onToggle(e.target.checked)}
            disabled={Boolean(refusal) || toggle.isPending}
          />
        }
        label={intl.formatMessage(m.biometricToggle)}
      />
      {state.registered && (
        <Button color="error" onClick={() => reset.mutate(undefined)} disabled={reset.isPending}>
          {intl.formatMessage(m.biometricReset)}
        </Button>
      )}
    </Paper>
  );
}
