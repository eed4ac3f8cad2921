import { startAuthentication } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/api-error';
import { useAttemptKey } from '../../../api/idempotency';
import {
  useConfirmVoucherPurchase,
  useRequestVoucherPurchase,
  type PurchaseRequest,
  type VoucherPaymentAsset,
} from '../../../api/vouchers';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { voucherErrorText } from '../lib/voucher-labels';
import { voucherMessages as m } from '../messages';

/**
 * The buy flow (seed 001 §4): choose the payment -> confirm -> the verification the server asks for (none; a
 * 4-digit SMS code; a fresh biometric assertion; or, when the merchant wants a code and cannot send one, /webAuth)
 * -> the voucher is issued and the member moves to the new copy. One Idempotency-Key per attempt, kept for a retry
 * after no answer.
 */
export function useBuyFlow(voucherId: string) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const request = useRequestVoucherPurchase(voucherId);
  const confirm = useConfirmVoucherPurchase();
  const attempt = useAttemptKey();
  const [pending, setPending] = useState<PurchaseRequest | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = (failure: unknown) => {
    if (isApiError(failure) && failure.code === 'WEBAUTH_REQUIRED') {
      navigate('/webAuth');
      return;
    }
    setError(voucherErrorText(intl, failure));
  };

  const finish = async (asked: PurchaseRequest, proof: { code?: string } = {}) => {
    try {
      const credential =
        asked.verification === 'biometric' && asked.webauthnOptions
          ? await startAuthentication({ optionsJSON: asked.webauthnOptions })
          : undefined;
      const result = await confirm.mutateAsync({
        dataId: asked.dataId,
        idempotencyKey: attempt.current(),
        ...proof,
        ...(credential && { credential }),
      });
      attempt.settle();
      dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.bought) }));
      navigate(`/vouchers/${encodeURIComponent(result.data.voucherId)}/${encodeURIComponent(result.data.issuedId)}`);
    } catch (failure) {
      attempt.settle(failure);
      fail(failure);
    }
  };

  const start = async (voucherValueId: string, asset: VoucherPaymentAsset) => {
    setError(null);
    attempt.reset();
    try {
      const asked = (await request.mutateAsync({ voucherValueId, asset })).data;
      if (asked.verification === 'sms') setPending(asked);
      else await finish(asked);
    } catch (failure) {
      fail(failure);
    }
  };

  return {
    start,
    /** The SMS step: the request waiting for its code. */
    pending,
    submitCode: (code: string) => (pending ? finish(pending, { code }) : undefined),
    busy: request.isPending || confirm.isPending,
    error,
    reset: () => {
      setPending(null);
      setError(null);
      attempt.reset();
    },
  };
}
