import { compileCatalogue } from './compile-catalogue';
import { partFile, PART_FILE_PATTERN, splitCatalogue } from './split-catalogue';

const catalogue = compileCatalogue({
  'shell.title': 'Нүүр',
  'home.greeting': 'Сайн уу, {name}',
  'cart.empty': 'Сагс хоосон',
});

describe('splitCatalogue', () => {
  it('gives each chunk the translations of its own messages only, and no part to a chunk without any', () => {
    const { parts } = splitCatalogue(
      catalogue,
      new Map([
        ['entry', ['shell.title']],
        ['12', ['home.greeting', 'cart.empty']],
        ['34', []],
      ]),
    );
    expect([...parts.keys()]).toEqual(['entry', '12']);
    expect(parts.get('entry')).toEqual({ 'shell.title': catalogue['shell.title'] });
    expect(parts.get('12')).toEqual({
      'home.greeting': catalogue['home.greeting'],
      'cart.empty': catalogue['cart.empty'],
    });
  });

  it('leaves out an id the catalogue lacks, so the English default shows as for any missing translation', () => {
    const { parts } = splitCatalogue(catalogue, new Map([['7', ['cart.empty', 'cart.new']]]));
    expect(parts.get('7')).toEqual({ 'cart.empty': catalogue['cart.empty'] });
  });

  it('names the files with a hash that changes with any part of the language', () => {
    const split = (ids: string[]) =>
      splitCatalogue(
        catalogue,
        new Map([
          ['entry', ['shell.title']],
          ['12', ids],
        ]),
      );
    const { hash } = split(['cart.empty']);
    expect(hash).toMatch(/^[0-9a-f]{10}$/);
    expect(split(['cart.empty']).hash).toBe(hash);
    expect(split(['home.greeting']).hash).not.toBe(hash);
    const file = partFile('mn', '12', hash);
    expect(file).toBe(`assets/lang-mn.12.${hash}.json`);
    expect(PART_FILE_PATTERN.exec(file)?.[1]).toBe('mn');
    expect(PART_FILE_PATTERN.test('assets/main.0123456789.js')).toBe(false);
  });
});
