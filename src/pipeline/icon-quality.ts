import { contrastOfLuminances, luminanceOfRgb, parseHex } from '../shared/theme/color';
import { MASKABLE_SAFE_ZONE, rasterizeIcon } from './icons';

/**
 * Side of the raster the checks read: fine enough to place content within a pixel of the safe-zone circle, small
 * enough (16 k pixels) to run on every tenant at every check and build.
 */
const RASTER_SIZE = 128;
/** A pixel shows when, laid on the background colour, one of its channels differs by more than this (of 255). */
const VISIBLE_DIFFERENCE = 24;
/** Anti-aliasing spills a shape drawn right on the circle a pixel or two over it: that is not content. */
const EDGE_TOLERANCE = 0.03;
/** Warn when more than this share of the visible pixels lies outside the safe zone (a corner, a plate, a word). */
export const OUTSIDE_SHARE_MAX = 0.005;
/** Graphics need 3:1 against what they sit on (WCAG 2.1, 1.4.11 non-text contrast). */
export const ICON_CONTRAST_MIN = 3;
/** Warn when less than this share of the visible pixels reaches ICON_CONTRAST_MIN: the icon barely shows. */
export const CONTRASTING_SHARE_MIN = 0.05;

/** What the icon checks measured, as shares of 0..1. */
export interface IconQuality {
  /** Visible pixels that lie outside the maskable safe zone, of all visible pixels. */
  outsideSafeZone: number;
  /** Visible pixels contrasting at least ICON_CONTRAST_MIN with the background colour, of all visible pixels. */
  contrasting: number;
  /** Visible pixels of the whole square (0: the icon is blank on this background). */
  visible: number;
}

/**
 * Measures how the icon fares as the maskable icon the build renders: the artwork scaled into the central
 * MASKABLE_SAFE_ZONE of a square of `backgroundColor`. The safe zone, the central circle of 80 % diameter, is then
 * exactly the circle inscribed in the source icon, so the check reads the source icon on the background colour.
 */
export async function measureIcon(iconPath: string, backgroundColor: string): Promise<IconQuality> {
  const pixels = await rasterizeIcon(iconPath, RASTER_SIZE);
  const background = parseHex(backgroundColor);
  const backgroundLuminance = luminanceOfRgb(background);
  const center = RASTER_SIZE / 2;
  // The artwork and the safe circle both span MASKABLE_SAFE_ZONE of the maskable icon: the circle inscribed here.
  const safeRadius = (RASTER_SIZE / 2) * (1 + EDGE_TOLERANCE);
  let visible = 0;
  let outside = 0;
  let contrasting = 0;
  for (let y = 0; y < RASTER_SIZE; y++) {
    for (let x = 0; x < RASTER_SIZE; x++) {
      const i = (y * RASTER_SIZE + x) * 4;
      const alpha = pixels[i + 3] / 255;
      const shown = {
        r: pixels[i] * alpha + background.r * (1 - alpha),
        g: pixels[i + 1] * alpha + background.g * (1 - alpha),
        b: pixels[i + 2] * alpha + background.b * (1 - alpha),
      };
      const difference = Math.max(
        Math.abs(shown.r - background.r),
        Math.abs(shown.g - background.g),
        Math.abs(shown.b - background.b),
      );
      if (difference <= VISIBLE_DIFFERENCE) continue;
      visible++;
      if (Math.hypot(x + 0.5 - center, y + 0.5 - center) > safeRadius) outside++;
      if (contrastOfLuminances(luminanceOfRgb(shown), backgroundLuminance) >= ICON_CONTRAST_MIN) contrasting++;
    }
  }
  return {
    outsideSafeZone: visible ? outside / visible : 0,
    contrasting: visible ? contrasting / visible : 0,
    visible: visible / (RASTER_SIZE * RASTER_SIZE),
  };
}

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;

/** What is wrong with a measured icon, as warnings (message and hint); empty when it is fine. */
export function iconQualityWarnings(
  quality: IconQuality,
  backgroundColor: string,
): { message: string; hint: string }[] {
  const warnings: { message: string; hint: string }[] = [];
  if (quality.visible === 0)
    return [
      {
        message: `the icon does not show on the background colour ${backgroundColor}: it is blank or the same colour`,
        hint: 'draw the logo in a colour that stands out from brand.backgroundColor',
      },
    ];
  if (quality.outsideSafeZone > OUTSIDE_SHARE_MAX)
    warnings.push({
      message: `${percent(quality.outsideSafeZone)} of the icon's visible content lies outside the maskable safe zone (the central circle of ${MASKABLE_SAFE_ZONE * 100} % diameter): round and squircle masks cut it off`,
      hint: 'keep the logo inside the circle inscribed in the icon; a square plate or corner detail gets cut',
    });
  if (quality.contrasting < CONTRASTING_SHARE_MIN)
    warnings.push({
      message: `only ${percent(quality.contrasting)} of the icon contrasts ${ICON_CONTRAST_MIN}:1 with the background colour ${backgroundColor}: it will be hard to see on the home screen`,
      hint: `darken (or lighten) the logo, or choose a brand.backgroundColor it stands out from; at least ${percent(CONTRASTING_SHARE_MIN)} should reach ${ICON_CONTRAST_MIN}:1`,
    });
  return warnings;
}
