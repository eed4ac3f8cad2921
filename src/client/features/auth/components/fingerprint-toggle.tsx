import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useIntl } from 'react-intl';
import { authMessages as m } from '../messages';

/** WebAuthn exists in this browser (the toggle is hidden otherwise). */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * The login form's fingerprint toggle (field webAuth): after this login, biometric verification is switched on for
 * the member (or set up at /webAuth first). The API has no biometric login (WebAuthn assertion) route yet.
 */
export function FingerprintToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const intl = useIntl();
  if (!webAuthnAvailable()) return null;
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={intl.formatMessage(m.fingerprint)}
    />
  );
}
