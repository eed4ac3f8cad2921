import type { Palette, Theme } from '@mui/material/styles';

/**
 * The brand's shade for text and outlines on the page (a tenant theme's `primaryOnPage`, as its overrides paint MUI's
 * primary text). Under MUI's default theme — a screen rendered without a tenant, as most jsdom tests do — MUI's own
 * components paint `primary.main` there, and so do the light ones.
 */
export function onPageShade(theme: Theme): string {
  return (theme.palette as Partial<Palette>).primaryOnPage?.main ?? theme.palette.primary.main;
}
