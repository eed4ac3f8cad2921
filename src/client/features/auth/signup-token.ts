/**
 * Invitation-only merchants need a sign-up token in the link (`?signupToken=…`). It is kept for this browser tab
 * so it survives the trip through /login before the join popup uses it.
 */
export const SIGNUP_TOKEN_PARAM = 'signupToken';
export const SIGNUP_TOKEN_STORAGE_KEY = 'livery:signup-token';

export function currentSignupToken(search: string, storage: Pick<Storage, 'getItem' | 'setItem'>): string | null {
  const fromUrl = new URLSearchParams(search).get(SIGNUP_TOKEN_PARAM)?.trim();
  if (fromUrl) {
    storage.setItem(SIGNUP_TOKEN_STORAGE_KEY, fromUrl);
    return fromUrl;
  }
  return storage.getItem(SIGNUP_TOKEN_STORAGE_KEY);
}

export function clearSignupToken(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(SIGNUP_TOKEN_STORAGE_KEY);
}
