import { RULE_MESSAGES } from '../../../shared/rules';
import { accountMessages as m } from './messages';

describe('account messages', () => {
  it('copy the spec wording of the shared rules word for word', () => {
    expect(m.passwordMismatch.defaultMessage).toBe(RULE_MESSAGES.passwordMismatch);
    expect(m.cantVerify.defaultMessage).toBe(RULE_MESSAGES.cantVerify);
    expect(m.couldNotVerify.defaultMessage).toBe(RULE_MESSAGES.couldNotVerify);
    expect(m.verifyIdentity.defaultMessage).toBe(RULE_MESSAGES.verifyYourIdentity);
  });
});
