import { contrastRatio, lightnessOf, mix, withLightness } from './color';

/**
 * WCAG AA for normal text. The primary colour must meet it against the page too, not only the 3:1 of UI components:
 * MUI paints it as text (tab labels, outlined and text buttons, links), and axe checks those as text.
 */
export const TEXT_CONTRAST_MIN = 4.5;

export const WHITE = '#FFFFFF';
/** The dark text colour: near-black rather than pure black, softer on screens. */
export const NEAR_BLACK = '#111111';

/** The tenant's theme: MUI `createTheme({ palette })` options (plain JSON) plus the contrast it was derived with. */
export interface TenantTheme {
  palette: {
    mode: 'light' | 'dark';
    primary: { main: string; light: string; dark: string; contrastText: string };
    background: { default: string; paper: string };
    text: { primary: string; secondary: string };
  };
  /** The brand colour as configured, for decorative surfaces, with the text colour readable on it. */
  brand: { color: string; contrastText: string };
  /** Whether primary.main differs from the brand colour because the brand colour failed a contrast minimum. */
  adjusted: boolean;
  /** WCAG contrast ratios, rounded to two decimals. */
  contrast: {
    textOnMain: number;
    mainOnBackground: number;
    textOnBrand: number;
    brandOnBackground: number;
    textOnBackground: number;
    secondaryTextOnBackground: number;
  };
}

/** White when it meets 4.5:1 on `color`, otherwise near-black (whichever is better when neither does). */
export function pickContrastText(color: string): string {
  const white = contrastRatio(WHITE, color);
  if (white >= TEXT_CONTRAST_MIN) return WHITE;
  return contrastRatio(NEAR_BLACK, color) >= white ? NEAR_BLACK : WHITE;
}

/**
 * Body text for a background: white or near-black, whichever contrasts more; pure black on the mid greys where
 * neither reaches 4.5:1 (black and white contrasts with any colour multiply to 21, so then black is >= 4.58).
 */
export function readableTextOn(background: string): string {
  const best = contrastRatio(WHITE, background) > contrastRatio(NEAR_BLACK, background) ? WHITE : NEAR_BLACK;
  return contrastRatio(best, background) >= TEXT_CONTRAST_MIN ? best : '#000000';
}

/**
 * How strongly MUI tints a selected or hovered item in the primary colour (selected 0.08 + hover 0.04): the primary
 * text on that tint (a selected toggle button, a selected list row) must still be readable.
 */
export const SELECTED_TINT = 0.12;

/** The background under a selected item painted in `color`. */
export const selectedTint = (color: string, background: string) => mix(background, color, SELECTED_TINT);

/** Text on `color` reaches 4.5:1, and `color` reaches 4.5:1 as text on each of `unders` (the page, a selected tint). */
function readableBothWays(color: string, unders: string[]): boolean {
  return (
    contrastRatio(pickContrastText(color), color) >= TEXT_CONTRAST_MIN &&
    unders.every((under) => contrastRatio(color, under) >= TEXT_CONTRAST_MIN)
  );
}

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
 * The colour closest to `brand` usable as the primary colour: text on it >= 4.5:1, and it >= 4.5:1 as text on the
 * page even where MUI tints a selected item with it. On mid-grey pages no shade reaches that on the tint; there the
 * plain page is the measure. Pure black or white always meets that one (their contrasts with any background multiply
 * to 21, so one is >= 4.58, and the other is the text on it), so the second scan always finds a shade.
 */
export function adjustForUse(brand: string, background: string): string {
  const best =
    closestShade(brand, (color) => readableBothWays(color, [background, selectedTint(color, background)])) ??
    closestShade(brand, (color) => readableBothWays(color, [background]));
  if (best) return best;
  // Unreachable by the argument above; kept so the function is total.
  return contrastRatio('#000000', background) >= contrastRatio(WHITE, background) ? '#000000' : WHITE;
}

const round = (ratio: number) => Math.round(ratio * 100) / 100;

/**
 * Derives the tenant's theme from its brand and background colours (#RRGGBB): text on the primary colour always
 * meets WCAG AA 4.5:1, and the primary colour itself is moved in lightness when the brand colour is too light or
 * too dark to be used against the background (< 4.5:1). Pure; the same inputs give the same theme.
 */
export function deriveTheme(brandColor: string, backgroundColor: string): TenantTheme {
  const brand = brandColor.toUpperCase();
  const background = backgroundColor.toUpperCase();
  const main = adjustForUse(brand, background);
  const contrastText = pickContrastText(main);
  const dark = contrastRatio(WHITE, background) > contrastRatio(NEAR_BLACK, background);
  const textPrimary = readableTextOn(background);
  const textSecondary = mix(textPrimary, background, 0.3);
  const brandText = pickContrastText(brand);
  const mainLightness = lightnessOf(main);
  return {
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: {
        main,
        light: withLightness(main, mainLightness + (1 - mainLightness) * 0.3),
        dark: withLightness(main, mainLightness * 0.7),
        contrastText,
      },
      background: { default: background, paper: dark ? mix(background, WHITE, 0.06) : background },
      text: { primary: textPrimary, secondary: textSecondary },
    },
    brand: { color: brand, contrastText: brandText },
    adjusted: main !== brand,
    contrast: {
      textOnMain: round(contrastRatio(contrastText, main)),
      mainOnBackground: round(contrastRatio(main, background)),
      textOnBrand: round(contrastRatio(brandText, brand)),
      brandOnBackground: round(contrastRatio(brand, background)),
      textOnBackground: round(contrastRatio(textPrimary, background)),
      secondaryTextOnBackground: round(contrastRatio(textSecondary, background)),
    },
  };
}
