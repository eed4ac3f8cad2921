import { RULE_MESSAGES } from '../../../shared/rules';
import { discoveryMessages as m } from './messages';

it('words the category rules exactly as the shared rules do', () => {
  expect(m.other.defaultMessage).toBe(RULE_MESSAGES.other);
  expect(m.tooManyCategories.defaultMessage).toBe(RULE_MESSAGES.tooManyCategories);
  expect(m.chooseSeven.defaultMessage).toBe(RULE_MESSAGES.chooseSevenCategories);
  expect(m.chooseSevenHint.defaultMessage).toBe(RULE_MESSAGES.mustChooseSevenCategoriesHint);
});
