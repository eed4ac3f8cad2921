import fc from 'fast-check';
import { contrastRatio, relativeLuminance } from './color';
import {
  BLACK,
  deriveTheme,
  NEAR_BLACK,
  pickContrastText,
  readableTextOn,
  selectedTint,
  surfaceColor,
  TEXT_CONTRAST_MIN,
  WHITE,
} from './derive-theme';

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase());

/** Any light or dark page: body text on it reaches 7:1. Only mid tones fall short, and no tenant uses one as a page. */
const lightOrDarkPage = hexColor.filter((page) => contrastRatio(readableTextOn(page), page) >= 7);

const readsOn = (text: string, under: string) => contrastRatio(text, under) >= TEXT_CONTRAST_MIN;

describe('WCAG arithmetic', () => {
  it('matches the reference values', () => {
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });
});

describe('pickContrastText', () => {
  it('prefers white, then near-black, and takes pure black only on mid tones where neither reads', () => {
    expect(pickContrastText('#1B4D3E')).toBe(WHITE);
    expect(pickContrastText('#FFD60A')).toBe(NEAR_BLACK);
    // Mid greys: #767676 takes white (4.54), #7D7D7D near-black (4.59); on #777777 neither reaches 4.5 (4.48 and
    // 4.22), black does (4.69).
    expect(pickContrastText('#767676')).toBe(WHITE);
    expect(pickContrastText('#7D7D7D')).toBe(NEAR_BLACK);
    expect(pickContrastText('#777777')).toBe(BLACK);
  });
});

describe('deriveTheme', () => {
  it('keeps a brand colour that already works everywhere and puts white text on it', () => {
    const theme = deriveTheme('#6F4E37', '#FFFFFF');
    expect(theme.palette.primary.main).toBe('#6F4E37');
    expect(theme.palette.primaryOnPage.main).toBe('#6F4E37');
    expect(theme.palette.primary.contrastText).toBe(WHITE);
    expect(theme.contrast.textOnBrand).toBeCloseTo(7.44, 1);
  });

  it('paints Sunny Mart yellow surfaces with dark text, and uses a darker shade only as text on the white page', () => {
    const theme = deriveTheme('#ffd60a', '#FFFFFF');
    expect(theme.palette.primary.main).toBe('#FFD60A');
    expect(theme.palette.primary.contrastText).toBe(NEAR_BLACK);
    expect(theme.contrast.textOnBrand).toBe(13.38);
    expect(theme.contrast.brandOnBackground).toBeLessThan(TEXT_CONTRAST_MIN);
    expect(theme.palette.primaryOnPage.main).toBe('#7F6A00');
    expect(theme.contrast.onPageOnBackground).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    expect(theme.contrast.onPageOnSelectedTint).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
  });

  it('lightens the text shade of a dark brand on a dark page and switches to dark mode; the surface stays the brand', () => {
    const theme = deriveTheme('#1B1B3A', '#101010');
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe('#1B1B3A');
    expect(relativeLuminance(theme.palette.primaryOnPage.main)).toBeGreaterThan(relativeLuminance('#1B1B3A'));
    expect(theme.palette.text.primary).toBe(WHITE);
  });

  it('is plain JSON (MUI theme options must survive JSON.stringify)', () => {
    const theme = deriveTheme('#1A73E8', '#FFFFFF');
    expect(JSON.parse(JSON.stringify(theme))).toEqual(theme);
  });

  it('takes its surfaces from surfaceColor: the brand itself on any page', () => {
    expect(deriveTheme('#FFD60A', '#101010').palette.primary).toEqual(surfaceColor('#FFD60A'));
  });

  it('for ANY brand: surfaces are the brand itself, and their text reads >= 4.5:1 on it and on its lighter and darker shades', () => {
    fc.assert(
      fc.property(hexColor, (brand) => {
        const primary = surfaceColor(brand);
        expect(primary.main).toBe(brand);
        for (const surface of [primary.main, primary.light, primary.dark])
          expect([surface, readsOn(primary.contrastText, surface)]).toEqual([surface, true]);
      }),
      { numRuns: 1000 },
    );
  });

  it('for ANY brand on ANY background: the text shade and the body text read >= 4.5:1 on the page', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (brand, background) => {
        const { palette } = deriveTheme(brand, background);
        expect(readsOn(palette.primaryOnPage.main, palette.background.default)).toBe(true);
        expect(readsOn(palette.text.primary, palette.background.default)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('for ANY brand on ANY light or dark page: the text shade reads >= 4.5:1 on the page, the paper and its own selected tint on both', () => {
    fc.assert(
      fc.property(hexColor, lightOrDarkPage, (brand, background) => {
        const { palette } = deriveTheme(brand, background);
        const shade = palette.primaryOnPage.main;
        const pages = [palette.background.default, palette.background.paper];
        for (const under of [...pages, ...pages.map((page) => selectedTint(shade, page))])
          expect([under, readsOn(shade, under)]).toEqual([under, true]);
      }),
      { numRuns: 400 },
    );
  });

  it('for ANY brand: the surface text is white or near-black, pure black only on mid tones', () => {
    fc.assert(
      fc.property(hexColor, (brand) => {
        const { contrastText } = surfaceColor(brand);
        if (contrastText === BLACK) {
          expect(readsOn(WHITE, brand)).toBe(false);
          expect(readsOn(NEAR_BLACK, brand)).toBe(false);
        } else expect([WHITE, NEAR_BLACK]).toContain(contrastText);
      }),
      { numRuns: 1000 },
    );
  });
});
