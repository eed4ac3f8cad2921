import type { ResolvedTenant } from '../shared/tenant/resolve-tenant';
import { contrastRatio } from '../shared/theme/color';
import { deriveTheme, TEXT_CONTRAST_MIN } from '../shared/theme/derive-theme';
import type { TenantReport } from './build-tenant';
import { ICON_SPECS, MASKABLE_SAFE_ZONE } from './icons';

/** `OUT/gallery/<id>/`: the screenshots of each tenant and the build they show (shots.json). */
export const SCREENSHOTS_DIR = 'gallery';
export const SCREENSHOT_STATE_FILE = 'shots.json';

/** The screens the gallery shows, at a phone's size, in the tenant's default language (a fresh browser). */
export const GALLERY_SCREENS = [
  { name: 'home', path: '/', label: 'First screen' },
  { name: 'login', path: '/login', label: 'Login' },
] as const;
export type GalleryScreen = (typeof GALLERY_SCREENS)[number];
export const SCREENSHOT_VIEWPORT = { width: 390, height: 844 } as const;

/** `gallery/<id>/<screen>.png`, relative to OUT (report.html links it so). */
export const screenshotPath = (id: string, screen: GalleryScreen) => `${SCREENSHOTS_DIR}/${id}/${screen.name}.png`;

/** Every pair the gallery shows is one of text on a colour: WCAG AA asks 4.5:1. */
const TEXT_MIN = TEXT_CONTRAST_MIN;

export interface GallerySwatch {
  label: string;
  color: string;
  /** The colour shown on (or under) this one, and their contrast ratio (two decimals). */
  against: string;
  ratio: number;
  /** The ratio reaches 4.5:1. */
  passes: boolean;
  /** `pass` or `fail`, the class the gallery colours the ratio with. */
  verdict: 'pass' | 'fail';
  use: string;
}

export interface GalleryIcon {
  label: string;
  file: string;
  size: number;
  /** Shown at most this large, so a 512 px icon does not push the page apart. */
  shownSize: number;
}

export interface GalleryTenant {
  id: string;
  name: string;
  shortName: string;
  description: string;
  subdomain: string;
  layout: string;
  languages: { code: string; isDefault: boolean }[];
  /** What this build did with the tenant: rebuilt, unchanged, or not in this build (--tenant). */
  status: string;
  swatches: GallerySwatch[];
  icons: GalleryIcon[];
  maskable: { file: string; shownSize: number; safeZonePercent: number };
  /** Phone screenshots when they show the current build; otherwise the brand card stands in. */
  screenshots: { label: string; file: string }[];
  card: {
    background: string;
    paper: string;
    text: string;
    secondaryText: string;
    brand: string;
    onBrand: string;
    onPage: string;
    icon: string;
  };
  warnings: string[];
}

export interface GalleryModel {
  builtAt: string;
  defaultTenant: string;
  tenants: GalleryTenant[];
  screenshotWidth: number;
  screenshotHeight: number;
}

export interface GalleryInput {
  builtAt: string;
  defaultTenant: string;
  tenants: {
    config: ResolvedTenant;
    /** This build's line for the tenant; absent when the build left it out (--tenant). */
    report?: Pick<TenantReport, 'status' | 'warnings'>;
    /** The screens whose screenshots show the tenant's current build. */
    screenshots: readonly GalleryScreen[];
  }[];
}

const BUILD_STATUS: Record<TenantReport['status'], string> = { built: 'rebuilt', skipped: 'unchanged' };

const ICON_LABELS: Record<string, string> = {
  favicon32: 'favicon',
  favicon48: 'favicon',
  appleTouch: 'apple-touch-icon',
  icon192: 'manifest icon',
  icon512: 'manifest icon',
  maskable512: 'maskable',
};

function swatch(label: string, color: string, against: string, ratio: number, use: string): GallerySwatch {
  const rounded = Math.round(ratio * 100) / 100;
  const passes = rounded >= TEXT_MIN;
  return { label, color, against, ratio: rounded, passes, verdict: passes ? 'pass' : 'fail', use };
}

/** The report.html of a build: what each tenant looks like, from its config and theme. Pure. */
export function createGalleryModel(input: GalleryInput): GalleryModel {
  return {
    builtAt: input.builtAt,
    defaultTenant: input.defaultTenant,
    screenshotWidth: SCREENSHOT_VIEWPORT.width / 2,
    screenshotHeight: SCREENSHOT_VIEWPORT.height / 2,
    tenants: input.tenants.map(({ config, report, screenshots }) => {
      const { palette, contrast } = deriveTheme(config.brand.color, config.brand.backgroundColor);
      const page = palette.background.default;
      const maskableSpec = ICON_SPECS.find((spec) => spec.fill === 'maskable')!;
      return {
        id: config.id,
        name: config.name,
        shortName: config.shortName,
        description: config.description,
        subdomain: config.subdomain,
        layout: config.layout,
        languages: config.languages.map((code) => ({ code, isDefault: code === config.defaultLanguage })),
        status: report ? BUILD_STATUS[report.status] : 'not in this build',
        swatches: [
          swatch(
            'brand',
            palette.primary.main,
            palette.primary.contrastText,
            contrast.textOnBrand,
            'app bar, buttons, chips; text on it',
          ),
          swatch(
            'brand on the page',
            palette.primary.main,
            page,
            contrast.brandOnBackground,
            'the brand itself as text on the page; under 4.5 the on-page shade stands in',
          ),
          swatch(
            'on-page shade',
            palette.primaryOnPage.main,
            page,
            contrast.onPageOnBackground,
            'links, tabs, outlined buttons',
          ),
          swatch(
            'light',
            palette.primary.light,
            palette.primary.contrastText,
            contrastRatio(palette.primary.light, palette.primary.contrastText),
            'hover shade; text on it',
          ),
          swatch(
            'dark',
            palette.primary.dark,
            palette.primary.contrastText,
            contrastRatio(palette.primary.dark, palette.primary.contrastText),
            'pressed shade; text on it',
          ),
          swatch('page', page, palette.text.primary, contrast.textOnBackground, 'background; body text on it'),
          swatch(
            'secondary text',
            palette.text.secondary,
            page,
            contrast.secondaryTextOnBackground,
            'hints, captions on the page',
          ),
        ],
        icons: ICON_SPECS.filter((spec) => spec.fill !== 'maskable').map((spec) => ({
          label: ICON_LABELS[spec.name] ?? spec.name,
          file: `${config.id}/${spec.file}`,
          size: spec.size,
          shownSize: Math.min(spec.size, 128),
        })),
        maskable: {
          file: `${config.id}/${maskableSpec.file}`,
          shownSize: 192,
          safeZonePercent: MASKABLE_SAFE_ZONE * 100,
        },
        screenshots: screenshots.map((screen) => ({ label: screen.label, file: screenshotPath(config.id, screen) })),
        card: {
          background: page,
          paper: palette.background.paper,
          text: palette.text.primary,
          secondaryText: palette.text.secondary,
          brand: palette.primary.main,
          onBrand: palette.primary.contrastText,
          onPage: palette.primaryOnPage.main,
          icon: `${config.id}/${ICON_SPECS.find((spec) => spec.name === 'icon192')!.file}`,
        },
        warnings: report?.warnings ?? [],
      };
    }),
  };
}
