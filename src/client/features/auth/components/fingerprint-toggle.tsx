import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { authMessages as m } from '../messages';
import { ControlLabel } from '../../../components/control-label';

const FingerprintIcon = createSvgIcon(
  <path d="M17.81 4.47c-.08 0-.16-.02-.23-.06C15.66 3.42 14 3 12.01 3c-1.98 0-3.86.47-5.57 1.41-.24.13-.54.04-.68-.2-.13-.24-.04-.55.2-.68C7.82 2.52 9.86 2 12.01 2c2.13 0 3.99.47 6.03 1.52.25.13.34.43.21.67-.09.18-.26.28-.44.28M3.5 9.72c-.1 0-.2-.03-.29-.09-.23-.16-.28-.47-.12-.7.99-1.4 2.25-2.5 3.75-3.27C9.98 4.04 14 4.03 17.15 5.65c1.5.77 2.76 1.86 3.75 3.25.16.22.11.54-.12.7s-.54.11-.7-.12c-.9-1.26-2.04-2.25-3.39-2.94-2.87-1.47-6.54-1.47-9.4.01-1.36.7-2.5 1.7-3.4 2.96-.08.14-.23.21-.39.21m6.25 12.07c-.13 0-.26-.05-.35-.15-.87-.87-1.34-1.43-2.01-2.64-.69-1.23-1.05-2.73-1.05-4.34 0-2.97 2.54-5.39 5.66-5.39s5.66 2.42 5.66 5.39c0 .28-.22.5-.5.5s-.5-.22-.5-.5c0-2.42-2.09-4.39-4.66-4.39s-4.66 1.97-4.66 4.39c0 1.44.32 2.77.93 3.85.64 1.15 1.08 1.64 1.85 2.42.19.2.19.51 0 .71-.11.1-.24.15-.37.15m7.17-1.85c-1.19 0-2.24-.3-3.1-.89-1.49-1.01-2.38-2.65-2.38-4.39 0-.28.22-.5.5-.5s.5.22.5.5c0 1.41.72 2.74 1.94 3.56.71.48 1.54.71 2.54.71.24 0 .64-.03 1.04-.1.27-.05.53.13.58.41.05.27-.13.53-.41.58-.57.11-1.07.12-1.21.12M14.91 22c-.04 0-.09-.01-.13-.02-1.59-.44-2.63-1.03-3.72-2.1-1.4-1.39-2.17-3.24-2.17-5.22 0-1.62 1.38-2.94 3.08-2.94s3.08 1.32 3.08 2.94c0 1.07.93 1.94 2.08 1.94s2.08-.87 2.08-1.94c0-3.77-3.25-6.83-7.25-6.83-2.84 0-5.44 1.58-6.61 4.03-.39.81-.59 1.76-.59 2.8 0 .78.07 2.01.67 3.61.1.26-.03.55-.29.64-.26.1-.55-.04-.64-.29-.49-1.31-.73-2.61-.73-3.96 0-1.2.23-2.29.68-3.24 1.33-2.79 4.28-4.6 7.51-4.6 4.55 0 8.25 3.51 8.25 7.83 0 1.62-1.38 2.94-3.08 2.94s-3.08-1.32-3.08-2.94c0-1.07-.93-1.94-2.08-1.94s-2.08.87-2.08 1.94c0 1.71.66 3.31 1.87 4.51.95.94 1.86 1.46 3.27 1.85.27.07.42.35.35.61-.05.23-.26.38-.47.38" />,
  'Fingerprint',
);

// The switch itself (MUI Switch, ~1.5 KB gzip) arrives just after /login's first render, in a box of its size, so
// its label shows at once and nothing moves when it comes.
const Switch = lazy(() => import(/* webpackChunkName: "switch" */ '@mui/material/Switch'));
const SWITCH_BOX = { display: 'inline-flex', width: 58, height: 38, flexShrink: 0 } as const;

/**
 * WebAuthn can run here: the API exists and the page is a secure context (https, or http://*.localhost in
 * development). Where it cannot, the toggle and the button are not shown at all.
 */
export function webAuthnAvailable(): boolean {
  // @simplewebauthn/browser's browserSupportsWebAuthn, inline: the library itself loads only when a prompt starts.
  return typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';
}

/**
 * The login form's fingerprint toggle (field webAuth), remembered on the device by the login screen. On: the
 * biometric login button shows, and a password login switches biometric verification on (or leads to /webAuth to
 * set it up first).
 */
export function FingerprintToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const intl = useIntl();
  if (!webAuthnAvailable()) return null;
  return (
    <Stack spacing={0.5}>
      <ControlLabel
        control={
          <Suspense fallback={<Box component="span" sx={SWITCH_BOX} />}>
            <Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />
          </Suspense>
        }
        label={intl.formatMessage(m.fingerprint)}
      />
      {checked && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(m.fingerprintHint)}
        </Typography>
      )}
    </Stack>
  );
}

/** Starts the biometric login (navigator.credentials.get through @simplewebauthn/browser). */
export function BiometricLoginButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const intl = useIntl();
  if (!webAuthnAvailable()) return null;
  return (
    <Button variant="contained" size="large" startIcon={<FingerprintIcon />} onClick={onClick} disabled={disabled}>
      {intl.formatMessage(m.biometricLogIn)}
    </Button>
  );
}
