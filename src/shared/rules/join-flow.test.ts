import { joinFlowAction, orderButtonAction } from './join-flow';

describe('join flow after login (section 4)', () => {
  const ctx = { loggedIn: true, joined: false, arrivedToJoin: true, signupTokenRequired: false, hasSignupToken: false };
  it('opens the non-closable terms popup when not joined', () => {
    expect(joinFlowAction(ctx)).toEqual({
      kind: 'acceptTerms',
      message: 'You are not joined to this merchant, Please Accept Term',
    });
    expect(joinFlowAction({ ...ctx, joined: undefined })).toMatchObject({ kind: 'acceptTerms' });
  });
  it('logs out after 3 s when a sign-up token is required and missing', () => {
    expect(joinFlowAction({ ...ctx, signupTokenRequired: true })).toEqual({
      kind: 'logout',
      message: 'You are need to have sign up token to join this merchant',
      delayMs: 3000,
    });
    expect(joinFlowAction({ ...ctx, signupTokenRequired: true, hasSignupToken: true })).toMatchObject({
      kind: 'acceptTerms',
    });
  });
  it('does nothing when joined, not logged in, or not arriving to join', () => {
    expect(joinFlowAction({ ...ctx, joined: true })).toEqual({ kind: 'none' });
    expect(joinFlowAction({ ...ctx, loggedIn: false })).toEqual({ kind: 'none' });
    expect(joinFlowAction({ ...ctx, arrivedToJoin: false })).toEqual({ kind: 'none' });
  });
});

describe('order button (section 4)', () => {
  it('sends visitors to login (guest type none) or quick login', () => {
    expect(orderButtonAction({ loggedIn: false, termsAccepted: false, guestLoginType: 'none' })).toBe('login');
    expect(orderButtonAction({ loggedIn: false, termsAccepted: false, guestLoginType: undefined })).toBe('login');
    expect(orderButtonAction({ loggedIn: false, termsAccepted: false, guestLoginType: 'phone' })).toBe('quickLogin');
  });
  it('requires accepted terms', () => {
    expect(orderButtonAction({ loggedIn: true, termsAccepted: false, guestLoginType: 'none' })).toBe('acceptTerms');
    expect(orderButtonAction({ loggedIn: true, termsAccepted: true, guestLoginType: 'none' })).toBe('order');
  });
});
