import { startAuthentication } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BiometricAction } from '../../../../shared/api/wallet';
import { fetchBiometricChallenge, type BiometricProof } from '../../../api/wallet';
import { walletText } from '../lib/wallet-message';
import { walletMessages as m } from '../messages';

/**
 * The proof a redeem or store-credit purchase carries (seed 001 §6): the server says whether the member's
 * biometrics are on; then the device signs its challenge (the fingerprint or face prompt). `prove` resolves to the
 * proof to send, or to null after showing why there is none ('Can't verify! Biometric' when the prompt failed).
 */
export function useBiometricProof(merchantId: string, action: BiometricAction) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const [proving, setProving] = useState(false);
  const prove = async (): Promise<BiometricProof | null> => {
    setError(null);
    setProving(true);
    try {
      const challenge = await fetchBiometricChallenge(merchantId, action).catch((failure: Error) => {
        setError(walletText(intl, failure.message));
        return null;
      });
      if (!challenge) return null;
      if (challenge.verification === 'none' || !challenge.webauthnOptions) return {};
      try {
        return { credential: await startAuthentication({ optionsJSON: challenge.webauthnOptions }) };
      } catch {
        setError(intl.formatMessage(m.cantVerifyBiometric));
        return null;
      }
    } finally {
      setProving(false);
    }
  };
  return { prove, proving, error, reset: () => setError(null) };
}
