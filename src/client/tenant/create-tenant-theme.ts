import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { TenantTheme } from '../../shared/theme';
import { onPageOverrides } from './on-page-overrides';

declare module '@mui/material/styles' {
  interface Palette {
    /** The brand as text or an outline on the page (src/shared/theme/derive-theme.ts); `primary` is the surface. */
    primaryOnPage: { main: string };
  }
  interface PaletteOptions {
    primaryOnPage?: { main: string };
  }
}

/**
 * A member who asked their phone for less motion (WCAG 2.3.3) gets none: every transition and animation ends at once
 * (dialogs, drawers, ripples, skeletons' pulse, the spinner). 0.01 ms rather than none, so the `transitionend` and
 * `animationend` that code may wait for still come.
 */
const REDUCED_MOTION = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
};

/**
 * The MUI theme of a tenant: its derived palette (contrast already checked by the pipeline) on a phone-first base.
 * `primary` is the brand colour for surfaces; the on-page overrides paint it as text with `primaryOnPage`.
 */
export function createTenantTheme(tenantTheme: TenantTheme): Theme {
  const onPage = onPageOverrides(tenantTheme.palette.primaryOnPage.main);
  return createTheme({
    palette: tenantTheme.palette,
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans SC", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      ...onPage,
      MuiCssBaseline: { styleOverrides: REDUCED_MOTION },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiButton: { ...onPage.MuiButton, defaultProps: { disableElevation: true } },
    },
  });
}
