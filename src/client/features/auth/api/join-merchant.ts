import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';

/** Joins the merchant by accepting its terms (with the sign-up token when the merchant requires one). */
export function joinMerchant(input: { merchantId: string; signupToken?: string }): Promise<unknown> {
  return requestData(`/merchants/${encodeURIComponent(input.merchantId)}/join`, {
    method: 'POST',
    body: { isTermChecked: true, ...(input.signupToken && { signupToken: input.signupToken }) },
  });
}

export function useJoinMerchant() {
  return useMutation({ mutationFn: joinMerchant });
}
