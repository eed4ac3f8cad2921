import { MESSAGES } from '../../../shared/constants/messages';
import { RULE_MESSAGES } from '../../../shared/rules';
import { authMessages as m } from './messages';

// The spec's wording lives in src/shared; formatjs needs literal defaultMessages, so prove the copies match.
test.each([
  [m.acceptTerms, RULE_MESSAGES.acceptTerms],
  [m.smsLoginNotAllowed, RULE_MESSAGES.smsLoginNotAllowed],
  [m.passwordMismatch, RULE_MESSAGES.passwordMismatch],
  [m.notJoined, RULE_MESSAGES.notJoinedAcceptTerm],
  [m.signupTokenRequired, RULE_MESSAGES.signupTokenRequired],
  [m.posNotVerified, MESSAGES.posNotVerified],
  // Seed 000 §8, the biometric failure banner (client-only: the server's refusals are more specific).
  [m.biometricFailed, 'Login with password and check biometric is set correctly!'],
])('%o is the shared wording', (descriptor, expected) => {
  expect(descriptor.defaultMessage).toBe(expected);
});
