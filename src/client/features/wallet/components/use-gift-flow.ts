import { startAuthentication, type AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { centsOfNumber } from '../../../../shared/rules/money';
import { giftInputError } from '../../../../shared/rules/wallet';
import { GIFT_SUCCESS_REFRESH_MS } from '../../../../shared/constants/wallet';
import { useAppDispatch } from '../../../state/store';
import { toastShown, type ToastType } from '../../../state/ui-slice';
import { isApiError } from '../../../api/api-error';
import { keepsKeyAfter, useAttemptKey } from '../../../api/idempotency';
import {
  useConfirmGift,
  useRefreshBalances,
  useRequestGiftCode,
  type GiftRequest,
  type WalletAsset,
} from '../../../api/wallet';
import { amountInput, amountValue } from '../lib/amounts';
import { rememberRecipient } from '../lib/recent-recipients';
import { walletText } from '../lib/wallet-message';
import { walletMessages as m } from '../messages';

export interface GiftDraft {
  asset: WalletAsset;
  amount: number;
  /** The recipient's full phone, as searched. */
  phone: string;
  recipientName: string;
}

/**
 * The gift flow (seed 001 §4): Next checks the draft ('you cant send 0 point', 'It is your phone number') and asks
 * the server for the 4-digit code (or WebAuthn options); Confirm sends the code or a fresh assertion with one
 * Idempotency-Key per attempt (kept for a retry of the same code after no answer). A success toasts 'Successfully
 * Gifted to {phone} (amount : N)', remembers the recipient and, a second later, refreshes and starts over; a failure
 * toasts and goes back to the draft, except a wrong code (typed again) and no answer (Confirm retries, same key).
 */
export function useGiftFlow(merchantId: string, ownPhone: string | null, onGifted: () => void) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const refreshBalances = useRefreshBalances();
  const request = useRequestGiftCode(merchantId);
  const confirm = useConfirmGift();
  const attempt = useAttemptKey();
  const [pending, setPending] = useState<{ request: GiftRequest; draft: GiftDraft } | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const lastCode = useRef<string | null>(null);
  const refresh = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(refresh.current), []);

  const toast = (type: ToastType, message: string) => dispatch(toastShown({ type, message }));
  const backToDraft = () => {
    setPending(null);
    setCodeError(null);
    attempt.reset();
    lastCode.current = null;
    request.reset();
    confirm.reset();
  };
  const failed = (error: Error) =>
    toast('error', error.message ? walletText(intl, error.message) : intl.formatMessage(m.couldNotGift));

  const next = (draft: GiftDraft) => {
    const problem = giftInputError({
      asset: draft.asset,
      amountCents: centsOfNumber(draft.amount),
      phone: draft.phone,
      ownPhone,
    });
    if (problem) return toast('warning', walletText(intl, problem));
    request.mutate(
      { asset: draft.asset, phone: draft.phone, amount: amountInput(draft.amount) },
      { onSuccess: ({ data }) => setPending({ request: data, draft }), onError: failed },
    );
  };

  const send = (proof: { code: string } | { credential: AuthenticationResponseJSON }) => {
    if (!pending) return;
    const { request: gift, draft } = pending;
    confirm.mutate(
      { dataId: gift.dataId, ...proof, idempotencyKey: attempt.current() },
      {
        onSuccess: ({ data }) => {
          attempt.settle();
          toast(
            'success',
            intl.formatMessage(m.giftedTo, {
              phone: data.phone,
              amount: amountValue(data.amount).toLocaleString('en-US', { maximumFractionDigits: 2 }),
            }),
          );
          rememberRecipient(window.localStorage, { phone: draft.phone, name: draft.recipientName });
          refresh.current = window.setTimeout(() => {
            backToDraft();
            void refreshBalances();
            onGifted();
          }, GIFT_SUCCESS_REFRESH_MS);
        },
        onError: (error) => {
          attempt.settle(error);
          // No answer (the gift may have gone through): Confirm again retries with the same key, so it applies once.
          // A wrong code may be typed again. Anything else ends this gift.
          if (keepsKeyAfter(error) || (isApiError(error) && error.code === 'CODE_WRONG'))
            return setCodeError(walletText(intl, error.message));
          failed(error);
          backToDraft();
        },
      },
    );
  };

  const confirmCode = (code: string) => {
    // Another code is another request body: it gets its own key (the same key with another body is refused).
    if (lastCode.current !== code) attempt.reset();
    lastCode.current = code;
    setCodeError(null);
    send({ code });
  };

  const verifyBiometric = async () => {
    if (!pending?.request.webauthnOptions) return;
    try {
      const credential = await startAuthentication({ optionsJSON: pending.request.webauthnOptions });
      // Every assertion is a new body (and uses up the request's challenge): never a retry of an earlier one.
      attempt.reset();
      send({ credential });
    } catch {
      toast('warning', intl.formatMessage(m.cantVerifyBiometric));
      backToDraft();
    }
  };

  return {
    pending,
    next,
    confirmCode,
    verifyBiometric: () => void verifyBiometric(),
    cancel: backToDraft,
    requesting: request.isPending,
    confirming: confirm.isPending || confirm.isSuccess,
    codeError,
  };
}
