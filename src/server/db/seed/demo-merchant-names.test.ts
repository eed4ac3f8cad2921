import { CATEGORIES } from './demo-content';
import { demoMerchantName, NAME_FIRST, TRADE_WORD_COUNT, TRADE_WORDS } from './demo-merchant-names';

describe('demo merchant names', () => {
  test('every trade has as many words as one draw picks from', () => {
    for (const category of CATEGORIES) expect(TRADE_WORDS[category.slug]).toHaveLength(TRADE_WORD_COUNT);
  });

  test('a name ends with a word of its own trade and carries no number', () => {
    const taken = new Set<string>();
    expect(demoMerchantName('electronics', 7, 0, taken)).toBe('Green Electronics');
    expect(demoMerchantName('restaurant', 7, 0, taken)).toBe('Green Kitchen');
    expect(demoMerchantName('books', 2, 3, taken)).toBe('Steppe Paper & Ink');
  });

  test('a taken name moves on to the next first word, then to the next trade word', () => {
    const taken = new Set<string>(['Northern Gym']);
    expect(demoMerchantName('fitness', 11, 0, taken)).toBe('Golden Fitness Club');
    expect(demoMerchantName('fitness', 11, 0, taken)).toBe('Blue Fitness Club');
  });

  test('every pair of first word and trade word is used once before the names run out', () => {
    const taken = new Set<string>();
    const count = NAME_FIRST.length * TRADE_WORD_COUNT;
    const names = Array.from({ length: count }, () => demoMerchantName('coffee', 5, 1, taken));
    expect(new Set(names).size).toBe(count);
    expect(names.every((name) => TRADE_WORDS.coffee.some((word) => name.endsWith(` ${word}`)))).toBe(true);
    expect(() => demoMerchantName('coffee', 5, 1, taken)).toThrow('more coffee merchants than the demo has names for');
  });
});
