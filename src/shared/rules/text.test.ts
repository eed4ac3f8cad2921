import { truncateDescription } from './text';

describe('merchant description: first 60 characters (sections 2 and 9)', () => {
  it('keeps text of 60 characters or fewer', () => {
    const sixty = 'a'.repeat(60);
    expect(truncateDescription(sixty)).toBe(sixty);
    expect(truncateDescription('')).toBe('');
    expect(truncateDescription(undefined)).toBe('');
  });
  it('cuts at 60 and adds an ellipsis', () => {
    expect(truncateDescription('b'.repeat(61))).toBe(`${'b'.repeat(60)}…`);
  });
  it('never splits a surrogate pair', () => {
    const text = `${'x'.repeat(59)}😀😀`;
    expect(truncateDescription(text)).toBe(`${'x'.repeat(59)}😀…`);
    expect(truncateDescription('😀'.repeat(60))).toBe('😀'.repeat(60));
  });
  it('drops spaces before the ellipsis', () => {
    expect(truncateDescription(`${'c'.repeat(58)}   tail`)).toBe(`${'c'.repeat(58)}…`);
  });
});
