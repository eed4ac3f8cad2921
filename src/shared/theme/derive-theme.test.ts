import fc from 'fast-check';
import { contrastRatio, relativeLuminance } from './color';
import { deriveTheme, NEAR_BLACK, selectedTint, TEXT_CONTRAST_MIN, WHITE } from './derive-theme';

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase());

describe('WCAG arithmetic', () => {
  it('matches the reference values', () => {
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });
});

describe('deriveTheme', () => {
  it('keeps a brand colour that already works and puts white text on it', () => {
    const theme = deriveTheme('#6F4E37', '#FFFFFF');
    expect(theme.adjusted).toBe(false);
    expect(theme.palette.primary.main).toBe('#6F4E37');
    expect(theme.palette.primary.contrastText).toBe(WHITE);
    expect(theme.contrast.textOnMain).toBeCloseTo(7.44, 1);
  });

  it('darkens a light yellow on white, keeps it as the brand and uses near-black text on it', () => {
    const theme = deriveTheme('#ffd60a', '#FFFFFF');
    expect(theme.adjusted).toBe(true);
    expect(theme.brand).toEqual({ color: '#FFD60A', contrastText: NEAR_BLACK });
    expect(theme.contrast.brandOnBackground).toBeLessThan(TEXT_CONTRAST_MIN);
    expect(theme.contrast.mainOnBackground).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    expect(relativeLuminance(theme.palette.primary.main)).toBeLessThan(relativeLuminance('#FFD60A'));
  });

  it('lightens a dark brand colour on a dark background and switches to dark mode', () => {
    const theme = deriveTheme('#1B1B3A', '#101010');
    expect(theme.palette.mode).toBe('dark');
    expect(theme.adjusted).toBe(true);
    expect(relativeLuminance(theme.palette.primary.main)).toBeGreaterThan(relativeLuminance('#1B1B3A'));
    expect(theme.palette.text.primary).toBe(WHITE);
  });

  it('is plain JSON (MUI theme options must survive JSON.stringify)', () => {
    const theme = deriveTheme('#1A73E8', '#FFFFFF');
    expect(JSON.parse(JSON.stringify(theme))).toEqual(theme);
  });

  it('for ANY #RRGGBB brand on ANY background: text on main >= 4.5:1 and main against the background >= 4.5:1', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (brand, background) => {
        const { palette } = deriveTheme(brand, background);
        expect(contrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(
          TEXT_CONTRAST_MIN,
        );
        expect(contrastRatio(palette.primary.main, palette.background.default)).toBeGreaterThanOrEqual(
          TEXT_CONTRAST_MIN,
        );
        expect(contrastRatio(palette.text.primary, palette.background.default)).toBeGreaterThanOrEqual(
          TEXT_CONTRAST_MIN,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('for ANY brand on white or a light page, main stays >= 4.5:1 on its own selected tint (a selected toggle)', () => {
    const lightPage = fc.constantFrom('#FFFFFF', '#FFF8F0', '#F5F5F5', '#FAFAF0');
    fc.assert(
      fc.property(hexColor, lightPage, (brand, background) => {
        const main = deriveTheme(brand, background).palette.primary.main;
        expect(contrastRatio(main, selectedTint(main, background))).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
      }),
      { numRuns: 500 },
    );
  });

  it('for ANY #RRGGBB brand on white, the contrast text is white or near-black', () => {
    fc.assert(
      fc.property(hexColor, (brand) => {
        expect([WHITE, NEAR_BLACK]).toContain(deriveTheme(brand, WHITE).palette.primary.contrastText);
      }),
    );
  });
});
