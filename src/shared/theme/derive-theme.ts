import { contrastRatio, lightnessOf, mix, withLightness } from './color';

/**
 * WCAG AA for normal text. Text on a brand surface must meet it, and so must the brand colour wherever it is painted
 * as text on the page (tab labels, outlined and text buttons, links): axe checks those as text.
 */
export const TEXT_CONTRAST_MIN = 4.5;

export const WHITE = '#FFFFFF';
/** The dark text colour: near-black rather than pure black, softer on screens. */
export const NEAR_BLACK = '#111111';
/** Only for mid-tone colours on which neither white nor near-black reaches 4.5:1. */
export const BLACK = '#000000';

/** A palette colour as MUI reads it. */
export interface PaletteColor {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
}

/** The tenant's theme: MUI `createTheme({ palette })` options (plain JSON) plus the contrast it was derived with. */
export interface TenantTheme {
  palette: {
    mode: 'light' | 'dark';
    /**
     * Brand SURFACES (app bar, contained buttons, FABs, filled chips, badges): `main` is the tenant's own colour,
     * `contrastText` the text colour that reads on it, `light` and `dark` nearby shades that text still reads on.
     */
    primary: PaletteColor;
    /**
     * The brand where it is TEXT or an OUTLINE on the page (links, text and outlined buttons, selected tabs and
     * toggles, focused fields, checked controls): the shade of the brand colour nearest to it that reads on the page.
     */
    primaryOnPage: { main: string };
    background: { default: string; paper: string };
    text: { primary: string; secondary: string };
  };
  /** WCAG contrast ratios, rounded to two decimals. */
  contrast: {
    /** primary.contrastText on the brand colour (>= 4.5). */
    textOnBrand: number;
    /** The brand colour as it is, against the page: why `primaryOnPage` was needed when < 4.5. */
    brandOnBackground: number;
    /** primaryOnPage against the page (>= 4.5). */
    onPageOnBackground: number;
    /** primaryOnPage on its own selected tint, as on a selected toggle (>= 4.5 except on mid-grey pages). */
    onPageOnSelectedTint: number;
    textOnBackground: number;
    secondaryTextOnBackground: number;
  };
}

/**
 * Text for a brand surface: white when it reads 4.5:1 (the usual look of a coloured button), otherwise near-black,
 * and pure black on the mid tones where neither does (black and white contrasts with any colour multiply to 21, so
 * there black is >= 4.58).
 */
export function pickContrastText(color: string): string {
  if (contrastRatio(WHITE, color) >= TEXT_CONTRAST_MIN) return WHITE;
  return contrastRatio(NEAR_BLACK, color) >= TEXT_CONTRAST_MIN ? NEAR_BLACK : BLACK;
}

/**
 * Body text for a background: white or near-black, whichever contrasts more; pure black on the mid greys where
 * neither reaches 4.5:1.
 */
export function readableTextOn(background: string): string {
  const best = contrastRatio(WHITE, background) > contrastRatio(NEAR_BLACK, background) ? WHITE : NEAR_BLACK;
  return contrastRatio(best, background) >= TEXT_CONTRAST_MIN ? best : BLACK;
}

/**
 * How strongly MUI tints a selected or hovered item in its colour (selected 0.08 + hover 0.04): the coloured text on
 * that tint (a selected toggle button) must still be readable.
 */
export const SELECTED_TINT = 0.12;

/** The background under a selected item painted in `color`. */
export const selectedTint = (color: string, background: string) => mix(background, color, SELECTED_TINT);

/** `color` reaches 4.5:1 as text on each of `unders`. */
const readableOnAll = (color: string, unders: string[]) =>
  unders.every((under) => contrastRatio(color, under) >= TEXT_CONTRAST_MIN);

/** The shade of `brand` closest in HSL lightness (same hue and saturation) that meets `usable`, if any. */
function closestShade(brand: string, usable: (color: string) => boolean): string | undefined {
  if (usable(brand)) return brand;
  const original = lightnessOf(brand);
  const step = 0.001;
  // Walk outwards from the original lightness; the first usable shade is the closest one.
  for (let distance = step; distance <= 1 + step; distance += step) {
    for (const lightness of [original - distance, original + distance]) {
      if (lightness < -step || lightness > 1 + step) continue;
      const candidate = withLightness(brand, lightness);
      if (usable(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * The brand as text on the page: the shade nearest to `brand` that reads 4.5:1 on the page and the paper, also where
 * MUI tints a selected item with it. On mid-grey pages no shade reaches that on the tint; there the plain page and
 * paper are the measure. Pure black or white always meets that one (their contrasts with any colour multiply to 21,
 * so one is >= 4.58 on a page, and the paper is the page or a slightly lighter dark one), so a shade is always found.
 */
export function shadeForText(brand: string, background: string, paper: string = background): string {
  const pages = [background, paper];
  const best =
    closestShade(brand, (color) =>
      readableOnAll(color, [...pages, ...pages.map((page) => selectedTint(color, page))]),
    ) ??
    closestShade(brand, (color) => readableOnAll(color, pages)) ??
    closestShade(brand, (color) => readableOnAll(color, [background]));
  if (best) return best;
  // Unreachable by the argument above; kept so the function is total.
  return readableTextOn(background);
}

/**
 * `surface` moved towards `target` (white or black) by up to `amount`, no further than its text still reads: MUI's
 * lighter and darker shades of a surface (hover, pressed) keep the surface's text readable.
 */
function shadeKeepingText(surface: string, text: string, target: string, amount: number): string {
  for (let mixed = amount; mixed > 0; mixed -= 0.01) {
    const candidate = mix(surface, target, mixed);
    if (contrastRatio(text, candidate) >= TEXT_CONTRAST_MIN) return candidate;
  }
  return surface;
}

/** The palette colour of brand surfaces: the brand itself, its text, and lighter and darker shades that text reads on. */
export function surfaceColor(brand: string): PaletteColor {
  const contrastText = pickContrastText(brand);
  return {
    main: brand,
    light: shadeKeepingText(brand, contrastText, WHITE, 0.3),
    dark: shadeKeepingText(brand, contrastText, BLACK, 0.3),
    contrastText,
  };
}

const round = (ratio: number) => Math.round(ratio * 100) / 100;

/**
 * Derives the tenant's theme from its brand and background colours (#RRGGBB). Brand surfaces keep the brand colour
 * exactly and get whichever text colour reads 4.5:1 on it; only where the brand colour would be text or an outline
 * on the page is it moved in lightness, to the nearest shade that reads 4.5:1 there. Pure; the same inputs give the
 * same theme.
 */
export function deriveTheme(brandColor: string, backgroundColor: string): TenantTheme {
  const brand = brandColor.toUpperCase();
  const background = backgroundColor.toUpperCase();
  const darkPage = contrastRatio(WHITE, background) > contrastRatio(NEAR_BLACK, background);
  const paper = darkPage ? mix(background, WHITE, 0.06) : background;
  const primary = surfaceColor(brand);
  const onPage = shadeForText(brand, background, paper);
  const textPrimary = readableTextOn(background);
  const textSecondary = mix(textPrimary, background, 0.3);
  return {
    palette: {
      mode: darkPage ? 'dark' : 'light',
      primary,
      primaryOnPage: { main: onPage },
      background: { default: background, paper },
      text: { primary: textPrimary, secondary: textSecondary },
    },
    contrast: {
      textOnBrand: round(contrastRatio(primary.contrastText, brand)),
      brandOnBackground: round(contrastRatio(brand, background)),
      onPageOnBackground: round(contrastRatio(onPage, background)),
      onPageOnSelectedTint: round(contrastRatio(onPage, selectedTint(onPage, background))),
      textOnBackground: round(contrastRatio(textPrimary, background)),
      secondaryTextOnBackground: round(contrastRatio(textSecondary, background)),
    },
  };
}
