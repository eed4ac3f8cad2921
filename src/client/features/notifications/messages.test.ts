import { RULE_MESSAGES } from '../../../shared/rules';
import { notificationMessages as m } from './messages';

describe('notification messages', () => {
  it('copy the spec wording of the shared rules word for word', () => {
    expect(m.today.defaultMessage).toBe(RULE_MESSAGES.today);
    expect(m.yesterday.defaultMessage).toBe(RULE_MESSAGES.yesterday);
    expect(m.daysAgo.defaultMessage).toBe(RULE_MESSAGES.daysAgo);
    expect(m.enabled.defaultMessage).toBe(RULE_MESSAGES.notificationEnabled);
    expect(m.disabled.defaultMessage).toBe(RULE_MESSAGES.notificationDisabled);
  });
});
