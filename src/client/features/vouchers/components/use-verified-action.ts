import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/api-error';
import { useAttemptKey } from '../../../api/idempotency';
import type { PurchaseConfirmation } from '../../../api/vouchers';
import { voucherErrorText } from '../lib/voucher-labels';

/** What a buy or gift request answers: how the member confirms it. */
export interface VerifiedRequest {
  dataId: string;
  verification: 'none' | 'sms' | 'biometric';
  sentTo: string | null;
  webauthnOptions: PublicKeyCredentialRequestOptionsJSON | null;
}

/**
 * A voucher action the server verifies (seed 001 §4 buy flow, §6 gift and buy): ask -> the verification the server
 * asks for (none; a 4-digit SMS code the member types; a fresh biometric assertion; or, when the merchant wants a
 * code and cannot send one, /webAuth) -> confirm. One Idempotency-Key per attempt, kept for a retry after no answer.
 * `handle` may take a refusal of the ask itself (the gift's 'User not found!' offers an invitation): true when it did.
 */
export function useVerifiedAction<Asked extends VerifiedRequest, Done>(options: {
  confirm: (input: PurchaseConfirmation) => Promise<Done>;
  onDone: (done: Done) => void;
  handle?: (failure: unknown) => boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const attempt = useAttemptKey();
  const [pending, setPending] = useState<Asked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (failure: unknown) => {
    if (isApiError(failure) && failure.code === 'WEBAUTH_REQUIRED') navigate('/webAuth');
    else if (!options.handle?.(failure)) setError(voucherErrorText(intl, failure));
  };

  const finish = async (asked: Asked, proof: { code?: string } = {}) => {
    try {
      const credential =
        asked.verification === 'biometric' && asked.webauthnOptions
          ? await startAuthentication({ optionsJSON: asked.webauthnOptions })
          : undefined;
      const done = await options.confirm({
        dataId: asked.dataId,
        idempotencyKey: attempt.current(),
        ...proof,
        ...(credential && { credential }),
      });
      attempt.settle();
      options.onDone(done);
    } catch (failure) {
      attempt.settle(failure);
      fail(failure);
    }
  };

  async function run<T>(work: () => Promise<T>) {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }

  return {
    /** Asks (`ask` calls the request endpoint), then confirms at once unless an SMS code is to be typed. */
    start: (ask: () => Promise<Asked>) =>
      run(async () => {
        setError(null);
        attempt.reset();
        try {
          const asked = await ask();
          if (asked.verification === 'sms') setPending(asked);
          else await finish(asked);
        } catch (failure) {
          fail(failure);
        }
      }),
    /** The SMS step: the request waiting for its code. */
    pending,
    submitCode: (code: string) => (pending ? run(() => finish(pending, { code })) : undefined),
    busy,
    error,
    reset: () => {
      setPending(null);
      setError(null);
      attempt.reset();
    },
  };
}
