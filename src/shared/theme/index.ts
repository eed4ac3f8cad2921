export { deriveTheme, pickContrastText, shadeForText, TEXT_CONTRAST_MIN } from './derive-theme';
export type { TenantTheme } from './derive-theme';
export { contrastRatio, relativeLuminance } from './color';
